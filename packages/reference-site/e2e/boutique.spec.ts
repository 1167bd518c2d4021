/**
 * A partner's plain HTML page (examples/boutique) served from another origin than the Vitrine
 * service, embedding the elements with one script tag: cards inside the grid's shadow root, a
 * product opened by the page itself, an item added, and the cart element updated.
 */

// @ts-expect-error The example is plain JavaScript with no types: it is the point of it.
import { serveBoutique } from '../../../examples/boutique/serve.mjs';
import { chooseSize, DEMO_PASSWORD, rawKeysShown, variantsOf } from './support.js';
import { expect, test } from './test.js';

let boutique: { url: string; close(): Promise<void> };
test.beforeAll(async () => {
  boutique = await serveBoutique(0);
});
test.afterAll(() => boutique?.close());

test('the boutique embeds the grid, opens a product itself, adds it, and its cart updates', async ({
  page,
  baseURL,
  request,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'one size is enough for the embed');
  await page.goto(`${boutique.url}/?api=${encodeURIComponent(baseURL ?? '')}`);
  // Another origin than the API: the calls are cross-origin.
  expect(new URL(boutique.url).port).not.toBe(new URL(baseURL ?? '').port);

  const grid = page.locator('vitrine-product-grid');
  const cards = grid.getByTestId('product-card');
  await expect(cards).toHaveCount(8);
  expect(
    await grid.evaluate((element) =>
      Boolean(element.shadowRoot?.querySelector('[data-testid="product-card"]')),
    ),
  ).toBe(true);
  expect(
    await grid.evaluate((element) => element.shadowRoot?.querySelectorAll('style').length ?? 0),
  ).toBeGreaterThan(0);

  // Sign in with the login element, as the seeded buyer.
  const login = page.locator('vitrine-login');
  await login.getByRole('textbox', { name: 'Adresse e-mail' }).first().fill('acheteur@vitrine.dev');
  await login.getByRole('textbox', { name: 'Mot de passe' }).first().fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Se connecter' }).click();

  // Open a product that still has a size for sale: the page handles vitrine:navigate itself.
  const count = await cards.count();
  let opened = false;
  for (let index = 0; index < count && !opened; index++) {
    const href = await cards.nth(index).getByRole('link').first().getAttribute('href');
    const id = Number(/\/(\d+)$/.exec(href ?? '')?.[1]);
    const variant = (await variantsOf(request, id)).find((v) => v.etat === 'Disponible');
    if (!variant) continue;
    await cards.nth(index).getByRole('link').first().click();
    const detail = page.locator('vitrine-product-detail');
    await expect(detail).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${boutique.url}`));
    await chooseSize(page, variant.valeur_taille);
    await detail.getByRole('button', { name: 'Ajouter au panier' }).click();
    opened = true;
  }
  expect(opened).toBe(true);

  await expect(page.locator('#cart-count')).toHaveText('1');
  await expect(page.locator('vitrine-cart').getByRole('heading', { name: 'Mon Panier' })).toBeVisible();
  await expect(
    page.locator('vitrine-cart').getByRole('button', { name: /Retirer .* du panier/ }),
  ).toHaveCount(1);
  // Every element on the page shows texts, none a key missing from the elements' French.
  expect(await rawKeysShown(page)).toEqual([]);
  // Clean up, so a second run starts from an empty cart.
  await page
    .locator('vitrine-cart')
    .getByRole('button', { name: /Retirer .* du panier/ })
    .click();
  await expect(page.locator('#cart-count')).toHaveText('0');
});
