// Types of frenchTexts.mjs for the reference site's vite.config.ts.
import type { Plugin } from 'vite';

/** French by route for the reference site's build: see frenchTexts.mjs. */
export function frenchByRoute(options: {
  /** The site's entry module (an absolute path). */
  entry: string;
  /** The site's source folder, ending with a slash: its lazy imports are the pages. */
  siteSource: string;
}): Plugin;
