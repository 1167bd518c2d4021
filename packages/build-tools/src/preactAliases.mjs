/**
 * react and react-dom as preact/compat, for the browser builds: the script-tag elements (the
 * widgets' rollup.config.mjs) and the reference site (its vite.config.ts). The same components on
 * preact are a fraction of react-dom's bytes, and both builds must agree on what stands for what.
 */
const PREACT_FOR = {
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};

/**
 * For rollup's alias plugin and Vite's `resolve.alias`. Whole ids only: a name alone would also
 * rename its subpaths (`react-dom/server` to a `preact/compat/server`), and the order of the table
 * would decide between `react-dom` and `react-dom/client`.
 */
export const preactAliases = Object.entries(PREACT_FOR).map(([name, replacement]) => ({
  find: new RegExp(`^${name.replaceAll('/', '\\/')}$`),
  replacement,
}));

/** For esbuild's `alias` option, which takes package names (a name covers its subpaths). */
export const preactAliasMap = { ...PREACT_FOR };
