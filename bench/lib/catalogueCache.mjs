/**
 * Large catalogues are seeded once and kept under bench-results/cache/, named after the build of
 * the server that seeded them: a rebuilt server (new seeder, new migrations) seeds a new one.
 * Each run works on a copy, so what a run writes (a cart, sessions) never reaches the cache.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedCatalogueFolder } from '../seedCatalogue.mjs';
import { cacheDir, resultsDir, serverDist } from './paths.mjs';

/** A digest of the built server: its bundles and its migrations. */
function serverBuildId() {
  const hash = createHash('sha256');
  for (const folder of [serverDist, join(serverDist, 'migrations')]) {
    for (const file of readdirSync(folder).sort()) {
      if (!/\.(js|sql)$/.test(file)) continue;
      hash.update(file).update(readFileSync(join(folder, file)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * A fresh copy of a catalogue of `products` products; seeds the cached one first when missing.
 * `copyName` tells apart two copies of one catalogue used at once (two servers).
 */
export async function catalogueCopy(products, log, copyName = '') {
  const name = `catalogue-${products}-${serverBuildId()}`;
  const cached = join(cacheDir, name);
  const done = join(cached, '.bench-complete');
  let seedMs = 0;
  if (!existsSync(done)) {
    // Older builds' catalogues of this size are dropped: they would only fill the disk.
    mkdirSync(cacheDir, { recursive: true });
    for (const entry of readdirSync(cacheDir)) {
      if (entry.startsWith(`catalogue-${products}-`))
        rmSync(join(cacheDir, entry), { recursive: true, force: true });
    }
    log(`  seeding ${products.toLocaleString('en')} products into ${cached} (once per server build)…`);
    const result = await seedCatalogueFolder({ products, dataDir: cached });
    seedMs = result.ms;
    writeFileSync(done, JSON.stringify({ products: result.products, seedMs, at: new Date().toISOString() }));
  }
  const copy = join(resultsDir, 'tmp', `${name}${copyName ? `-${copyName}` : ''}`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(cached, copy, { recursive: true });
  const info = JSON.parse(readFileSync(done, 'utf8'));
  return {
    dataDir: copy,
    seedMs: info.seedMs,
    seededNow: seedMs > 0,
    remove: () => rmSync(copy, { recursive: true, force: true }),
  };
}
