/**
 * What the journeys share: reading the catalogue through the real API to find items in the
 * state a journey needs, and the few UI steps several journeys take.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { namespaces } from '@vitrine/build-tools/french-texts';
import { TEST_ADDRESS } from '@vitrine/server/testing/fixtures';
import { product as enProduct } from '../../sdk-core/src/i18n/en/product.js';
import { product as frProduct } from '../../sdk-core/src/i18n/fr/product.js';
import { product as itProduct } from '../../sdk-core/src/i18n/it/product.js';
import { product as jpProduct } from '../../sdk-core/src/i18n/jp/product.js';
import { product as ruProduct } from '../../sdk-core/src/i18n/ru/product.js';

export const DEMO_PASSWORD = 'Vitrine-demo-2026';

/**
 * The delivery address the journeys enter (through the form) or save (through the API): the
 * tests' own, but for the first name, which the address takes from the account when not given.
 */
export const DELIVERY_ADDRESS = withoutFirstName(TEST_ADDRESS);

function withoutFirstName<T extends { prenom: string }>({ prenom: _, ...rest }: T): Omit<T, 'prenom'> {
  return rest;
}

/** A valid French IBAN for a seller's payouts (the sandbox provider checks its form). */
export const SELLER_IBAN = 'FR7630006000011234567890189';

interface ProductRow {
  id_produit: number;
  id_user: number;
  categorie_slug: string;
  nom_marque: string;
  qte_produit: number;
  pseudo_profile: string;
}

interface Variant {
  id: number;
  etat: 'Disponible' | 'Vendu';
  valeur_taille: string;
}

export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/${path}`);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

export async function products(request: APIRequestContext, limit = 200): Promise<ProductRow[]> {
  return (
    await api<{ data: ProductRow[] }>(request, `ProduitController/list_produit?type=web&limit=${limit}`)
  ).data;
}

export async function variantsOf(request: APIRequestContext, idProduit: number): Promise<Variant[]> {
  const detail = await api<{ details: { sous_produit: Variant[] } }>(
    request,
    `ProduitController/get_produit_all?id_produit=${idProduit}`,
  );
  return detail.details.sous_produit;
}

/** A product with at least one size sold and one still for sale. */
export async function productWithSoldSize(request: APIRequestContext) {
  for (const product of await products(request)) {
    const variants = await variantsOf(request, product.id_produit);
    if (variants.some((v) => v.etat === 'Vendu') && variants.some((v) => v.etat === 'Disponible')) {
      return { product, variants };
    }
  }
  throw new Error('The seeded catalogue has no product with a sold size');
}

/**
 * Sellers one journey counts on having their items untouched: the order lifecycle buys from
 * ElArmarioDeLucia, 'Mes produits' corrects and withdraws AtelierBrera's listings. The pickers
 * below, which start at a random item, leave them: another journey's unpaid checkout holds its
 * items for minutes, and the lifecycle's 'Ajouter au panier' was refused on such an item.
 */
export const KEPT_SELLERS = { orderLifecycle: 'ElArmarioDeLucia', myProducts: 'AtelierBrera' } as const;
const kept: readonly string[] = Object.values(KEPT_SELLERS);

/** Items still for sale from `count` different sellers, skipping sellers in `exclude`. */
export async function itemsFromDifferentSellers(
  request: APIRequestContext,
  count: number,
  exclude: number[] = [],
) {
  const picked: { product: ProductRow; variant: Variant }[] = [];
  const list = await products(request);
  // Start somewhere else each run so two journeys of one run do not race for the same items.
  const start = Math.floor(Math.random() * list.length);
  for (const product of [...list.slice(start), ...list.slice(0, start)]) {
    if (picked.length === count) break;
    if (product.qte_produit <= 0 || exclude.includes(product.id_user)) continue;
    if (kept.includes(product.pseudo_profile)) continue;
    if (picked.some((item) => item.product.id_user === product.id_user)) continue;
    const variant = (await variantsOf(request, product.id_produit)).find((v) => v.etat === 'Disponible');
    if (variant) picked.push({ product, variant });
  }
  return picked;
}

/**
 * An item still for sale whose listing has its texts in `langue`: a seeded one, not one another
 * journey put on sale (written in French only, and rightly shown so; some with hostile texts).
 */
export async function itemInOwnLanguage(request: APIRequestContext, langue: string) {
  const rows = (
    await api<{
      data: (ProductRow & { langue_texte: string; qte_produit: number })[];
    }>(request, `ProduitController/list_produit?type=web&langue=${langue}`)
  ).data.filter(
    (row) => row.langue_texte === langue && row.qte_produit > 0 && !kept.includes(row.pseudo_profile),
  );
  // Start somewhere else each run so two journeys of one run do not race for the same item.
  const start = Math.floor(Math.random() * rows.length);
  for (const product of [...rows.slice(start), ...rows.slice(0, start)]) {
    const variant = (await variantsOf(request, product.id_produit)).find((v) => v.etat === 'Disponible');
    if (variant) return { product, variant };
  }
  throw new Error(`No item for sale written in ${langue}`);
}

export const productPath = (product: ProductRow, locale = 'fr-fr') =>
  `/${locale}/shopping-detail/${product.categorie_slug}/${product.id_produit}`;

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.vitrine.dev`;
}

