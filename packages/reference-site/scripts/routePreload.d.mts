import type { Plugin } from 'vite';

/** Preloads the first page's chunks with the entry (see routePreload.mjs). */
export function routePreload(options: { routesFile: string; localePattern: string }): Plugin;
