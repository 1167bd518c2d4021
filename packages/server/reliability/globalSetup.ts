/**
 * Once per run: seeds one data folder with a real server process (initdb and the catalogue take
 * a few seconds), stops it cleanly, and hands the folder to every test file as a template to
 * copy. At the end, every figure the files reported is printed again, together.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freshDataDir, removeDataDir, startServerProcess } from './serverProcess.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A stopped, seeded data folder; copy it, never start a server on it. */
    reliabilityTemplate: string;
    /** The file each figure is appended to (see `figures.ts`). */
    reliabilityFigures: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const template = freshDataDir();
  const started = Date.now();
  const server = await startServerProcess({ dataDir: template });
  await server.stop();
  const figures = join(freshDataDir(), 'figures.txt');
  writeFileSync(figures, '');
  console.info(`reliability: seeded template data folder in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('reliabilityTemplate', template);
  project.provide('reliabilityFigures', figures);
  return () => {
    const lines = existsSync(figures) ? readFileSync(figures, 'utf8').trim() : '';
    console.info(`\n== Reliability and security figures ==\n${lines || '(none reported)'}\n`);
    removeDataDir(template);
    removeDataDir(join(figures, '..'));
  };
}
