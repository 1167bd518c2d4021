import { rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

// ESM: one module per source file, so a bundler keeps only the schemas an app imports (zod
// schemas are calls, which it cannot drop from inside one big file). CJS: one file for `require`,
// where nothing is tree-shaken anyway. The two builds run side by side, so neither may clean:
// dist/ is emptied here, once, before both.
rmSync('dist', { recursive: true, force: true });

const options = {
  sourcemap: true,
  target: 'es2022',
  dts: { compilerOptions: { composite: false } },
} as const;

export default defineConfig([
  {
    ...options,
    entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/**/*.test.helpers.ts'],
    bundle: false,
    format: ['esm'],
    dts: { ...options.dts, entry: { index: 'src/index.ts' } },
  },
  { ...options, entry: { index: 'src/index.ts' }, format: ['cjs'] },
]);
