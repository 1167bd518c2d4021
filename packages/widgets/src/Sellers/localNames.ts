/**
 * Names of countries and spoken languages in the visitor's language. The server names seller
 * countries in the five interface languages, but spoken languages only in French and English:
 * the others come from `Intl.DisplayNames`, with the server's English name when Intl lacks one.
 */
import {
  type AppLanguageCode,
  intlLanguage,
  type SellerCountry,
  type SpokenLanguage,
} from '@vitrine/sdk-core';

/**
 * A country's name in the visitor's language from its alpha-2: the server's French or English
 * name for fr and en, `Intl.DisplayNames` for the other languages (the server's records of a
 * country name it in French and English only), and the English name when Intl has none.
 */
export function countryName(
  alpha2: string,
  names: { fr: string; en: string },
  language: AppLanguageCode,
): string {
  if (language === 'fr' || language === 'en') return names[language];
  try {
    return (
      new Intl.DisplayNames([intlLanguage(language)], { type: 'region', fallback: 'none' }).of(alpha2) ??
      names.en
    );
  } catch {
    return names.en;
  }
}

/** A country that has sellers, in the visitor's language. */
export function sellerCountryName(country: SellerCountry, language: AppLanguageCode): string {
  return country[`pays_${language}`] || country.nom_fr_fr;
}

/** A spoken language ('ja'), in the visitor's language: 'Japonais', 'Japanese', '日本語'… */
export function spokenLanguageName(spoken: SpokenLanguage, language: AppLanguageCode): string {
  if (language === 'fr') return spoken.nom_fr;
  if (language === 'en') return spoken.nom_en;
  const locale = intlLanguage(language);
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(spoken.alpha2);
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // An alpha2 Intl does not accept: the server's name below.
  }
  return spoken.nom_en;
}
