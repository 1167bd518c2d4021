export const settings = {
  title: 'Mes paramètres',
  notifications: 'Notifications',
  notificationsIntro: 'Choisissez ce qui vous est notifié.',
  toggles: {
    vente: 'Ventes',
    message: 'Messages',
    commentaire: 'Commentaires',
    retour: 'Retours',
    suivi_commande: 'Suivi de commande',
    love: 'Coups de cœur',
    alertes: 'Alertes de recherches et de prix',
  },
  international: 'Préférences internationales',
  language: 'Langue',
  country: 'Pays',
  saved: 'Paramètre enregistré',
  failed: 'Ce paramètre n’a pas pu être enregistré : {{message}}',
} as const;
