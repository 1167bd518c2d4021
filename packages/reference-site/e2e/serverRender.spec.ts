/**
 * Pages rendered on the server: without any script (a crawler, a link preview) a product page and
 * a list show their content in the visitor's language and currency; with the script, the page
 * hydrates from what the server read, without reading the list again, and then works as usual.
 */
import { api } from './support.js';
import { expect, test } from './test.js';

interface Listed {
  id_produit: number;
  categorie_slug: string;
  modele: string;
}

test('without script, a product page and a list show their content in English and pounds', async ({
  browser,
  request,
}) => {
  const product = (
    await api<{ data: Listed[] }>(request, 'ProduitController/list_produit?type=web&langue=en&limit=1')
  ).data[0];
  if (!product) throw new Error('The catalogue is empty');
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  const page = await context.newPage();

  await page.goto(`/gb-en/shopping-detail/${product.categorie_slug}/${product.id_produit}`);
  await expect(page.getByRole('heading', { level: 1, name: product.modele })).toBeVisible();
  await expect(page.getByTestId('detail-price')).toHaveText(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();

  await page.goto('/gb-en/new-shopping/femme');
  await expect(page.getByTestId('product-card')).toHaveCount(24);
  await expect(page.getByTestId('product-price').first()).toHaveText(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
  await context.close();
});

test('a visitor’s list hydrates without reading its products again, then filters as usual', async ({
  page,
  isMobile,
}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/ProduitController/')) reads.push(request.url());
  });
  await page.goto('/fr-fr/new-shopping/femme');
  // Hydrated from the server's page, not rendered afresh over it.
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'hydrated');
  // Whatever the first render's effects would read has been asked by now.
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);

  const firstCard = page.getByTestId('product-card').first();
  const firstBrand = (await firstCard.locator('[part~="product-brand"]').textContent()) ?? '';
  // On a phone the filters are in a dialog.
  if (isMobile) await page.getByRole('button', { name: /^Filtrer/ }).click();
  await page.getByRole('combobox', { name: 'Marque', exact: true }).selectOption({ label: firstBrand });
  await expect(page).toHaveURL(/id_marque=\d+/);
  if (isMobile) await page.keyboard.press('Escape');
  await expect(page.locator('[part~="product-brand"]').first()).toHaveText(firstBrand);
  expect(reads.some((url) => url.includes('recherche_filtre'))).toBe(true);
});
