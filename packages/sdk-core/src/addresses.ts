/**
 * The address book (spec §7 AdresseController, 'Mes adresses'): the caller's delivery addresses,
 * one the default that checkout preselects, and each country's rules for writing one (read once
 * per country from the server, which reads Google's address data). In a module of its own because
 * the checkout reads the default address as it mounts — that first render then fetches these
 * calls and their schemas, not every order call with theirs.
 */
import {
  addressBookEndpoints,
  type BookAddress,
  type CountryAddressRules,
  type DeliveryAddressInput,
  type LastAddress,
  orderEndpoints,
} from '@vitrine/contract';
import { type ClientCore, currentUserId } from './core.js';
import { type Result, SdkHttpError } from './errors.js';

const signedOut = (): Result<never> => ({ error: new SdkHttpError(401, 'Sign in to see your addresses.') });

/** An address to keep: the form's fields, and whether it becomes the default. */
export type AddressValues = Omit<DeliveryAddressInput, 'id_user'>;

export function createAddresses(core: ClientCore) {
  const { http } = core;
  const rulesByCountry = new Map<string, Promise<Result<CountryAddressRules>>>();

  /** Runs `work` with the signed-in user's id, or answers 401. */
  async function asUser<T>(work: (id_user: number) => Promise<Result<T>>): Promise<Result<T>> {
    const id_user = currentUserId(core);
    return id_user === null ? signedOut() : work(id_user);
  }

  return {
    /** The default address (what checkout preselects), or null. */
    lastAddress: (): Promise<Result<LastAddress | null>> =>
      asUser(async (id_user) => {
        const result = await http.call(orderEndpoints.getLastAddress, { id_user });
        return result.error ? result : { data: result.data.data };
      }),
    /** Adds an address to the book (checkout's new address too); its id goes with the payment request. */
    saveAddress: (address: AddressValues): Promise<Result<BookAddress>> =>
      asUser(async (id_user) => {
        const result = await http.call(orderEndpoints.saveAddress, { ...address, id_user });
        return result.error ? result : { data: result.data.data };
      }),
    /** The book: the default address first, then the newest. */
    list: (): Promise<Result<BookAddress[]>> =>
      asUser(async (id_user) => {
        const result = await http.call(addressBookEndpoints.listAddresses, { id_user });
        return result.error ? result : { data: result.data.data };
      }),
    /**
     * Changes an address. One an order used stays as that order shows it: the change comes back
     * as a new address (another id) in its place.
     */
    update: (id_adresse_livraison: number, address: AddressValues): Promise<Result<BookAddress>> =>
      asUser(async (id_user) => {
        const result = await http.call(addressBookEndpoints.updateAddress, {
          ...address,
          id_user,
          id_adresse_livraison,
        });
        return result.error ? result : { data: result.data.data };
      }),
    /** Takes an address out of the book; answers the book left. */
    remove: (id_adresse_livraison: number): Promise<Result<BookAddress[]>> =>
      asUser(async (id_user) => {
        const result = await http.call(addressBookEndpoints.deleteAddress, { id_user, id_adresse_livraison });
        return result.error ? result : { data: result.data.data };
      }),
    /** Makes an address the default; answers the book. */
    setDefault: (id_adresse_livraison: number): Promise<Result<BookAddress[]>> =>
      asUser(async (id_user) => {
        const result = await http.call(addressBookEndpoints.setDefaultAddress, {
          id_user,
          id_adresse_livraison,
        });
        return result.error ? result : { data: result.data.data };
      }),
    /** A country's address rules (fields, required ones, postcode format, regions), read once per country. */
    countryRules(pays: string): Promise<Result<CountryAddressRules>> {
      const code = pays.toUpperCase();
      let rules = rulesByCountry.get(code);
      if (!rules) {
        rules = http.call(addressBookEndpoints.getCountryAddressRules, { pays: code }).then((result) => {
          // A failure is not kept: the next form of that country asks again.
          if (result.error) rulesByCountry.delete(code);
          return result.error ? result : { data: result.data.data };
        });
        rulesByCountry.set(code, rules);
      }
      return rules;
    },
  };
}

export type Addresses = ReturnType<typeof createAddresses>;
