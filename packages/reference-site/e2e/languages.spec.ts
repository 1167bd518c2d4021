/**
 * A shopper outside France reads the list, the product page, the cart and the payment step in
 * their own language, with every price written as their browser's Intl.NumberFormat writes it for
 * that language and currency, and no word of the French catalogue anywhere.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { en } from '../../sdk-core/src/i18n/en/index.js';
import type { Messages } from '../../sdk-core/src/i18n/fr/index.js';
import { it as italian } from '../../sdk-core/src/i18n/it/index.js';
import { jp } from '../../sdk-core/src/i18n/jp/index.js';
import { ru } from '../../sdk-core/src/i18n/ru/index.js';
import {
  api,
  chooseSize,
  DELIVERY_ADDRESS,
  itemInOwnLanguage,
  productPath,
  signUp,
  uniqueEmail,
} from './support.js';
import { expect, test } from './test.js';

interface Shopper {
  segment: string;
  langue: 'en' | 'it' | 'jp' | 'ru';
  messages: Messages;
  currency: string;
}

const SHOPPERS: readonly Shopper[] = [
  { segment: 'gb-en', langue: 'en', messages: en, currency: 'GBP' },
  { segment: 'it-it', langue: 'it', messages: italian, currency: 'EUR' },
  { segment: 'jp-jp', langue: 'jp', messages: jp, currency: 'JPY' },
  { segment: 'ru-ru', langue: 'ru', messages: ru, currency: 'RUB' },
];

/** Where the site shows a price, by test id. */
const PRICE_TEST_IDS = ['product-price', 'detail-price', 'cart-line-price', 'cart-total', 'summary-price'];

interface CatalogueRow {
  nom_marque: string;
  pseudo_profile: string;
  modele: string;
  description: string | null;
  saison: string | null;
  matiere: string | null;
  nom_cat_enfant: string;
  nom_couleur: string | null;
  pays: string;
}

const WORD = /[\p{L}][\p{L}\p{M}'’-]{3,}/gu;

function wordsOf(texts: Iterable<string | null | undefined>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of text?.match(WORD) ?? []) words.add(word.toLowerCase());
  return words;
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

async function catalogue(request: APIRequestContext, langue: string): Promise<CatalogueRow[]> {
  return (
    await api<{ data: CatalogueRow[] }>(request, `ProduitController/list_produit?type=web&langue=${langue}`)
  ).data;
}

/**
 * The words of the French catalogue (names, descriptions, seasons, materials, categories, colours,
 * countries) that the shopper's own catalogue and interface never use: brand names and shop names
 * are the same in every language, so they are not counted.
 */
async function frenchOnlyWords(request: APIRequestContext, shopper: Shopper): Promise<Set<string>> {
  const textsOf = (rows: CatalogueRow[]) =>
    rows.flatMap((row) => [
      row.modele,
      row.description,
      row.saison,
      row.matiere,
      row.nom_cat_enfant,
      row.nom_couleur,
      row.pays,
    ]);
  const french = await catalogue(request, 'fr');
  const own = await catalogue(request, shopper.langue);
  const shared = wordsOf([
    ...textsOf(own),
    ...stringsOf(shopper.messages),
    ...french.flatMap((row) => [row.nom_marque, row.pseudo_profile]),
  ]);
  const words = wordsOf(textsOf(french));
  for (const word of shared) words.delete(word);
  expect(words.size, 'the French catalogue has words of its own').toBeGreaterThan(20);
  return words;
}

/** Every text and accessible label the page shows, shadow roots included. */
function pageWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          if (parent && !['SCRIPT', 'STYLE'].includes(parent.tagName)) texts.push(node.textContent ?? '');
          continue;
        }
        const element = node as Element;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value) texts.push(value);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return texts;
  });
}

async function expectNoFrench(page: Page, french: Set<string>, where: string) {
  const shown = [...wordsOf(await pageWords(page))].filter((word) => french.has(word));
  expect(shown, `French catalogue words on the ${where}`).toEqual([]);
}

