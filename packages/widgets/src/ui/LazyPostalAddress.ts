/**
 * The postal address, fetched with the address formats the first time one shows: a checkout's
 * delivery step done, the account's addresses opened; no screen's first bytes carry them.
 */
import { lazyScreen } from '../lazyScreen.js';

export const LazyPostalAddress = lazyScreen(
  () => import('./PostalAddress.js').then((module) => module.PostalAddress),
  { whileLoading: () => null },
);
