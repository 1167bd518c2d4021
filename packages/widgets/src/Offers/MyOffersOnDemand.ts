/**
 * "Mes offres" as the package exports it: its code is fetched the first time it renders, so it is
 * a chunk of its own that only a user opening their offers loads.
 */
import { lazyScreen } from '../lazyScreen.js';

export const MyOffers = lazyScreen(() => import('./MyOffers.js').then((module) => module.MyOffers));
