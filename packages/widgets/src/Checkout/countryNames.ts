/**
 * Country names in the interface language for the delivery form's country list. The server names
 * countries in French and English only; `Intl.DisplayNames` names them in every language, with
 * the server's name where Intl has none.
 */
import { type AppLanguageCode, type Country, intlLanguage } from '@vitrine/sdk-core';

export interface CountryOption {
  alpha2: string;
  name: string;
}

function displayNames(language: AppLanguageCode): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([intlLanguage(language)], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
}

/** The countries as options, named and sorted in the interface language. */
export function countryOptions(countries: readonly Country[], language: AppLanguageCode): CountryOption[] {
  const names = language === 'fr' ? null : displayNames(language);
  const fallback = (country: Country) => (language === 'fr' ? country.nom_fr_fr : country.nom_en_gb);
  const collator = new Intl.Collator(intlLanguage(language));
  return countries
    .map((country) => ({ alpha2: country.alpha2, name: names?.of(country.alpha2) || fallback(country) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
