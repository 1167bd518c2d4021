export type { Banner } from './banners.js';
export { BannerSchema, bannerEndpoints } from './banners.js';
export type { Product } from './catalog.js';
export { catalogEndpoints, ProductListQuery, ProductSchema } from './catalog.js';
export type { Country, Geolocation, SellerCountry, TranslateLanguage } from './countries.js';
export {
  CountrySchema,
  countryEndpoints,
  GeolocationSchema,
  SellerCountrySchema,
  TranslateLanguageSchema,
} from './countries.js';
export type {
  Access,
  AnyEndpoint,
  Endpoint,
  EndpointInput,
  EndpointParsedInput,
  EndpointResponse,
  FilePart,
  HttpMethod,
} from './endpoint.js';
export { buildPath, defineEndpoint, pathParamNames } from './endpoint.js';
export type { Language } from './languages.js';
export { CATEGORY_SUFFIX, DEFAULT_LANGUAGE, LANGUAGES, languageByCode, languageById } from './languages.js';
export type { CurrencyContext, PricedItem } from './money.js';
export {
  convertPrice,
  currencyDecimals,
  fromMinorUnits,
  minorUnitFactor,
  priceInMinorUnits,
  sellerPriceUnits,
  sellerShare,
  toMinorUnits,
  totalInMinorUnits,
  ZERO_DECIMAL_CURRENCIES,
} from './money.js';
export type { EndpointName, Endpoints } from './routes.js';
export { endpoints } from './routes.js';
export type { AppLanguageCode, ErrorBody } from './schema.js';
export {
  AppLanguageCodeSchema,
  dataOf,
  ErrorBodySchema,
  Id,
  IdOrZero,
  listOf,
  MAX_ID,
  NoQuery,
  Pagination,
  requiredText,
  text,
} from './schema.js';
export type { NewSeller, SellerLanguage, SellerSummary } from './sellers.js';
export { NewSellerSchema, SellerLanguageSchema, SellerSummarySchema, sellerEndpoints } from './sellers.js';
