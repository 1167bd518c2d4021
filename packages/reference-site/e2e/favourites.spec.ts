/** Journey 6: liking products updates the Favoris badge and page, which reads '9+' after ten. */

import { products, signUp, uniqueEmail } from './support.js';
import { expect, test } from './test.js';

test('liking updates the Favoris badge and page; ten likes read 9+', async ({ page, request }) => {
  await signUp(page, { email: uniqueEmail('fan'), pseudo: `Fan${Date.now() % 1e8}` });
  await expect(page).toHaveURL(/\/fr-fr$/);
  const badge = page.getByTestId('favourites-link').getByTestId('count-badge');
  await expect(badge).toHaveCount(0);

  const list = (await products(request, 12)).slice(0, 10);
  await page.goto('/fr-fr/new-shopping', { waitUntil: 'domcontentloaded' });
  const hearts = page.getByTestId('product-grid').getByRole('button', { name: 'Ajouter aux favoris' });
  await expect(hearts.first()).toBeVisible();
  await hearts.first().click();
  await expect(badge.locator('[aria-hidden="true"]')).toHaveText('1');

  await page.getByTestId('favourites-link').click();
  await expect(page).toHaveURL(/\/fr-fr\/favoris$/);
  await expect(page.getByTestId('product-card')).toHaveCount(1);

  await page.goto('/fr-fr/new-shopping', { waitUntil: 'domcontentloaded' });
  const cards = page.getByTestId('product-grid').getByTestId('product-card');
  await expect(cards.nth(list.length)).toBeVisible();
  // The first card is liked already; like the next nine, one after the other.
  for (let liked = 1; liked < list.length; liked++) {
    await cards.nth(liked).getByRole('button', { name: 'Ajouter aux favoris' }).click();
    await expect(cards.nth(liked).getByRole('button', { name: 'Retirer des favoris' })).toBeVisible();
    await expect(badge.locator('[aria-hidden="true"]')).toHaveText(liked + 1 > 9 ? '9+' : String(liked + 1));
  }
  await expect(badge.locator('[aria-hidden="true"]')).toHaveText('9+');
});
