/**
 * The site's translator: i18next, reading the Vitrine texts (French at once, the language of the
 * address as soon as it has come, any other when the shopper switches: the client adds them).
 * Plurals are i18next's (`_one`, `_few`, `_many`, `_other`, by `Intl.PluralRules`); the SDK's
 * small translator, which the elements of partner pages use, reads the same texts alike.
 */
import { frenchTexts, type I18n } from '@vitrine/sdk-core';
import i18next from 'i18next';

export function createSiteI18n(): I18n {
  const i18n = i18next.createInstance();
  // Synchronous with the resources given, so the first render already has French.
  i18n.init({
    lng: 'fr',
    fallbackLng: 'fr',
    resources: { fr: { translation: frenchTexts } },
    initAsync: false,
    // React escapes what it renders; a value is never read as a text to translate.
    interpolation: { escapeValue: false, skipOnVariables: true },
  });
  return i18n;
}
