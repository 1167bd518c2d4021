import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    main: 'src/main.ts',
    // PGlite's thread, started by path (db/drivers/pgliteThread.ts).
    pgliteWorker: 'src/db/drivers/pgliteWorker.ts',
    'testing/index': 'src/testing/index.ts',
    'testing/fixtures': 'src/testing/fixtures.ts',
  },
  format: ['esm'],
  dts: {
    entry: {
      index: 'src/index.ts',
      'testing/index': 'src/testing/index.ts',
      'testing/fixtures': 'src/testing/fixtures.ts',
    },
    compilerOptions: { composite: false },
  },
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  // The migrations are read at start from beside the bundle.
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
