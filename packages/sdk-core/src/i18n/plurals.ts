/**
 * Plural texts as i18next writes them: a text that depends on a number is kept under its key
 * with the plural category as suffix (`itemCount_one`, `itemCount_few`, `itemCount_many`,
 * `itemCount_other`), each language with the categories its grammar has. The small translator
 * picks one the way i18next does, so the same resources read the same through either.
 */
import { type AppLanguageCode, languageTag } from '@vitrine/contract';

/** The categories of `Intl.PluralRules`, in CLDR's order. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const rules = new Map<string, Intl.PluralRules>();

/** The plural rules of an interface language ('jp' reads Japanese's, as `Intl` names it 'ja'). */
export function pluralRules(language: string): Intl.PluralRules {
  let found = rules.get(language);
  if (!found) {
    found = new Intl.PluralRules(languageTag(language as AppLanguageCode));
    rules.set(language, found);
  }
  return found;
}

/**
 * The keys to try for `key` with `count`, best first, as i18next tries them in one language:
 * `_zero` for 0 (a text any language may give for "none"), the count's own category, the key
 * itself, then `_other`.
 */
export function pluralKeys(key: string, count: number, language: string): string[] {
  const category = pluralRules(language).select(count);
  const keys = count === 0 ? [`${key}_zero`] : [];
  keys.push(`${key}_${category}`, key);
  if (category !== 'other') keys.push(`${key}_other`);
  return keys;
}

/** The key a plural form belongs to ('itemCount' for 'itemCount_few'), or null for another key. */
const PLURAL_FORM = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

export function pluralBase(key: string): string | null {
  const match = PLURAL_FORM.exec(key);
  return match ? (match[1] as string) : null;
}
