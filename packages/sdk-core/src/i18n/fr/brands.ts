export const brands = {
  title: 'Marque',
  searchLabel: 'Rechercher une marque',
  searchPlaceholder: 'Chanel, Hermès…',
  indexLabel: 'Index des marques',
  otherGroupName: 'Chiffres et symboles',
  productCount_one: '{{count}} article',
  productCount_other: '{{count}} articles',
  results_one: '{{count}} marque trouvée',
  results_other: '{{count}} marques trouvées',
  noMatch: 'Aucune marque ne correspond à « {{query}} ».',
  clearSearch: 'Effacer la recherche',
  empty: 'Aucune marque pour le moment.',
} as const;
