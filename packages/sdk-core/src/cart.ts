/**
 * The signed-in user's cart (spec §7 PanierController). Every change reloads the cart, so the
 * badge's count is always the server's (spec §4: "Cart line deletion reloads the cart").
 */
import {
  type CartLine,
  type Country,
  cartEndpoints,
  linePricedItem,
  type PricedItem,
  priceInMinorUnits,
  totalInMinorUnits,
} from '@vitrine/contract';
import { type ClientCore, currentUserId } from './core.js';
import { type Result, SdkHttpError } from './errors.js';

/**
 * A cart line as the money rules price it: the seller's price and rate, or the buyer's accepted
 * offer's amount and rate while it holds the item.
 */
export function pricedLine(line: CartLine): PricedItem {
  return linePricedItem(line);
}

/** The cart's total in the visitor's minor units: the sum of the shown line prices (spec §9). */
export function cartTotalMinor(
  lines: readonly CartLine[],
  country: Pick<Country, 'taux_change' | 'code_monnaie'>,
): number {
  return totalInMinorUnits(lines.filter((line) => line.etat !== 'Vendu').map(pricedLine), country);
}

/** One line's price in the visitor's minor units: the contract's `linePriceInMinorUnits`, which the server charges. */
export function lineMinor(line: CartLine, country: Pick<Country, 'taux_change' | 'code_monnaie'>): number {
  return priceInMinorUnits(pricedLine(line), country);
}

const signedOut = (): Result<never> => ({ error: new SdkHttpError(401, 'Sign in to use the cart.') });

export interface CartItem {
  id_produit: number;
  id_sous_produit: number;
}

export function createCart(core: ClientCore) {
  const cart = {
    /** The cart's lines; also sets the cart count. A visitor's cart is empty. */
    async list(): Promise<Result<CartLine[]>> {
      const id_user = currentUserId(core);
      if (id_user === null) return { data: [] };
      const result = await core.http.call(cartEndpoints.listPanier, {
        id_user,
        langue: core.store.getState().language,
      });
      if (result.error) return result;
      core.store.setState({ cartCount: result.data.data.length });
      return { data: result.data.data };
    },

    /** Adds a size variant; answers the reloaded cart. 409 when it was just sold or reserved. */
    async add(item: CartItem): Promise<Result<CartLine[]>> {
      const id_user = currentUserId(core);
      if (id_user === null) return signedOut();
      const added = await core.http.call(cartEndpoints.addPanier, { id_user, ...item });
      if (added.error) return added;
      return cart.list();
    },

    /** Removes a line; answers the reloaded cart. */
    async remove(item: CartItem): Promise<Result<CartLine[]>> {
      const id_user = currentUserId(core);
      if (id_user === null) return signedOut();
      const removed = await core.http.call(cartEndpoints.deletePanierItem, { id_user, ...item });
      if (removed.error) return removed;
      return cart.list();
    },
  };
  return cart;
}

export type Cart = ReturnType<typeof createCart>;
