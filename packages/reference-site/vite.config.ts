import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compiledContract } from '@vitrine/build-tools/compiled-contract';
import { frenchByKey } from '@vitrine/build-tools/french-texts';
import { preactAliases } from '@vitrine/build-tools/preact-aliases';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { precompress } from './scripts/precompress.mjs';
import { routePreload } from './scripts/routePreload.mjs';

/** The server `npm run dev` proxies API, media and socket calls to. */
const API = process.env.VITRINE_API ?? 'http://localhost:8787';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    // French texts split like the code: each module's with the module, a page's with the page.
    frenchByKey(),
    // Answers checked against the contract compiled to data, as the script-tag elements do: no
    // zod to download, nor hundreds of schemas to build before the first page shows.
    { ...compiledContract(), apply: 'build' },
    // The first page's chunks load with the entry, not after it.
    routePreload({
      routesFile: fileURLToPath(new URL('src/routes.tsx', import.meta.url)),
      localePattern: '/:locale',
    }),
    // Brotli and gzip copies beside the assets, sent as they are by the server.
    !isSsrBuild && precompress(),
  ],
  resolve: {
    conditions: ['@vitrine/source', ...defaultClientConditions],
    // The built site runs on preact/compat instead of react-dom, as the script-tag elements do: the
    // same components, far fewer of the entry's bytes (react-dom was most of them) and less script
    // to run before the first page shows. `npm run dev` keeps React for its fast refresh.
    alias: command === 'build' ? preactAliases : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API,
      '/media': API,
      '/socket.io': { target: API, ws: true },
    },
  },
  // The server's render (`vite build --ssr src/entry-server.tsx`): everything in it, preact
  // included, so the server needs nothing of the site's dependencies to run it.
  ssr: {
    noExternal: true,
    resolve: { conditions: ['@vitrine/source', ...defaultServerConditions] },
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    sourcemap: true,
    // The server render is one file: the server imports it afresh when a build replaces it, and
    // chunks would still import the first copy's modules (its router's and its styles' contexts).
    ...(isSsrBuild ? { rollupOptions: { output: { inlineDynamicImports: true } } } : {}),
  },
}));
