/**
 * A real purchase for the order tests: a fresh buyer pays, with the sandbox's 4242 card, for an
 * item of a seller this file owns, so no other test file's data is touched.
 */
import type { Locale, Order, VitrineClient } from '@vitrine/sdk-core';
import { cardFieldFromValues } from '@vitrine/sdk-core/payments';
import { TEST_ADDRESS } from '@vitrine/server/testing/fixtures';
import {
  accountClient,
  type FreshUser,
  sellerEmail,
  signIn,
  signUpFresh,
} from '../AccountMenu/AccountMenu.test.helpers.js';

/** The delivery address the account tests save and pay with. */
export const DELIVERY = TEST_ADDRESS;

export interface Purchase {
  buyer: VitrineClient;
  user: FreshUser;
  order: Order;
  sellerId: number;
}

/** The seller's id, read by signing in as them. */
export async function sellerIdOf(pseudo: string): Promise<number> {
  const seller = await accountClient();
  await signIn(seller, sellerEmail(pseudo));
  const id = seller.auth.session()?.id_user as number;
  await seller.auth.logout();
  return id;
}

/**
 * Buys one item of `sellerPseudo` as a new user, in France unless `locale` says where (and so in
 * which currency they pay). Items are tried in a random order, and another is taken when one was
 * just sold elsewhere (another test file buying from the same seller).
 */
export async function buyFrom(sellerPseudo: string, locale?: Locale): Promise<Purchase> {
  const buyer = await accountClient();
  const user = await signUpFresh(buyer);
  if (locale) await buyer.setLocale(locale);
  const sellerId = await sellerIdOf(sellerPseudo);
  const products = (await buyer.catalog.bySeller(sellerId, { limit: 100 })).data?.data ?? [];
  const candidates = products.filter((product) => product.qte_produit > 0).sort(() => Math.random() - 0.5);
  for (const product of candidates) {
    const detail = await buyer.catalog.product(product.id_produit);
    const variant = detail.data?.details.sous_produit.find((item) => item.etat !== 'Vendu');
    if (!variant) continue;
    const item = { id_produit: product.id_produit, id_sous_produit: variant.id };
    const added = await buyer.cart.add(item);
    if (added.error) continue;
    const paid = await buyer.checkout.pay({
      address: DELIVERY,
      provider: await buyer.payments(),
      card: cardFieldFromValues({ number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }),
      holderName: 'Léa Moreau',
    });
    if (paid.error) {
      await buyer.cart.remove(item);
      continue;
    }
    const orders = (await buyer.orders.purchases()).data ?? [];
    const order = orders.find((entry) => entry.id_sous_produit === variant.id);
    if (!order) throw new Error('The paid item has no order');
    return { buyer, user, order, sellerId } satisfies Purchase;
  }
  throw new Error(`Nothing left to buy from ${sellerPseudo}`);
}
