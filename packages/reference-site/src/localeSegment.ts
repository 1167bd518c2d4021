/**
 * A `{pays-langue}` segment that is not one, read as what the visitor most likely meant: the halves
 * swapped (`en-gb` → `gb-en`), a country alone (`gb` → `gb-en`, `fr` → `fr-fr`, in the country's
 * language) or a language we do not have (`de-de` → `de-fr`, the country's language). Anything else
 * is no locale at all.
 */
import { type Locale, parseLocaleSegment } from '@vitrine/sdk-core';

export interface KnownCountry {
  alpha2: string;
  langue_translate: Locale['language'];
}

/** Whether `code` is one of the interface languages, as the segment's parser knows them. */
const isLanguage = (code: string): code is Locale['language'] => parseLocaleSegment(`fr-${code}`) !== null;

export function correctedLocale(segment: string, countries: readonly KnownCountry[]): Locale | null {
  const parts = segment.toLowerCase().split(/[-_]/).filter(Boolean);
  const country = (code: string | undefined) =>
    countries.find((candidate) => candidate.alpha2.toLowerCase() === code);
  const [first, second, ...more] = parts;
  if (!first || more.length > 0) return null;
  if (second === undefined) {
    const only = country(first);
    return only ? { country: only.alpha2.toUpperCase(), language: only.langue_translate } : null;
  }
  const swapped = country(second);
  if (swapped && isLanguage(first)) return { country: swapped.alpha2.toUpperCase(), language: first };
  const inOrder = country(first);
  if (inOrder) {
    return {
      country: inOrder.alpha2.toUpperCase(),
      language: isLanguage(second) ? second : inOrder.langue_translate,
    };
  }
  return swapped ? { country: swapped.alpha2.toUpperCase(), language: swapped.langue_translate } : null;
}
