/**
 * Saved searches and their alerts, on /gb-en: a shopper searches a word with the pre-owned
 * filter, saves the search and finds it on 'My saved searches'; a seller lists two items with that
 * word, one new and one pre-owned, and staff verify both (through the API, as the console's calls
 * do). The shopper's open page shows the alert of the pre-owned one live, without a reload, and
 * none of the new one; then the shopper forgets the search, and it stays forgotten.
 */
import { DEMO_PASSWORD, filled, signUp, textsOf, uniqueEmail } from './support.js';
import { expect, test } from './test.js';

const LOCALE = 'gb-en';
const texts = textsOf(LOCALE);
const saved = texts.catalog.savedSearches;

/** A PNG of one pixel: listings need a photo, checked by its content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A word no listing holds yet, made for this run: letters only (a stemmer leaves it whole, and
 * it ends in no plural or feminine ending any language's stemmer would cut).
 */
function inventedWord(): string {
  const letters = 'bdfgkmnptvz';
  let word = 'Qorvix';
  for (let index = 0; index < 5; index += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

/** Calls the API as a script does: a bearer token and no cookie. Answers the body of a 200. */
async function call<T>(path: string, init: { token?: string; json?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: FormData | string | undefined = init.form;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const base = String(test.info().project.use.baseURL);
  const response = await fetch(`${base}/api/${path}`, { method: body ? 'POST' : 'GET', headers, body });
  const answer = (await response.json()) as T;
  expect(response.status, `${path} answered ${JSON.stringify(answer)}`).toBe(200);
  return answer;
}

async function tokenOf(email: string): Promise<string> {
  const session = await call<{ token: string }>('web/auth', {
    json: { email, password: DEMO_PASSWORD, type_device: 'web' },
  });
  return session.token;
}

/** The seeded seller lists an item whose model holds `word`, in the given condition; answers its id. */
async function list(token: string, word: string, etat: 'neuf' | 'occasion'): Promise<number> {
  const categories = await call<{
    data: { id_categorie: number; children: { children: { id_categorie: number }[] }[] }[];
  }>('CategorieController/list_categories');
  const leaf = categories.data[0]?.children[0]?.children[0];
  if (!leaf) throw new Error('The seeded categories have no leaf');
  const sizes = await call<{ data: { id_taille: number }[] }>(
    `TailleController/list_taille?id_categorie=${leaf.id_categorie}`,
  );
  const colours = await call<{ data: { id_couleur: number }[] }>(
    'CouleurController/list_couleur_having_product',
  );
  const form = new FormData();
  for (const [name, value] of Object.entries({
    id_marque: '1',
    id_categorie: String(leaf.id_categorie),
    modele: `${word} ${etat === 'neuf' ? 'tote' : 'clutch'}`,
    description: 'Listed by the saved-search journey.',
    prix_unitaire: '450',
    etat_produit: etat,
    variants: JSON.stringify([
      { id_taille: sizes.data[0]?.id_taille, id_couleur: colours.data[0]?.id_couleur },
    ]),
  }))
    form.append(name, value);
  form.append('photo_1', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  const added = await call<{ data: { id_produit: number } }>('ProduitController/add_produit', {
    token,
    form,
  });
  return added.data.id_produit;
}

test('a saved search with a filter is alerted live of the matching item staff verify, and forgotten', async ({
  page,
}) => {
  const word = inventedWord();
  await signUp(
    page,
    { email: uniqueEmail('saved'), pseudo: `Saved${Date.now() % 1e8}`, country: 'GB' },
    LOCALE,
  );
  await expect(page).toHaveURL(new RegExp(`/${LOCALE}$`));

  // The search, filtered to pre-owned items by its address (as a shared link carries it): nothing yet.
  await page.goto(`/${LOCALE}/search?q=${word}&etat=occasion`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByText(filled(texts.catalog.search.noMatch, { query: word }))).toBeVisible();
  await page.getByRole('button', { name: texts.catalog.refine.saveSearch }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.catalog.refine.searchSaved })).toBeVisible();

  // The search page leads to the saved searches, in the account area.
  await page.getByRole('link', { name: saved.title }).click();
  await expect(page).toHaveURL(new RegExp(`/${LOCALE}/useraccount/recherches$`));
  await expect(page).toHaveTitle(new RegExp(saved.title));
  await expect(page.getByRole('heading', { name: saved.title })).toBeVisible();
  const entries = page.getByRole('listitem').filter({ hasText: word });
  await expect(entries).toHaveCount(1);
  await expect(entries).toHaveText(new RegExp(`${word} · ${texts.product.conditions.occasion}`));
  await expect(page.getByText(saved.noAlerts)).toBeVisible();

  // A seller lists a new item and a pre-owned one with the word; staff verify both.
  const seller = await tokenOf('vendeur@vitrine.dev');
  const staff = await tokenOf('staff@vitrine.dev');
  const brandNew = await list(seller, word, 'neuf');
  const preOwned = await list(seller, word, 'occasion');
  for (const id_produit of [brandNew, preOwned]) {
    await call('ProduitController/verifier_produit', {
      token: staff,
      json: { id_produit, decision: 'verify' },
    });
  }

  // The page, never reloaded, shows the pre-owned item's alert alone: the new one is filtered out.
  const alerts = page.getByTestId('saved-search-alerts').getByRole('listitem');
  await expect(alerts).toHaveText([filled(saved.newItem, { id: preOwned })]);
  await expect(page.getByText(saved.noAlerts)).toHaveCount(0);

  // Forgotten, and still forgotten once the page is read again from the server.
  await page.getByRole('button', { name: filled(saved.removeLabel, { name: word }) }).click();
  await expect(page.getByText(saved.empty)).toBeVisible();
  await page.reload();
  await expect(page.getByText(saved.empty)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: word })).toHaveCount(0);
});
