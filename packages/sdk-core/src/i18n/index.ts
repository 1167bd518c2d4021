/**
 * Interface texts in the five languages, through a private i18next instance per client (never
 * the global one, so two clients on a page can speak different languages).
 */

import type { AppLanguageCode } from '@vitrine/contract';
import { createInstance, type i18n as I18n } from 'i18next';
import { en } from './en/index.js';
import { fr, type Messages } from './fr/index.js';
import { it } from './it/index.js';
import { jp } from './jp/index.js';
import { ru } from './ru/index.js';

export const messages: Readonly<Record<AppLanguageCode, Messages>> = { fr, en, it, jp, ru };

/** A ready i18next instance holding every language, set to `language`. */
export function createI18n(language: AppLanguageCode): I18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'fr',
    resources: Object.fromEntries(
      Object.entries(messages).map(([code, translation]) => [code, { translation }]),
    ),
    // React escapes what it renders; escaping here too would show '&amp;'.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export type { I18n, Messages };
