// The script-tag build, on preact/compat instead of react-dom (a fraction of the bytes), for pages
// with no build step:
// - dist/vitrine-elements.js, the one classic script a page adds: a small loader that defines
//   every element at once and fetches an element's code the first time one appears (loader.ts);
// - dist/chunks/, that code as ES modules: one entry per element (`vitrine-cart.js`…) bringing
//   the French texts its code names, the code they share in shared chunks, and what only some
//   pages need — each language but French, the SDK's signed-in areas, the sandbox card provider —
//   in chunks fetched when first needed;
// - dist/chunks/manifest.json: the files each element needs on its first use, for the budgets.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { elementTable, widgetsRoot } from './scripts/elementTable.mjs';
import {
  addFrench,
  FRENCH,
  frenchModule,
  importsWholeFrench,
  namespacesNamedBy,
} from './scripts/frenchTexts.mjs';

export const preactAliases = [
  { find: 'react-dom/client', replacement: 'preact/compat/client' },
  { find: 'react/jsx-runtime', replacement: 'preact/jsx-runtime' },
  { find: 'react/jsx-dev-runtime', replacement: 'preact/jsx-runtime' },
  { find: 'react-dom', replacement: 'preact/compat' },
  { find: 'react', replacement: 'preact/compat' },
];

/** Third-party notices that say nothing about our code (zod's comments and its import cycle). */
function onwarn(warning, warn) {
  const fromDependency = (warning.ids ?? [warning.id ?? '']).every((id) => id?.includes('node_modules'));
  if (fromDependency && ['CIRCULAR_DEPENDENCY', 'INVALID_ANNOTATION'].includes(warning.code)) return;
  warn(warning);
}

/** The compile steps every output shares; a fresh set per build. */
export function browserPlugins() {
  return [
    alias({ entries: preactAliases }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({
      browser: true,
      exportConditions: ['@vitrine/source', 'browser', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
    }),
    commonjs(),
    esbuild({ target: 'es2020', jsx: 'automatic', jsxImportSource: 'preact', tsconfig: 'tsconfig.json' }),
    terser({ format: { comments: false }, compress: { passes: 2 } }),
  ];
}

const ENTRY = 'virtual:vitrine-element/';
const LOADER = 'virtual:vitrine-loader';
const table = await elementTable();
/** By tag: the French namespaces the element's code names (scripts/frenchTexts.mjs). */
const french = Object.fromEntries(
  await Promise.all(
    Object.entries(table).map(async ([tag, { module }]) => [
      tag,
      (await namespacesNamedBy(module)).namespaces,
    ]),
  ),
);
const chunksFolder = join(widgetsRoot, 'dist/chunks');
const loaderModule = join(widgetsRoot, 'src/elements/loader.ts');
const rendererModule = join(widgetsRoot, 'src/elements/renderElement.ts');

/**
 * Each element's entry: its component and the renderer, which the loader mounts it with; and the
 * French texts its code uses. French is the SDK's one static language (the others are chunks of
 * their own): here it starts empty, and each element's entry adds the namespaces it names before
 * the loader renders it, so the grid does not carry the account's texts.
 */
function elementEntries() {
  return {
    name: 'vitrine-element-entries',
    buildStart() {
      // Chunk names carry hashes: old ones would pile up beside the new.
      rmSync(chunksFolder, { recursive: true, force: true });
    },
    resolveId(id, importer) {
      if (id.startsWith(ENTRY)) return `\0${id}`;
      // The SDK's French, which every element would otherwise carry whole.
      if (id === FRENCH || importsWholeFrench(id, importer)) return `\0${FRENCH}`;
      return null;
    },
    load(id) {
      if (id === `\0${FRENCH}`) return frenchModule([]);
      if (!id.startsWith(`\0${ENTRY}`)) return null;
      const tag = id.slice(ENTRY.length + 1);
      const { module, component } = table[tag];
      return [
        addFrench(french[tag]),
        `export { ${component} as component } from ${JSON.stringify(module)};`,
        `export { elementRenderer as renderer } from ${JSON.stringify(rendererModule)};`,
      ].join('\n');
    },
  };
}

/** The loader's entry: every tag with its attributes, chunks fetched beside the script. */
function loaderEntry() {
  const attributes = Object.fromEntries(Object.entries(table).map(([tag, { props }]) => [tag, props]));
  return {
    name: 'vitrine-loader-entry',
    resolveId: (id) => (id === LOADER ? `\0${id}` : null),
    load: (id) =>
      id === `\0${LOADER}`
        ? [
            `import { chunkBase, defineLazyElements } from ${JSON.stringify(loaderModule)};`,
            'const base = chunkBase();',
            `defineLazyElements(${JSON.stringify(attributes)}, (tag) => import(base + tag + '.js'));`,
          ].join('\n')
        : null,
  };
}

/** An area of the SDK client fetched on its first call (see sdk-core's lazyArea.ts). */
const LAZY_AREA =
  /sdk-core\/src\/(orders|messages|onboarding|settings|paymentAccount|checkout|sellerArticles)\.ts$/;

/**
 * dist/chunks/manifest.json: for each element, the files its first use loads (its entry and what
 * that imports) and the ones it may load later (other languages, the card provider, the lazy areas
 * of the client); and those lazy areas' files.
 */
function firstUseManifest() {
  return {
    name: 'vitrine-first-use-manifest',
    generateBundle(_options, bundle) {
      const closure = (fileName, seen = new Set()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of bundle[fileName]?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const elements = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const firstUse = closure(chunk.fileName);
        const later = new Set();
        for (const file of firstUse) for (const lazy of bundle[file].dynamicImports) later.add(lazy);
        for (const file of [...later])
          for (const more of closure(file)) if (!firstUse.has(more)) later.add(more);
        elements[chunk.name] = {
          firstUse: [...firstUse].map((file) => `chunks/${file}`),
          later: [...later].filter((file) => !firstUse.has(file)).map((file) => `chunks/${file}`),
        };
      }
      // The client's lazy areas (orders, messages…): the account and checkout elements load them
      // as they mount, so a page with every element counts them too.
      const areas = new Set();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && LAZY_AREA.test(chunk.facadeModuleId ?? ''))
          closure(chunk.fileName, areas);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify(
          { loader: 'vitrine-elements.js', elements, areas: [...areas].map((file) => `chunks/${file}`) },
          null,
          2,
        )}\n`,
      });
    },
  };
}

/** Chunks by what they hold: `texts-en-….js` rather than `index-….js`. */
function chunkName({ facadeModuleId }) {
  const language = /i18n\/(\w+)\/index\.ts$/.exec(facadeModuleId ?? '');
  if (language) return `texts-${language[1]}-[hash].js`;
  if (/sdk-core\/src\/payments\/index\.ts$/.test(facadeModuleId ?? '')) return 'payments-[hash].js';
  return '[name]-[hash].js';
}

export default [
  {
    input: Object.fromEntries(Object.keys(table).map((tag) => [tag, `${ENTRY}${tag}`])),
    onwarn,
    preserveEntrySignatures: 'exports-only',
    output: {
      dir: chunksFolder,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: chunkName,
      experimentalMinChunkSize: 1000,
      sourcemap: true,
    },
    plugins: [elementEntries(), ...browserPlugins(), firstUseManifest()],
  },
  {
    input: LOADER,
    onwarn,
    output: { file: join(widgetsRoot, 'dist/vitrine-elements.js'), format: 'iife', sourcemap: true },
    plugins: [loaderEntry(), ...browserPlugins()],
  },
];
