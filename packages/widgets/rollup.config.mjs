// The script-tag build, on preact/compat instead of react-dom (a fraction of the bytes), for pages
// with no build step:
// - dist/vitrine-elements.js, the one classic script a page adds: a small loader that defines
//   every element at once and fetches an element's code the first time one appears (loader.ts);
// - dist/chunks/, that code as ES modules: one entry per element (`vitrine-cart.js`…) bringing
//   the French texts its code names, the code they share in shared chunks, and what only some
//   pages need — each language but French, the SDK's signed-in areas, the sandbox card provider —
//   in chunks fetched when first needed;
// - dist/chunks/manifest.json: the files each element needs on its first use, for the budgets.
// The elements check every answer against the contract as zod/mini would, with its schemas
// compiled to data at build time (@vitrine/build-tools/compiled-contract) rather than zod's runtime.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { compiledContract } from '@vitrine/build-tools/compiled-contract';
import { frenchByKey } from '@vitrine/build-tools/french-texts';
import { preactAliases } from '@vitrine/build-tools/preact-aliases';
import esbuild from 'rollup-plugin-esbuild';
import { elementTable, widgetsRoot } from './scripts/elementTable.mjs';

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
    // The bundles are ES2020 modules; terser may then write arrows and rely on property reads
    // having no side effects (no getter in this code does anything but read), which the element
    // budgets need: both are checked by the journeys on the built script tag.
    terser({
      ecma: 2020,
      module: true,
      format: { comments: false },
      compress: { passes: 3, unsafe_arrows: true, pure_getters: true },
    }),
  ];
}

const ENTRY = 'virtual:vitrine-element/';
const LOADER = 'virtual:vitrine-loader';
const table = await elementTable();
// VITRINE_ELEMENTS_DIST builds elsewhere than dist/, e.g. to measure a change while others build.
const elementsDist = process.env.VITRINE_ELEMENTS_DIST ?? join(widgetsRoot, 'dist');
const chunksFolder = join(elementsDist, 'chunks');
const loaderModule = join(widgetsRoot, 'src/elements/loader.ts');
const rendererModule = join(widgetsRoot, 'src/elements/renderElement.ts');

