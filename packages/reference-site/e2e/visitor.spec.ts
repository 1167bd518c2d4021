/** Journey 1: a visitor browses, searches and looks at a product. */

import { api, chooseSize, productPath, productWithSoldSize, sizeLabel } from './support.js';
import { expect, test } from './test.js';

test('searching a brand shows its products; an unknown term shows the empty state', async ({
  page,
  request,
}) => {
  const brands = (
    await api<{ data: { nom_marque: string; nombre_produit: number }[] }>(
      request,
      'ProduitController/list_MarqueHavingProduit',
    )
  ).data;
  const brand =
    brands.find((entry) => entry.nom_marque === 'Chanel') ?? brands.find((entry) => entry.nombre_produit > 0);
  await page.goto('/fr-fr', { waitUntil: 'domcontentloaded' });
  const search = page.getByPlaceholder('marque');
  await search.fill(brand?.nom_marque ?? 'Chanel');
  await search.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`/fr-fr/search\\?q=${encodeURIComponent(brand?.nom_marque ?? 'Chanel')}`),
  );
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText((brand?.nom_marque ?? 'Chanel').toUpperCase(), {
    ignoreCase: true,
  });

  await page.getByPlaceholder('marque').fill('zzqxwnotaword');
  await page.getByPlaceholder('marque').press('Enter');
  await expect(page.getByTestId('product-card')).toHaveCount(0);
  await expect(page.getByText(/Aucun article ne correspond/i)).toBeVisible();
});

test("a product opens from a card; sold sizes cannot be chosen; 'Ajouter au panier' waits for a size", async ({
  page,
  request,
}) => {
  // Two sizes still for sale, so none is chosen for the shopper.
  const { product, variants } = await productWithSoldSize(request, 2);
  await page.goto(productPath(product), { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const add = page.getByRole('button', { name: 'Ajouter au panier' });
  await expect(add).toBeDisabled();

  const sold = variants.find((variant) => variant.etat === 'Vendu');
  const soldRadio = page
    .getByRole('radio', { name: new RegExp(`^${sizeLabel(sold?.valeur_taille ?? '')}.*Vendu`) })
    .first();
  await expect(soldRadio).toBeDisabled();

  const free = variants.find((variant) => variant.etat === 'Disponible');
  await chooseSize(page, free?.valeur_taille ?? '');
  await expect(add).toBeEnabled();
  // A visitor is asked to sign in rather than given an error.
  await add.click();
  await expect(page).toHaveURL(/\/fr-fr\/login/);
});

test('the home links each card to its product page', async ({ page }) => {
  await page.goto('/fr-fr', { waitUntil: 'domcontentloaded' });
  const card = page.getByTestId('rail-newArrivals').getByTestId('product-card').first();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fr-fr\/shopping-detail\/[\w-]+\/\d+$/);
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
});
