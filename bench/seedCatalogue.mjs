#!/usr/bin/env node
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
/**
 * Seeds a demo catalogue of any size into a PGlite data folder, with the server's own seeder
 * (the built packages/server), so the scale benchmark can start a server on it:
 *   node bench/seedCatalogue.mjs --products 100000 --data-dir bench-results/cache/catalogue-100000
 * Seeding 100,000 products takes about a minute on the benchmark machine; `npm run bench`
 * keeps the folder under bench-results/cache/ and seeds again only when the server changed.
 */
import { parseArgs } from 'node:util';
import { serverDist } from './lib/paths.mjs';

export async function seedCatalogueFolder({ products, dataDir }) {
  const { openPglite, migrate, seedIfEmpty } = await import(pathToFileURL(join(serverDist, 'index.js')).href);
  const db = await openPglite({ dataDir });
  try {
    await migrate(db);
    const started = performance.now();
    const seeded = await seedIfEmpty(db, { products });
    const [row] = await db.query('SELECT count(*)::int AS count FROM produit');
    return { seeded, products: row.count, ms: Math.round(performance.now() - started) };
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: '100000' }, 'data-dir': { type: 'string' } },
  });
  if (!values['data-dir'])
    throw new Error('Usage: node bench/seedCatalogue.mjs --products 100000 --data-dir <folder>');
  const result = await seedCatalogueFolder({
    products: Number(values.products),
    dataDir: values['data-dir'],
  });
  console.info(
    result.seeded
      ? `Seeded ${result.products} products in ${(result.ms / 1000).toFixed(1)} s into ${values['data-dir']}`
      : `${values['data-dir']} already holds a catalogue of ${result.products} products`,
  );
}
