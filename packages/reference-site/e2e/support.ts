/**
 * What the journeys share: reading the catalogue through the real API to find items in the
 * state a journey needs, and the few UI steps several journeys take.
 */
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { namespaces } from '@vitrine/build-tools/french-texts';
import { TEST_ADDRESS } from '@vitrine/server/testing/fixtures';
import type { AppLanguageCode } from '../../contract/src/index.js';
import { en } from '../../sdk-core/src/i18n/en/index.js';
import { fr, type Messages } from '../../sdk-core/src/i18n/fr/index.js';
import { it } from '../../sdk-core/src/i18n/it/index.js';
import { jp } from '../../sdk-core/src/i18n/jp/index.js';
import { ru } from '../../sdk-core/src/i18n/ru/index.js';
import { countryName } from '../../sdk-core/src/names.js';
import { accountMail } from './mailbox.js';

export const DEMO_PASSWORD = 'Vitrine-demo-2026';

/** A site segment: the visitor's country, then the interface language ('fr-fr', 'gb-en', 'jp-jp'). */
export type Locale = `${string}-${AppLanguageCode}`;

const MESSAGES: Record<AppLanguageCode, Messages> = { fr, en, it, jp, ru };

/** The interface language of a site segment. */
export function languageOf(locale: Locale): AppLanguageCode {
  return locale.slice(locale.lastIndexOf('-') + 1) as AppLanguageCode;
}

/** The interface texts a page of `locale` shows, so a journey reads the labels the site writes. */
export function textsOf(locale: Locale): Messages {
  return MESSAGES[languageOf(locale)];
}

