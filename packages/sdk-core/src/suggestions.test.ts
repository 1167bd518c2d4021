/** Suggestions through the SDK against the real server (seeded in-memory PGlite), in the client's language. */
import { startTestServer } from '@vitrine/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';
import { createMemoryStorage } from './storage.js';
import { createSuggestions } from './suggestions.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
let client: VitrineClient;
beforeAll(async () => {
  server = await startTestServer();
  client = createVitrine({ baseUrl: server.url, storage: createMemoryStorage() });
  const switched = await client.countries.setLocale({ country: 'JP', language: 'jp' });
  if (switched.error) throw switched.error;
});
afterAll(async () => {
  await server?.close();
});

describe('createSuggestions', () => {
  it("suggests brands by their spelling in any script and categories in the client's language", async () => {
    const suggestions = createSuggestions(client);
    const brand = await suggestions.suggest('エルメ');
    if (brand.error) throw brand.error;
    expect(brand.data.data.marques[0]?.nom_marque).toBe('Hermès');
    const category = await suggestions.suggest('バッ');
    if (category.error) throw category.error;
    expect(category.data.data.categories.map((row) => row.nom)).toContain('バッグ');
  });

  it('says what a search with a typo reads instead', async () => {
    const answer = await createSuggestions(client).suggest('guci');
    if (answer.error) throw answer.error;
    expect(answer.data.data.correction).toBe('gucci');
  });
});
