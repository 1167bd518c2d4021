import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { openSeededDatabase } from '../testing/testServer.js';
import { readSearchQuery, WORD_SEPARATORS } from './searchQuery.js';

let db: Database;
beforeAll(async () => {
  db = await openSeededDatabase();
});
afterAll(() => db?.close());

describe('the words of a query', () => {
  it('are cut where the documents are cut: the same separators, character by character', async () => {
    const migration = readFileSync(new URL('../db/migrations/030_search_words.sql', import.meta.url), 'utf8');
    expect(migration).toContain(`'[${WORD_SEPARATORS}]+'`);
    // Every character of the basic plane but the surrogates and NUL: a separator for the
    // database's recherche_mots exactly when it is one for the query's split.
    const [row] = await db.query<{ marks: string }>(
      `SELECT string_agg(CASE WHEN recherche_mots('a' || chr(c) || 'b') = 'a b' THEN '1' ELSE '0' END, '' ORDER BY c) AS marks
         FROM generate_series(1, 65533) AS c WHERE c NOT BETWEEN 55296 AND 57343`,
    );
    const separator = new RegExp(`^[${WORD_SEPARATORS}]$`, 'u');
    let expected = '';
    for (let c = 1; c <= 65533; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      expected += separator.test(String.fromCodePoint(c)) ? '1' : '0';
    }
    expect(row?.marks.length).toBe(expected.length);
    const differing: string[] = [];
    for (let index = 0; index < expected.length && differing.length < 10; index++) {
      if (row?.marks[index] !== expected[index]) differing.push(`index ${index}`);
    }
    expect(differing).toEqual([]);
  });

  it('split punctuation as the documents do, after lower case and unaccent', async () => {
    const query = await readSearchQuery(db, 'fr', '«Sac» 28/B.25 — ŒIL-de-chat');
    // "de", a French stop word, is no word to the index.
    expect(query?.words.map((word) => word.text).sort()).toEqual(['25', '28', 'b', 'chat', 'oeil', 'sac']);
  });
});
