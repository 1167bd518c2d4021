/**
 * What to suggest while a shopper types a search: brands (by any of their spellings) and
 * categories (by their names and word forms in the reader's language) whose name or one of its
 * words starts with the text, then those close to it by trigrams (a typo as one types), and the
 * search the whole text would run when a word of it was taken for a typo ("did you mean").
 */
import { type AppLanguageCode, type SearchSuggestions, SUGGESTIONS_PER_KIND } from '@vitrine/contract';
import type { Queryable } from '../db/database.js';
import { readSearchQuery } from './searchQuery.js';

/** The column of a name in `language` (the English one is `uk`, as the spec names it). */
const NAME_COLUMN: Readonly<Record<AppLanguageCode, string>> = {
  fr: 'nom_fr',
  en: 'nom_uk',
  it: 'nom_it',
  jp: 'nom_jp',
  ru: 'nom_ru',
};

/**
 * How a name matches the typed text `q` (both lower case and unaccented), best first: 0 the name
 * starts with it, 1 a word of the name does, 2 the same of the text as the search reads it after
 * taking a word for a typo (`lu`: "hremes" read as "hermes"), 3 close by trigrams (only from three
 * letters on, where trigrams say something). NULL when it does not match.
 */
const MATCH_RANK = `CASE WHEN starts_with(n.nom, t.q) THEN 0
                         WHEN position(' ' || t.q IN n.nom) > 0 THEN 1
                         WHEN t.lu <> '' AND (starts_with(n.nom, t.lu) OR position(' ' || t.lu IN n.nom) > 0) THEN 2
                         WHEN length(t.q) >= 3 AND word_similarity(t.q, n.nom) >= 0.5 THEN 3 END`;

/** Suggestions for `text` in `language`; none for a blank text. */
export async function searchSuggestions(
  db: Queryable,
  language: AppLanguageCode,
  text: string,
): Promise<SearchSuggestions> {
  const typed = text.normalize('NFKC').trim().replace(/\s+/gu, ' ');
  if (!typed) return { marques: [], categories: [], correction: null };
  const column = NAME_COLUMN[language];
  const read = await readSearchQuery(db, language, typed);
  const corrected = read?.words.some((word) => word.correctedFrom !== undefined) ?? false;
  const correction = corrected && read ? read.words.map((word) => word.text).join(' ') : null;
  // Brands with something for sale, and categories, both tables of a few hundred rows at most.
  const [brands, categories] = await Promise.all([
    db.query<{ id_marque: number; nom_marque: string }>(
      `WITH t AS (SELECT unaccent(lower($1::text)) AS q, $2::text AS lu)
       SELECT s.id_marque, s.nom_marque FROM (
         SELECT m.id_marque, m.nom_marque, min(${MATCH_RANK}) AS rang, max(word_similarity(t.q, n.nom)) AS proche
           FROM t, marque m
          CROSS JOIN LATERAL (
            SELECT unaccent(lower(normalize(x.nom, NFKC))) AS nom
              FROM (SELECT m.nom_marque AS nom UNION ALL SELECT mn.nom FROM marque_nom mn WHERE mn.id_marque = m.id_marque) x
          ) n
          WHERE EXISTS (SELECT 1 FROM produit p WHERE p.id_marque = m.id_marque AND p.a_vendre)
          GROUP BY m.id_marque, m.nom_marque
       ) s
       WHERE s.rang IS NOT NULL
       ORDER BY s.rang, s.proche DESC, s.nom_marque
       LIMIT ${SUGGESTIONS_PER_KIND}`,
      [typed, correction ?? ''],
    ),
    db.query<{ id_categorie: number; nom: string; slug: string; niveau: number }>(
      `WITH t AS (SELECT unaccent(lower($1::text)) AS q, $3::text AS lu)
       SELECT s.id_categorie, s.nom, s.slug, s.niveau FROM (
         SELECT c.id_categorie, c.${column} AS nom, c.slug, c.niveau::int AS niveau,
                min(${MATCH_RANK}) AS rang, max(word_similarity(t.q, n.nom)) AS proche
           FROM t, categorie c
          CROSS JOIN LATERAL (
            SELECT unaccent(lower(normalize(x.nom, NFKC))) AS nom
              FROM (SELECT c.${column} AS nom
                    UNION ALL SELECT cn.nom FROM categorie_nom cn
                     WHERE cn.id_categorie = c.id_categorie AND cn.langue = $2) x
          ) n
          GROUP BY c.id_categorie
       ) s
       WHERE s.rang IS NOT NULL
       ORDER BY s.rang, s.proche DESC, s.nom, s.niveau, s.id_categorie
       LIMIT ${SUGGESTIONS_PER_KIND * 3}`,
      [typed, language, correction ?? ''],
    ),
  ]);
  return {
    marques: brands,
    // One line per name: "Sacs" of women and of men search the same words.
    categories: categories
      .filter((category, index) => categories.findIndex((other) => other.nom === category.nom) === index)
      .slice(0, SUGGESTIONS_PER_KIND),
    correction,
  };
}
