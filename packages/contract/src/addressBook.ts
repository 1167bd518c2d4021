/**
 * The address book ('Mes adresses', the spec's placeholder page made real): a user's delivery
 * addresses, one of them the default that checkout preselects, and each country's rules for
 * writing one (addressRules.ts). Every call names the caller's own addresses only; another
 * user's address is answered as one that does not exist (404).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { BookAddressSchema, DeliveryAddressFieldsSchema } from './orders.js';
import { dataOf, Flag, Id } from './schema.js';

const AddressRef = { id_user: z.optional(Id), id_adresse_livraison: Id };

/** A country's address rules as the server answers them (addressRules.ts `CountryAddressRules`). */
export const CountryAddressRulesSchema = z.object({
  pays: z.string(),
  hasRegion: z.boolean(),
  hasPostcode: z.boolean(),
  hasCity: z.boolean(),
  regionRequired: z.boolean(),
  postcodeRequired: z.boolean(),
  cityRequired: z.boolean(),
  familyNameFirst: z.boolean(),
  postcodePattern: z.nullable(z.string()),
  postcodeExample: z.nullable(z.string()),
  regionKind: z.string(),
  postcodeKind: z.string(),
  regions: z.array(
    z.object({
      value: z.string(),
      label: z.string(),
      latin: z.optional(z.string()),
      zip: z.optional(z.string()),
    }),
  ),
});

export const addressBookEndpoints = {
  listAddresses: defineEndpoint({
    method: 'GET',
    path: 'AdresseController/get_adresses',
    query: z.object({ id_user: z.optional(Id) }),
    response: dataOf(z.array(BookAddressSchema)),
    access: 'private',
    self: ['id_user'],
    summary: "The caller's address book: the default address first, then the newest.",
  }),
  updateAddress: defineEndpoint({
    method: 'POST',
    path: 'AdresseController/update_adresse',
    body: z.object({ ...AddressRef, ...DeliveryAddressFieldsSchema.shape, par_defaut: z.optional(Flag) }),
    response: dataOf(BookAddressSchema),
    access: 'private',
    self: ['id_user'],
    summary:
      'Changes one of the caller’s addresses; an address an order used keeps what that order shows, so the change is a new address that takes its place (a new id).',
  }),
  deleteAddress: defineEndpoint({
    method: 'POST',
    path: 'AdresseController/delete_adresse',
    body: z.object(AddressRef),
    response: dataOf(z.array(BookAddressSchema)),
    access: 'private',
    self: ['id_user'],
    summary: 'Takes an address out of the caller’s book (orders that used it keep it); answers the book.',
  }),
  setDefaultAddress: defineEndpoint({
    method: 'POST',
    path: 'AdresseController/set_default_adresse',
    body: z.object(AddressRef),
    response: dataOf(z.array(BookAddressSchema)),
    access: 'private',
    self: ['id_user'],
    summary: 'Makes one of the caller’s addresses the default; answers the book.',
  }),
  getCountryAddressRules: defineEndpoint({
    method: 'GET',
    path: 'AdresseController/get_regles_pays',
    query: z.object({ pays: z.string().check(z.regex(/^[A-Za-z]{2}$/, 'pays must be a country code')) }),
    response: dataOf(CountryAddressRulesSchema),
    access: 'public',
    summary:
      "A country's address rules from Google's address data: its fields, the required ones, the postcode's format, its regions.",
  }),
};
