import type { Plugin } from 'vite';

/** Writes a brotli and a gzip copy beside each text file of the build (see precompress.mjs). */
export function precompress(): Plugin;
