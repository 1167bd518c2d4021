/**
 * A shopper's search text as the search index reads it (migrations/027_search_index.sql and 030_search_words.sql): each
 * word through the language's stemmer (Japanese in pairs of characters), a word that finds
 * nothing replaced by the catalogue's word it is a typo of, and every word required.
 */
import type { AppLanguageCode } from '@vitrine/contract';
import type { Queryable } from '../db/database.js';
import { type AddParam, queryParams } from '../db/queryParams.js';
import { editDistance } from './editDistance.js';

/** The text search configuration of each language: its stemmer, or Japanese's pairs. */
export const SEARCH_CONFIG: Readonly<Record<AppLanguageCode, string>> = {
  fr: 'french',
  en: 'english',
  it: 'italian',
  jp: 'simple',
  ru: 'russian',
};

/** At most this many words of a query are read: a search is a few words, not a paragraph. */
const MAX_WORDS = 8;

/**
 * Kana and CJK characters: Japanese text, read in pairs. Mirrors the class of
 * recherche_bigrammes in the migrations.
 */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/u;

/**
 * What separates words: ASCII spaces, ASCII and Latin-1 punctuation and symbols, general
 * punctuation, arrows and other symbols, CJK and full-width punctuation. The same class as
 * recherche_mots and recherche_bigrammes (migrations/030_search_words.sql), so a query is cut
 * into the words its documents were cut into; searchQuery.test.ts compares the two.
 */
export const WORD_SEPARATORS =
  '\\u0009-\\u000d\\u0020-\\u002f\\u003a-\\u0040\\u005b-\\u0060\\u007b-\\u007e\\u00a0-\\u00bf\\u00d7\\u00f7\\u2000-\\u206f\\u2190-\\u2bff\\u3000-\\u3003\\u3008-\\u3011\\u30fb\\uff01-\\uff0f\\uff1a-\\uff20\\uff3b-\\uff40\\uff5b-\\uff65';
const SEPARATORS = new RegExp(`[${WORD_SEPARATORS}]+`, 'u');

/** One word of the query, as the index reads it. */
export interface SearchWord {
  /** Lower case, unaccented, as the documents were written. */
  text: string;
  /** The catalogue's word this one was taken for, when it was a typo. */
  correctedFrom?: string;
}

/** A query ready for the index: its words in one language. */
export interface SearchQuery {
  language: AppLanguageCode;
  words: readonly SearchWord[];
}

/** The words of a text normalised as the documents are (NFKC, then lower case and unaccented), at most MAX_WORDS. */
async function splitWords(db: Queryable, text: string): Promise<string[]> {
  const nfkc = text.normalize('NFKC');
  if (!nfkc.trim()) return [];
  // Punctuation splits after unaccent, as in the documents: it writes some letters with it ('©' as '(c)').
  const [row] = await db.query<{ texte: string }>('SELECT unaccent(lower($1::text)) AS texte', [nfkc]);
  return (row?.texte ?? '').split(SEPARATORS).filter(Boolean).slice(0, MAX_WORDS);
}

/**
 * The tsquery of one normalised word, in SQL: the language's `plainto_tsquery`; in Japanese, each
 * run of kana and kanji as the phrase of its pairs (a lone character as itself), other runs whole.
 * The configuration is a constant of SEARCH_CONFIG, never the caller's text.
 */
export function wordQuery(language: AppLanguageCode, word: string, param: AddParam): string {
  if (language !== 'jp') return `plainto_tsquery('${SEARCH_CONFIG[language]}', ${param(word)})`;
  const runs = word.split(SEPARATORS).filter(Boolean);
  const parts = runs.map((run) => {
    if (!CJK.test(run) || [...run].length < 2) return `plainto_tsquery('simple', ${param(run)})`;
    const chars = [...run];
    const pairs = chars.slice(0, -1).map((char, index) => `${char}${chars[index + 1]}`);
    return `phraseto_tsquery('simple', ${param(pairs.join(' '))})`;
  });
  return parts.length === 0 ? `''::tsquery` : `(${parts.join(' && ')})`;
}

/** The tsquery of the whole query: every word required. */
export function searchTsquery(query: SearchQuery, param: AddParam): string {
  return `(${query.words.map((word) => wordQuery(query.language, word.text, param)).join(' && ')})`;
}

/** How many letters a typo may differ by: one in a short word, two from five letters on. */
const allowedEdits = (word: string) => ([...word].length < 5 ? 1 : 2);

