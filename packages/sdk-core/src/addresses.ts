/**
 * Delivery addresses (spec §7 AdresseController): part of the orders area, in a module of its own
 * because the checkout reads the last address as it mounts — that first render then fetches these
 * two calls and their schemas, not every order call with theirs.
 */
import { type DeliveryAddressInput, type LastAddress, orderEndpoints } from '@vitrine/contract';
import { type ClientCore, currentUserId } from './core.js';
import { type Result, SdkHttpError } from './errors.js';

const signedOut = (): Result<never> => ({ error: new SdkHttpError(401, 'Sign in to see your orders.') });

export function createAddresses(core: ClientCore) {
  const { http } = core;
  return {
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

export type Addresses = ReturnType<typeof createAddresses>;
