/** Countries, currencies and geolocation (spec §7 PaysController). */
import { endpoints } from '@vitrine/contract';
import type { HttpClient } from './http/httpClient.js';

export function createCountries(http: HttpClient) {
  return {
    /** Every country with its currency and rate. */
    list: () => http.call(endpoints.listPaysSimple),
    /** Countries that have sellers. */
    withSellers: () => http.call(endpoints.listPaysVendeur),
    /** Interface languages countries are served in. */
    languages: () => http.call(endpoints.listPaysLangue),
    byAlpha2: (alpha2: string) => http.call(endpoints.getPaysByAlpha2, { alpha2 }),
    /** The visitor's country as the server guesses it. */
    geolocate: () => http.call(endpoints.geolocalisation),
  };
}

export type Countries = ReturnType<typeof createCountries>;
