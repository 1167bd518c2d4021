export const messages = {
  title: 'Mes messages',
  listLabel: 'Conversations',
  empty: 'Aucun message pour l’instant.',
  emptyHint: 'Écrivez à un vendeur depuis un article ou une commande.',
  unread_one: '{{count}} non lu',
  unread_other: '{{count}} non lus',
  thread: {
    back: 'Retour à mes messages',
    with: 'Avec {{pseudo}}',
    label: 'Fil de la conversation',
    empty: 'Aucun message dans cette conversation pour l’instant.',
    you: 'Vous',
    reply: 'Votre réponse',
    send: 'Envoyer',
    missing: 'Aucune conversation choisie.',
    limit: 'Trop de messages en peu de temps : réessayez dans {{minutes}} min.',
  },
} as const;
