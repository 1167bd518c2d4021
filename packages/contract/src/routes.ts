/**
 * The route table: every endpoint of the web service, by name. The server registers exactly
 * these, the SDK calls exactly these, and the route-table tests walk this object, so no route
 * exists without entering it.
 */
import { bannerEndpoints } from './banners.js';
import { catalogEndpoints } from './catalog.js';
import { countryEndpoints } from './countries.js';
import { sellerEndpoints } from './sellers.js';

export const endpoints = {
  ...countryEndpoints,
  ...bannerEndpoints,
  ...catalogEndpoints,
  ...sellerEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
