/**
 * `createVitrine` makes the one object an app talks to: typed calls grouped by area, the shared
 * store, the session, the visitor's locale and currency, live events and checkout. Every host
 * capability can be injected; the defaults are resolved when used, never at import, so importing
 * the SDK on a server does nothing.
 */
import type { AppLanguageCode, Country, PricedItem } from '@vitrine/contract';
import { createAuth } from './auth.js';
import { createBanners } from './banners.js';
import { createCart } from './cart.js';
import { createCatalog } from './catalog.js';
import type { ClientCore } from './core.js';
import { COUNTRY_STORAGE_KEY, createCountries } from './countries.js';
import { createEmitter, type VitrineEvents } from './events.js';
import { createFavourites } from './favourites.js';
import { createHttpClient, type RetryOptions } from './http/httpClient.js';
import { createI18n, type I18n } from './i18n/index.js';
import { lazyArea } from './lazyArea.js';
import { createLiveSession } from './liveSession.js';
import { formatMinorUnits, formatPrice, intlLocale, type MoneyCurrency } from './money.js';
import type { PaymentMethodProvider, PaymentProviderFactory } from './paymentTypes.js';
import type { RealtimeFactory } from './realtimeTypes.js';
import { createSellers } from './sellers.js';
import { readSession } from './session.js';
import { readShared } from './sharedReads.js';
import { defaultStorage, readJson, type StorageLike } from './storage.js';
import { createVitrineStore } from './store.js';

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
   * The translator, e.g. an i18next instance of the app: the Vitrine texts of a language are
   * added to it when the client switches to that language. @default a private translator made by
   * the client (never a global one, so two clients can speak different languages), holding
   * French at once and fetching any other language when it is first needed — `await
   * client.setLocale(…)` (or `client.i18n.changeLanguage(language)`) before rendering in it
   */
  i18n?: I18n;
  /** The live connection, e.g. `socketIoRealtime()` from `@vitrine/sdk-core/realtime`. @default none */
  realtime?: RealtimeFactory;
  /** The card provider, e.g. `sandboxPayments()` from `@vitrine/sdk-core/payments`. @default none */
  payments?: PaymentProviderFactory;
  /** The current time. @default () => new Date() */
  now?: () => Date;
  /**
   * How reads and writes carrying an idempotency key are sent again when the connection failed
   * or the service answered 502/503/504 (honouring `Retry-After`). @default { retries: 2, maxDelayMs: 5000 }
   */
  retry?: RetryOptions;
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
    // Known at once, so a page does not show a visitor's view first; `auth.restore()` checks it.
    user: readSession(storage),
  });
  const events = createEmitter<VitrineEvents>();
  // Late-bound: the HTTP client reports an ended session, which the auth area then forgets.
  let onSessionEnded = () => {};
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    fetch: () => options.fetch ?? globalThis.fetch.bind(globalThis),
    getToken: () => store.getState().user?.token ?? null,
    getCookies: options.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie)),
    onUnauthorized: () => onSessionEnded(),
    retry: options.retry,
  });
  const core: ClientCore = { http, store, storage, events, now: options.now ?? (() => new Date()) };
  const i18n = options.i18n ?? createI18n(store.getState().language);

  const live = createLiveSession(core, options.baseUrl, options.realtime);
  const auth = createAuth(core, live);
  onSessionEnded = auth.forget;
  const cart = createCart(core);
  // Areas of the signed-in user's own pages come in chunks of their own, on their first call.
  // The checkout's first render reads the last address: the address calls come alone, without
  // the rest of the orders area and its schemas.
  const addresses = lazyArea('addresses', () =>
    import('./addresses.js').then((area) => area.createAddresses(core)),
  );
  const orders = lazyArea('orders', () => import('./orders.js').then((area) => area.createOrders(core)), {
    lastAddress: addresses.lastAddress,
    saveAddress: addresses.saveAddress,
  });
  const countries = createCountries(core, i18n);
  let provider: Promise<PaymentMethodProvider> | null = null;
  /** The card provider, made once on first use; throws when none was configured. */
  function payments(publishableKey?: string): Promise<PaymentMethodProvider> {
    if (!options.payments) {
      throw new Error(
        "No payment provider: pass one to createVitrine, e.g. { payments: sandboxPayments() } from '@vitrine/sdk-core/payments'.",
      );
    }
    provider ??= Promise.resolve(options.payments({ http, publishableKey, now: core.now }));
    return provider;
  }

  return {
    store,
    http,
    i18n,
    /** Live notices and events: `on('notice', …)`, `on('message', …)`, `on('session', …)`. */
    on: events.on,
    auth,
    countries,
    banners: createBanners(core),
    catalog: createCatalog(core),
    sellers: createSellers(core),
    /** A seller's articles: `articles.add(values, photos)`. */
    articles: lazyArea('articles', () =>
      import('./sellerArticles.js').then((area) => area.createSellerArticles(core)),
    ),
    cart,
    favourites: createFavourites(core, live),
    orders,
    /** The address book: `list`, `saveAddress`, `update`, `remove`, `setDefault`, and each country's `countryRules`. */
    addresses,
    messages: lazyArea('messages', () =>
      import('./messages.js').then((area) => area.createMessages(core, live)),
    ),
    onboarding: lazyArea('onboarding', () =>
      import('./onboarding.js').then((area) => area.createOnboarding(core, auth)),
    ),
    /** The account's own changes: reset links, profile, password, e-mail, signing out everywhere. */
    account: lazyArea('account', () => import('./account.js').then((area) => area.createAccount(core, auth))),
    settings: lazyArea('settings', () => import('./settings.js').then((area) => area.createSettings(core))),
    /** Staff's checks of new listings (403 for anyone else). */
    staff: lazyArea('staff', () => import('./staff.js').then((area) => area.createStaff(core))),
    /** Buyers' reviews of sellers. */
    reviews: lazyArea('reviews', () => import('./reviews.js').then((area) => area.createReviews(core))),
    paymentAccount: lazyArea('payment account', () =>
      import('./paymentAccount.js').then((area) => area.createPaymentAccount(core, () => payments())),
    ),
    checkout: lazyArea('checkout', () =>
      import('./checkout.js').then((area) => area.createCheckout(core, cart, orders)),
    ),

    /** The card provider, made once on first use; throws when none was configured. */
    payments,

    /** Re-reads one part of the shared state (spec §7 "Shared reads"). */
    refresh: (kind: 'user_detail' | 'favoris' | 'panier' | 'messages') => readShared(core, kind),

    /** The absolute URL of a media path the server returned (`/media/…`). */
    mediaUrl: (path: string | null | undefined) => (path ? http.url(path) : ''),

    /** Switches language and country; see `countries.setLocale`. */
    setLocale: countries.setLocale,

    /** An item's price in the visitor's currency, written for the interface language; '' until a country is known. */
    formatPrice(item: PricedItem): string {
      const { country, language } = store.getState();
      return country ? formatPrice(item, country, intlLocale(language, country.alpha2)) : '';
    },

    /** An amount of minor units of `currency` (an order's, a payment's), written for the interface language. */
    formatMinorUnits(minor: number, currency: MoneyCurrency): string {
      const { country, language } = store.getState();
      return formatMinorUnits(minor, currency, intlLocale(language, country?.alpha2));
    },
  };
}

export type VitrineClient = ReturnType<typeof createVitrine>;
export { COUNTRY_STORAGE_KEY };
