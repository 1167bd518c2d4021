/**
 * The name of a country that has sellers: the server names those in the five interface languages
 * (other names come from sdk-core's countryName and spokenLanguageName).
 */
import type { AppLanguageCode, SellerCountry } from '@vitrine/sdk-core';

/** A country that has sellers, in the visitor's language. */
export function sellerCountryName(country: SellerCountry, language: AppLanguageCode): string {
  return country[`pays_${language}`] || country.nom_fr_fr;
}
