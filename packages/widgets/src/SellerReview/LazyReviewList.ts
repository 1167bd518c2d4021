/**
 * The seller's reviews, fetched with their code the first time they show: the product page's
 * 'Commentaires' panel and the seller profile's 'Avis' tab are both closed at first.
 */
import { lazyScreen } from '../lazyScreen.js';

export const LazyReviewList = lazyScreen(() => import('./ReviewList.js').then((module) => module.ReviewList));
