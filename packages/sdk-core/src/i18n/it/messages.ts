import type { Messages } from '../fr/index.js';

export const messages: Messages['messages'] = {
  receiverDeleted: 'Questo account è stato eliminato: non riceve più messaggi.',
  title: 'I miei messaggi',
  listLabel: 'Conversazioni',
  empty: 'Ancora nessun messaggio.',
  emptyHint: 'Scrivi a un venditore da un articolo o da un ordine.',
  unread_one: '{{count}} non letto',
  unread_other: '{{count}} non letti',
  thread: {
    back: 'Torna ai miei messaggi',
    with: 'Con {{pseudo}}',
    label: 'Conversazione',
    empty: 'Ancora nessun messaggio in questa conversazione.',
    you: 'Tu',
    reply: 'La tua risposta',
    send: 'Invia',
    missing: 'Nessuna conversazione scelta.',
    limit: 'Troppi messaggi in poco tempo: riprova tra {{minutes}} min.',
  },
};