/** An interface text with its `{{name}}` values put in, as i18next does for these texts. */
export function filled(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

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
  id_couleur: number;
  nom_couleur: string;
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

/**
 * A product with at least one size sold and `free` still for sale (with one left, the page
 * chooses it for the shopper).
 */
export async function productWithSoldSize(request: APIRequestContext, free = 1) {
  for (const product of await products(request)) {
    const variants = await variantsOf(request, product.id_produit);
    if (
      variants.some((v) => v.etat === 'Vendu') &&
      variants.filter((v) => v.etat === 'Disponible').length >= free
    ) {
      return { product, variants };
    }
  }
  throw new Error('The seeded catalogue has no product with a sold size');
}

/**
 * Sellers one journey counts on having their items untouched: the order lifecycle buys from
 * ElArmarioDeLucia, 'Mes produits' corrects and withdraws AtelierBrera's listings, the offers' journey
 * holds and sells LeVestiaireDeJuliette's. The pickers
 * below, which start at a random item, leave them: another journey's unpaid checkout holds its
 * items for minutes, and the lifecycle's 'Ajouter au panier' was refused on such an item.
 */
export const KEPT_SELLERS = {
  orderLifecycle: 'ElArmarioDeLucia',
  myProducts: 'AtelierBrera',
  offers: 'LeVestiaireDeJuliette',
} as const;
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

/** A country's name as the page of `locale` writes it in its lists: the server's names, or Intl's. */
export async function countryLabel(request: APIRequestContext, alpha2: string, locale: Locale) {
  const { data } = await api<{ data: { nom_fr_fr: string; nom_en_gb?: string | null } }>(
    request,
    `PaysController/get_pays_byalpha2?alpha2=${alpha2}`,
  );
  return countryName(alpha2, languageOf(locale), { fr: data.nom_fr_fr, en: data.nom_en_gb });
}

/**
 * Signs up through the 'Créer un compte' form of the `locale` site (French by default), living in
 * `country` (France by default); lands signed in.
 */
export async function signUp(
  page: Page,
  options: { email: string; pseudo: string; seller?: boolean; birth?: string; country?: string },
  locale: Locale = 'fr-fr',
) {
  const { auth } = textsOf(locale);
  const country = await countryLabel(page.request, options.country ?? 'FR', locale);
  await page.goto(`/${locale}/login`, { waitUntil: 'domcontentloaded' });
  // On phones the sign-up form sits behind its tab; on wide screens it is beside sign-in.
  const tab = page.getByRole('tab', { name: auth.tabs.signUp });
  const submit = page.getByRole('button', { name: auth.signup.submit });
  await expect(tab.or(submit).first()).toBeVisible();
  if (await tab.isVisible()) await tab.click();
  const form = page.locator('form').filter({ has: submit });
  // Nothing is chosen for the user: the genre is theirs to give.
  await form.getByRole('radio', { name: auth.genre.Femme }).check();
  await form.getByRole('combobox', { name: auth.signup.country }).selectOption({ label: country });
  await form.getByRole('textbox', { name: auth.signup.lastName, exact: true }).fill('Journey');
  await form.getByRole('textbox', { name: auth.signup.firstName, exact: true }).fill('Léa');
  await form.getByRole('textbox', { name: auth.signup.email, exact: true }).fill(options.email);
  await form.getByRole('textbox', { name: auth.signup.password, exact: true }).fill('a-long-password');
  await form.getByRole('textbox', { name: auth.signup.pseudo, exact: true }).fill(options.pseudo);
  await form
    .getByRole('textbox', { name: auth.signup.birthDate, exact: true })
    .fill(options.birth ?? '1993-04-18');
  if (options.seller) await form.getByRole('checkbox', { name: auth.signup.seller }).check();
  await form.getByRole('button', { name: auth.signup.submit }).click();
}

/**
 * Confirms the address `email` signed up with, as its owner does: the e-mail's link (read from the
 * outbox) opened in `page`, its one button pressed. Until then the account puts nothing on sale.
 */
export async function confirmSignUpAddress(page: Page, email: string, locale: Locale = 'fr-fr') {
  const { recovery } = textsOf(locale).auth;
  const mail = await accountMail(email, 'email_confirmation');
  const link = /https?:\/\/[^\s"<>]+\/confirm-email#token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link, `a confirmation link in the e-mail to ${email}`).toBeTruthy();
  const { pathname, hash } = new URL(link as string);
  await page.goto(`${pathname}${hash}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: recovery.confirmSubmit }).click();
  const done = filled(recovery.confirmed, { email });
  await expect(page.getByRole('status').filter({ hasText: done })).toHaveText(done);
}

/** Signs in through the 'Déjà client' form of the `locale` site (French by default). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, locale: Locale = 'fr-fr') {
  const { login } = textsOf(locale).auth;
  await page.goto(`/${locale}/login`, { waitUntil: 'domcontentloaded' });
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: login.submit }) });
  await form.getByRole('textbox', { name: login.email }).fill(email);
  await form.getByRole('textbox', { name: login.password }).fill(password);
  await form.getByRole('button', { name: login.submit }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens a product and adds the given size to the cart, on a page of `locale` (French by default). */
export async function addToCart(page: Page, path: string, size: string, locale: Locale = 'fr-fr') {
  const label = textsOf(locale).product.addToCart;
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const add = page.getByRole('button', { name: label });
  // Nothing is chosen for the shopper unless the size is the only one left, chosen already.
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
    throw new Error(`'${label}' on ${path} showed no snackbar (${reason}; now at ${page.url()})`);
  }
}

/** One size ('TU' in the catalogue) as each interface language writes it on the page. */
const ONE_SIZE = Object.values(MESSAGES).map((texts) => escapeRegExp(texts.product.oneSize));

/** 'Sold' as each interface language writes it beside a size. */
const SOLD = Object.values(MESSAGES).map((texts) => escapeRegExp(texts.product.sold));

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

/** `text` as a pattern that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The cart badge's number, or 0 when there is none. */
export async function cartBadge(page: Page): Promise<string> {
  const badge = page.getByTestId('cart-link').getByTestId('count-badge');
  if ((await badge.count()) === 0) return '0';
  return (await badge.locator('[aria-hidden="true"]').textContent()) ?? '';
}

/**
 * From the cart to the review page, on the `locale` site (French by default): the delivery form
 * when there is no saved address, then the card.
 */
export async function payWith(page: Page, card: string, locale: Locale = 'fr-fr') {
  const { cart, checkout } = textsOf(locale);
  await page.goto(`/${locale}/checkout`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: cart.checkout }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/payment$`));
  await expect(page.getByRole('heading', { name: checkout.deliveryStep })).toBeVisible();
  const delivery = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: checkout.continue }) });
  // A saved address is shown instead of the form: wait for whichever the page settles on.
  await expect(delivery.or(page.getByTestId('delivery-address')).first()).toBeVisible();
  if (await delivery.isVisible()) {
    const address = DELIVERY_ADDRESS;
    const field = (name: keyof typeof checkout.fields) =>
      delivery.getByRole('textbox', { name: checkout.fields[name], exact: true });
    // The country first: the form then asks what its post asks (France: a postcode, no region).
    await delivery.getByRole('combobox', { name: checkout.fields.pays }).selectOption(address.pays);
    await expect(delivery.getByRole('button', { name: checkout.continue })).toBeEnabled();
    await field('nom').fill(address.nom);
    await field('adresse').fill(address.adresse);
    await field('complement').fill(address.complement);
    await field('ville').fill(address.ville);
    await field('code_postal').fill(address.code_postal);
    await field('telephone').fill(address.telephone);
    await delivery.getByRole('button', { name: checkout.continue }).click();
  }
  await expect(page.getByRole('heading', { name: checkout.paymentStep })).toBeVisible();
  await page.getByRole('textbox', { name: checkout.holderName }).fill('Léa Moreau');
  await page.getByLabel(checkout.cardField.number).fill(card);
  await page.getByLabel(checkout.cardField.expiry).fill('12/34');
  await page.getByLabel(checkout.cardField.cvc).fill('123');
  await page.getByRole('button', { name: checkout.submit }).click();
}

