/**
 * The Payouts screen as the package exports it: its code is fetched the first time it renders,
 * so it is a chunk of its own that only a seller opening their payouts loads.
 */
import { lazyScreen } from '../lazyScreen.js';

export const Payouts = lazyScreen(() => import('./Payouts.js').then((module) => module.Payouts));
