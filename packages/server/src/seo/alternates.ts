/**
 * A page's addresses for search engines, shared by the sitemap and the page's head: its address
 * at each language's canonical segment (the contract's CANONICAL_LOCALES), named by `hreflang`,
 * and French as the default.
 */
import {
  type AppLanguageCode,
  CANONICAL_LOCALES,
  LANGUAGES,
  languageTag,
  withLocale,
} from '@vitrine/contract';

/** Text or an address made safe inside HTML or XML, in an element or a quoted attribute. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface Alternate {
  language: AppLanguageCode;
  /** `hreflang`: the language's BCP 47 tag. */
  tag: string;
  href: string;
}

/**
 * A page's path in a language: the same path under each language's segment, or, for a page whose
 * path itself is in its language (a product's, with its category's slug), what `pathIn` gives.
 */
export type PathIn = string | ((language: AppLanguageCode) => string);

const pathInLanguage = (pathIn: PathIn, language: AppLanguageCode) =>
  typeof pathIn === 'string' ? withLocale(pathIn, CANONICAL_LOCALES[language]) : pathIn(language);

/** The page at `path` (any locale) in every language, at `origin`. */
export function alternatesOf(origin: string, path: PathIn): Alternate[] {
  return LANGUAGES.map(({ alpha2 }) => {
    const language = alpha2 as AppLanguageCode;
    return { language, tag: languageTag(language), href: `${origin}${pathInLanguage(path, language)}` };
  });
}

/** The `x-default` address: the French page. */
export const defaultAlternate = (origin: string, path: PathIn) => `${origin}${pathInLanguage(path, 'fr')}`;

/** The page's canonical address in `language`. */
export const canonicalOf = (origin: string, path: PathIn, language: AppLanguageCode) =>
  `${origin}${pathInLanguage(path, language)}`;
