/**
 * The shell every page shares, as a visitor meets it in Chromium: the header's entries that need an
 * account, the navigation, the footer and the home's blocks; what a visitor may browse; and the
 * login guard, which sends a visitor to sign in and brings them back to the page they asked for.
 */
import type { Page } from '@playwright/test';
import { api, DEMO_PASSWORD, productPath, products, variantsOf } from './support.js';
import { expect, test } from './test.js';

const BUYER = 'acheteur@vitrine.dev';

const wide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 900;

test('SH8: a visitor’s Favoris and account entries lead to the login page', async ({ page }) => {
  for (const name of ['Favoris', 'Compte']) {
    await page.goto('/fr-fr', { waitUntil: 'domcontentloaded' });
    await page.getByRole('navigation', { name: 'Compte' }).getByRole('link', { name }).click();
    await expect(page, name).toHaveURL(/\/fr-fr\/login$/);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  }
});

test('SH9–SH11: the navigation lists the real categories, Marques and Nos vendeurs, the external Blog and the site’s A propos', async ({
  page,
  request,
}) => {
  test.skip(!wide(page), 'the navigation bar shows on wide screens; the drawer on phones has its own test');
  const tree = await api<{ data: { nom_fr: string; children: { nom_fr: string }[] }[] }>(
    request,
    'CategorieController/list_categories',
  );
  await page.goto('/fr-fr', { waitUntil: 'domcontentloaded' });
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  const femme = nav.getByRole('button', { name: /^Femme/ });
  await femme.click();
  const panel = page.locator(`#${await femme.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link').first()).toBeVisible();
  // The category tree's families under Femme, not a placeholder.
  const femmeNode = tree.data.find((node) => node.nom_fr === 'Femme');
  expect(femmeNode?.children.length).toBeGreaterThan(1);
  for (const family of femmeNode?.children ?? [])
    await expect(panel.getByRole('link', { name: family.nom_fr, exact: true })).toBeVisible();
  expect(await panel.getByRole('link').count()).toBeGreaterThan(3);
  await expect(nav.getByRole('link', { name: 'Marques' })).toHaveAttribute('href', '/fr-fr/designers');
  await expect(nav.getByRole('link', { name: 'Nos vendeurs' })).toHaveAttribute('href', '/fr-fr/our-sellers');
  const blog = nav.getByRole('link', { name: 'Blog' });
  await expect(blog).toHaveAttribute('href', /^https:\/\//);
  await expect(blog).toHaveAttribute('target', '_blank');
  await expect(blog).toHaveAttribute('rel', /noopener/);
  await expect(nav.getByRole('link', { name: 'A propos' })).toHaveAttribute('href', '/fr-fr/about');
});

test('SH14–SH16: the footer’s links, social links, card logos and app badges', async ({ page }) => {
  await page.goto('/fr-fr', { waitUntil: 'domcontentloaded' });
  const footer = page.getByRole('contentinfo');
  for (const name of [
    'À propos de Vitrine',
    'Devenir vendeur',
    'Aide',
    'FAQ',
    'Conditions générales',
    'Confidentialité',
    'Contact',
  ])
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Conditions générales' })).toHaveAttribute(
    'href',
    '/fr-fr/terms',
  );
  // A visitor who wants to sell is sent to sign up first.
  await expect(footer.getByRole('link', { name: 'Devenir vendeur' })).toHaveAttribute('href', '/fr-fr/login');
  const follow = footer.getByRole('region', { name: 'Suivez-nous' });
  for (const network of ['Instagram', 'Facebook'])
    await expect(follow.getByRole('link', { name: network })).toHaveAttribute('href', /^https:\/\//);
  for (const card of ['Mastercard', 'Visa', 'American Express'])
    await expect(footer.getByRole('img', { name: card })).toBeVisible();
  const apps = footer.getByRole('region', { name: 'Nos applications' });
  await expect(apps.getByRole('link', { name: 'App Store' })).toHaveAttribute(
    'href',
    'https://apps.apple.com/',
  );
  await expect(apps.getByRole('link', { name: 'Google Play' })).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps',
  );
});

test('H7, H8: the home has the app download block and the four trust badges', async ({ page }) => {
  await page.goto('/fr-fr', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await expect(main.getByText('Vitrine dans votre poche')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Télécharger dans l’App Store' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Disponible sur Google Play' })).toBeVisible();
  for (const badge of [
    '100 % authentique',
    'Neuf et seconde main',
    'Protection acheteur et vendeur',
    'Paiements sécurisés',
  ])
    await expect(main.getByText(badge, { exact: true })).toBeVisible();
});

test('RO1: a visitor browses every public page without being asked to sign in', async ({ page, request }) => {
  const [product] = await products(request, 1);
  for (const path of [
    '/fr-fr',
    '/fr-fr/new-shopping',
    product ? productPath(product) : '/fr-fr',
    '/fr-fr/designers',
    '/fr-fr/our-sellers',
    `/fr-fr/selleraccount-detail/${product?.id_user ?? 2}`,
    '/fr-fr/search?q=sac',
    '/fr-fr/checkout',
  ]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('main')).toBeVisible();
  }
});

test('R12, R13: /checkout shows a visitor the cart, and so does any unknown sub-path of it', async ({
  page,
}) => {
  for (const path of ['/fr-fr/checkout', '/fr-fr/checkout/nowhere', '/fr-fr/checkout/a/b']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Mon Panier' }), path).toBeVisible();
    await expect(page.getByText('Identifiez-vous pour retrouver votre panier.'), path).toBeVisible();
    // Not sent to sign in, nor to the not-found page.
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(/Mon Panier/);
  }
});

for (const path of [
  '/fr-fr/useraccount/orders',
  '/fr-fr/useraccount/settings',
  '/fr-fr/favoris',
  '/fr-fr/checkout/payment',
]) {
  test(`RO2, RO3, OP1: ${path} sends a visitor to sign in, then back to it`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveURL(/\/fr-fr\/login$/);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Se connecter' }) });
    await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(BUYER);
    await form.getByRole('textbox', { name: 'Mot de passe' }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('main')).toBeVisible();
  });
}

/** Signs the demo buyer in through the login form the guard sent the visitor to. */
async function signInHere(page: Page) {
  await expect(page).toHaveURL(/\/fr-fr\/login$/);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Se connecter' }) });
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(BUYER);
  await form.getByRole('textbox', { name: 'Mot de passe' }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

test('R4: /useraccount sends a visitor to sign in, then shows their identity', async ({ page }) => {
  await page.goto('/fr-fr/useraccount', { waitUntil: 'domcontentloaded' });
  await signInHere(page);
  await expect(page).toHaveURL(/\/fr-fr\/useraccount$/);
  await expect(page.getByRole('heading', { name: 'Mon identité', exact: true })).toBeVisible();
  // The signed-in buyer's own details, not a placeholder.
  await expect(page.getByRole('main').getByText(BUYER)).toBeVisible();
});

test('R6: /useraccount/message-detail/{id} asks a visitor to sign in, and shows the conversation opened from the list', async ({
  page,
  request,
}) => {
  const [product] = await products(request, 1);
  const path = `/fr-fr/useraccount/message-detail/${product?.id_user}`;
  // A conversation is a correspondent and a subject: typed without one, the address leads, once
  // signed in, to the list of conversations.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await signInHere(page);
  await expect(page).toHaveURL(/\/fr-fr\/useraccount\/messages$/);

  // A question to the seller from their item opens a conversation the list then leads to.
  const text = `R6 — une question ${Date.now()}`;
  await page.goto(productPath(product as NonNullable<typeof product>), { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Contact', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Votre message' }).fill(text);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/fr-fr/useraccount/messages', { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(text) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const thread = page.getByRole('log', { name: 'Fil de la conversation' });
  const conversation = page.getByRole('region').filter({ has: thread });
  await expect(conversation.getByText(`Avec ${product?.pseudo_profile}`, { exact: true })).toBeVisible();
  await expect(thread.getByText(text)).toBeVisible();
  // A reply written there joins the same thread.
  await page.getByRole('textbox', { name: 'Votre réponse' }).fill(`${text} (suite)`);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(thread.getByText(`${text} (suite)`)).toBeVisible();
});

test('R21: the list route narrows to the id_marque and id_couleur of its query', async ({
  page,
  request,
}) => {
  const [product] = await products(request, 1);
  const colour = (await variantsOf(request, product?.id_produit ?? 0))[0];
  const brands = await api<{ data: { id_marque: number; nom_marque: string }[] }>(
    request,
    'ProduitController/list_MarqueHavingProduit',
  );
  const brand = brands.data.find((row) => row.nom_marque === product?.nom_marque);
  const query = `id_marque=${brand?.id_marque}&id_couleur=${colour?.id_couleur}`;
  const expected = await api<{ data: { id_produit: number }[] }>(
    request,
    `ProduitController/list_produit?type=web&limit=48&${query}`,
  );
  const all = await api<{ data: unknown[] }>(request, 'ProduitController/list_produit?type=web&limit=48');
  // The pair narrows the catalogue, so a list that ignored it would show more cards.
  expect(expected.data.length).toBeGreaterThan(0);
  expect(expected.data.length).toBeLessThan(all.data.length);

  await page.goto(`/fr-fr/new-shopping?${query}`, { waitUntil: 'domcontentloaded' });
  const chips = page.getByRole('list', { name: 'Filtres sélectionnés' });
  await expect(chips.getByText(brand?.nom_marque ?? '')).toBeVisible();
  await expect(chips.getByText(colour?.nom_couleur ?? '')).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(expected.data.length, 24));
});

test('SH18: the footer’s language selector offers the five languages and turns the page into the chosen one', async ({
  page,
}) => {
  await page.goto('/fr-fr/designers', { waitUntil: 'domcontentloaded' });
  const selector = page.getByRole('contentinfo').getByRole('combobox', { name: 'Langue' });
  await expect(selector.locator('option')).toHaveCount(5);
  await selector.selectOption('it');
  await expect(page).toHaveURL(/\/fr-it\/designers$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Lingua' })).toHaveValue('it');
});
