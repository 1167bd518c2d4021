import type { Messages } from '../fr/index.js';

export const sellers: Messages['sellers'] = {
  title: 'Our sellers',
  filtersLabel: 'Filter the sellers',
  country: {
    label: 'Country',
    all: 'All countries',
    search: 'Search for a country',
    noMatch: 'No country matches.',
  },
  language: {
    label: 'Spoken language',
    all: 'All languages',
  },
  count: 'Sellers: {{count}}',
  productCount: 'Items: {{count}}',
  languages: 'Languages: {{list}}',
  noMatch: 'No seller matches these filters.',
  clearFilters: 'Clear the filters',
  empty: 'No sellers yet.',
  profile: {
    memberSince: 'Member since {{date}}',
    spokenLanguages: 'Spoken languages',
    contact: 'Contact',
    contactSubject: 'Question for {{pseudo}}',
    tabsLabel: '{{pseudo}}’s profile',
    about: 'About',
    products: 'Products',
    activity: 'Recent activity',
    noAbout: 'This seller has not written an introduction yet.',
    productsOf: 'Items from {{pseudo}}',
    noProducts: 'This seller has no items for sale at the moment.',
    noActivity: 'No recent activity to show yet.',
    notFound: 'Seller not found',
    notFoundText: 'This profile does not exist or is no longer available.',
    backToSellers: 'See our sellers',
  },
};
