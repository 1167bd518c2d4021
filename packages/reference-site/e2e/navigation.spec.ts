/**
 * The genres' menus of the navigation bar (wide screens; phones have the drawer): opened by the
 * mouse passing over, by the keyboard alone, and closed when the pointer or the focus leaves.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test.js';

test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the navigation bar shows on wide screens; phones have the drawer');
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

test('a genre’s menu opens as the mouse passes over it and closes when it leaves', async ({ page }) => {
  await page.goto('/fr-fr', { waitUntil: 'domcontentloaded' });
  const femme = nav(page).getByRole('button', { name: /^Femme/ });
  await expect(femme).toHaveAttribute('aria-expanded', 'false');
  await femme.hover();
  await expect(femme).toHaveAttribute('aria-expanded', 'true');
  const seeAll = nav(page).getByRole('link', { name: 'Tout voir' }).first();
  await expect(seeAll).toBeVisible();
  // Down into the panel: it stays open; a click on the button does not close what hovering opened.
  await seeAll.hover();
  await expect(femme).toHaveAttribute('aria-expanded', 'true');
  await femme.click();
  await expect(femme).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(5, 700);
  await expect(femme).toHaveAttribute('aria-expanded', 'false');
  await expect(seeAll).toBeHidden();
});

test('a genre’s menu works from the keyboard alone: ↓ opens it at its first link, Escape and Tab away close it', async ({
  page,
}) => {
  await page.goto('/fr-fr', { waitUntil: 'domcontentloaded' });
  const femme = nav(page).getByRole('button', { name: /^Femme/ });
  await expect(femme).toBeVisible();
  await femme.focus();
  await page.keyboard.press('ArrowDown');
  await expect(femme).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await femme.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(femme).toHaveAttribute('aria-expanded', 'false');
  await expect(femme).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(femme).toHaveAttribute('aria-expanded', 'true');
  // Tab through every link of the panel and out of it: the menu closes behind the focus.
  const links = await panel.getByRole('link').count();
  for (let step = 0; step <= links; step += 1) await page.keyboard.press('Tab');
  await expect(femme).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
});