/**
 * Every price on the page equals what the browser's own Intl.NumberFormat writes for the page's
 * language (`<html lang>`) and the shopper's currency, for the amount its digits say.
 */
async function expectPricesAsIntl(page: Page, currency: string, where: string) {
  const prices = page.locator(PRICE_TEST_IDS.map((id) => `[data-testid="${id}"]`).join(', '));
  await expect(prices.first()).toBeVisible();
  const checked = await prices.evaluateAll((elements, code) => {
    const locale = document.documentElement.lang;
    const decimals = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits as number;
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    return elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const shown = (element.textContent ?? '').trim();
        const amount = Number(shown.replace(/\D/g, '')) / 10 ** decimals;
        return { shown, intl: format.format(amount), locale };
      });
  }, currency);
  expect(checked.length, `prices on the ${where}`).toBeGreaterThan(0);
  for (const { shown, intl, locale } of checked) {
    expect(shown, `a price on the ${where}, as Intl writes it in ${locale}`).toBe(intl);
  }
}

for (const shopper of SHOPPERS) {
  test(`/${shopper.segment}: list, product, cart and payment in the shopper's language, prices as Intl writes them`, async ({
    page,
    request,
  }) => {
    const m = shopper.messages;
    const french = await frenchOnlyWords(request, shopper);
    await signUp(page, { email: uniqueEmail(shopper.langue), pseudo: `Lang${Date.now() % 1e8}` });
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto(`/${shopper.segment}/new-shopping`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('product-price').first()).toBeVisible();
    await expectPricesAsIntl(page, shopper.currency, 'list');
    await expectNoFrench(page, french, 'list');

    // Another journey may be paying for the item at this moment (the page then says so): take another.
    let added = false;
    for (let attempt = 0; attempt < 3 && !added; attempt += 1) {
      const item = await itemInOwnLanguage(request, shopper.langue);
      await page.goto(productPath(item.product, shopper.segment), { waitUntil: 'domcontentloaded' });
      await expect(page.getByTestId('detail-price')).toBeVisible();
      await expectPricesAsIntl(page, shopper.currency, 'product page');
      await expectNoFrench(page, french, 'product page');
      await chooseSize(page, item.variant.valeur_taille);
      await page.getByRole('button', { name: m.product.addToCart }).click();
      const snackbar = page.getByTestId('snackbar').first();
      const held = page.getByRole('alert').filter({ hasText: m.product.reserved });
      await expect(snackbar.or(held).first()).toBeVisible();
      added = await snackbar.isVisible();
    }
    expect(added, 'an item in the shopper’s language added to the cart').toBe(true);

    await page.goto(`/${shopper.segment}/checkout`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('cart-line-price').first()).toBeVisible();
    await expectPricesAsIntl(page, shopper.currency, 'cart');
    await expectNoFrench(page, french, 'cart');

    await page.getByRole('button', { name: m.cart.checkout }).click();
    await expect(page).toHaveURL(new RegExp(`/${shopper.segment}/checkout/payment$`));
    const delivery = page.locator('form').filter({ has: page.locator('[name="nom"]') });
    // The country first: the form then asks what its post asks, and only that.
    await delivery.locator('[name="pays"]').selectOption(DELIVERY_ADDRESS.pays);
    await expect(delivery.getByRole('button', { name: m.checkout.continue })).toBeEnabled();
    for (const [name, value] of Object.entries(DELIVERY_ADDRESS)) {
      const field = delivery.locator(`[name="${name}"]`);
      if (name !== 'pays' && (await field.count()) > 0) await field.fill(value);
    }
    await delivery.getByRole('button', { name: m.checkout.continue }).click();
    await expect(page.getByRole('heading', { name: m.checkout.paymentStep })).toBeVisible();
    await expectPricesAsIntl(page, shopper.currency, 'payment step');
    await expectNoFrench(page, french, 'payment step');
  });
}
