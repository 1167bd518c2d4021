import type { Messages } from '../fr/index.js';

export const validation: Messages['validation'] = {
  required: 'Questo campo è obbligatorio.',
  email: 'Inserisci un indirizzo e-mail valido.',
  invalid: 'Questo valore non è valido.',
  minLength: 'Almeno {{min}} caratteri.',
  maxLength: 'Al massimo {{max}} caratteri.',
  min: 'Almeno {{min}}.',
  max: 'Al massimo {{max}}.',
  pattern: 'Il formato non è valido.',
  date: 'Inserisci una data valida.',
  tooOld: 'La data di nascita deve risalire a meno di 100 anni fa.',
  tooYoung: 'Per iscriverti devi essere nato o nata nel {{year}} o prima.',
  alphanumeric: 'Usa solo lettere e cifre.',
  phone: 'Inserisci un numero di telefono valido.',
  kana: 'Inserisci questo nome in kana.',
  ssnLast4: 'Inserisci le ultime 4 cifre (al massimo 9999).',
  languageTwice: 'Questa lingua è già stata scelta.',
  iban: 'Inserisci un IBAN valido.',
  fileRequired: 'Questo documento è obbligatorio.',
  webAddress: 'Inserisci un indirizzo web (https://…).',
};