/** Every text of a `cancel` key: the ways a dialog of the site offers to back out. */
function cancelLabels(texts: unknown, key = ''): string[] {
  if (typeof texts === 'string') return key === 'cancel' ? [texts] : [];
  if (!texts || typeof texts !== 'object') return [];
  return Object.entries(texts).flatMap(([name, value]) => cancelLabels(value, name));
}

/**
 * The buyer confirms reception on the order's page of `locale`: 'Je l’ai reçu', then, when the
 * site asks to confirm it in a dialog, the dialog's first button that neither closes nor cancels
 * it; the order then reads as received.
 */
export async function confirmReception(page: Page, locale: Locale = 'fr-fr') {
  const texts = textsOf(locale);
  await page.getByRole('button', { name: texts.orders.lifecycle.confirmReception }).click();
  const state = page.getByTestId('order-state');
  const received = state.filter({ hasText: texts.orders.states.received });
  // The confirmation is an alert dialog (what confirming starts is read out with it).
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.or(received).first()).toBeVisible();
  if (await dialog.isVisible()) {
    const backOut = [texts.common.close, ...new Set(cancelLabels(texts))].map(escapeRegExp);
    await dialog
      .getByRole('button', { name: new RegExp(`^(?!(?:${backOut.join('|')})$)`) })
      .first()
      .click();
  }
  await expect(state).toHaveText(texts.orders.states.received);
}

/**
 * Staff verify a listing from their console, in a browser of their own: it goes on sale, marked
 * authentic. Staff work in French, as the demo staff account does.
 */
export async function verifyListing(browser: Browser, model: string) {
  const { staff } = textsOf('fr-fr');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'staff@vitrine.dev', DEMO_PASSWORD);
  await page.goto('/fr-fr/staff', { waitUntil: 'domcontentloaded' });
  await page.getByRole('tab', { name: staff.listingsTab }).click();
  const listing = page.getByRole('article').filter({ hasText: model });
  await listing.getByRole('button', { name: staff.verify }).click();
  await expect(page.getByText(staff.verified)).toBeVisible();
  await context.close();
}

/** The XSRF cookie a request context got from earlier answers, echoed as the page's script does. */
async function xsrf(request: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await request.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  return token ? { 'x-xsrf-token': token } : {};
}

/**
 * Moves the server's test clock (TEST_CLOCK=on in playwright.config.ts) `hours` forward, for
 * everyone, and lets the order jobs then due run.
 */
export async function advanceClock(request: APIRequestContext, hours: number) {
  // An answer first, so the context holds the XSRF cookie the POST echoes.
  await request.get('/api/health');
  const moved = await request.post('/api/test-clock/advance', {
    data: { hours },
    headers: await xsrf(request),
  });
  expect(moved.status(), await moved.text()).toBe(200);
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