/**
 * Reads `text` as a query in `language`, or null when it holds no word the index could match
 * (blank, or only stop words such as "à"). A word that alone finds no product in the language
 * is replaced by the closest word of the catalogue's vocabulary — brands in every script, the
 * language's category and colour names and forms — within allowedEdits, so "guci" searches
 * "gucci" and "bag" on the French site stays "bag" rather than becoming "bague".
 */
export async function readSearchQuery(
  db: Queryable,
  language: AppLanguageCode,
  text: string,
): Promise<SearchQuery | null> {
  const words = await splitWords(db, text);
  if (words.length === 0) return null;
  const found = await wordsFound(db, language, words);
  // Each word in its place: kept, corrected, or dropped (a stop word).
  const kept: (SearchWord | undefined)[] = words.map((word, index) =>
    found[index] === 'found' ? { text: word } : undefined,
  );
  const unknown = words.filter((_, index) => found[index] === 'missing');
  if (unknown.length > 0) {
    const candidates = await vocabularyNear(db, language, unknown);
    words.forEach((word, index) => {
      if (found[index] !== 'missing') return;
      const best = (candidates.get(word) ?? [])
        .map((candidate) => ({ candidate, distance: editDistance(word, candidate) }))
        .filter(({ distance }) => distance <= allowedEdits(word))
        .sort((a, b) => a.distance - b.distance)[0];
      kept[index] = best ? { text: best.candidate, correctedFrom: word } : { text: word };
    });
  }
  const read = kept.filter((word): word is SearchWord => word !== undefined);
  return read.length === 0 ? null : { language, words: read };
}

/** For each word: whether it finds a product alone, finds none, or is no word to the index (a stop word). */
async function wordsFound(
  db: Queryable,
  language: AppLanguageCode,
  words: readonly string[],
): Promise<('found' | 'missing' | 'empty')[]> {
  const { params, param } = queryParams();
  const columns = words.map((word, index) => {
    const query = wordQuery(language, word, param);
    return `CASE WHEN numnode(${query}) = 0 THEN 'empty'
                 WHEN EXISTS (SELECT 1 FROM produit_recherche r
                               WHERE r.langue = '${language}' AND r.document @@ ${query}) THEN 'found'
                 ELSE 'missing' END AS w${index}`;
  });
  const [row] = await db.query<Record<string, 'found' | 'missing' | 'empty'>>(
    `SELECT ${columns.join(', ')}`,
    params,
  );
  return words.map((_, index) => row?.[`w${index}`] ?? 'missing');
}

/** The column of a name in `language` (the English one is `uk`, as the spec names it). */
const NAME_SUFFIX: Readonly<Record<AppLanguageCode, string>> = {
  fr: 'fr',
  en: 'uk',
  it: 'it',
  jp: 'jp',
  ru: 'ru',
};

/**
 * The vocabulary's words most like each of `words` by trigrams (pg_trgm): brand names and their
 * spellings, and the language's category and colour names and forms, split into words.
 */
async function vocabularyNear(
  db: Queryable,
  language: AppLanguageCode,
  words: readonly string[],
): Promise<Map<string, string[]>> {
  const suffix = NAME_SUFFIX[language];
  const rows = await db.query<{ mot: string; candidat: string }>(
    `WITH noms AS (
       SELECT nom_marque AS nom FROM marque
       UNION ALL SELECT nom FROM marque_nom
       UNION ALL SELECT nom_${suffix} FROM categorie
       UNION ALL SELECT nom FROM categorie_nom WHERE langue = $2
       UNION ALL SELECT nom_couleur_${suffix} FROM couleur
       UNION ALL SELECT nom FROM couleur_nom WHERE langue = $2
     ), vocabulaire AS (
       SELECT DISTINCT v.mot FROM noms
        CROSS JOIN LATERAL regexp_split_to_table(unaccent(lower(normalize(noms.nom, NFKC))), '[${WORD_SEPARATORS}]+') AS v (mot)
        WHERE length(v.mot) > 1
     )
     SELECT w.mot, c.mot AS candidat
       FROM unnest($1::text[]) AS w (mot)
      CROSS JOIN LATERAL (
        SELECT v.mot FROM vocabulaire v
         WHERE similarity(v.mot, w.mot) > 0.2
         ORDER BY similarity(v.mot, w.mot) DESC, v.mot
         LIMIT 8
      ) c`,
    [words, language],
  );
  const near = new Map<string, string[]>();
  for (const row of rows) near.set(row.mot, [...(near.get(row.mot) ?? []), row.candidat]);
  return near;
}
