/**
 * Suggestions as one types, through HTTP against a real server on the seeded catalogue: brands by
 * any spelling and with a typo, categories by their names and forms in the reader's language, and
 * "did you mean" when a word was taken for a typo.
 */
import type { AppLanguageCode, SearchSuggestions } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { api } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function suggest(langue: AppLanguageCode, q: string): Promise<SearchSuggestions> {
  const path = `ProduitController/suggestions_recherche?langue=${langue}&q=${encodeURIComponent(q)}`;
  const { status, body } = await api<{ data: SearchSuggestions }>(server.url, path);
  expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.data;
}

const brandNames = (answer: SearchSuggestions) => answer.marques.map((brand) => brand.nom_marque);
const categoryNames = (answer: SearchSuggestions) => answer.categories.map((category) => category.nom);

describe('suggestions_recherche', () => {
  it.each([
    ['fr', 'herm', 'the start of a name'],
    ['en', 'HERMÈ', 'capitals and accent'],
    ['jp', 'エルメ', 'the start of its katakana spelling'],
    ['ru', 'Гер', 'the start of its Cyrillic spelling'],
    ['it', 'hremes', 'a typo'],
  ] as const)('%s · %s suggests Hermès first (%s)', async (langue, q, _why) => {
    expect(brandNames(await suggest(langue, q))[0]).toBe('Hermès');
  });

  it('suggests a word of a name, after the names that start with the text', async () => {
    const [first] = (
      await server.db.query<{ nom_marque: string }>(
        `SELECT m.nom_marque FROM marque m
          WHERE m.nom_marque LIKE '% %' AND EXISTS (SELECT 1 FROM produit p WHERE p.id_marque = m.id_marque AND p.a_vendre)
          ORDER BY m.nom_marque LIMIT 1`,
      )
    ).map((row) => row.nom_marque);
    if (!first) throw new Error('The seeded catalogue has a brand of two words');
    const second = first.split(' ')[1] as string;
    expect(brandNames(await suggest('en', second.slice(0, 4)))).toContain(first);
  });

  it("suggests categories by their names and word forms in the reader's language only", async () => {
    expect(categoryNames(await suggest('ru', 'сумк'))).toContain('Сумки');
    expect(categoryNames(await suggest('it', 'bors'))).toContain('Borse');
    expect(categoryNames(await suggest('en', 'bag'))).toContain('Bags');
    // French "Sacs" is no English category.
    expect(categoryNames(await suggest('en', 'sacs'))).not.toContain('Sacs');
    // One line per name, although women and men both have bags.
    const names = categoryNames(await suggest('fr', 'sac'));
    expect(names).toContain('Sacs');
    expect(new Set(names).size).toBe(names.length);
  });

  it('suggests no brand with nothing for sale', async () => {
    const [brand] = await server.db.query<{ nom_marque: string }>(
      `INSERT INTO marque (nom_marque) VALUES ('Zanzorelli') RETURNING nom_marque`,
    );
    expect(brandNames(await suggest('fr', 'zanzo'))).not.toContain(brand?.nom_marque);
  });

  it('says what a search with a typo reads instead ("did you mean"), and nothing when no word was taken for one', async () => {
    expect((await suggest('fr', 'guci sac')).correction).toBe('gucci sac');
    expect((await suggest('en', 'balansiaga bag')).correction).toBe('balenciaga bag');
    expect((await suggest('en', 'hermes bag')).correction).toBeNull();
    expect(await suggest('fr', '   ')).toEqual({ marques: [], categories: [], correction: null });
  });

  it('refuses a text above the search limit and an unknown language with 400', async () => {
    for (const query of [`q=${'a'.repeat(101)}`, 'q=sac&langue=de', 'langue=fr']) {
      const { status, body } = await api<{ error?: string }>(
        server.url,
        `ProduitController/suggestions_recherche?${query}`,
      );
      expect(status, query).toBe(400);
      expect(body.error).toEqual(expect.any(String));
    }
  });
});
