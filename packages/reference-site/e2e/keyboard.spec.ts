/**
 * A shopper who uses the keyboard alone: from the product list, filters by brand, searches the
 * header's box, opens a product, chooses a size, adds it to the cart, goes to the cart and pays —
 * every control reached with Tab (and the arrows in a group), every action with Enter, Space or
 * typing. The page is opened once; after that, no click.
 */
import type { Locator, Page } from '@playwright/test';
import {
  api,
  DELIVERY_ADDRESS,
  KEPT_SELLERS,
  signUp,
  sizeLabel,
  uniqueEmail,
  variantsOf,
} from './support.js';
import { expect, test } from './test.js';

test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'a keyboard is a wide screen’s; the phone journeys tap');
});

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}) {
  await expect(target).toBeVisible();
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

interface ListedProduct {
  id_produit: number;
  id_marque: number;
  nom_marque: string;
  modele: string;
  categorie_slug: string;
  qte_produit: number;
  pseudo_profile: string;
  langue_texte: string;
}

test('search, filter, product, size, add to cart and checkout with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // An item for sale of a brand, on the first page of that brand's list.
  const all = (
    await api<{ data: ListedProduct[] }>(request, 'ProduitController/list_produit?type=web&langue=fr')
  ).data;
  let target: { product: ListedProduct; size: string } | undefined;
  const kept: readonly string[] = Object.values(KEPT_SELLERS);
  // A catalogue item written in French: the French search reads a listing's model in the language
  // it was written in, and the journey types it as a shopper would (not another journey's markup).
  const typable = /^[\p{L}\p{N} '’-]+$/u;
  const candidates = all.filter(
    (row) =>
      row.qte_produit > 0 &&
      row.langue_texte === 'fr' &&
      typable.test(row.modele) &&
      !kept.includes(row.pseudo_profile),
  );
  for (const product of candidates) {
    const sizes = (await variantsOf(request, product.id_produit)).filter(
      (variant) => variant.etat === 'Disponible',
    );
    if (sizes[0]) {
      target = { product, size: sizes[0].valeur_taille };
      break;
    }
  }
  if (!target) throw new Error('No item for sale');
  const { product, size } = target;

  await signUp(page, { email: uniqueEmail('keys'), pseudo: `Keys${Date.now() % 1e8}` });
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/fr-fr/new-shopping', { waitUntil: 'domcontentloaded' });

  // Filter: the brand list, typed to.
  const brand = page.getByRole('combobox', { name: 'Marque', exact: true });
  await tabTo(page, brand);
  await page.keyboard.type(product.nom_marque);
  await expect(page).toHaveURL(new RegExp(`id_marque=${product.id_marque}`));
  const cardBrands = page.locator('[part~="product-brand"]');
  await expect(cardBrands.first()).toHaveText(product.nom_marque);

  // Search: back up to the header's box.
  const search = page.getByRole('combobox', { name: 'Rechercher une marque, un article' });
  await tabTo(page, search, { backwards: true });
  await page.keyboard.type(`${product.nom_marque} ${product.modele}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr-fr\/search\?q=/);

  // The product, from its card.
  const card = page
    .locator(`a[href$="/shopping-detail/${product.categorie_slug}/${product.id_produit}"]`)
    .first();
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`/shopping-detail/${product.categorie_slug}/${product.id_produit}$`),
  );

  // A size: into the group with Tab, to the size with the arrows.
  const sizeRadio = page.getByRole('radio', { name: new RegExp(`^${sizeLabel(size)}`) }).first();
  const group = await sizeRadio.getAttribute('name');
  await tabTo(page, page.locator(`input[type="radio"][name="${group}"]:not([disabled])`).first());
  for (let step = 0; step < 40; step += 1) {
    if (await sizeRadio.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Space');
  await expect(sizeRadio).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Ajouter au panier' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('snackbar').first()).toBeVisible();

  // The cart, from the header's link.
  await tabTo(page, page.getByTestId('cart-link'), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr-fr\/checkout$/);
  await tabTo(page, page.getByRole('button', { name: 'Proceder au payement' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr-fr\/checkout\/payment$/);

  // Delivery, typed field by field.
  const delivery = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Continuer vers le paiement' }) });
  const fields: [Locator, string][] = [
    [delivery.getByRole('textbox', { name: 'Nom', exact: true }), DELIVERY_ADDRESS.nom],
    [delivery.getByRole('textbox', { name: 'Adresse', exact: true }), DELIVERY_ADDRESS.adresse],
    [delivery.getByRole('textbox', { name: 'Complément d’adresse' }), DELIVERY_ADDRESS.complement],
    [delivery.getByRole('textbox', { name: 'Ville' }), DELIVERY_ADDRESS.ville],
    // France's post has no region: the form asks none.
    [delivery.getByRole('textbox', { name: 'Code postal' }), DELIVERY_ADDRESS.code_postal],
    [delivery.getByRole('textbox', { name: 'Téléphone' }), DELIVERY_ADDRESS.telephone],
  ];
  for (const [field, value] of fields) {
    await tabTo(page, field);
    await page.keyboard.type(value);
  }
  await expect(delivery.getByRole('combobox', { name: 'Pays' })).toHaveValue('FR');
  await tabTo(page, delivery.getByRole('button', { name: 'Continuer vers le paiement' }));
  await page.keyboard.press('Enter');

  // The card, typed; then pay.
  await expect(page.getByRole('heading', { name: '2. Paiement' })).toBeVisible();
  for (const [field, value] of [
    [page.getByRole('textbox', { name: 'Titulaire de la carte' }), 'Léa Moreau'],
    [page.getByLabel('Numéro de carte'), '4242424242424242'],
    [page.getByLabel('Expiration (MM/AA)'), '1234'],
    [page.getByLabel('CVC'), '123'],
  ] as const) {
    await tabTo(page, field);
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('button', { name: 'Valider le paiement' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr-fr\/checkout\/review$/, { timeout: 20_000 });
});

test('a dialog holds the keyboard: focus goes in, Tab never reaches the page behind, Escape closes it and gives focus back', async ({
  page,
}) => {
  await page.goto('/fr-fr/designers', { waitUntil: 'domcontentloaded' });
  const opener = page.getByTestId('country-button');
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const inDialog = () =>
    dialog.evaluate((element) => {
      // The focused element, looked for through shadow roots, is inside the dialog.
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active !== null && element.contains(active);
    });
  expect(await inDialog()).toBe(true);
  // More presses than the dialog has controls: focus goes round inside it, or out to the
  // browser's own interface, never to the page behind.
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => document.activeElement?.tagName ?? 'none');
    if (where !== 'BODY' && where !== 'none') expect(await inDialog()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
