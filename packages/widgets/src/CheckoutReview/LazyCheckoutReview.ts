/**
 * The review, shown in place once paid (by the checkout, or by `<vitrine-checkout>`): fetched
 * then, not with the checkout, which does not need it to start.
 */
import { lazyScreen } from '../lazyScreen.js';

export const LazyCheckoutReview = lazyScreen(() =>
  import('./CheckoutReview.js').then((module) => module.CheckoutReview),
);
