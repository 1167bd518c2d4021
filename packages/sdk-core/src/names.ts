/**
 * Names of countries and languages in the interface language. The server names countries and
 * spoken languages in French and English; `Intl.DisplayNames` knows them in every language, so
 * Italian, Japanese and Russian come from it, with the server's English name where Intl has none.
 */
import type { AppLanguageCode } from '@vitrine/contract';
import { intlLanguage } from './locale.js';

export interface ServerNames {
  fr: string;
  en?: string | null;
}

const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(language: AppLanguageCode, type: 'region' | 'language'): Intl.DisplayNames | null {
  const key = `${type}:${language}`;
  if (!cache.has(key)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intlLanguage(language)], { type, fallback: 'none' });
    } catch {
      // An engine without DisplayNames: the server's names are used.
    }
    cache.set(key, names);
  }
  return cache.get(key) ?? null;
}

function named(
  code: string,
  language: AppLanguageCode,
  names: ServerNames,
  type: 'region' | 'language',
): string {
  if (language === 'fr') return names.fr;
  if (language === 'en' && names.en) return names.en;
  try {
    const name = displayNames(language, type)?.of(type === 'region' ? code.toUpperCase() : code);
    if (name)
      return type === 'language'
        ? name.charAt(0).toLocaleUpperCase(intlLanguage(language)) + name.slice(1)
        : name;
  } catch {
    // A code Intl does not accept: the server's name below.
  }
  return names.en || names.fr;
}

/** A country's name in the interface language, from its alpha-2 and the server's names. */
export function countryName(alpha2: string, language: AppLanguageCode, names: ServerNames): string {
  return named(alpha2, language, names, 'region');
}

/** A spoken language's name ('ja') in the interface language: 'Japonais', 'Japanese', '日本語'… */
export function spokenLanguageName(alpha2: string, language: AppLanguageCode, names: ServerNames): string {
  return named(alpha2, language, names, 'language');
}

/** Countries as options of a list: named in the interface language, sorted as that language sorts. */
export function countryOptions<C extends { alpha2: string; nom_fr_fr: string; nom_en_gb?: string | null }>(
  countries: readonly C[],
  language: AppLanguageCode,
): { alpha2: string; name: string; country: C }[] {
  const collator = new Intl.Collator(intlLanguage(language));
  return countries
    .map((country) => ({
      alpha2: country.alpha2,
      name: countryName(country.alpha2, language, { fr: country.nom_fr_fr, en: country.nom_en_gb }),
      country,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
