// Types of compiledContract.mjs for the reference site's vite.config.ts.
import type { Plugin } from 'rollup';

/** The rollup (and Vite) plugin that loads the contract's modules compiled to data: see compiledContract.mjs. */
export function compiledContract(): Plugin;
