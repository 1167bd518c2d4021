import type { SpokenLanguageSeed } from './types.js';

/** Languages a seller can declare speaking (ISO 639-1). */
export const spokenLanguages: readonly SpokenLanguageSeed[] = [
  { alpha2: 'fr', nom_fr: 'Français', nom_en: 'French' },
  { alpha2: 'en', nom_fr: 'Anglais', nom_en: 'English' },
  { alpha2: 'it', nom_fr: 'Italien', nom_en: 'Italian' },
  { alpha2: 'es', nom_fr: 'Espagnol', nom_en: 'Spanish' },
  { alpha2: 'de', nom_fr: 'Allemand', nom_en: 'German' },
  { alpha2: 'pt', nom_fr: 'Portugais', nom_en: 'Portuguese' },
  { alpha2: 'nl', nom_fr: 'Néerlandais', nom_en: 'Dutch' },
  { alpha2: 'ja', nom_fr: 'Japonais', nom_en: 'Japanese' },
  { alpha2: 'zh', nom_fr: 'Chinois', nom_en: 'Chinese' },
  { alpha2: 'ko', nom_fr: 'Coréen', nom_en: 'Korean' },
  { alpha2: 'ru', nom_fr: 'Russe', nom_en: 'Russian' },
  { alpha2: 'ar', nom_fr: 'Arabe', nom_en: 'Arabic' },
  { alpha2: 'sv', nom_fr: 'Suédois', nom_en: 'Swedish' },
  { alpha2: 'pl', nom_fr: 'Polonais', nom_en: 'Polish' },
];
