import type { Messages } from '../fr/index.js';

export const shell: Messages['shell'] = {
  country: {
    open: 'Cambia paese: {{country}}',
    title: 'Paese di consegna',
    deliveredIn: 'Ricevi le consegne in «{{country}}» e paghi in {{currency}} {{unit}}.',
    billedIn: 'Paghi in {{currency}} {{unit}}.',
    filter: 'Filtra per paese o valuta',
    filterPlaceholder: 'France, JPY…',
    list: 'Paesi',
    noMatch: 'Nessun paese corrisponde a «{{query}}».',
    confirm: 'Conferma',
  },
  language: {
    label: 'Lingua',
  },
};
