export const favourites = {
  title: 'Mes favoris',
  itemCount_one: '{{count}} article',
  itemCount_other: '{{count}} articles',
  empty: 'Pas de favoris',
  emptyHint: 'Touchez le cœur d’un article pour le retrouver ici.',
  browse: 'Découvrir les articles',
  signInHint: 'Identifiez-vous pour retrouver vos favoris.',
  signIn: 'S’identifier',
} as const;
