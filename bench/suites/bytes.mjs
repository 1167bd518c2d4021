/**
 * Bytes: the size budget is kept by its owner in the size-limit configuration (`npm run size`);
 * this suite runs the same tool (`size-limit --json`) and prints its figures beside their limits.
 * Without a configuration yet, it measures the script-tag bundle itself.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root, widgetsDist } from '../lib/paths.mjs';

const CONFIGS = ['.size-limit.json', '.size-limit.mjs', '.size-limit.js', '.size-limit.cjs'];

export async function runBytes() {
  const config = CONFIGS.map((name) => join(root, name)).find((file) => existsSync(file));
  const tool = join(root, 'node_modules/.bin/size-limit');
  if (config && existsSync(tool)) {
    // It exits with 1 when a budget is exceeded: the figures are on its output all the same.
    const run = spawnSync(tool, ['--json'], { cwd: root, encoding: 'utf8' });
    let figures;
    try {
      figures = JSON.parse(run.stdout);
    } catch {
      throw new Error(`size-limit --json gave no figures: ${(run.stderr || run.stdout).slice(0, 500)}`);
    }
    const entries = await configEntries(config);
    return {
      source: `size-limit --json (${config.replace(`${root}/`, '')})`,
      entries: figures.map((figure, index) => ({
        name: figure.name,
        compression: compressionOf(entries[index]),
        bytes: figure.size,
        limitBytes: figure.sizeLimit ?? null,
        limit: entries[index]?.limit ?? null,
        ratio: figure.sizeLimit ? Math.round((figure.size / figure.sizeLimit) * 1000) / 1000 : null,
        passed: figure.passed,
      })),
    };
  }
  const file = join(widgetsDist, 'vitrine-elements.js');
  if (!existsSync(file))
    return { source: 'nothing to measure (no build, no size-limit configuration)', entries: [] };
  const content = readFileSync(file);
  return {
    source: 'packages/widgets/dist/vitrine-elements.js (no size-limit configuration yet)',
    entries: [
      {
        name: 'script tag bundle',
        compression: 'brotli',
        bytes: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        gzipBytes: gzipSync(content, { level: 9 }).length,
        rawBytes: content.length,
        limit: null,
        ratio: null,
      },
    ],
  };
}

/** The configuration's entries, for their compression and limit as written. */
async function configEntries(file) {
  try {
    if (file.endsWith('.json')) return JSON.parse(readFileSync(file, 'utf8'));
    const module = await import(pathToFileURL(file).href);
    return module.default ?? [];
  } catch {
    return [];
  }
}

function compressionOf(entry) {
  if (!entry) return 'as configured';
  if (entry.brotli === false && entry.gzip !== true) return 'none';
  return entry.gzip === true ? 'gzip' : 'brotli';
}
