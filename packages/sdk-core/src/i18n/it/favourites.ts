import type { Messages } from '../fr/index.js';

export const favourites: Messages['favourites'] = {
  title: 'I miei preferiti',
  itemCount_one: '{{count}} articolo',
  itemCount_other: '{{count}} articoli',
  empty: 'Nessun preferito',
  emptyHint: 'Tocca il cuore di un articolo per ritrovarlo qui.',
  browse: 'Scopri gli articoli',
  signInHint: 'Accedi per ritrovare i tuoi preferiti.',
  signIn: 'Accedi',
};