/** A date of birth `years` years ago today, as the date input takes it. */
export function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** Signs up through the page's 'Créer un compte' form; lands signed in. */
export async function signUp(
  page: Page,
  options: { email: string; pseudo: string; seller?: boolean; birth?: string },
) {
  await page.goto('/fr-fr/login', { waitUntil: 'domcontentloaded' });
  // On phones the sign-up form sits behind its tab; on wide screens it is beside sign-in.
  const tab = page.getByRole('tab', { name: 'Créer un compte' });
  await expect(tab.or(page.getByRole('button', { name: 'Créer mon compte' })).first()).toBeVisible();
  if (await tab.isVisible()) await tab.click();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Créer mon compte' }) });
  // Nothing is chosen for the user: the genre is theirs to give.
  await form.getByRole('radio', { name: 'Femme' }).check();
  await form.getByRole('combobox', { name: 'Pays' }).selectOption({ label: 'France' });
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Journey');
  await form.getByRole('textbox', { name: 'Prénom' }).fill('Léa');
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(options.email);
  await form.getByRole('textbox', { name: 'Mot de passe' }).fill('a-long-password');
  await form.getByRole('textbox', { name: 'Pseudo' }).fill(options.pseudo);
  await form.getByRole('textbox', { name: 'Date de naissance' }).fill(options.birth ?? '1993-04-18');
  if (options.seller) await form.getByRole('checkbox', { name: 'Je veux vendre' }).check();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
}

/** Signs in through the 'Déjà client' form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/fr-fr/login', { waitUntil: 'domcontentloaded' });
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Se connecter' }) });
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Mot de passe' }).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens a product and adds the given size to the cart. */
export async function addToCart(page: Page, path: string, size: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const add = page.getByRole('button', { name: 'Ajouter au panier' });
  await expect(add).toBeDisabled();
  await chooseSize(page, size);
  await expect(add).toBeEnabled();
  await add.click();
  // The snackbar says it was added; a refusal shows under the button, and a lost session goes to
  // the login page. Wait for whichever comes, so a failure says which.
  const added = page.getByTestId('snackbar').first();
  const refused = page.getByRole('alert').filter({ hasNotText: /^$/ }).first();
  await expect(added.or(refused).first())
    .toBeVisible()
    .catch(() => {});
  if (!(await added.isVisible())) {
    const reason = (await refused.isVisible()) ? await refused.textContent() : 'no message';
    throw new Error(`'Ajouter au panier' on ${path} showed no snackbar (${reason}; now at ${page.url()})`);
  }
}

/** One size ('TU' in the catalogue) as each interface language writes it on the page. */
const ONE_SIZE = [frProduct, enProduct, itProduct, jpProduct, ruProduct].map((texts) =>
  escapeRegExp(texts.oneSize),
);

/** 'Sold' as each interface language writes it beside a size. */
const SOLD = [frProduct, enProduct, itProduct, jpProduct, ruProduct].map((texts) => escapeRegExp(texts.sold));

/** A pattern for a size's label as the page writes it ('TU' in words, in any interface language). */
export function sizeLabel(size: string): string {
  return size === 'TU' ? `(?:${ONE_SIZE.join('|')})(?=\\s|$)` : `${escapeRegExp(size)}\\b`;
}

/** Chooses a size still for sale by its label (the radio itself is drawn by its label). */
export async function chooseSize(page: Page, size: string) {
  const radio = page
    .getByRole('radio', { name: new RegExp(`^${sizeLabel(size)}(?!.*(?:${SOLD.join('|')}))`) })
    .first();
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The cart badge's number, or 0 when there is none. */
export async function cartBadge(page: Page): Promise<string> {
  const badge = page.getByTestId('cart-link').getByTestId('count-badge');
  if ((await badge.count()) === 0) return '0';
  return (await badge.locator('[aria-hidden="true"]').textContent()) ?? '';
}

/** From the cart to the review page: the delivery form when there is no saved address, then the card. */
export async function payWith(page: Page, card: string) {
  await page.goto('/fr-fr/checkout', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Proceder au payement' }).click();
  await expect(page).toHaveURL(/\/fr-fr\/checkout\/payment$/);
  await expect(page.getByRole('heading', { name: '1. Livraison' })).toBeVisible();
  const delivery = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Continuer vers le paiement' }) });
  // A saved address is shown instead of the form: wait for whichever the page settles on.
  await expect(delivery.or(page.getByTestId('delivery-address')).first()).toBeVisible();
  if (await delivery.isVisible()) {
    const address = DELIVERY_ADDRESS;
    await delivery.getByRole('textbox', { name: 'Nom', exact: true }).fill(address.nom);
    await delivery.getByRole('combobox', { name: 'Pays' }).selectOption(address.pays);
    await delivery.getByRole('textbox', { name: 'Adresse', exact: true }).fill(address.adresse);
    await delivery.getByRole('textbox', { name: 'Complément d’adresse' }).fill(address.complement);
    await delivery.getByRole('textbox', { name: 'Ville' }).fill(address.ville);
    await delivery.getByRole('textbox', { name: 'Région / État' }).fill(address.region_etat);
    await delivery.getByRole('textbox', { name: 'Code postal' }).fill(address.code_postal);
    await delivery.getByRole('textbox', { name: 'Téléphone' }).fill(address.telephone);
    await delivery.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  }
  await expect(page.getByRole('heading', { name: '2. Paiement' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titulaire de la carte' }).fill('Léa Moreau');
  await page.getByLabel('Numéro de carte').fill(card);
  await page.getByLabel('Expiration (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Valider le paiement' }).click();
}

/**
 * The texts of the page (shadow roots included) and its labels that read as an i18n key rather
 * than a text — `home.bestSellers` — which is what a key missing from the build's French shows.
 */
export async function rawKeysShown(page: Page): Promise<string[]> {
  return page.evaluate((names) => {
    const key = new RegExp(`^(${names.join('|')})(\\.[\\w-]+)+$`);
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const text = node.textContent?.trim() ?? '';
          if (key.test(text)) found.push(text);
          continue;
        }
        const element = node as Element;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name)?.trim() ?? '';
          if (key.test(value)) found.push(`${name}=${value}`);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return found;
  }, namespaces);
}
