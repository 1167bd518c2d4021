/**
 * A plain Vite React build. No `@vitrine/source` condition on purpose: the app resolves the
 * Vitrine packages as an npm user gets them (their built `dist/` and types), so building it
 * checks the published entry points, not the monorepo's sources.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { port: 5174 },
  preview: { port: 4174 },
  build: { outDir: 'dist', sourcemap: true },
});
