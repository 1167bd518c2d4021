import type { Messages } from '../fr/index.js';

export const favourites: Messages['favourites'] = {
  title: 'My favourites',
  itemCount_one: '{{count}} item',
  itemCount_other: '{{count}} items',
  empty: 'No favourites',
  emptyHint: 'Tap the heart on an item to find it here.',
  browse: 'Discover the items',
  signInHint: 'Sign in to find your favourites.',
  signIn: 'Sign in',
};
