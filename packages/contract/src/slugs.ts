/**
 * Words of an address (a category's name in a URL) in the page's language. A plain function, with
 * no schema: the server writes each category's slugs with it, so the site, its server render and
 * the sitemap all read the one address a category has in a language.
 */
import { CATEGORY_SUFFIX } from './languages.js';
import type { AppLanguageCode } from './schema.js';

/**
 * `Sacs à main` → `sacs-a-main`, `Borse a mano` → `borse-a-mano`, `ハンドバッグ` → `ハンドバッグ`,
 * `Сумки` → `сумки`: lower case, Latin letters without their accents, anything that is not a
 * letter or a digit a dash. Only Latin letters lose their marks: a kana's voicing mark or the
 * breve of Russian `й` is part of the letter, and dropping it would spell another word.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/([A-Za-z])[\u0300-\u036f]+/g, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** A category's names in the five languages (columns `nom_fr`, `nom_uk` …) and its French slug. */
export interface NamedCategory {
  slug: string;
  nom_fr: string;
  nom_uk: string;
  nom_it: string;
  nom_jp: string;
  nom_ru: string;
}

/**
 * The category's slug in each interface language, from its name in that language; the French slug
 * it was created with when a name gives no letter or digit (an empty or a punctuation-only name).
 */
export function categorySlugs(category: NamedCategory): Record<AppLanguageCode, string> {
  const slugs = {} as Record<AppLanguageCode, string>;
  for (const language of Object.keys(CATEGORY_SUFFIX) as AppLanguageCode[]) {
    slugs[language] = slugify(category[`nom_${CATEGORY_SUFFIX[language]}`]) || category.slug;
  }
  return slugs;
}
