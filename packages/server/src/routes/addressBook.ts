/**
 * The address book (contract addressBook.ts): the caller's own addresses only — another user's
 * address is answered as one that does not exist — each checked by its country's rules.
 */
import {
  ADDRESS_NOT_FOUND_CODE,
  cleanDeliveryAddress,
  type DeliveryAddressFields,
  deliveryAddressProblems,
} from '@vitrine/contract';
import { rulesOfCountry } from '../addresses/countryRules.js';
import type { AppContext } from '../context.js';
import {
  addressBook,
  changeBookAddress,
  lockBookAddress,
  makeDefaultAddress,
  type NewDeliveryAddress,
  removeBookAddress,
  saveDeliveryAddress,
} from '../db/queries/addresses.js';
import type { Handlers } from '../http/handler.js';
import { HttpError, notFound } from '../http/httpError.js';

/** The server's words for the rules' problems, after the field's name. */
const PROBLEM_MESSAGES: Record<string, string> = {
  'validation.required': 'required for an address in this country.',
  'validation.region': "not a region of this country's post.",
  'validation.postcode': "not a postcode of this country's format.",
  'validation.postcodeRegion': 'not a postcode of this region (it starts otherwise there).',
};

type AddressInput = DeliveryAddressFields & { pays: string; adresse: string; telephone: string };

/** The address as kept, checked by its country's rules: 400 naming the first wrong field otherwise. */
export function checkedAddress(input: AddressInput): NewDeliveryAddress {
  const rules = rulesOfCountry(input.pays);
  if (!rules)
    throw new HttpError(400, `pays: no country with the code ${input.pays.toUpperCase()}.`, {
      field: 'pays',
    });
  const [problem] = deliveryAddressProblems(input, rules);
  if (problem) {
    throw new HttpError(400, `${problem.field}: ${PROBLEM_MESSAGES[problem.key] ?? 'not valid.'}`, {
      field: problem.field,
      key: problem.key,
    });
  }
  const clean = cleanDeliveryAddress(input, rules);
  return {
    // An optional name left blank is no name.
    prenom: clean.prenom?.trim() || null,
    nom: clean.nom?.trim() ?? '',
    pays: input.pays,
    adresse: input.adresse,
    complement: clean.complement ?? '',
    ville: clean.ville ?? '',
    region_etat: clean.region_etat ?? '',
    code_postal: clean.code_postal ?? '',
    telephone: input.telephone,
  };
}

const unknownCountry = (pays: string) =>
  new HttpError(400, `pays: no country with the code ${pays.toUpperCase()}.`, { field: 'pays' });
const noSuchAddress = (id: number) =>
  notFound(`No address ${id} in your address book.`, { code: ADDRESS_NOT_FOUND_CODE });

export function addressBookHandlers(context: AppContext) {
  const { db } = context;
  return {
    listAddresses: async ({ user }) => ({ data: await addressBook(db, user.id_user) }),

    saveAddress: async ({ input, user }) => {
      const address = checkedAddress(input);
      const saved = await db.transaction((tx) =>
        saveDeliveryAddress(tx, user.id_user, address, Boolean(input.par_defaut)),
      );
      if (!saved) throw unknownCountry(input.pays);
      return { data: saved };
    },

    updateAddress: async ({ input, user }) => {
      const address = checkedAddress(input);
      const saved = await db.transaction(async (tx) => {
        const locked = await lockBookAddress(tx, user.id_user, input.id_adresse_livraison);
        if (!locked) throw noSuchAddress(input.id_adresse_livraison);
        const changed = await changeBookAddress(
          tx,
          user.id_user,
          input.id_adresse_livraison,
          locked,
          address,
          Boolean(input.par_defaut),
          context.now(),
        );
        if (!changed) throw unknownCountry(input.pays);
        return changed;
      });
      return { data: saved };
    },

    deleteAddress: async ({ input, user }) => {
      await db.transaction(async (tx) => {
        const locked = await lockBookAddress(tx, user.id_user, input.id_adresse_livraison);
        if (!locked) throw noSuchAddress(input.id_adresse_livraison);
        await removeBookAddress(tx, user.id_user, input.id_adresse_livraison, locked, context.now());
      });
      return { data: await addressBook(db, user.id_user) };
    },

    setDefaultAddress: async ({ input, user }) => {
      await db.transaction(async (tx) => {
        const locked = await lockBookAddress(tx, user.id_user, input.id_adresse_livraison);
        if (!locked) throw noSuchAddress(input.id_adresse_livraison);
        await makeDefaultAddress(tx, user.id_user, input.id_adresse_livraison);
      });
      return { data: await addressBook(db, user.id_user) };
    },

    getCountryAddressRules: async ({ input }) => {
      const rules = rulesOfCountry(input.pays);
      if (!rules) throw notFound(`No address rules for the country ${input.pays.toUpperCase()}.`);
      return { data: rules };
    },
  } satisfies Partial<Handlers>;
}
