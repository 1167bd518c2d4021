/**
 * The route table: every endpoint of the web service, by name. The server registers exactly
 * these, the SDK calls exactly these, and the route-table tests walk this object, so no route
 * exists without entering it.
 */
import { accountEndpoints } from './account.js';
import { addressBookEndpoints } from './addressBook.js';
import { authEndpoints } from './auth.js';
import { bannerEndpoints } from './banners.js';
import { cartEndpoints } from './cart.js';
import { catalogEndpoints } from './catalog.js';
import { countryEndpoints } from './countries.js';
import { facetEndpoints } from './facets.js';
import { favouriteEndpoints } from './favourites.js';
import { leavingEndpoints } from './leaving.js';
import { messageEndpoints } from './messages.js';
import { offerEndpoints } from './offers.js';
import { onboardingEndpoints } from './onboarding.js';
import { orderEndpoints } from './orders.js';
import { paymentAccountEndpoints } from './paymentAccount.js';
import { paymentEndpoints } from './payments.js';
import { reviewEndpoints } from './reviews.js';
import { savedSearchEndpoints } from './savedSearches.js';
import { suggestionEndpoints } from './searchSuggestions.js';
import { sellerProductEndpoints } from './sellerProducts.js';
import { sellerEndpoints } from './sellers.js';
import { settingsEndpoints } from './settings.js';
import { staffEndpoints } from './staff.js';
import { waitingEndpoints } from './waiting.js';

export const endpoints = {
  ...authEndpoints,
  ...accountEndpoints,
  ...leavingEndpoints,
  ...countryEndpoints,
  ...bannerEndpoints,
  ...catalogEndpoints,
  ...facetEndpoints,
  ...suggestionEndpoints,
  ...sellerEndpoints,
  ...sellerProductEndpoints,
  ...cartEndpoints,
  ...favouriteEndpoints,
  ...orderEndpoints,
  ...addressBookEndpoints,
  ...paymentEndpoints,
  ...messageEndpoints,
  ...onboardingEndpoints,
  ...settingsEndpoints,
  ...paymentAccountEndpoints,
  ...staffEndpoints,
  ...reviewEndpoints,
  ...waitingEndpoints,
  ...offerEndpoints,
  ...savedSearchEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
