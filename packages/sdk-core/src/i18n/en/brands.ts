import type { Messages } from '../fr/index.js';

export const brands: Messages['brands'] = {
  title: 'Brands',
  searchLabel: 'Search for a brand',
  searchPlaceholder: 'Chanel, Hermès…',
  indexLabel: 'Brand index',
  otherGroupName: 'Numbers and symbols',
  productCount_one: '{{count}} item',
  productCount_other: '{{count}} items',
  results_one: '{{count}} brand found',
  results_other: '{{count}} brands found',
  noMatch: 'No brand matches “{{query}}”.',
  clearSearch: 'Clear the search',
  empty: 'No brands yet.',
};
