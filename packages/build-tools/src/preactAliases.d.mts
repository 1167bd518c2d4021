// Types of preactAliases.mjs for the reference site's vite.config.ts.

/** react and react-dom as preact/compat, whole ids only: for rollup's alias plugin and Vite's `resolve.alias`. */
export const preactAliases: readonly { find: RegExp; replacement: string }[];

/** The same table by package name, for esbuild's `alias` option. */
export const preactAliasMap: Readonly<Record<string, string>>;
