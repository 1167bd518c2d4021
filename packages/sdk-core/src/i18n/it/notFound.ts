import type { Messages } from '../fr/index.js';

export const notFound: Messages['notFound'] = {
  title: 'Pagina non trovata',
  text: 'La pagina che cerchi non esiste o è stata spostata.',
  home: 'Torna alla home',
};
