export const shell = {
  country: {
    open: 'Changer de pays : {{country}}',
    title: 'Pays de livraison',
    deliveredIn: 'Vous êtes livré dans le pays « {{country}} » et facturé en {{currency}} {{unit}}.',
    billedIn: 'Vous êtes facturé en {{currency}} {{unit}}.',
    filter: 'Filtrer par pays ou devise',
    filterPlaceholder: 'France, JPY…',
    list: 'Pays',
    noMatch: 'Aucun pays ne correspond à « {{query}} ».',
    confirm: 'Valider',
  },
  language: {
    label: 'Langue',
  },
} as const;
