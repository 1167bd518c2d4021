/**
 * What a shopper meets around the pages: coming back to the product after signing in with the
 * action done, no page wider than a phone, pages titled by what they show, a mistyped
 * `{pays-langue}` corrected, and an order's link that opens anywhere.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  api,
  cartBadge,
  DEMO_PASSWORD,
  itemInOwnLanguage,
  itemsFromDifferentSellers,
  payWith,
  productPath,
  signUp,
  uniqueEmail,
} from './support.js';
import { expect, test } from './test.js';

const PASSWORD = 'a-long-password';

/** A new account, made in a browser of its own, so the journey's page starts as a visitor. */
async function newAccount(browser: Browser, prefix: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(prefix);
  await signUp(page, { email, pseudo: `${prefix}${Date.now() % 1e8}` });
  await expect(page).toHaveURL(/\/fr-fr$/);
  await context.close();
  return email;
}

async function oneItemForSale(request: APIRequestContext) {
  const [item] = await itemsFromDifferentSellers(request, 1);
  if (!item) throw new Error('No item for sale');
  return item;
}

/** Chooses the first size still for sale, whatever its label. */
async function chooseAnySize(page: Page) {
  const choices = page.getByTestId('size-choices');
  await expect(choices).toBeVisible();
  await choices.locator('label:has(input:not(:disabled))').first().click();
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
}

async function signInHere(page: Page, email: string) {
  await expect(page).toHaveURL(/\/fr-fr\/login$/);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Se connecter' }) });
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Mot de passe' }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('return to intent', () => {
  test("a visitor's 'Ajouter au panier' signs in and comes back to the product with the item in the cart", async ({
    browser,
    page,
    request,
  }) => {
    const email = await newAccount(browser, 'Intent');
    const { product } = await oneItemForSale(request);
    const path = productPath(product);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await chooseAnySize(page);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await signInHere(page, email);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect.poll(() => cartBadge(page)).toBe('1');
    await page.goto('/fr-fr/checkout', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText(product.nom_marque).first()).toBeVisible();
  });

  test("a visitor's 'Love' signs in and comes back to the product loved", async ({
    browser,
    page,
    request,
  }) => {
    const email = await newAccount(browser, 'Lover');
    const { product } = await oneItemForSale(request);
    const path = productPath(product);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Love' }).click();
    await signInHere(page, email);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('button', { name: 'Love' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('favourites-link').getByTestId('count-badge')).toBeVisible();
  });
});

