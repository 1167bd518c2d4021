import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { frenchByRoute } from '../widgets/scripts/frenchTexts.mjs';

/** The server `npm run dev` proxies API, media and socket calls to. */
const API = process.env.VITRINE_API ?? 'http://localhost:8787';

export default defineConfig({
  plugins: [
    react(),
    // French texts split like the code: the shell's with the entry, each page's with the page.
    frenchByRoute({
      entry: fileURLToPath(new URL('src/main.tsx', import.meta.url)),
      siteSource: fileURLToPath(new URL('src/', import.meta.url)),
    }),
  ],
  resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: {
      '/api': API,
      '/media': API,
      '/socket.io': { target: API, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
