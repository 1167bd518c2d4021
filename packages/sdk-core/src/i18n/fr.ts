/**
 * Every interface text in French, the reference language: the other languages must have exactly
 * these keys (the type of each file says so, and a test checks it).
 */
export const fr = {
  common: {
    loading: 'Chargement…',
    retry: 'Réessayer',
    loadError: 'Impossible de charger ce contenu.',
    sold: 'Vendu',
    like: 'Ajouter aux favoris',
    unlike: 'Retirer des favoris',
    previous: 'Précédent',
    next: 'Suivant',
    seller: 'Vendeur',
    soldBy: 'Vendu par {{pseudo}}',
  },
  home: {
    tagline: 'Le luxe authentique, neuf et de seconde main',
    taglineSub: 'Des pièces de créateurs vérifiées, vendues par des boutiques du monde entier.',
    bannersLabel: 'À la une',
    newArrivals: 'Nouveautés',
    bestSellers: 'Meilleures ventes',
    newSellers: 'Nouveaux vendeurs',
    productsCount: 'Articles : {{count}}',
    emptyList: 'Aucun article pour le moment.',
    howItWorks: 'Comment ça marche',
    buyerTab: 'Acheteur',
    sellerTab: 'Vendeur',
    buyerSteps: {
      find: 'Trouvez la pièce de vos rêves parmi des milliers d’articles authentiques.',
      order: 'Commandez et payez en toute sécurité par carte.',
      ship: 'Le vendeur expédie l’article neuf, jamais porté, dans son emballage d’origine sous 72 h.',
      confirm: 'Vous confirmez la réception sous 48 h.',
    },
    sellerSteps: {
      list: 'Ajoutez votre article avec ses photos, sa description et son prix.',
      ship: 'Expédiez-le sous 72 h avec la facture d’achat et un mot de remerciement.',
      paid: 'Vous êtes payé 48 h après la réception par l’acheteur.',
    },
    appTitle: 'Vitrine dans votre poche',
    appText: 'Téléchargez l’application pour acheter et vendre où que vous soyez.',
    appStore: 'Télécharger dans l’App Store',
    googlePlay: 'Disponible sur Google Play',
    badges: {
      authentic: '100 % authentique',
      new: '100 % neuf',
      protection: 'Protection acheteur et vendeur',
      payments: 'Paiements sécurisés',
    },
    newsletterTitle: 'Restez informé',
    newsletterText: 'Les nouveautés et les ventes privées, une fois par semaine.',
    newsletterLabel: 'Votre adresse e-mail',
    newsletterButton: 'S’inscrire',
    newsletterThanks: 'Merci ! Vous recevrez bientôt nos nouvelles.',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    home: 'Retour à l’accueil',
  },
} as const;

/** The shape every language follows: the same keys, any strings. */
export type Messages = Widen<typeof fr>;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
