/**
 * Accent- and case-blind text search for the directories: 'hermes' finds 'Hermès', 'etats' finds
 * 'États-Unis'. (The SDK's `filterCountries` folds text the same way for the country dialog, but
 * keeps its helper private; the brand and seller searches need it on other fields.)
 */

// Letters NFD does not split into a base letter and a mark.
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ø: 'o', ß: 'ss', ł: 'l', đ: 'd' };

/** Lower case, without accents or ligatures. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[œæøßłđ]/g, (letter) => LIGATURES[letter] ?? letter);
}

/** Whether any of `fields` contains `query`, ignoring case and accents; an empty query matches. */
export function matchesSearch(query: string, ...fields: readonly (string | null | undefined)[]): boolean {
  const needle = foldText(query.trim());
  return !needle || fields.some((field) => field != null && foldText(field).includes(needle));
}
