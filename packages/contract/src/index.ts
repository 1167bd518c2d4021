export type { UpdateProfileBody } from './account.js';
export {
  ACCOUNT_LINK_TTL_MS,
  accountEndpoints,
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  ConfirmEmailBodySchema,
  EMAIL_CHANGE_LIMIT_CODE,
  EMAIL_CHANGE_LIMITS,
  EMAIL_CONFIRMATION_LIMIT_CODE,
  EMAIL_CONFIRMATION_LIMITS,
  EMAIL_UNCONFIRMED_CODE,
  ForgotPasswordBodySchema,
  LINK_REFUSED_CODE,
  LinkToken,
  PASSWORD_RESET_ATTEMPT_LIMIT_CODE,
  PASSWORD_RESET_ATTEMPT_LIMITS,
  PASSWORD_RESET_LIMIT_CODE,
  PASSWORD_RESET_LIMITS,
  ResetPasswordBodySchema,
  UpdateProfileBodySchema,
} from './account.js';
export type { ActivityKind } from './activityLimits.js';
export { ACTIVITY_LIMIT_CODE, ACTIVITY_LIMITS } from './activityLimits.js';
export { addressBookEndpoints, CountryAddressRulesSchema } from './addressBook.js';
export { ADDRESS_NOT_FOUND_CODE, ADDRESS_RETIRED_CODE } from './addressCodes.js';
export type {
  AddressRegion,
  CountryAddressData,
  CountryAddressRules,
  DeliveryAddressFields,
} from './addressRules.js';
export {
  cleanDeliveryAddress,
  countryAddressRules,
  deliveryAddressProblems,
  findRegion,
  postcodeOf,
} from './addressRules.js';
export type { BirthDateWindow } from './ageWindow.js';
export {
  birthDateWindow,
  isAllowedBirthDate,
  latestBirthYear,
  MAX_AGE_YEARS,
  MIN_AGE_YEARS,
} from './ageWindow.js';
export type { Session, SignupBody, UserDetail } from './auth.js';
export {
  authEndpoints,
  LoginBodySchema,
  Password,
  SessionSchema,
  SignupBodySchema,
  UserDetailSchema,
} from './auth.js';
export {
  normaliseBankAccountNumber,
  ROUTING_NUMBER_COUNTRIES,
  SANDBOX_BANK_ACCOUNTS,
  sandboxPayoutFailure,
  usesRoutingNumber,
} from './bankAccount.js';
export type { Banner } from './banners.js';
export { BannerSchema, bannerEndpoints } from './banners.js';
export type { CardBrand, CardNetwork } from './cardNetworks.js';
export { CARD_NETWORKS, cardNetwork } from './cardNetworks.js';
export type { CartLine } from './cart.js';
export { CartLineSchema, cartEndpoints } from './cart.js';
export { linePricedItem } from './cartLinePrices.js';
export type {
  Brand,
  CategoryNode,
  ColourOption,
  NewArticle,
  NewArticleVariant,
  Product,
  ProductCondition,
  ProductDetail,
  ProductTexts,
  SizeOption,
  SubProduct,
} from './catalog.js';
export {
  ARTICLE_LIMITS,
  ArticlePriceSchema,
  BrandSchema,
  CategoryFilter,
  CategoryNodeSchema,
  ColourOptionSchema,
  catalogEndpoints,
  EMPTY_SEARCH,
  NewArticleBodySchema,
  NewArticleVariantSchema,
  PRODUCT_PHOTO_FIELDS,
  ProductConditionSchema,
  ProductDetailSchema,
  ProductListQuery,
  ProductSchema,
  ProductTextsBodySchema,
  RELATED_PRODUCTS_LIMIT,
  SizeOptionSchema,
  SubProductSchema,
} from './catalog.js';
export type { Country, Geolocation, SellerCountry, TranslateLanguage } from './countries.js';
export {
  CountrySchema,
  countryEndpoints,
  GeolocationSchema,
  SellerCountrySchema,
  TranslateLanguageSchema,
} from './countries.js';
export { ACCOUNT_DELETED_CODE, DELETED_ACCOUNT_PSEUDO, isDeletedAccount } from './deletedAccount.js';
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
export { facetEndpoints } from './facets.js';
export type { Favourite } from './favourites.js';
export { FavouriteSchema, favouriteEndpoints } from './favourites.js';
export type { FieldProblem, FieldRuleName, TextFieldRule } from './fieldRules.js';
export {
  ADDRESS_TEXT_PATTERN,
  EMAIL_PATTERN,
  FIELD_RULES,
  KANA_PATTERN,
  PHONE_PATTERN,
  POSTCODE_PATTERN,
  sellerAddressProblems,
} from './fieldRules.js';
export { GENRES } from './genres.js';
export type { Language } from './languages.js';
export {
  CATEGORY_SUFFIX,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageByCode,
  languageById,
  signupLanguageId,
} from './languages.js';
export type { AccountBusy, AccountExport } from './leaving.js';
export {
  ACCOUNT_BUSY_CODE,
  ACCOUNT_EXPORT_LIMIT_CODE,
  ACCOUNT_EXPORT_LIMITS,
  AccountBusySchema,
  AccountExportSchema,
  DeleteAccountBodySchema,
  leavingEndpoints,
  ORDER_STATES_SETTLED_FOR,
} from './leaving.js';
export type { Conversation, Message } from './messages.js';
export { ConversationSchema, MessageBody, MessageSchema, messageEndpoints, Subject } from './messages.js';
export type { CurrencyContext, PricedItem } from './money.js';
export {
  CHARGE_LIMIT_CODE,
  convertPrice,
  currencyDecimals,
  fitsDecimals,
  fromMinorUnits,
  intlLocale,
  isChargeable,
  MAX_CHARGE_MINOR_UNITS,
  minorUnitFactor,
  priceInMinorUnits,
  sellerPriceUnits,
  sellerShare,
  toMinorUnits,
  toMinorUnitsUp,
  totalInMinorUnits,
  ZERO_DECIMAL_CURRENCIES,
} from './money.js';
export { linePriceInMinorUnits, offerAmountIn } from './offerPrices.js';
export { lowestOffer, lowestOfferIn, OFFER_RULES, offerProblem } from './offerRules.js';
export type { HeldOffer, MyOffers, Offer, OfferFloor, OfferState } from './offers.js';
export {
  CurrencyCode,
  HeldOfferSchema,
  MyOffersSchema,
  OFFER_LIKERS_LIMIT_CODE,
  OFFER_LIMIT_CODE,
  OFFER_STATES,
  OFFER_TOO_LOW_CODE,
  OfferAmount,
  OfferFloorSchema,
  OfferSchema,
  offerEndpoints,
} from './offers.js';
export {
  BankDetailsSchema,
  DOCUMENT_FIELDS,
  ONBOARDING_STEPS,
  onboardingEndpoints,
  SellerAddressSchema,
  SellerLanguagesSchema,
} from './onboarding.js';
export { ORDER_PREFIX, orderNumber } from './orderNumber.js';
export { DISPUTE_TEXT_LIMITS, isWebAddress, ORDER_TEXT_LIMITS } from './orderRules.js';
export type {
  AnswerDisputeInput,
  BookAddress,
  DecideDisputeInput,
  DeclineOrderInput,
  DeliveryAddressInput,
  Dispute,
  DisputeDecision,
  LastAddress,
  Order,
  OrderActor,
  OrderState,
  OrderStep,
  OrderTimeline,
  OrderTransition,
  ReportProblemInput,
  ShipOrderInput,
} from './orders.js';
export {
  AnswerDisputeInputSchema,
  BookAddressSchema,
  DEFAULT_AUTO_RECEIVE_DAYS,
  DELIVERY_ADDRESS_FIELDS,
  DecideDisputeInputSchema,
  DeclineOrderInputSchema,
  DeliveryAddressFieldsSchema,
  DeliveryAddressInputSchema,
  DISPUTE_ANSWER_PHOTO_FIELDS,
  DISPUTE_DECISIONS,
  DisputeSchema,
  LastAddressSchema,
  MARKETPLACE_COMMISSION,
  ORDER_ACTORS,
  ORDER_DEADLINE_HOURS,
  ORDER_STATES,
  ORDER_TRANSITION_NAMES,
  ORDER_TRANSITIONS,
  OrderSchema,
  OrderStepSchema,
  OrderTimelineSchema,
  orderEndpoints,
  PROBLEM_PHOTO_FIELDS,
  ReportProblemInputSchema,
  ShipOrderInputSchema,
} from './orders.js';
export type { Destination, InfoPage, Locale } from './pages.js';
export {
  buildLocaleSegment,
  CANONICAL_LOCALES,
  INFO_PAGES,
  infoPath,
  languageTag,
  localeOfPath,
  parseLocaleSegment,
  pathFor,
  withLocale,
} from './pages.js';
export type { MyPayoutAccount, SellerPayout } from './paymentAccount.js';
export {
  ACCOUNT_TOKEN_CLAIM_TTL_MS,
  AccountStatusSchema,
  MyPayoutAccountSchema,
  PAYOUT_REQUIREMENT_STEPS,
  PAYOUT_STATUSES,
  paymentAccountEndpoints,
  SellerPayoutSchema,
} from './paymentAccount.js';
export type { CreateIntentBody, NotHonouredReason, PaymentIntent, SavedCard } from './payments.js';
export {
  BankAccountInputSchema,
  CardErrorSchema,
  CardInputSchema,
  CreateIntentBodySchema,
  HOLD_LIMIT_CODE,
  IntentOrderSchema,
  NOT_HONOURED_CODE,
  NOT_HONOURED_REASONS,
  PaymentIntentSchema,
  paymentEndpoints,
  SANDBOX_PUBLISHABLE_KEY,
  SandboxTokenSchema,
  SavedCardSchema,
} from './payments.js';
export type { ProductFacets, ProductRefinementValues, ProductSort } from './productRefinements.js';
export {
  MAX_PRICE_BOUND,
  PRODUCT_SORTS,
  ProductFacetsSchema,
  ProductRefinements,
  ProductSortSchema,
  priceRangeProblem,
  REFINEMENT_PARAMS,
  VisitorCountrySchema,
} from './productRefinements.js';
export { mayRetry, RETRYABLE_STATUSES } from './retries.js';
export type { NewReview, Review, SellerReviews } from './reviews.js';
export {
  NewReviewSchema,
  REVIEW_LIMITS,
  REVIEWABLE_STATES,
  ReviewSchema,
  reviewEndpoints,
  SellerReviewsSchema,
} from './reviews.js';
export type { EndpointName, Endpoints } from './routes.js';
export { endpoints } from './routes.js';
export type { Alert, SavedSearch } from './savedSearches.js';
export {
  AlertSchema,
  SavedSearchCriteria,
  SavedSearchSchema,
  savedSearchEndpoints,
} from './savedSearches.js';
export {
  MAX_SAVED_SEARCHES,
  namesCriteria,
  SAVED_SEARCH_CRITERIA,
  SAVED_SEARCH_LIMIT_CODE,
} from './savedSearchRules.js';
export type { AppLanguageCode, ErrorBody } from './schema.js';
export {
  AppLanguageCodeSchema,
  Device,
  dataOf,
  Email,
  ErrorBodySchema,
  Flag,
  Id,
  IdempotencyKey,
  IdOrZero,
  IsoDate,
  listOf,
  MAX_ID,
  NoQuery,
  Ok,
  OnOff,
  Pagination,
  requiredText,
  text,
  textField,
} from './schema.js';
export type { SearchSuggestions } from './searchSuggestions.js';
export {
  SEARCH_TEXT_MAX,
  SearchSuggestionsSchema,
  SUGGESTIONS_PER_KIND,
  suggestionEndpoints,
} from './searchSuggestions.js';
export type { SellerProduct, SellerProductStatus, SellerProductUpdate } from './sellerProducts.js';
export {
  SELLER_PRODUCT_STATUSES,
  SellerProductSchema,
  SellerProductStatusSchema,
  SellerProductUpdateSchema,
  sellerProductEndpoints,
} from './sellerProducts.js';
export type { NewSeller, SellerCard, SellerLanguage, SellerSummary, SpokenLanguage } from './sellers.js';
export {
  NewSellerSchema,
  SellerCardSchema,
  SellerLanguageSchema,
  SellerSummarySchema,
  SpokenLanguageSchema,
  sellerEndpoints,
} from './sellers.js';
export type { NotificationSetting, Settings } from './settings.js';
export { NOTIFICATION_SETTINGS, SettingsSchema, settingsEndpoints } from './settings.js';
export type { NamedCategory } from './slugs.js';
export { categorySlugs, slugify } from './slugs.js';
export type {
  Ack,
  ClientToServerEvents,
  LikeInput,
  MessageEvent,
  SendMessageInput,
  ServerToClientEvents,
  UpdateOrderStateInput,
} from './socket.js';
export {
  InitializePayload,
  LikePayload,
  MessageEventSchema,
  SendMessagePayload,
  SOCKET_PATH,
  UpdateOrderStatePayload,
} from './socket.js';
export type { DecideListingInput, ListingDecision, ListingDecisionResult, ListingToVerify } from './staff.js';
export {
  DecideListingInputSchema,
  LISTING_DECISIONS,
  LISTING_REFUSAL_LIMIT,
  ListingDecisionSchema,
  ListingToVerifySchema,
  staffEndpoints,
} from './staff.js';
export type { Waiting } from './waiting.js';
export { WaitingSchema, waitingEndpoints } from './waiting.js';
