import type { Messages } from '../fr/index.js';

export const settings: Messages['settings'] = {
  title: 'My settings',
  notifications: 'Notifications',
  notificationsIntro: 'Choose what you are notified about.',
  toggles: {
    vente: 'Sales',
    message: 'Messages',
    commentaire: 'Comments',
    retour: 'Returns',
    suivi_commande: 'Order tracking',
    love: 'Favourites',
    alertes: 'Search and price alerts',
  },
  international: 'International preferences',
  language: 'Language',
  country: 'Country',
  saved: 'Setting saved',
  failed: 'This setting could not be saved: {{message}}',
};
