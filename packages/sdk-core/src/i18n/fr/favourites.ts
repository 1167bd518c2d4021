export const favourites = {
  title: 'Mes favoris',
  itemCount: 'Articles : {{count}}',
  empty: 'Pas de favoris',
  emptyHint: 'Touchez le cœur d’un article pour le retrouver ici.',
  browse: 'Découvrir les articles',
  signInHint: 'Identifiez-vous pour retrouver vos favoris.',
  signIn: 'S’identifier',
} as const;
