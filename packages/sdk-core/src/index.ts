// The wire types, so an app installs one package.
export type {
  AccountBusy,
  AccountExport,
  AddressRegion,
  Alert,
  AppLanguageCode,
  Banner,
  BookAddress,
  Brand,
  CartLine,
  CategoryNode,
  ColourOption,
  Conversation,
  Country,
  CountryAddressRules,
  DeliveryAddressInput,
  Destination,
  Dispute,
  DisputeDecision,
  Favourite,
  Geolocation,
  InfoPage,
  LastAddress,
  ListingDecisionResult,
  ListingToVerify,
  Message,
  MyOffers,
  MyPayoutAccount,
  NewArticleVariant,
  NewSeller,
  NotHonouredReason,
  Offer,
  OfferState,
  Order,
  OrderActor,
  OrderState,
  OrderStep,
  OrderTimeline,
  OrderTransition,
  PaymentIntent,
  Product,
  ProductDetail,
  ProductFacets,
  ProductRefinementValues,
  ProductSort,
  Review,
  SavedSearch,
  SearchSuggestions,
  SellerCard,
  SellerCountry,
  SellerLanguage,
  SellerPayout,
  SellerReviews,
  SellerSummary,
  Session,
  Settings,
  ShipOrderInput,
  SizeOption,
  SpokenLanguage,
  SubProduct,
  TranslateLanguage,
  UserDetail,
  Waiting,
} from '@vitrine/contract';
export {
  ACCOUNT_BUSY_CODE,
  ACCOUNT_DELETED_CODE,
  ACCOUNT_EXPORT_LIMIT_CODE,
  ACCOUNT_EXPORT_LIMITS,
  ACTIVITY_LIMIT_CODE,
  ADDRESS_NOT_FOUND_CODE,
  ADDRESS_RETIRED_CODE,
  ARTICLE_LIMITS,
  CHARGE_LIMIT_CODE,
  convertPrice,
  currencyDecimals,
  DEFAULT_AUTO_RECEIVE_DAYS,
  DISPUTE_ANSWER_PHOTO_FIELDS,
  DOCUMENT_FIELDS,
  EMAIL_CHANGE_LIMIT_CODE,
  EMAIL_CHANGE_LIMITS,
  EMAIL_CONFIRMATION_LIMIT_CODE,
  EMAIL_CONFIRMATION_LIMITS,
  EMAIL_UNCONFIRMED_CODE,
  EMPTY_SEARCH,
  fitsDecimals,
  GENRES,
  HOLD_LIMIT_CODE,
  INFO_PAGES,
  infoPath,
  isChargeable,
  isDeletedAccount,
  LANGUAGES,
  LINK_REFUSED_CODE,
  LISTING_REFUSAL_LIMIT,
  lowestOffer,
  MARKETPLACE_COMMISSION,
  MAX_CHARGE_MINOR_UNITS,
  NOT_HONOURED_CODE,
  NOT_HONOURED_REASONS,
  NOTIFICATION_SETTINGS,
  OFFER_LIMIT_CODE,
  OFFER_RULES,
  OFFER_TOO_LOW_CODE,
  ONBOARDING_STEPS,
  ORDER_DEADLINE_HOURS,
  ORDER_PREFIX,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  offerAmountIn,
  offerProblem,
  orderNumber,
  PAYOUT_REQUIREMENT_STEPS,
  PAYOUT_STATUSES,
  PROBLEM_PHOTO_FIELDS,
  PRODUCT_SORTS,
  pathFor,
  priceInMinorUnits,
  REVIEW_LIMITS,
  REVIEWABLE_STATES,
  ROUTING_NUMBER_COUNTRIES,
  SANDBOX_BANK_ACCOUNTS,
  SAVED_SEARCH_LIMIT_CODE,
  SELLER_PRODUCT_STATUSES,
  sellerPriceUnits,
  sellerShare,
  toMinorUnits,
  totalInMinorUnits,
  usesRoutingNumber,
} from '@vitrine/contract';
export type { AccountArea, ProfileChanges } from './account.js';
export type { Auth, SignupValues } from './auth.js';
export type { Banners } from './banners.js';
export type { Cart, CartItem } from './cart.js';
export { cartTotalMinor, lineMinor, pricedLine } from './cart.js';
export type { Catalog, ListOptions, PageOptions, ProductFilters } from './catalog.js';
export { createCatalog } from './catalog.js';
export type { CatalogReaderOptions } from './catalogReader.js';
export { createCatalogReader } from './catalogReader.js';
export type { Checkout, CheckoutRequest, CheckoutResult, CheckoutStep } from './checkout.js';
export type { VitrineClient, VitrineOptions } from './client.js';
export { createVitrine } from './client.js';
export type { Countries } from './countries.js';
export { COUNTRY_STORAGE_KEY } from './countries.js';
export type { Result, SdkError } from './errors.js';
export { SdkHttpError, SdkNetworkError, SdkValidationError } from './errors.js';
export type { NoticeKind, VitrineEvents } from './events.js';
export { createFacets, type FacetQuery, type Facets } from './facets.js';
export type { Favourites } from './favourites.js';
export type {
  ArticleTextValues,
  DeliveryAddressValues,
  FieldCheck,
  FieldError,
  FormCheck,
  FormErrors,
  FormResult,
  LoginValues,
  PostcodeAddress,
  PostcodeLookup,
  ProfileValues,
  SellerAddressValues,
  SignupFormValues,
} from './forms/index.js';
export {
  articleTextChecks,
  articleTextsForm,
  birthDateWindow,
  checkDocuments,
  checkForm,
  declineForm,
  deliveryAddressForm,
  deliveryAddressFormFor,
  disputeAnswerForm,
  disputeDecisionForm,
  emailChangeForm,
  forgotPasswordForm,
  japanesePostcodeLookup,
  latestBirthYear,
  loginForm,
  passwordChangeForm,
  problemForm,
  profileForm,
  replyForm,
  resetPasswordForm,
  sellerAddressForm,
  sellerLanguagesForm,
  shipForm,
  signupForm,
} from './forms/index.js';
export type {
  CallOptions,
  EndpointRoute,
  HttpClient,
  HttpClientOptions,
  RetryOptions,
} from './http/httpClient.js';
export { createHttpClient } from './http/httpClient.js';
export type { I18n, Messages as MessageTexts, TranslateOptions } from './i18n/index.js';
export { addTexts, createI18n, frenchTexts, loadTexts } from './i18n/index.js';
export { messages as texts } from './i18n/messages.js';
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
export type { Messages, OutgoingMessage } from './messages.js';
export type { MoneyCurrency, MoneyLocale } from './money.js';
export { formatMinorUnits, formatPrice, formatTotal, intlLocale } from './money.js';
export type { ServerNames } from './names.js';
export { countryName, countryOptions, spokenLanguageName } from './names.js';
export { createOffers, type OffersArea } from './offers.js';
export type {
  BankDetails,
  IdentityDocuments,
  Onboarding,
  OnboardingStep,
  SellerAddress,
} from './onboarding.js';
export type { Orders } from './orders.js';
export type { PaymentAccount } from './paymentAccount.js';
export { type DeclineKey, declineKey } from './payments/declineKey.js';
export type {
  BankAccountDetails,
  CardField,
  CardFieldOptions,
  CardFieldState,
  CardFieldTexts,
  PaymentMethodProvider,
  PaymentProviderFactory,
} from './paymentTypes.js';
export { payoutsCsv } from './payoutsCsv.js';
export type { RealtimeConnection, RealtimeFactory, RealtimeOptions } from './realtimeTypes.js';
export type { ReviewsArea } from './reviews.js';
export { createSavedSearches, type SavedSearchesArea } from './savedSearches.js';
export type {
  AddedArticle,
  NewArticle,
  SellerArticles,
  SellerProduct,
  SellerProductStatus,
  SellerProductUpdate,
} from './sellerArticles.js';
export type { SellerFilters, Sellers } from './sellers.js';
export { SESSION_STORAGE_KEY } from './session.js';
export type { SettingName, SettingsArea } from './settings.js';
export type { SharedReadKind } from './sharedReads.js';
export type { StaffArea } from './staff.js';
export type { StorageLike } from './storage.js';
export { createMemoryStorage } from './storage.js';
export type { VitrineState, VitrineStore } from './store.js';
export { accountLabel, createVitrineStore, formatCount } from './store.js';
export { createSuggestions, type Suggestions } from './suggestions.js';
export { contactSupport } from './support.js';
export { watchWaiting } from './waiting.js';