test('no page is wider than a phone of 430, 390, 360 or 320 px, signed in with items in the cart and favourites', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('Narrow');
  await signUp(page, { email, pseudo: `Narrow${Date.now() % 1e8}` });
  await expect(page).toHaveURL(/\/fr-fr$/);
  // Seeded listings: one with a hostile unbroken text from another journey overflows (a fault to fix).
  const first = await itemInOwnLanguage(request, 'en');
  const second = await itemInOwnLanguage(request, 'en');
  await page.goto(productPath(first.product), { waitUntil: 'domcontentloaded' });
  await chooseAnySize(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect.poll(() => cartBadge(page)).toBe('1');
  await page.goto(productPath(second.product), { waitUntil: 'domcontentloaded' });
  // By keyboard: on a phone the size guide's button may lie over 'Love' (a layout fault of its own
  // to fix); this journey is about widths.
  await page.getByRole('button', { name: 'Love' }).press('Enter');
  await expect(page.getByTestId('favourites-link').getByTestId('count-badge')).toBeVisible();

  const routes = [
    '/fr-fr',
    '/fr-fr/new-shopping',
    productPath(first.product),
    '/fr-fr/designers',
    '/fr-fr/our-sellers',
    `/fr-fr/selleraccount-detail/${first.product.id_user}`,
    '/fr-fr/search?q=sac',
    '/fr-fr/checkout',
    '/fr-fr/checkout/payment',
    '/fr-fr/favoris',
    '/fr-fr/login',
    '/fr-fr/useraccount',
    '/fr-fr/useraccount/adresses',
    '/fr-fr/useraccount/profil',
    '/fr-fr/useraccount/add-article',
    '/fr-fr/useraccount/orders',
    '/fr-fr/useraccount/messages',
    '/fr-fr/useraccount/settings',
    '/fr-fr/nowhere-at-all',
  ];
  const tooWide: string[] = [];
  for (const width of [430, 390, 360, 320]) {
    await page.setViewportSize({ width, height: 780 });
    for (const route of routes) {
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await expect(page.getByTestId('cart-link').getByTestId('count-badge')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForTimeout(300);
      const found = await page.evaluate(() => {
        const root = document.documentElement;
        if (root.scrollWidth <= window.innerWidth) return null;
        // Name the widest culprits, so a failure says where to look.
        const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
        return `${root.scrollWidth} px (${culprits.join(', ')})`;
      });
      if (found) tooWide.push(`${width} px ${route}: ${found}`);
    }
  }
  expect(tooWide).toEqual([]);
});

test("a listing's long unbroken name wraps on a 320 px phone instead of widening the page", async ({
  page,
  request,
}) => {
  // A seller gives their listing an English name of one 120-letter word, echoing the XSRF cookie
  // as the site's client does.
  const session = await request.post('/api/web/auth', {
    data: { email: 'vendeur@vitrine.dev', password: DEMO_PASSWORD },
  });
  const { token } = (await session.json()) as { token: string };
  // A listing of the seller's on sale whose texts may still change: once any of its items was
  // ordered (another journey may have just bought one, or left an order unpaid) its texts stay as
  // the buyer bought them, and the server answers 409; the next listing is tried.
  const mine = await request.get('/api/ProduitController/list_mes_produits?limit=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(mine.ok(), await mine.text()).toBe(true);
  const listings = (
    (await mine.json()) as {
      data: { id_produit: number; categorie_slug: string; statut: string; vendus: number }[];
    }
  ).data.filter((product) => product.statut === 'on_sale' && product.vendus === 0);
  const word = 'Supercalifragilistic'.repeat(6);
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
  let listing: (typeof listings)[number] | undefined;
  let translated: Awaited<ReturnType<typeof request.post>> | undefined;
  for (const candidate of listings) {
    translated = await request.post('/api/ProduitController/set_produit_texte', {
      headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf?.value ?? '' },
      data: { id_produit: candidate.id_produit, langue: 'en', modele: word, description: `${word} ${word}` },
    });
    if (translated.status() !== 409) {
      listing = candidate;
      break;
    }
  }
  if (!translated) throw new Error('The demo seller has no listing on sale');
  expect(translated.status(), await translated.text()).toBe(200);
  // New texts send the listing back to staff; they verify it, as the console does, and it is on
  // sale (and its page shown) again.
  // Through the page's own context: the seller's cookies stay out of staff's call.
  const staffSession = await page.request.post('/api/web/auth', {
    data: { email: 'staff@vitrine.dev', password: DEMO_PASSWORD },
  });
  const staff = (await staffSession.json()) as { token: string };
  const staffXsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const verified = await page.request.post('/api/ProduitController/verifier_produit', {
    headers: { authorization: `Bearer ${staff.token}`, 'x-xsrf-token': staffXsrf?.value ?? '' },
    data: { id_produit: listing?.id_produit, decision: 'verify' },
  });
  // 409: the same texts again (the other project's run of this journey) left it verified.
  expect([200, 409], await verified.text()).toContain(verified.status());

  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`/gb-en/shopping-detail/${listing?.categorie_slug}/${listing?.id_produit}`, {
    waitUntil: 'domcontentloaded',
  });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test.describe('titles, locales and the not-found page', () => {
  test('pages are titled by the product, brand, category and seller they show', async ({ page, request }) => {
    const { product } = await oneItemForSale(request);
    await page.goto(productPath(product), { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await expect(page).toHaveTitle(`${heading} · Vitrine`);
    expect(heading).toContain(product.nom_marque);

    const brands = await api<{ data: { id_marque: number; nom_marque: string }[] }>(
      request,
      'ProduitController/list_MarqueHavingProduit',
    );
    const brand = brands.data.find((row) => row.nom_marque === product.nom_marque) ?? brands.data[0];
    await page.goto(`/fr-fr/new-shopping?id_marque=${brand?.id_marque}`, { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveTitle(`${brand?.nom_marque} · Vitrine`);

    await page.goto(`/fr-fr/selleraccount-detail/${product.id_user}`, { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveTitle(`${product.pseudo_profile} · Vitrine`);

    const tree = await api<{
      data: { slug: string; nom_uk: string; children: { slug: string; nom_uk: string }[] }[];
    }>(request, 'CategorieController/list_categories');
    const genre = tree.data[0];
    const mere = genre?.children[0];
    await page.goto(`/gb-en/new-shopping/${genre?.slug}/${mere?.slug}`, { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveTitle(`${mere?.nom_uk} · Vitrine`);
  });

  test('a swapped or partly known {pays-langue} goes to the right one, keeping the page', async ({
    page,
  }) => {
    for (const [typed, right] of [
      ['/en-gb', '/gb-en'],
      ['/gb', '/gb-en'],
      ['/fr', '/fr-fr'],
      ['/en-gb/designers', '/gb-en/designers'],
    ] as const) {
      await page.goto(typed, { waitUntil: 'domcontentloaded' });
      await expect(page).toHaveURL(new RegExp(`${right}$`));
    }
    await expect(page.getByRole('combobox', { name: 'Search a brand, an item' })).toHaveAttribute(
      'placeholder',
      'Search a brand, a model, a category',
    );
  });

  test("an unknown path shows the not-found page inside the shell, in the visitor's language", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/nowhere/at-all', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveURL(/\/nowhere\/at-all$/);
    await context.close();
  });
});

test("an order's link opens it in a new tab; a stranger or an unknown id goes back to the list", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { email: uniqueEmail('Owner'), pseudo: `Owner${Date.now() % 1e8}` });
  await expect(page).toHaveURL(/\/fr-fr$/);
  const { product } = await oneItemForSale(request);
  await page.goto(productPath(product), { waitUntil: 'domcontentloaded' });
  await chooseAnySize(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect.poll(() => cartBadge(page)).toBe('1');
  await payWith(page, '4242424242424242');
  await expect(page).toHaveURL(/\/fr-fr\/checkout\/review$/, { timeout: 30_000 });
  await page.goto('/fr-fr/useraccount/orders', { waitUntil: 'domcontentloaded' });
  const link = page.getByRole('link', { name: /Voir la commande V&T\d+/ }).first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/fr-fr\/useraccount\/order-detail\/\d+$/);
  const id = href.split('/').at(-1);

  const tab = await page.context().newPage();
  await tab.goto(href, { waitUntil: 'domcontentloaded' });
  await expect(tab.getByRole('heading', { name: `Commande V&T${id}` })).toBeVisible();
  await expect(tab).toHaveURL(new RegExp(`${href}$`));

  await tab.goto('/fr-fr/useraccount/order-detail/999999999', { waitUntil: 'domcontentloaded' });
  await expect(tab).toHaveURL(/\/fr-fr\/useraccount\/orders$/);

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await signUp(other, { email: uniqueEmail('Stranger'), pseudo: `Stranger${Date.now() % 1e8}` });
  await expect(other).toHaveURL(/\/fr-fr$/);
  await other.goto(href, { waitUntil: 'domcontentloaded' });
  await expect(other).toHaveURL(/\/fr-fr\/useraccount\/orders$/);
  await expect(other.getByRole('heading', { name: `Commande V&T${id}` })).toHaveCount(0);
  await stranger.close();
});
