import type { Messages } from '../fr/index.js';

export const brands: Messages['brands'] = {
  title: 'Marchi',
  searchLabel: 'Cerca un marchio',
  searchPlaceholder: 'Chanel, Hermès…',
  indexLabel: 'Indice dei marchi',
  otherGroupName: 'Numeri e simboli',
  productCount_one: '{{count}} articolo',
  productCount_other: '{{count}} articoli',
  results_one: '{{count}} marchio trovato',
  results_other: '{{count}} marchi trovati',
  noMatch: 'Nessun marchio corrisponde a «{{query}}».',
  clearSearch: 'Cancella la ricerca',
  empty: 'Ancora nessun marchio.',
};
