export const notFound = {
  title: 'Page introuvable',
  text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  home: 'Retour à l’accueil',
} as const;
