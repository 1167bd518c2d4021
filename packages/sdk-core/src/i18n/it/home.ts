import type { Messages } from '../fr/index.js';

export const home: Messages['home'] = {
  tagline: 'Il lusso autentico, nuovo e di seconda mano',
  taglineSub: 'Capi firmati verificati, venduti da boutique di tutto il mondo.',
  bannersLabel: 'In primo piano',
  newArrivals: 'Novità',
  bestSellers: 'I più venduti',
  newSellers: 'Nuovi venditori',
  productsCount_one: '{{count}} articolo',
  productsCount_other: '{{count}} articoli',
  howItWorks: 'Come funziona',
  buyerTab: 'Acquirente',
  sellerTab: 'Venditore',
  buyerSteps: {
    find: 'Trova il capo dei tuoi sogni tra migliaia di articoli autentici, nuovi e usati.',
    order: 'Ordina e paga con carta in tutta sicurezza.',
    ship: 'Il venditore accetta l’ordine entro {{accept}} ore, poi lo spedisce entro {{ship}} ore.',
    confirm:
      'Conferma la ricezione all’arrivo del pacco: hai poi {{disputeWindow}} ore per segnalare un problema.',
  },
  sellerSteps: {
    list: 'Aggiungi il tuo articolo con foto, descrizione e prezzo.',
    ship: 'Accetta l’ordine entro {{accept}} ore, poi spediscilo entro {{ship}} ore con la fattura d’acquisto e un biglietto di ringraziamento.',
    paid: 'Vieni pagato {{disputeWindow}} ore dopo la ricezione da parte dell’acquirente, se non segnala alcun problema.',
  },
  appTitle: 'Vitrine in tasca',
  appText: 'Scarica l’app per comprare e vendere ovunque tu sia.',
  appStore: 'Scarica su App Store',
  googlePlay: 'Disponibile su Google Play',
  badges: {
    authentic: '100% autentico',
    condition: 'Nuovo e usato',
    protection: 'Protezione acquirente e venditore',
    payments: 'Pagamenti sicuri',
  },
  newsletterTitle: 'Resta aggiornato',
  newsletterText: 'Novità e vendite private, una volta alla settimana.',
  newsletterLabel: 'Il tuo indirizzo e-mail',
  newsletterButton: 'Iscriviti',
  newsletterThanks: 'Grazie! Riceverai presto le nostre notizie.',
};
