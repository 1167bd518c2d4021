/**
 * Shoppers and items for the cart, checkout and favourites tests, against the shared test
 * server. Every test signs up its own buyer, and each test file takes items from its own window
 * of one seller's sizes (`variantsOf`), so files running side by side never sell or reserve each
 * other's items:
 *
 * - ZurichAtelier (CHF): Cart.test 0–15, CartElement.test and theming.test 16–34 (they only fill
 *   carts; liking sells nothing: Favourites tests like any of its products);
 * - BerlinModeArchiv (EUR): Checkout.test 0–20, CheckoutElement.test 21–31.
 */
import {
  type AppLanguageCode,
  type CartItem,
  type CheckoutResult,
  createMemoryStorage,
  createVitrine,
  type Product,
  SdkHttpError,
  type Session,
  type SubProduct,
  type VitrineClient,
} from '@vitrine/sdk-core';
import { cardFieldFromValues, sandboxPayments } from '@vitrine/sdk-core/payments';
import { TEST_ADDRESS } from '@vitrine/server/testing/fixtures';
import { testServerUrl } from '../testing/renderWithClient.js';

export const TEST_PASSWORD = 'Vitrine-test-2026';

/** Stripe's test cards, as the sandbox charges them. */
export const CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

let made = 0;

/** An e-mail nobody used yet. */
export function uniqueEmail(tag: string): string {
  made += 1;
  return `${tag}-${Date.now()}-${made}-${Math.random().toString(36).slice(2, 8)}@buyers.vitrine.test`;
}

/** A client of the test server that pays through the sandbox, with the visitor's locale set. */
export async function shopperClient(
  language: AppLanguageCode = 'fr',
  country = 'FR',
): Promise<VitrineClient> {
  const client = createVitrine({
    baseUrl: testServerUrl(),
    storage: createMemoryStorage(),
    language,
    payments: sandboxPayments(),
  });
  const locale = await client.setLocale({ country, language });
  if (locale.error) throw locale.error;
  return client;
}

/** Signs up a new buyer on `client` (which is then signed in as them). */
export async function signUpBuyer(client: VitrineClient, tag: string): Promise<Session> {
  const countries = await client.countries.list();
  if (countries.error) throw countries.error;
  const france = countries.data.data.find((country) => country.alpha2 === 'FR');
  if (!france) throw new Error('The seeded countries have no France');
  const result = await client.auth.signup({
    sexe_profile: 'Femme',
    id_pays_profile: france.id_pays,
    nom_profile: 'Martin',
    prenom_profile: 'Claire',
    email: uniqueEmail(tag),
    password: TEST_PASSWORD,
    pseudo_profile: `${tag}${made}`.slice(0, 40),
    date_naiss_profile: '1990-05-14',
  });
  if (result.error) throw result.error;
  return result.data.session;
}

/** An item a test can put in a cart: one size of a product. */
export interface ShopItem extends CartItem {
  product: Product;
  variant: SubProduct;
}

export type TestSeller = 'ZurichAtelier' | 'BerlinModeArchiv';

/**
 * Every size of every product of `seller`, sold ones included, in a fixed order (products newest
 * first, then their sizes), so a window of it names the same items in every run.
 */
export async function variantsOf(client: VitrineClient, seller: TestSeller): Promise<ShopItem[]> {
  const sellers = await client.sellers.list({}, { limit: 100 });
  if (sellers.error) throw sellers.error;
  const found = sellers.data.data.find((each) => each.pseudo_profile === seller);
  if (!found) throw new Error(`No seller ${seller} in the seeded data`);
  const products = await client.catalog.bySeller(found.id_user, { limit: 100 });
  if (products.error) throw products.error;
  const details = await Promise.all(
    products.data.data.map((product) => client.catalog.product(product.id_produit)),
  );
  return products.data.data.flatMap((product, index) => {
    const detail = details[index] as (typeof details)[number];
    if (detail.error) throw detail.error;
    return detail.data.details.sous_produit.map((variant) => ({
      product,
      variant,
      id_produit: product.id_produit,
      id_sous_produit: variant.id,
    }));
  });
}

/**
 * Puts in the signed-in buyer's cart the first `count` sizes of `seller` it can have among the
 * sizes `from` to `to` of `variantsOf`: sold ones, and ones another buyer is paying for, are
 * passed over.
 */
export async function addItems(
  client: VitrineClient,
  seller: TestSeller,
  { from, to, count }: { from: number; to: number; count: number },
): Promise<ShopItem[]> {
  const added: ShopItem[] = [];
  for (const item of (await variantsOf(client, seller)).slice(from, to)) {
    if (added.length === count) break;
    if (item.variant.etat !== 'Disponible') continue;
    const result = await client.cart.add({
      id_produit: item.id_produit,
      id_sous_produit: item.id_sous_produit,
    });
    if (result.data) added.push(item);
    else if (!(result.error instanceof SdkHttpError && result.error.status === 409)) throw result.error;
  }
  if (added.length < count) throw new Error(`${seller} has fewer than ${count} items left in ${from}–${to}`);
  return added;
}

/** Puts given items in the signed-in buyer's cart. */
export async function addToCart(client: VitrineClient, items: readonly CartItem[]): Promise<void> {
  for (const item of items) {
    const added = await client.cart.add({
      id_produit: item.id_produit,
      id_sous_produit: item.id_sous_produit,
    });
    if (added.error) throw added.error;
  }
}

export { TEST_ADDRESS };

/**
 * Another buyer buys `item` outright (through the SDK, with the sandbox's good card), so it is
 * sold under the feet of whoever has it in their cart.
 */
export async function buyElsewhere(item: CartItem, tag: string): Promise<CheckoutResult> {
  const rival = await shopperClient();
  await signUpBuyer(rival, tag);
  await addToCart(rival, [item]);
  const paid = await rival.checkout.pay({
    address: TEST_ADDRESS,
    provider: await rival.payments(),
    card: cardFieldFromValues({ number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }),
    holderName: 'Rival Buyer',
  });
  if (paid.error) throw paid.error;
  return paid.data;
}

/** A price as the page writes it ('1 086,02 €') back to minor units (108602), for 2-decimal currencies. */
export function minorOf(text: string): number {
  const number = text.replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number.parseFloat(number) * 100);
}
