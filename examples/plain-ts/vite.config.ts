/**
 * A plain Vite build of a TypeScript page. No `@vitrine/source` condition on purpose: the page
 * resolves @vitrine/sdk-core as an npm user gets it (its built `dist/` and types).
 */
import { defineConfig } from 'vite';

export default defineConfig({
  server: { port: 5175 },
  preview: { port: 4175 },
  build: { outDir: 'dist', sourcemap: true },
});
