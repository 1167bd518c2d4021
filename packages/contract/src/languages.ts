import type { AppLanguageCode } from './schema.js';

/** A language of the interface (spec §3 "Language"). */
export interface Language {
  id: number;
  alpha2: AppLanguageCode;
  /** The language's name in itself. */
  langueName: string;
}

/** The five interface languages, with the ids the spec gives them (§3). */
export const LANGUAGES: readonly Language[] = [
  { id: 1, alpha2: 'fr', langueName: 'Français' },
  { id: 2, alpha2: 'en', langueName: 'English' },
  { id: 3, alpha2: 'it', langueName: 'Italiano' },
  { id: 4, alpha2: 'jp', langueName: '日本語' },
  { id: 5, alpha2: 'ru', langueName: 'Русский' },
];

/** The language used when none is known. */
export const DEFAULT_LANGUAGE: AppLanguageCode = 'fr';

/** The suffix of localised category fields: the spec names the English form `uk`. */
export const CATEGORY_SUFFIX: Readonly<Record<AppLanguageCode, 'fr' | 'uk' | 'it' | 'jp' | 'ru'>> = {
  fr: 'fr',
  en: 'uk',
  it: 'it',
  jp: 'jp',
  ru: 'ru',
};

export function languageById(id: number): Language | undefined {
  return LANGUAGES.find((language) => language.id === id);
}

export function languageByCode(code: string): Language | undefined {
  return LANGUAGES.find((language) => language.alpha2 === code);
}

/**
 * The id sign-up stores as the account's language (`langue_application`): the interface language
 * the user signed up in, which their e-mails and new listings are then written in.
 */
export function signupLanguageId(language: AppLanguageCode): number {
  return languageByCode(language)?.id ?? (languageByCode(DEFAULT_LANGUAGE) as Language).id;
}
