import type { Messages } from '../fr/index.js';

export const shell: Messages['shell'] = {
  country: {
    open: 'Change country: {{country}}',
    title: 'Delivery country',
    deliveredIn: 'You are delivered in {{country}} and billed in {{currency}} {{unit}}.',
    billedIn: 'You are billed in {{currency}} {{unit}}.',
    filter: 'Filter by country or currency',
    filterPlaceholder: 'France, JPY…',
    list: 'Countries',
    noMatch: 'No country matches “{{query}}”.',
    confirm: 'Confirm',
  },
  language: {
    label: 'Language',
  },
};
