import type { Messages } from '../fr/index.js';

export const home: Messages['home'] = {
  tagline: 'Authentic luxury, new and pre-loved',
  taglineSub: 'Verified designer pieces, sold by boutiques around the world.',
  bannersLabel: 'Featured',
  newArrivals: 'New arrivals',
  bestSellers: 'Best sellers',
  newSellers: 'New sellers',
  productsCount_one: '{{count}} item',
  productsCount_other: '{{count}} items',
  howItWorks: 'How it works',
  buyerTab: 'Buyer',
  sellerTab: 'Seller',
  buyerSteps: {
    find: 'Find the piece of your dreams among thousands of authentic items, new and pre-owned.',
    order: 'Order and pay securely by card.',
    ship: 'The seller accepts your order within {{accept}} hours, then ships it within {{ship}} hours.',
    confirm:
      'Confirm receipt when the parcel arrives: you then have {{disputeWindow}} hours to report a problem.',
  },
  sellerSteps: {
    list: 'Add your item with its photos, description and price.',
    ship: 'Accept the order within {{accept}} hours, then ship it within {{ship}} hours with the purchase invoice and a thank-you note.',
    paid: 'You are paid {{disputeWindow}} hours after the buyer receives it, unless they report a problem.',
  },
  appTitle: 'Vitrine in your pocket',
  appText: 'Download the app to buy and sell wherever you are.',
  appStore: 'Download on the App Store',
  googlePlay: 'Get it on Google Play',
  badges: {
    authentic: '100% authentic',
    condition: 'New and pre-owned',
    protection: 'Buyer and seller protection',
    payments: 'Secure payments',
  },
  newsletterTitle: 'Stay in the know',
  newsletterText: 'New arrivals and private sales, once a week.',
  newsletterLabel: 'Your e-mail address',
  newsletterButton: 'Subscribe',
  newsletterThanks: 'Thank you! Our news will reach you soon.',
};
