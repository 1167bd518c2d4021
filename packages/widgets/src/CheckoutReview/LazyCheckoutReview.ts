/**
 * The review, shown in place once paid (by the checkout, or by `<vitrine-checkout>`): fetched
 * then, not with the checkout (issue 7).
 */
import { lazyScreen } from '../lazyScreen.js';

export const LazyCheckoutReview = lazyScreen(() =>
  import('./CheckoutReview.js').then((module) => module.CheckoutReview),
);
