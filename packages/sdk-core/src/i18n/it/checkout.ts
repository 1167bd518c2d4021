import type { Messages } from '../fr/index.js';

export const checkout: Messages['checkout'] = {
  title: 'Pagamento',
  signInHint: 'Accedi per pagare il tuo carrello.',
  signIn: 'Accedi',
  deliveryStep: '1. Consegna',
  paymentStep: '2. Pagamento',
  alphanumericNote: 'Usa solo caratteri alfanumerici.',
  requiredNote: 'I campi contrassegnati con * sono obbligatori.',
  fields: {
    prenom: 'Nome',
    nom: 'Cognome',
    pays: 'Paese',
    adresse: 'Indirizzo',
    complement: 'Complemento dell’indirizzo',
    ville: 'Città',
    region_etat: 'Regione / Stato',
    code_postal: 'CAP',
    telephone: 'Telefono',
  },
  chooseCountry: 'Scegli un paese',
  continue: 'Continua al pagamento',
  deliverTo: 'Consegna a',
  editAddress: 'Modifica l’indirizzo',
  holderName: 'Titolare della carta',
  card: 'Carta di pagamento',
  cardLoading: 'Caricamento del modulo della carta…',
  cardUnavailable: 'Il pagamento con carta non è disponibile al momento.',
  saveCard: 'Salva per il prossimo pagamento',
  submit: 'Invia pagamento',
  cardField: {
    number: 'Numero della carta',
    expiry: 'Scadenza (MM/AA)',
    cvc: 'CVC',
    brand: 'Circuito della carta: {{brand}}',
    invalidNumber: 'Il numero della carta non è valido.',
    invalidExpiry: 'La data di scadenza non è valida.',
    pastExpiry: 'La data di scadenza è già passata.',
  },
  declines: {
    declined: 'La tua carta è stata rifiutata.',
    insufficientFunds: 'Il saldo della tua carta è insufficiente.',
    expiredCard: 'La tua carta è scaduta.',
    incorrectCvc: 'Il codice di sicurezza della carta non è corretto.',
    incorrectNumber: 'Il numero della carta non è corretto.',
    authenticationRequired:
      'Questo pagamento richiede un’autenticazione che la tua banca non ha potuto completare. Prova con un’altra carta.',
    processingError:
      'Si è verificato un errore durante l’elaborazione della carta. Riprova tra qualche istante.',
    incomplete: 'I dati della carta sono incompleti.',
  },
  progress: {
    address: 'Salvataggio dell’indirizzo di consegna…',
    token: 'Verifica della carta…',
    intent: 'Prenotazione dei tuoi articoli…',
    confirm: 'Conferma del pagamento…',
    done: 'Pagamento accettato.',
  },
  addressChanged: 'Questo indirizzo è stato modificato o eliminato nel frattempo: sceglilo di nuovo.',
  conflict:
    'Un articolo del tuo carrello è appena stato venduto o il suo prezzo è cambiato. Il carrello è stato aggiornato: controllalo prima di pagare di nuovo.',
  /** A payment the listing no longer honours (the server's `reason`): nothing was charged. */
  notHonoured: {
    refused:
      'I nostri esperti hanno rifiutato un articolo del tuo carrello durante il pagamento. Non è stato addebitato nulla e nessun ordine è stato creato.',
    withdrawn:
      'Il venditore ha ritirato dalla vendita un articolo del tuo carrello durante il pagamento. Non è stato addebitato nulla e nessun ordine è stato creato.',
    unverified:
      'Un articolo del tuo carrello è stato modificato ed è in corso di nuova verifica. Non è stato addebitato nulla: riprova quando sarà di nuovo in vendita.',
    repriced:
      'La tua prenotazione è scaduta e nel frattempo il prezzo di un articolo del tuo carrello è cambiato. Non è stato addebitato nulla: controlla il nuovo prezzo nel carrello prima di pagare di nuovo.',
    taken:
      'La tua prenotazione è scaduta e un articolo del tuo carrello non è più riservato per te. Non è stato addebitato nulla: controlla il carrello prima di pagare di nuovo.',
  },
  holdLimit:
    'Hai già dei pagamenti in sospeso che riservano articoli (al massimo {{items}} articoli in {{checkouts}} pagamenti). Completali o attendi che vengano liberati.',
  tooLarge:
    'Un articolo del tuo carrello costa più di quanto un singolo pagamento con carta possa accettare. Pagalo in un’altra valuta o contatta il venditore.',
  failed: 'Il pagamento non è andato a buon fine: {{message}}',
  nothingToPay: 'Il tuo carrello è vuoto: non c’è nulla da pagare.',
  backToCart: 'Torna al carrello',
  summaryTitle: 'Il mio carrello',
  review: {
    title: 'Grazie per il tuo ordine!',
    text: 'Il pagamento è stato accettato. I venditori spediscono i tuoi articoli entro 72 ore.',
    paid: 'Importo pagato',
    items_one: '{{count}} articolo pagato',
    items_other: '{{count}} articoli pagati',
    orders: 'I miei acquisti',
    home: 'Torna alla home',
    nothing: 'Nessun pagamento da mostrare.',
    nothingHint: 'Questa pagina riassume un pagamento subito dopo la sua accettazione.',
    toCart: 'Vedi il carrello',
  },
};
