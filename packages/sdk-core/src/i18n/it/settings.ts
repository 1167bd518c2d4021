import type { Messages } from '../fr/index.js';

export const settings: Messages['settings'] = {
  title: 'Le mie impostazioni',
  notifications: 'Notifiche',
  notificationsIntro: 'Scegli di cosa ricevere notifica.',
  toggles: {
    vente: 'Vendite',
    message: 'Messaggi',
    commentaire: 'Commenti',
    retour: 'Resi',
    suivi_commande: 'Tracciamento degli ordini',
    love: 'Preferiti',
    alertes: 'Avvisi di ricerche e prezzi',
  },
  international: 'Preferenze internazionali',
  language: 'Lingua',
  country: 'Paese',
  saved: 'Impostazione salvata',
  failed: 'Impossibile salvare questa impostazione: {{message}}',
};
