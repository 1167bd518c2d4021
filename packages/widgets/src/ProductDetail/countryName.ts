/**
 * A country's name in the visitor's language from its alpha-2 code: the product detail only
 * carries French (and English) names, and `Intl` knows every country in every language.
 */
import { type AppLanguageCode, intlLanguage } from '@vitrine/sdk-core';

const displayNames = new Map<string, Intl.DisplayNames | null>();

export function countryName(alpha2: string, language: AppLanguageCode, fallback: string): string {
  const locale = intlLanguage(language);
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
    } catch {
      displayNames.set(locale, null);
    }
  }
  try {
    return displayNames.get(locale)?.of(alpha2.toUpperCase()) ?? fallback;
  } catch {
    // Not a region code Intl knows.
    return fallback;
  }
}