/** Each element's entry: its component, and the renderer the loader mounts it with. */
function elementEntries() {
  return {
    name: 'vitrine-element-entries',
    buildStart() {
      // Chunk names carry hashes: old ones would pile up beside the new.
      rmSync(chunksFolder, { recursive: true, force: true });
    },
    resolveId: (id) => (id.startsWith(ENTRY) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${ENTRY}`)) return null;
      const tag = id.slice(ENTRY.length + 1);
      const { module, component } = table[tag];
      return [
        `export { ${component} as component } from ${JSON.stringify(module)};`,
        `export { elementRenderer as renderer } from ${JSON.stringify(rendererModule)};`,
      ].join('\n');
    },
  };
}

/**
 * The loader's entry: every tag with its attributes, chunks fetched beside the script; and each
 * tag's first-use files, read from the manifest the elements' build (the config before this one)
 * wrote, which the loader preloads all at once when the element first needs its code.
 */
function loaderEntry() {
  const attributes = Object.fromEntries(Object.entries(table).map(([tag, { props }]) => [tag, props]));
  const firstUse = () => {
    const { elements } = JSON.parse(readFileSync(join(chunksFolder, 'manifest.json'), 'utf8'));
    return Object.fromEntries(
      Object.entries(elements).map(([tag, { firstUse: files }]) => [
        tag,
        files.map((file) => file.replace(/^chunks\//, '')).filter((file) => file !== `${tag}.js`),
      ]),
    );
  };
  return {
    name: 'vitrine-loader-entry',
    resolveId: (id) => (id === LOADER ? `\0${id}` : null),
    load: (id) =>
      id === `\0${LOADER}`
        ? [
            `import { chunkBase, defineLazyElements, preloadModules, whenNeeded } from ${JSON.stringify(loaderModule)};`,
            'const base = chunkBase();',
            `const files = ${JSON.stringify(firstUse())};`,
            `defineLazyElements(${JSON.stringify(attributes)}, (tag) => {`,
            '  preloadModules(base, files[tag] || []);',
            "  return import(base + tag + '.js');",
            '}, { schedule: whenNeeded });',
          ].join('\n')
        : null,
  };
}

/**
 * The areas of the SDK client (fetched on their first call, see sdk-core's lazyArea.ts) that an
 * element's first render calls: the checkout reads the last delivery address
 * (`client.orders.lastAddress`, served by the addresses' own chunk) as it mounts; the payouts
 * element lists the payouts (`client.paymentAccount.payouts`). The others
 * (the rest of orders, messages, onboarding, settings, payment account, checkout, articles) load
 * on an action — paying, sending a message, adding an article — or with an account view other
 * than the default one, whose screens load lazily too. Add an area here when a first render
 * starts calling it.
 */
const FIRST_RENDER_AREAS = /sdk-core\/src\/(?:addresses|paymentAccount)\.ts$/;

/**
 * dist/chunks/manifest.json: for each element, the files its first use loads (its entry and what
 * that imports) and the ones it may load later (other languages, the card provider, the lazy areas
 * of the client, lazily loaded screens); and the files of the lazy areas a first render calls.
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
      // The client's lazy areas a first render calls: a page with every element counts them too.
      const areas = new Set();
      for (const chunk of Object.values(bundle)) {
        // By the modules it holds, whether the area's module is the chunk's facade or merged in.
        if (chunk.type === 'chunk' && chunk.moduleIds.some((id) => FIRST_RENDER_AREAS.test(id)))
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

/** The design card's libraries: every element runs on them, so they travel as one file. */
const RUNTIME_LIBRARIES = /node_modules\/(?:preact|@r2wc|@emotion|stylis|zustand|i18next)\//;

/**
 * A module at least this many elements load on their first use goes into the runtime file. Fewer
 * and the grid would carry code every pair of other elements shares; more and each element would
 * fetch more small files, each compressed on its own (BENCHMARKS.md §1 measures 2, 3, 4, 6, 9, 11).
 */
const RUNTIME_SHARED_BY = 3;

/**
 * How the elements' code is cut into files, by a rule one can state rather than by rollup's
 * merging of small chunks (which moved shared code between files on unrelated changes):
 * - `runtime-….js`: the libraries above, and every module that `RUNTIME_SHARED_BY` elements or more
 *   load on their first use (the element shell, the SDK's client, the provider, the styles, the
 *   shared hooks);
 * - everything else as rollup splits by default: a module goes with the set of entries and lazy
 *   imports that load it, so an element's own screen stays in its entry, a lazy view in its chunk,
 *   and code a few elements share in a chunk of its own.
 * So a change costs what it adds: a module joins the runtime only when that many elements use it.
 * "Loads on its first use" follows the static imports of the code that is in the bundle: through a
 * module whose code tree-shaking dropped (a barrel such as `@vitrine/sdk-core`), only to the modules
 * that re-export the names imported from it, so what only a lazy chunk or another language needs
 * (the SDK's table of every language is such a module) never counts.
 */
function runtimeChunk() {
  let loadedBy;
  return (id, { getModuleInfo, getModuleIds }) => {
    if (!getModuleInfo(id)?.isIncluded) return null;
    if (RUNTIME_LIBRARIES.test(id)) return 'runtime';
    if (!loadedBy) {
      loadedBy = new Map();
      const loads = staticLoads(getModuleInfo);
      const elements = [...getModuleIds()].filter((module) => getModuleInfo(module)?.isEntry);
      for (const element of elements) {
        const stack = [element];
        const seen = new Set();
        while (stack.length > 0) {
          const module = stack.pop();
          if (seen.has(module)) continue;
          seen.add(module);
          loadedBy.set(module, (loadedBy.get(module) ?? 0) + 1);
          stack.push(...loads(module));
        }
      }
    }
    return (loadedBy.get(id) ?? 0) >= RUNTIME_SHARED_BY ? 'runtime' : null;
  };
}

/**
 * A module's static imports as rollup resolved them, by the text of each (`'./client.js'`):
 * rollup lists them in the order the module's declarations first name them.
 */
function resolvedSources(info) {
  const sources = [];
  for (const node of info.ast?.body ?? [])
    if (node.source && !sources.includes(node.source.value)) sources.push(node.source.value);
  return sources.length === info.importedIds.length
    ? new Map(sources.map((source, index) => [source, info.importedIds[index]]))
    : null;
}

/** The names a module takes from one import (`*` for all of them: a namespace, or unknown). */
function namesFrom(info, source) {
  const names = new Set();
  for (const node of info.ast?.body ?? []) {
    if (node.source?.value !== source) continue;
    if (node.type === 'ExportAllDeclaration') names.add('*');
    for (const specifier of node.specifiers ?? []) {
      if (specifier.type === 'ImportSpecifier')
        names.add(specifier.imported.name ?? specifier.imported.value);
      else if (specifier.type === 'ImportDefaultSpecifier') names.add('default');
      else if (specifier.type === 'ExportSpecifier') names.add(specifier.local.name ?? specifier.local.value);
      else names.add('*');
    }
  }
  return names;
}

/** For a module in the bundle, the modules in the bundle it loads, seen through barrels. */
function staticLoads(getModuleInfo) {
  const through = (barrel, names, found, depth) => {
    const info = getModuleInfo(barrel);
    if (!info) return;
    if (info.isIncluded || depth > 20) {
      found.add(barrel);
      return;
    }
    const sources = resolvedSources(info);
    if (!sources) {
      for (const next of info.importedIds) found.add(next);
      return;
    }
    for (const node of info.ast?.body ?? []) {
      if (!node.source || node.type === 'ImportDeclaration') continue;
      const target = sources.get(node.source.value);
      if (node.type === 'ExportAllDeclaration') {
        if (node.exported) {
          if (names.has('*') || names.has(node.exported.name ?? node.exported.value))
            through(target, new Set(['*']), found, depth + 1);
        } else through(target, names, found, depth + 1);
        continue;
      }
      const wanted = new Set();
      for (const specifier of node.specifiers) {
        const exported = specifier.exported.name ?? specifier.exported.value;
        if (names.has('*') || names.has(exported)) wanted.add(specifier.local.name ?? specifier.local.value);
      }
      if (wanted.size > 0) through(target, wanted, found, depth + 1);
    }
  };
  return (module) => {
    const info = getModuleInfo(module);
    if (!info || !(info.isIncluded || info.isEntry)) return [];
    const sources = resolvedSources(info);
    if (!sources) return info.importedIds;
    const found = new Set();
    for (const [source, target] of sources) through(target, namesFrom(info, source), found, 0);
    return [...found];
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
    // An element's entry may export more than `component` and `renderer` (the loader reads only
    // those two): the lazy views import the entry's shared code from the entry itself, rather than
    // rollup splitting the entry into a re-exporting facade plus a chunk — one file less to fetch
    // and compress for the account, the checkout and the product page.
    preserveEntrySignatures: 'allow-extension',
    // Making a lazily loaded component runs nothing: a chunk of such wrappers can be merged.
    treeshake: { manualPureFunctions: ['lazyScreen', 'lazyOnceShown'] },
    output: {
      dir: chunksFolder,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: chunkName,
      manualChunks: runtimeChunk(),
      // The runtime holds the modules named above and no more: rollup would otherwise add each
      // one's static imports, barrels' included (and through them, code only lazy chunks need).
      onlyExplicitManualChunks: true,
      // The loader preloads an element's first-use files itself (the manifest): an entry need not
      // also name the files its imports import.
      hoistTransitiveImports: false,
      // Maps beside the files for the byte report and debugging, without a comment line in each
      // file every page downloads.
      sourcemap: 'hidden',
    },
    // French by key (@vitrine/build-tools/french-texts): each screen's texts come with its code, so the
    // grid does not carry the account's texts, nor the account element those of its other views.
    plugins: [frenchByKey(), elementEntries(), compiledContract(), ...browserPlugins(), firstUseManifest()],
  },
  {
    input: LOADER,
    onwarn,
    output: { file: join(elementsDist, 'vitrine-elements.js'), format: 'iife', sourcemap: 'hidden' },
    plugins: [loaderEntry(), ...browserPlugins()],
  },
];
