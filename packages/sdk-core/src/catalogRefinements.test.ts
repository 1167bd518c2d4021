/**
 * Sorting and narrowing the catalogue through the SDK, against the real server (seeded in-memory
 * PGlite): the client's country prices the sort and the price range, a search forgives a typo,
 * and the facets count what the filters leave. Nothing is mocked.
 */
import { priceInMinorUnits } from '@vitrine/contract';
import { startTestServer } from '@vitrine/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogReader } from './catalogReader.js';
import { createVitrine, type VitrineClient } from './client.js';
import { createFacets } from './facets.js';
import { createMemoryStorage } from './storage.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
let client: VitrineClient;
beforeAll(async () => {
  server = await startTestServer();
  client = createVitrine({ baseUrl: server.url, storage: createMemoryStorage() });
  const switched = await client.countries.setLocale({ country: 'JP', language: 'en' });
  if (switched.error) throw switched.error;
});
afterAll(async () => {
  await server?.close();
});

describe('catalogue refinements through the SDK', () => {
  it("sorts a search by the price in the client's currency and bounds it, sold items last", async () => {
    const country = client.store.getState().country;
    if (!country) throw new Error('The client has a country');
    const all = await client.catalog.search('bag', { tri: 'prix_croissant' });
    if (all.error) throw all.error;
    const forSale = all.data.products.filter((product) => product.qte_produit > 0);
    const shown = forSale.map((product) => priceInMinorUnits(product, country));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    const ceiling = shown[Math.floor(shown.length / 2)] as number;
    const cheap = await client.catalog.search('bag', {
      tri: 'prix_croissant',
      prix_max: ceiling,
      etat: 'neuf',
    });
    if (cheap.error) throw cheap.error;
    expect(cheap.data.products.length).toBeGreaterThan(0);
    for (const product of cheap.data.products) {
      expect(priceInMinorUnits(product, country)).toBeLessThanOrEqual(ceiling);
    }
  });

  it('forgives a typo and counts the facets of what it finds', async () => {
    const found = await client.catalog.search('guci');
    if (found.error) throw found.error;
    expect(found.data.products.length).toBeGreaterThan(0);
    expect(found.data.products.every((product) => product.nom_marque === 'Gucci')).toBe(true);
    const facets = await createFacets(client).count({ q: 'guci' });
    if (facets.error) throw facets.error;
    expect(facets.data.data.total).toBe(found.data.products.length);
    expect(facets.data.data.marques).toEqual([
      expect.objectContaining({ nom_marque: 'Gucci', nombre: found.data.products.length }),
    ]);
  });

  it('passes the refinements from the catalogue reader too, and refuses a bad one as an error', async () => {
    const reader = createCatalogReader({ baseUrl: server.url, language: 'it', country: 'GB' });
    const used = await reader.products({ etat: 'occasion', tri: 'prix_decroissant', limit: 20 });
    if (used.error) throw used.error;
    const ids = used.data.data.map((product) => product.id_produit);
    const rows = await server.db.query<{ etat_produit: string }>(
      'SELECT etat_produit FROM produit WHERE id_produit = ANY($1::int[])',
      [ids],
    );
    expect(rows.length).toBe(ids.length);
    expect(rows.every((row) => row.etat_produit === 'occasion')).toBe(true);
    const refused = await reader.products({ prix_min: 500, prix_max: 100 });
    expect(refused.error).toBeDefined();
  });
});
