/** Buyers' reviews of sellers: the form after a completed order, and where they are shown. */
import type { Messages } from '../fr/index.js';

export const reviews: Messages['reviews'] = {
  title: 'Reviews',
  summary_one: '{{average}} out of 5 · {{count}} review',
  summary_other: '{{average}} out of 5 · {{count}} reviews',
  none: 'No reviews yet.',
  stars: '{{note}} out of 5',
  by: '{{buyer}}, on {{date}}',
  about: 'About: {{item}}',
  formTitle: 'Review the seller',
  note: 'Rating',
  noteOption: '{{note}} out of 5',
  comment: 'Your comment',
  send: 'Post review',
  sent: 'Thank you: your review is posted.',
  yours: 'Your review',
  pickNote: 'Choose a rating from 1 to 5.',
  already: 'This order has already been reviewed.',
};
