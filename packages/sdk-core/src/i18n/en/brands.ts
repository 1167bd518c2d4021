import type { Messages } from '../fr/index.js';

export const brands: Messages['brands'] = {
  title: 'Brands',
  searchLabel: 'Search for a brand',
  searchPlaceholder: 'Chanel, Hermès…',
  indexLabel: 'Brand index',
  otherGroupName: 'Numbers and symbols',
  productCount: 'Items: {{count}}',
  results: 'Brands found: {{count}}',
  noMatch: 'No brand matches “{{query}}”.',
  clearSearch: 'Clear the search',
  empty: 'No brands yet.',
};
