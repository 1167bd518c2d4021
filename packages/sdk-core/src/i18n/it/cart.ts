import type { Messages } from '../fr/index.js';

export const cart: Messages['cart'] = {
  title: 'Il mio carrello',
  lines: 'Articoli nel carrello',
  itemCount_one: '{{count}} articolo',
  itemCount_other: '{{count}} articoli',
  empty: 'Nessun prodotto nel carrello',
  emptyHint: 'Sfoglia le novità e aggiungi i tuoi capi preferiti.',
  browse: 'Scopri gli articoli',
  signInHint: 'Accedi per ritrovare il tuo carrello.',
  signIn: 'Accedi',
  colour: 'Colore: {{name}}',
  size: 'Taglia: {{size}}',
  conversion: 'Taglia US: {{size}}',
  unitPrice: 'Prezzo unitario',
  shippedFrom: 'Paese di spedizione: {{pays}}',
  remove: 'Rimuovi {{item}} dal carrello',
  removeFailed: 'Impossibile rimuovere questo articolo: {{message}}',
  soldMeanwhile: 'Venduto nel frattempo: questo articolo non può più essere pagato e non è conteggiato.',
  unavailable: 'Non disponibile',
  withdrawnMeanwhile:
    'Ritirato dalla vendita: questo articolo non può più essere pagato e non è conteggiato.',
  summary: 'Riepilogo',
  total: 'TOTALE',
  deliveryIncluded: 'Spedizione inclusa',
  checkout: 'Procedi al pagamento',
  thanks: 'Grazie per la fiducia: ogni capo viene verificato prima della spedizione.',
};
