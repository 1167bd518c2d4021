import { type AppLanguageCode, type Country, intlLanguage } from '@vitrine/sdk-core';

const regionNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(language: AppLanguageCode): Intl.DisplayNames | null {
  if (!regionNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intlLanguage(language)], { type: 'region' });
    } catch {
      // An engine without DisplayNames: the server's names are used.
    }
    regionNames.set(language, names);
  }
  return regionNames.get(language) ?? null;
}

/**
 * A country's name in the interface language: the server's French and English names, and Intl's
 * names for Italian, Japanese and Russian (the server has none in those languages) or when the
 * server gave no English name.
 */
export function countryLabel(
  country: Pick<Country, 'alpha2' | 'nom_fr_fr'> & Partial<Pick<Country, 'nom_en_gb'>>,
  language: AppLanguageCode,
): string {
  if (language === 'fr') return country.nom_fr_fr;
  if (language === 'en' && country.nom_en_gb) return country.nom_en_gb;
  const fallback = country.nom_en_gb || country.nom_fr_fr;
  try {
    return namesIn(language)?.of(country.alpha2.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}
