/**
 * The `{pays-langue}` segment every route starts with (spec §2; read and written by the
 * contract's `pages.ts`): helpers to swap either half while keeping the rest of the path, and
 * the language and country helpers of the interface.
 */
import {
  type AppLanguageCode,
  buildLocaleSegment,
  type Country,
  DEFAULT_LANGUAGE,
  type Geolocation,
  LANGUAGES,
  type Locale,
  languageTag,
  localeOfPath,
  parseLocaleSegment,
  withLocale,
} from '@vitrine/contract';

export type { Locale };
export { buildLocaleSegment, localeOfPath, parseLocaleSegment, withLocale };

/** The same page in another country: only the country half of the segment changes. */
export function replaceCountry(path: string, country: string, fallback: Locale): string {
  const current = localeOfPath(path) ?? fallback;
  return withLocale(path, { ...current, country: country.toUpperCase() });
}

/** The same page in another language: only the language half of the segment changes. */
export function replaceLanguage(path: string, language: AppLanguageCode, fallback: Locale): string {
  const current = localeOfPath(path) ?? fallback;
  return withLocale(path, { ...current, language });
}

/** Where a first visit with no path goes: the geolocated country, in its language. */
export function localeFromGeolocation(geolocation: Geolocation | null | undefined): Locale {
  const country = geolocation?.detail_pays;
  return {
    country: (country?.alpha2 ?? 'FR').toUpperCase(),
    language: country?.langue_translate ?? DEFAULT_LANGUAGE,
  };
}

/** The spec's language code as `Intl` knows it: Japanese is `jp` in URLs and data, `ja` for Intl. */
export const intlLanguage: (language: AppLanguageCode) => string = languageTag;

/** The spec's language id (1–5) of a language code. */
export function languageId(language: AppLanguageCode): number {
  return LANGUAGES.find((entry) => entry.alpha2 === language)?.id ?? 1;
}

/** Lower case without accents, so 'etats' finds 'États-Unis'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * The country dialog's filter: countries whose French name, name in the interface language
 * (`nameOf`) or currency code contains the text, ignoring case and accents. (The spec's client
 * compared the text as typed, so 'france' missed 'France'; we do not copy that.)
 */
export function filterCountries<C extends Pick<Country, 'nom_fr_fr' | 'code_monnaie'>>(
  countries: readonly C[],
  text: string,
  nameOf?: (country: C) => string,
): C[] {
  const needle = fold(text.trim());
  if (!needle) return [...countries];
  return countries.filter(
    (country) =>
      fold(country.nom_fr_fr).includes(needle) ||
      fold(country.code_monnaie).includes(needle) ||
      (nameOf !== undefined && fold(nameOf(country)).includes(needle)),
  );
}
