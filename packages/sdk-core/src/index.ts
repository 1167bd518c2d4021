// The wire types, so an app installs one package.
export type {
  AppLanguageCode,
  Banner,
  Country,
  Geolocation,
  NewSeller,
  Product,
  SellerCountry,
  SellerSummary,
  TranslateLanguage,
} from '@vitrine/contract';
export {
  convertPrice,
  LANGUAGES,
  priceInMinorUnits,
  sellerPriceUnits,
  sellerShare,
  toMinorUnits,
  totalInMinorUnits,
} from '@vitrine/contract';
export type { Banners } from './banners.js';
export type { Catalog, PageOptions } from './catalog.js';
export type { VitrineClient, VitrineOptions } from './client.js';
export { COUNTRY_STORAGE_KEY, createVitrine } from './client.js';
export type { Countries } from './countries.js';
export type { Result, SdkError } from './errors.js';
export { SdkHttpError, SdkNetworkError, SdkValidationError } from './errors.js';
export type { HttpClient, HttpClientOptions } from './http/httpClient.js';
export type { I18n, Messages } from './i18n/index.js';
export { createI18n, messages } from './i18n/index.js';
export type { Locale } from './locale.js';
export {
  buildLocaleSegment,
  filterCountries,
  intlLanguage,
  languageId,
  localeFromGeolocation,
  localeOfPath,
  parseLocaleSegment,
  replaceCountry,
  replaceLanguage,
  withLocale,
} from './locale.js';
export type { DisplayCurrency, PriceStyle } from './money.js';
export { formatMinorUnits, formatPrice, formatTotal } from './money.js';
export type { Destination } from './routes.js';
export { pathFor } from './routes.js';
export type { Sellers } from './sellers.js';
export type { StorageLike } from './storage.js';
export { createMemoryStorage } from './storage.js';
export type { VitrineState, VitrineStore } from './store.js';
export { createVitrineStore, formatCount } from './store.js';
