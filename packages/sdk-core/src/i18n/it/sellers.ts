import type { Messages } from '../fr/index.js';

export const sellers: Messages['sellers'] = {
  title: 'I nostri venditori',
  filtersLabel: 'Filtra i venditori',
  country: {
    label: 'Paese',
    all: 'Tutti i paesi',
    search: 'Cerca un paese',
    noMatch: 'Nessun paese corrisponde.',
  },
  language: {
    label: 'Lingua parlata',
    all: 'Tutte le lingue',
  },
  count: 'Venditori: {{count}}',
  productCount: 'Articoli: {{count}}',
  languages: 'Lingue: {{list}}',
  noMatch: 'Nessun venditore corrisponde a questi filtri.',
  clearFilters: 'Cancella i filtri',
  empty: 'Ancora nessun venditore.',
  profile: {
    memberSince: 'Membro da {{date}}',
    spokenLanguages: 'Lingue parlate',
    contact: 'Contatta',
    contactSubject: 'Domanda per {{pseudo}}',
    tabsLabel: 'Profilo di {{pseudo}}',
    about: 'Chi sono',
    products: 'Prodotti',
    activity: 'Attività recenti',
    noAbout: 'Questo venditore non ha ancora scritto una presentazione.',
    productsOf: 'Articoli di {{pseudo}}',
    noProducts: 'Questo venditore non ha articoli in vendita al momento.',
    noActivity: 'Nessuna attività recente da mostrare per ora.',
    notFound: 'Venditore non trovato',
    notFoundText: 'Questo profilo non esiste o non è più disponibile.',
    backToSellers: 'Vedi i nostri venditori',
  },
};
