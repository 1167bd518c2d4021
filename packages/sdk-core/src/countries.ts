/** Countries, currencies, geolocation, and the visitor's locale (spec §7 PaysController, §3 `ky_pays`). */
import { type Country, countryEndpoints } from '@vitrine/contract';
import type { ClientCore } from './core.js';
import { type Result, SdkNetworkError } from './errors.js';
import { addTexts, type I18n } from './i18n/index.js';
import type { Locale } from './locale.js';
import { writeJson } from './storage.js';

/** Storage key of the visitor's current country (spec §3). */
export const COUNTRY_STORAGE_KEY = 'ky_pays';

export function createCountries(core: ClientCore, i18n: I18n) {
  const { http, store } = core;
  // Countries seen before switch instantly: rates change rarely and a page switches back and forth.
  const known = new Map<string, Country>();
  // Only the latest switch sets the language, when switches overlap while texts are fetched.
  let latestSwitch = 0;

  const countries = {
    /** Every country with its currency and rate. */
    list: () => http.call(countryEndpoints.listPaysSimple),
    /** Countries that have sellers. */
    withSellers: () => http.call(countryEndpoints.listPaysVendeur),
    /** Interface languages countries are served in. */
    languages: () => http.call(countryEndpoints.listPaysLangue),
    byAlpha2: (alpha2: string) => http.call(countryEndpoints.getPaysByAlpha2, { alpha2 }),
    /** The visitor's country as the server guesses it. */
    geolocate: () => http.call(countryEndpoints.geolocalisation),

    /**
     * Switches the interface language and the visitor's country (and so the currency of every
     * price). The country is fetched once and remembered under `ky_pays`. The language's texts
     * are fetched first when needed, and the language changes once they are there, so a screen
     * never shows half of its texts in the old language.
     */
    async setLocale(locale: Locale): Promise<Result<Country>> {
      const request = ++latestSwitch;
      try {
        await addTexts(i18n, locale.language);
      } catch (cause) {
        return { error: new SdkNetworkError(`Could not load the texts in '${locale.language}'`, cause) };
      }
      if (request === latestSwitch) {
        if (i18n.language !== locale.language) await i18n.changeLanguage(locale.language);
        store.setState({ language: locale.language });
      }
      const alpha2 = locale.country.toUpperCase();
      const current = store.getState().country;
      if (current?.alpha2 === alpha2) {
        // Already in use (a page rendered on the server gave it): remembered all the same.
        writeJson(core.storage, COUNTRY_STORAGE_KEY, current);
        return { data: current };
      }
      let country = known.get(alpha2);
      if (!country) {
        const result = await countries.byAlpha2(alpha2);
        if (result.error) return result;
        country = result.data.data;
        known.set(alpha2, country);
      }
      store.setState({ country });
      writeJson(core.storage, COUNTRY_STORAGE_KEY, country);
      return { data: country };
    },
  };
  return countries;
}

export type Countries = ReturnType<typeof createCountries>;
