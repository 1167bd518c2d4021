/** Countries, currencies and geolocation (spec §3 "Country", §7 PaysController). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { AppLanguageCodeSchema, dataOf, listOf } from './schema.js';

export const CountrySchema = z.object({
  id_pays: z.number(),
  /** ISO 3166-1 numeric code. */
  code: z.string(),
  /** ISO 3166-1 alpha-2, upper case. */
  alpha2: z.string(),
  /** Units of the country's currency for one euro (EUR = 1). */
  taux_change: z.number(),
  code_monnaie: z.string(),
  /** The currency label shown after a price. */
  unity: z.string(),
  flag: z.string(),
  nom_fr_fr: z.string(),
  nom_en_gb: z.string(),
  region_fr: z.string(),
  langue_parle: z.string(),
  langue_translate: AppLanguageCodeSchema,
});
export type Country = z.infer<typeof CountrySchema>;

/** A country that has sellers, named in the five languages. */
export const SellerCountrySchema = z.object({
  id_pays: z.number(),
  alpha2: z.string(),
  nom_fr_fr: z.string(),
  nom_en_gb: z.string(),
  pays_fr: z.string(),
  pays_en: z.string(),
  pays_it: z.string(),
  pays_jp: z.string(),
  pays_ru: z.string(),
});
export type SellerCountry = z.infer<typeof SellerCountrySchema>;

/** An interface language a country can be served in. */
export const TranslateLanguageSchema = z.object({
  langue_translate: AppLanguageCodeSchema,
  langue_name: z.string(),
});
export type TranslateLanguage = z.infer<typeof TranslateLanguageSchema>;

export const GeolocationSchema = z.object({
  detail_pays: CountrySchema,
  country_code: z.string(),
});
export type Geolocation = z.infer<typeof GeolocationSchema>;

export const countryEndpoints = {
  listPaysSimple: defineEndpoint({
    method: 'GET',
    path: 'PaysController/list_pays_simple',
    response: listOf(CountrySchema),
    access: 'public',
    summary: 'Every country with its currency and exchange rate.',
  }),
  listPaysVendeur: defineEndpoint({
    method: 'GET',
    path: 'PaysController/list_pays_vendeur',
    response: listOf(SellerCountrySchema),
    access: 'public',
    summary: 'Countries that have at least one seller.',
  }),
  listPaysLangue: defineEndpoint({
    method: 'GET',
    path: 'PaysController/list_pays_langue',
    response: listOf(TranslateLanguageSchema),
    access: 'public',
    summary: 'The interface languages countries are served in.',
  }),
  getPaysByAlpha2: defineEndpoint({
    method: 'GET',
    path: 'PaysController/get_pays_byalpha2',
    query: z.object({ alpha2: z.string().check(z.regex(/^[A-Za-z]{2}$/, 'alpha2 must be two letters')) }),
    response: dataOf(CountrySchema),
    access: 'public',
    summary: 'One country by its alpha-2 code.',
  }),
  geolocalisation: defineEndpoint({
    method: 'GET',
    path: 'CommandeController/geolocalisation',
    response: GeolocationSchema,
    access: 'public',
    summary: "The visitor's country, from a CDN header, else Accept-Language, else the default.",
  }),
} as const;
