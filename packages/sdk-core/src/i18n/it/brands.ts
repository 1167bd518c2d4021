import type { Messages } from '../fr/index.js';

export const brands: Messages['brands'] = {
  title: 'Marchi',
  searchLabel: 'Cerca un marchio',
  searchPlaceholder: 'Chanel, Hermès…',
  indexLabel: 'Indice dei marchi',
  otherGroupName: 'Numeri e simboli',
  productCount: 'Articoli: {{count}}',
  results: 'Marchi trovati: {{count}}',
  noMatch: 'Nessun marchio corrisponde a «{{query}}».',
  clearSearch: 'Cancella la ricerca',
  empty: 'Ancora nessun marchio.',
};
