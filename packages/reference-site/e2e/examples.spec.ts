/**
 * The developer examples, built as `npm run build` builds them and served from their own
 * origin against the real service: examples/react-app (the widgets in a Vite React app on its
 * own router) and examples/plain-ts (a page on @vitrine/sdk-core alone). Each shows the seeded
 * catalogue and puts an item into a signed-in shopper's cart.
 */
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { serveStatic } from './serveStatic.js';
import { api, chooseSize, DEMO_PASSWORD, variantsOf } from './support.js';
import { expect, test } from './test.js';

const BUYER = 'acheteur@vitrine.dev';
const exampleDist = (name: string) =>
  fileURLToPath(new URL(`../../../examples/${name}/dist`, import.meta.url));

/** The models of the seeded new arrivals, as the service lists them. */
async function newArrivalModels(request: APIRequestContext): Promise<string[]> {
  const list = await api<{ data: { modele: string }[] }>(
    request,
    'ProduitController/list_produitavecVendeur?limit=12',
  );
  return list.data.map((product) => product.modele);
}

interface CartRow {
  id_produit: number;
  id_sous_produit: number;
}

/**
 * The buyer's cart lines, read from the service itself, with the session that read them. Plain
 * `fetch`, with no cookie jar: the API's CSRF check applies to calls that carry its cookie.
 */
async function buyerCart(baseURL: string | undefined) {
  const response = await fetch(`${baseURL}/api/web/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BUYER, password: DEMO_PASSWORD, type_device: 'web' }),
  });
  expect(response.ok).toBe(true);
  const session = (await response.json()) as { id_user: number; token: string };
  const headers = { authorization: `Bearer ${session.token}` };
  const lines = await fetch(
    `${baseURL}/api/PanierController/list_panier_byiduser?id_user=${session.id_user}`,
    {
      headers,
    },
  );
  expect(lines.ok).toBe(true);
  return { session, headers, lines: ((await lines.json()) as { data: CartRow[] }).data };
}

const cartSize = async (baseURL: string | undefined) => (await buyerCart(baseURL)).lines.length;

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'one size is enough for the examples');
});

test('the React example lists the catalogue, signs in, adds an item on its own route, and shows it in its cart', async ({
  page,
  baseURL,
  request,
}) => {
  const app = await serveStatic(exampleDist('react-app'));
  try {
    expect(new URL(app.url).port).not.toBe(new URL(baseURL ?? '').port);
    await page.goto(`${app.url}/?api=${encodeURIComponent(baseURL ?? '')}`);

    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(12);
    const models = await newArrivalModels(request);
    await expect(cards.first()).toContainText(models[0] ?? '');

    await page.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(`${app.url}/login`);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(BUYER);
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(`${app.url}/`);
    await expect(page.getByRole('button', { name: /Se déconnecter/ })).toBeVisible();
    const before = await cartSize(baseURL);
    await expect(page.getByTestId('cart-count')).toHaveText(String(before));

    // A product with a size still for sale, opened through the card's link: the app's route.
    let added = false;
    for (let index = 0; index < (await cards.count()) && !added; index++) {
      const href = (await cards.nth(index).getByRole('link').first().getAttribute('href')) ?? '';
      const id = Number(/^\/products\/(\d+)$/.exec(href)?.[1]);
      expect(id, `the card links to the app's own route, not ${href}`).toBeGreaterThan(0);
      const variant = (await variantsOf(request, id)).find((v) => v.etat === 'Disponible');
      if (!variant) continue;
      await cards.nth(index).getByRole('link').first().click();
      await expect(page).toHaveURL(`${app.url}/products/${id}`);
      await chooseSize(page, variant.valeur_taille);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      added = true;
    }
    expect(added).toBe(true);
    await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));

    await page.getByRole('link', { name: /Panier/ }).click();
    await expect(page).toHaveURL(`${app.url}/cart`);
    await expect(page.getByRole('heading', { name: 'Mon Panier' })).toBeVisible();
    const remove = page.getByRole('button', { name: /Retirer .* du panier/ });
    await expect(remove).toHaveCount(before + 1);
    // Leave the cart as it was for the journeys after this one.
    await remove.last().click();
    await expect(page.getByTestId('cart-count')).toHaveText(String(before));
    expect(await cartSize(baseURL)).toBe(before);
  } finally {
    await app.close();
  }
});

test('the plain TypeScript example lists the catalogue with prices and adds an item to the cart', async ({
  page,
  baseURL,
  request,
}) => {
  const site = await serveStatic(exampleDist('plain-ts'));
  try {
    await page.goto(`${site.url}/?api=${encodeURIComponent(baseURL ?? '')}`);
    const products = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Ajouter/ }) });
    const items = products.getByRole('listitem');
    await expect(items).toHaveCount(12);
    const models = await newArrivalModels(request);
    await expect(items.first()).toContainText(models[0] ?? '');
    await expect(items.first().locator('.price')).toHaveText(/\d.*€/);

    await page.getByRole('textbox', { name: 'E-mail' }).fill(BUYER);
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText(/Connecté en tant que/)).toBeVisible();
    const before = await cartSize(baseURL);
    await expect(page.locator('#cart-count')).toHaveText(String(before));

    // The first new arrival with a size still for sale.
    let index = -1;
    const ids = (
      await api<{ data: { id_produit: number }[] }>(
        request,
        'ProduitController/list_produitavecVendeur?limit=12',
      )
    ).data.map((product) => product.id_produit);
    for (let i = 0; i < ids.length && index < 0; i++) {
      if ((await variantsOf(request, ids[i] ?? 0)).some((v) => v.etat === 'Disponible')) index = i;
    }
    expect(index).toBeGreaterThanOrEqual(0);
    await items
      .nth(index)
      .getByRole('button', { name: /^Ajouter/ })
      .click();
    await expect(page.getByRole('status')).toContainText('ajouté au panier');
    await expect(page.locator('#cart-count')).toHaveText(String(before + 1));
    await expect(page.locator('#cart li')).toHaveCount(before + 1);
    await expect(page.locator('#cart-total')).toHaveText(/\d.*€/);
    expect(await cartSize(baseURL)).toBe(before + 1);

    // Leave the cart as it was, through the service.
    const { session, headers, lines } = await buyerCart(baseURL);
    const line = lines.find((row) => row.id_produit === ids[index]);
    expect(line).toBeTruthy();
    const removed = await fetch(
      `${baseURL}/api/PanierController/delete_oneitem_panier?id_user=${session.id_user}&id_produit=${line?.id_produit}&id_sous_produit=${line?.id_sous_produit}`,
      { headers },
    );
    expect(removed.ok).toBe(true);
  } finally {
    await site.close();
  }
});
