/**
 * `createVitrine` makes the one object an app talks to: typed calls grouped by area, the shared
 * store, and the visitor's locale and currency. Every host capability (fetch, storage, cookies)
 * can be injected; the defaults are resolved when used, never at import, so importing the SDK
 * on a server does nothing.
 */
import type { AppLanguageCode, Country, PricedItem } from '@vitrine/contract';
import { createBanners } from './banners.js';
import { createCatalog } from './catalog.js';
import { createCountries } from './countries.js';
import type { Result } from './errors.js';
import { createHttpClient } from './http/httpClient.js';
import { createI18n, type I18n } from './i18n/index.js';
import type { Locale } from './locale.js';
import { formatPrice, type PriceStyle } from './money.js';
import { createSellers } from './sellers.js';
import { defaultStorage, readJson, type StorageLike, writeJson } from './storage.js';
import { createVitrineStore } from './store.js';

/** Storage key of the visitor's current country (spec §3). */
export const COUNTRY_STORAGE_KEY = 'ky_pays';

export interface VitrineOptions {
  /**
   * Where the Vitrine web service runs, without `/api`: `'https://shop.example'`, or `''` when
   * the page is served by the same origin.
   */
  baseUrl: string;
  /** @default globalThis.fetch, looked up at each call */
  fetch?: typeof fetch;
  /** Where the session and country are kept between visits. `null` keeps nothing. @default localStorage when usable */
  storage?: StorageLike | null;
  /** The page's cookies, for the XSRF token. @default document.cookie in a browser */
  cookies?: () => string;
  /** @default 'fr' */
  language?: AppLanguageCode;
  /**
   * An i18next instance holding the Vitrine texts. @default a private instance made by the
   * client (never the global i18next, so two clients can speak different languages)
   */
  i18n?: I18n;
}

export function createVitrine(options: VitrineOptions) {
  if (typeof options?.baseUrl !== 'string') {
    throw new Error(
      "createVitrine needs a baseUrl: the origin of the Vitrine web service, e.g. createVitrine({ baseUrl: 'https://shop.example' }), or '' for this page's origin.",
    );
  }
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const store = createVitrineStore({
    language: options.language ?? 'fr',
    country: readJson<Country>(storage, COUNTRY_STORAGE_KEY),
  });
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    fetch: () => options.fetch ?? globalThis.fetch.bind(globalThis),
    getToken: () => null,
    getCookies: options.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie)),
  });

  const countries = createCountries(http);
  // Countries seen before switch instantly: rates change rarely and a page switches back and forth.
  const knownCountries = new Map<string, Country>();
  const i18n = options.i18n ?? createI18n(store.getState().language);

  return {
    store,
    http,
    i18n,
    catalog: createCatalog(http, store),
    countries,
    banners: createBanners(http, store),
    sellers: createSellers(http),

    /** The absolute URL of a media path the server returned (`/media/…`). */
    mediaUrl: (path: string | null | undefined) => (path ? http.url(path) : ''),

    /**
     * Switches the interface language and the visitor's country (and so the currency of every
     * price). The country is fetched and remembered under `ky_pays`.
     */
    async setLocale(locale: Locale): Promise<Result<Country>> {
      store.setState({ language: locale.language });
      if (i18n.language !== locale.language) await i18n.changeLanguage(locale.language);
      const alpha2 = locale.country.toUpperCase();
      const current = store.getState().country;
      if (current?.alpha2 === alpha2) return { data: current };
      let country = knownCountries.get(alpha2);
      if (!country) {
        const result = await countries.byAlpha2(alpha2);
        if (result.error) return result;
        country = result.data.data;
        knownCountries.set(alpha2, country);
      }
      store.setState({ country });
      writeJson(storage, COUNTRY_STORAGE_KEY, country);
      return { data: country };
    },

    /** An item's price in the visitor's currency; '' until a country is known. */
    formatPrice(item: PricedItem, style: PriceStyle = 'compact'): string {
      const country = store.getState().country;
      return country ? formatPrice(item, country, style) : '';
    },
  };
}

export type VitrineClient = ReturnType<typeof createVitrine>;
