/** Orders and delivery addresses (spec §7 CommandeController, AdresseController). */
import { type DeliveryAddressInput, type LastAddress, type Order, orderEndpoints } from '@vitrine/contract';
import { type ClientCore, currentUserId } from './core.js';
import { type Result, SdkHttpError } from './errors.js';

const signedOut = (): Result<never> => ({ error: new SdkHttpError(401, 'Sign in to see your orders.') });

export function createOrders(core: ClientCore) {
  const { http } = core;
  return {
    /** One order, for its buyer or seller (the spec reads data[0]). */
    async get(idCommande: number): Promise<Result<Order>> {
      const result = await http.call(orderEndpoints.getCommande, { id_commande: idCommande });
      if (result.error) return result;
      const order = result.data.data[0];
      return order ? { data: order } : { error: new SdkHttpError(404, 'This order does not exist.') };
    },
    /** The signed-in user's purchases, newest first. */
    async purchases(page: { page?: number; limit?: number } = {}): Promise<Result<Order[]>> {
      const id_user = currentUserId(core);
      if (id_user === null) return signedOut();
      const result = await http.call(orderEndpoints.listPurchases, { id_user, ...page });
      return result.error ? result : { data: result.data.data };
    },
    /** The signed-in seller's sales, newest first. */
    async sales(page: { page?: number; limit?: number } = {}): Promise<Result<Order[]>> {
      const id_vendeur = currentUserId(core);
      if (id_vendeur === null) return signedOut();
      const result = await http.call(orderEndpoints.listSales, { id_vendeur, ...page });
      return result.error ? result : { data: result.data.data };
    },
    /** The delivery address used last, or null. */
    async lastAddress(): Promise<Result<LastAddress | null>> {
      const id_user = currentUserId(core);
      if (id_user === null) return signedOut();
      const result = await http.call(orderEndpoints.getLastAddress, { id_user });
      return result.error ? result : { data: result.data.data };
    },
    /** Saves checkout step 1's address; its id goes with the payment request. */
    async saveAddress(address: DeliveryAddressInput): Promise<Result<LastAddress>> {
      const id_user = currentUserId(core);
      if (id_user === null) return signedOut();
      const result = await http.call(orderEndpoints.saveAddress, { ...address, id_user });
      return result.error ? result : { data: result.data.data };
    },
  };
}

export type Orders = ReturnType<typeof createOrders>;
