/**
 * Where a page opens: a card clicked low in a list opens its product at the top (the footer and
 * "You will love" were what a shopper saw), and Back returns to the list where they left it,
 * once its cards have come back: the card they clicked is where they saw it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test.js';

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

test('a card clicked low in a list opens its product at the top; Back returns to the same place in the list', async ({
  page,
}) => {
  await page.goto('/gb-en/new-shopping', { waitUntil: 'domcontentloaded' });
  const cards = page.getByTestId('product-card');
  await expect(cards.nth(11)).toBeVisible();
  // A card of the list's third or fourth row, brought into view as a shopper's scrolling would.
  const card = cards.nth(11);
  await card.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(600);
  const name = (await card.getAttribute('aria-label')) ?? '';
  const seenAt = (await card.boundingBox())?.y ?? Number.NaN;

  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/gb-en\/shopping-detail\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  await page.goBack();
  await expect(page).toHaveURL(/\/gb-en\/new-shopping$/);
  // The same card where the shopper saw it, give or take what the page above it settled to.
  const again = page.getByRole('article', { name, exact: true }).first();
  await expect.poll(async () => Math.abs(((await again.boundingBox())?.y ?? 1e6) - seenAt)).toBeLessThan(60);
  await expect(again).toBeInViewport();
});
