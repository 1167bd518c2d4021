/**
 * French by route: the SDK keeps French, its reference language, in every bundle whole (the other
 * languages are chunks of their own). A browser build can do better: the French texts a piece of
 * code needs are known from the code itself, since every key is a string literal — `'cart.title'`,
 * or a template starting `` `auth.genre.${…}` ``. These helpers find the namespaces a bundle names
 * and let a build replace the SDK's French module with one that holds only some namespaces, the
 * rest being added by the chunks that need them before they render:
 * - the script-tag elements (rollup.config.mjs): each element's entry adds its namespaces;
 * - the reference site (its vite.config.ts, `frenchByRoute`): the entry's namespaces come with the
 *   SDK, and each lazily loaded page adds its own as it loads, before React renders it.
 * A key whose namespace is computed at run time would be missed: write namespaces literally.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const frenchFolder = join(dirname(fileURLToPath(import.meta.url)), '../../sdk-core/src/i18n/fr');

/** The module id that stands for the SDK's French in a build that splits it. */
export const FRENCH = 'virtual:vitrine-french';

/** Small and shared by nearly every screen: always there. */
const ALWAYS = ['common', 'validation'];

const namespaces = readdirSync(frenchFolder)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.replace(/\.ts$/, ''));
const keyPattern = new RegExp(`(['"\`])(${namespaces.join('|')})((?:\\.[\\w-]+)+)(?:\\1|\\.\\$\\{)`, 'g');

/** The module of one namespace of French texts. */
export const namespaceModule = (namespace) => join(frenchFolder, `${namespace}.ts`);

/** Whether `importer` is the SDK module that imports French as a whole. */
export const importsWholeFrench = (source, importer) =>
  source === './fr/index.js' && /sdk-core\/src\/i18n\/(index|messages)\.ts$/.test(importer ?? '');

/**
 * The namespaces the code of `entry` names, its lazy parts included but for the modules
 * `isExcluded` accepts (the site's pages, when reading its entry); and the modules it imports
 * lazily from the folder `lazyFrom`, if given (how the site's pages are found).
 */
export async function namespacesNamedBy(entry, { isExcluded = () => false, lazyFrom } = {}) {
  const bundled = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    metafile: Boolean(lazyFrom),
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    conditions: ['@vitrine/source'],
    logLevel: 'error',
    plugins: [
      {
        name: 'our-code-only',
        setup(esbuild) {
          // Packages name no keys: only the workspace's code is read (and it is read faster).
          esbuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@vitrine/') ? undefined : { path, external: true },
          );
          // The excluded modules are the lazily imported pages: only those imports are looked at.
          esbuild.onResolve({ filter: /^\./ }, async ({ path, kind, resolveDir, importer, pluginData }) => {
            if (kind !== 'dynamic-import' || pluginData === 'resolving') return undefined;
            const resolved = await esbuild.resolve(path, {
              kind,
              resolveDir,
              importer,
              pluginData: 'resolving',
            });
            return resolved.path && isExcluded(resolved.path)
              ? { path: resolved.path, external: true }
              : resolved;
          });
        },
      },
    ],
  });
  const found = new Set(ALWAYS);
  for (const match of bundled.outputFiles[0].text.matchAll(keyPattern)) found.add(match[2]);
  const lazy = new Set();
  for (const [input, { imports }] of Object.entries(bundled.metafile?.inputs ?? {})) {
    if (!resolve(input).startsWith(lazyFrom)) continue;
    for (const { path, kind } of imports)
      if (kind === 'dynamic-import' && resolve(path).startsWith(lazyFrom)) lazy.add(resolve(path));
  }
  return { namespaces: [...found].sort(), lazy };
}

/** Module text that adds namespaces to the French of a split build. */
export function addFrench(list) {
  if (list.length === 0) return '';
  return [
    `import { fr as __vitrineFrench } from ${JSON.stringify(FRENCH)};`,
    ...list.map(
      (namespace) =>
        `import { ${namespace} as __fr_${namespace} } from ${JSON.stringify(namespaceModule(namespace))};`,
    ),
    `Object.assign(__vitrineFrench, { ${list.map((namespace) => `${namespace}: __fr_${namespace}`).join(', ')} });`,
  ].join('\n');
}

/** Module text of the split French: the namespaces given, the others added later. */
export function frenchModule(list) {
  return [
    ...list.map((namespace) => `import { ${namespace} } from ${JSON.stringify(namespaceModule(namespace))};`),
    `export const fr = { ${list.join(', ')} };`,
  ].join('\n');
}

/**
 * The Vite plugin of the reference site (build only): French carries the namespaces of the site's
 * entry; each page loaded lazily (`import('./pages/…')` in the site's code) adds the ones it names
 * besides, when its chunk runs — before React renders it, since a lazy page renders once loaded.
 */
export function frenchByRoute({ entry, siteSource }) {
  let entryNamespaces = [];
  /** By page module: the namespaces it adds. */
  const pages = new Map();
  return {
    name: 'vitrine-french-by-route',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const { lazy } = await namespacesNamedBy(entry, { lazyFrom: siteSource });
      const [shell, ...routes] = await Promise.all([
        namespacesNamedBy(entry, { isExcluded: (module) => lazy.has(module) }),
        ...[...lazy].map((page) => namespacesNamedBy(page)),
      ]);
      entryNamespaces = shell.namespaces;
      [...lazy].forEach((page, index) => {
        pages.set(
          page,
          routes[index].namespaces.filter((namespace) => !entryNamespaces.includes(namespace)),
        );
      });
    },
    resolveId(source, importer) {
      if (source === FRENCH || importsWholeFrench(source, importer)) return `\0${FRENCH}`;
      return null;
    },
    load: (id) => (id === `\0${FRENCH}` ? frenchModule(entryNamespaces) : null),
    transform(code, id) {
      const added = pages.get(id.split('?')[0]);
      // Added at the end: the module's own lines keep their places, so its source map holds.
      return added?.length ? { code: `${code}\n${addFrench(added)}\n`, map: null } : null;
    },
  };
}
