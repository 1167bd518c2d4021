import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The server `npm run dev` proxies API, media and socket calls to. */
const API = process.env.VITRINE_API ?? 'http://localhost:8787';

export default defineConfig({
  plugins: [react()],
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
