import { rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The entries: the main client, and the subpaths whose dependencies (socket.io, Stripe) only the
// apps that use them should carry.
const entries = {
  index: 'src/index.ts',
  realtime: 'src/realtime.ts',
  'payments/index': 'src/payments/index.ts',
};

// ESM: one module per source file, so a bundler keeps only what an app imports and the lazy
// areas stay separate files. CJS: one file per entry for `require`. The two builds run side by
// side, so neither may clean: dist/ is emptied here, once, before both.
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
    dts: { ...options.dts, entry: entries },
  },
  { ...options, entry: entries, format: ['cjs'] },
]);
