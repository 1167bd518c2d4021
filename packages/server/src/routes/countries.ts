import type { AppContext } from '../context.js';
import {
  countryByAlpha2,
  listCountries,
  listSellerCountries,
  listTranslateLanguages,
} from '../db/queries/countries.js';
import type { Handlers } from '../http/handler.js';
import { notFound } from '../http/httpError.js';
import { countryCandidates } from './geolocation.js';

export function countryHandlers({ db, config }: AppContext) {
  return {
    listPaysSimple: async () => ({ data: await listCountries(db) }),
    listPaysVendeur: async () => ({ data: await listSellerCountries(db) }),
    listPaysLangue: async () => ({ data: await listTranslateLanguages(db) }),
    getPaysByAlpha2: async ({ input }) => {
      const country = await countryByAlpha2(db, input.alpha2);
      if (!country) throw notFound(`No country with the code ${input.alpha2.toUpperCase()}.`);
      return { data: country };
    },
    geolocalisation: async ({ request }) => {
      for (const alpha2 of countryCandidates(request.headers, config.defaultCountry)) {
        const country = await countryByAlpha2(db, alpha2);
        if (country) return { detail_pays: country, country_code: country.alpha2 };
      }
      throw notFound('No country is configured.');
    },
  } satisfies Partial<Handlers>;
}
