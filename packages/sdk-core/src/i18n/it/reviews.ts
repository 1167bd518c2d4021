/** Buyers' reviews of sellers: the form after a completed order, and where they are shown. */
import type { Messages } from '../fr/index.js';

export const reviews: Messages['reviews'] = {
  title: 'Recensioni',
  summary_one: '{{average}} su 5 · {{count}} recensione',
  summary_other: '{{average}} su 5 · {{count}} recensioni',
  none: 'Ancora nessuna recensione.',
  stars: '{{note}} su 5',
  by: '{{buyer}}, il {{date}}',
  about: 'Riguardo a: {{item}}',
  formTitle: 'Recensisci il venditore',
  note: 'Voto',
  noteOption: '{{note}} su 5',
  comment: 'Il tuo commento',
  send: 'Pubblica la recensione',
  sent: 'Grazie: la tua recensione è pubblicata.',
  yours: 'La tua recensione',
  pickNote: 'Scegli un voto da 1 a 5.',
  already: 'Questo ordine è già stato recensito.',
};
