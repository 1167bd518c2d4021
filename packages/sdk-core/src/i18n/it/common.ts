import type { Messages } from '../fr/index.js';

export const common: Messages['common'] = {
  loading: 'Caricamento…',
  retry: 'Riprova',
  loadError: 'Impossibile caricare questo contenuto.',
  sold: 'Venduto',
  like: 'Aggiungi ai preferiti',
  unlike: 'Rimuovi dai preferiti',
  previous: 'Precedente',
  next: 'Successivo',
  seller: 'Venditore',
  soldBy: 'Venduto da {{pseudo}}',
  close: 'Chiudi',
  labelSeparator: ': ',
  remove: 'Rimuovi',
  pagination: 'Paginazione',
  itemsPerPage: 'Articoli per pagina',
  page: 'Pagina {{page}}',
  notices: {
    connected: 'Connesso',
    messageSent: 'Messaggio inviato',
    messageReceived: 'Messaggio ricevuto',
  },
  contact: {
    title: 'Contatta',
    to: 'A',
    subject: 'Oggetto',
    message: 'Il tuo messaggio',
    send: 'Invia',
    sent: 'Messaggio inviato',
    signIn: 'Accedi per scrivere a questo venditore.',
  },
};
