export const brands = {
  title: 'Marque',
  searchLabel: 'Rechercher une marque',
  searchPlaceholder: 'Chanel, Hermès…',
  indexLabel: 'Index des marques',
  otherGroupName: 'Chiffres et symboles',
  productCount: 'Articles : {{count}}',
  results: 'Marques trouvées : {{count}}',
  noMatch: 'Aucune marque ne correspond à « {{query}} ».',
  clearSearch: 'Effacer la recherche',
  empty: 'Aucune marque pour le moment.',
} as const;
