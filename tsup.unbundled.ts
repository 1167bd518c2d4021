/**
 * The tsup build of a package whose ESM is one module per source file (@vitrine/contract,
 * @vitrine/sdk-core): a bundler then keeps only what an app imports — zod schemas are calls it
 * cannot drop from inside one big file, and sdk-core's lazy areas stay separate files. CJS is one
 * file per entry for `require`, where nothing is tree-shaken anyway.
 */
import { rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

export function unbundledLibrary(entries: Record<string, string>) {
  // The two builds run side by side, so neither may clean: dist/ is emptied here, once, before both.
  rmSync('dist', { recursive: true, force: true });
  const options = {
    sourcemap: true,
    target: 'es2022',
    dts: { compilerOptions: { composite: false } },
  } as const;
  return defineConfig([
    {
      ...options,
      entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/**/*.test.helpers.ts'],
      bundle: false,
      format: ['esm'],
      dts: { ...options.dts, entry: entries },
    },
    { ...options, entry: entries, format: ['cjs'] },
  ]);
}
