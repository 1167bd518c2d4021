/**
 * French by route: the SDK keeps French, its reference language, in every bundle whole (the other
 * languages are chunks of their own). A browser build can do better: the French texts a piece of
 * code needs are known from the code itself, since every key is a string literal — `'cart.title'`,
 * or a template starting `` `auth.genre.${…}` ``. These helpers find the namespaces a bundle names
 * and let a build replace the SDK's French module with one that holds only some namespaces, the
 * rest being added by the chunks that need them before they render:
 * - the script-tag elements (rollup.config.mjs), by key: each module adds the texts its code names
 *   (a key, or all under a prefix) as it runs, so texts come with the chunk of the code showing
 *   them, a lazily loaded screen's with its screen;
 * - the reference site (its vite.config.ts, `frenchByRoute`), by namespace: the entry's come with
 *   the SDK, and each lazily loaded page adds its own as it loads, before React renders it.
 * A key computed at run time other than as a template or a literal prefix (`'orders.state.' + s`)
 * would be missed: write keys literally.
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
/** A key in quotes (`'cart.title'`), or a prefix: a template's (`` `orders.state.${…}` ``) or a literal's (`'orders.state.'`). */
const keyPattern = new RegExp(
  `(['"\`])(${namespaces.join('|')})((?:\\.[\\w-]+)+)(\\1|\\.\\$\\{|\\.\\1)`,
  'g',
);

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

/** The keys and key prefixes a module's code names, but for the namespaces every build carries. */
export function keysNamedIn(code) {
  const keys = new Set();
  // Comments name methods (`checkout.pay`) rather than keys: block comments and whole-line ones out.
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const match of withoutComments.matchAll(keyPattern))
    if (!ALWAYS.includes(match[2])) keys.add(`${match[2]}${match[3]}`);
  return [...keys];
}

let frenchValues;
/** The French texts themselves, as the SDK's sources write them (read once). */
export function frenchTexts() {
  frenchValues ??= build({
    entryPoints: [join(frenchFolder, 'index.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'french',
    platform: 'neutral',
    logLevel: 'error',
  }).then((bundled) => new Function(`${bundled.outputFiles[0].text}\nreturn french.fr;`)());
  return frenchValues;
}

/** The text or texts at `key` in `texts` (a key's text, all under a prefix), or undefined. */
export function textsAt(texts, key) {
  let found = texts;
  for (const part of key.split('.')) {
    if (typeof found !== 'object' || !Object.hasOwn(found, part)) return undefined;
    found = found[part];
  }
  return found;
}

/** The part of `texts` that `keys` name: a key keeps its text, a prefix or a namespace all under it. */
export function selectTexts(texts, keys) {
  const selected = {};
  for (const key of keys) {
    const found = textsAt(texts, key);
    if (found === undefined) continue;
    const path = key.split('.');
    const last = path.pop();
    let into = selected;
    for (const part of path) {
      into[part] ??= {};
      into = into[part];
    }
    into[last] = found;
  }
  return selected;
}

/**
 * Module text of the split French of a by-key build: the namespaces every build carries, the rest
 * added by the modules that name them (`addFrenchTexts`).
 */
export async function frenchTextsModule() {
  return [
    `export const fr = ${JSON.stringify(selectTexts(await frenchTexts(), ALWAYS))};`,
    '/** Adds texts a chunk brings: a whole subtree, or keys beside the ones already there. */',
    'export function addFrench(more, into = fr) {',
    '  for (const key of Object.keys(more)) {',
    "    if (typeof more[key] === 'object' && typeof into[key] === 'object') addFrench(more[key], into[key]);",
    '    else into[key] = more[key];',
    '  }',
    '}',
  ].join('\n');
}

/** Module text that adds the texts `code` names to the French of a by-key build; '' if none. */
export async function addFrenchTexts(code) {
  const texts = selectTexts(await frenchTexts(), keysNamedIn(code));
  if (Object.keys(texts).length === 0) return '';
  return [
    `import { addFrench as __vitrineAddFrench } from ${JSON.stringify(FRENCH)};`,
    `__vitrineAddFrench(${JSON.stringify(texts)});`,
  ].join('\n');
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
