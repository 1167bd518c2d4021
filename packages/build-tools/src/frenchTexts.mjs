/**
 * French by key: the SDK keeps French, its reference language, in every bundle whole (the other
 * languages are chunks of their own). A browser build can do better: the French texts a piece of
 * code needs are known from the code itself, since every key is a string literal — `'cart.title'`,
 * a template starting `` `auth.genre.${…}` ``, or a literal prefix `'orders.state.'`. The plugin
 * here (`frenchByKey`) replaces the SDK's French module with the namespaces every screen uses, and
 * has each module of the workspace add the texts it names when it runs — before anything renders,
 * since rendering comes after the modules of a chunk have run. So texts travel with the code that
 * shows them: a lazily loaded page or screen brings its own. Both browser builds use it: the
 * script-tag elements (the widgets' rollup.config.mjs) and the reference site (its vite.config.ts).
 * A key computed at run time in another way would be missed: write keys literally (a test checks
 * that every key the code names exists, the widgets' src/elements/frenchTexts.test.ts).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { packagesFolder } from './workspace.mjs';

export const frenchFolder = join(packagesFolder, 'sdk-core/src/i18n/fr');

/** The module id that stands for the SDK's French in a build that splits it. */
const FRENCH = 'virtual:vitrine-french';

/** Small and shared by nearly every screen: always there. */
const ALWAYS = ['common', 'validation'];

/** The namespaces of the interface texts: a key starts with one (`cart.title`). */
export const namespaces = readdirSync(frenchFolder)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.replace(/\.ts$/, ''));
/**
 * A key in quotes (`'cart.title'`), or a prefix: a template's (`` `orders.state.${…}` ``,
 * `` `home.${…}` ``) or a literal's (`'orders.state.'`). A namespace's name alone in quotes
 * (`'cart'`, a route's name too) is no key: see `keysNamedIn`.
 */
const keyPattern = new RegExp(
  `(['"\`])(${namespaces.join('|')})((?:\\.[\\w-]+)*)(\\1|\\.\\$\\{|\\.\\1)`,
  'g',
);

/** Whether `importer` is the SDK module that imports French as a whole. */
const importsWholeFrench = (source, importer) =>
  source === './fr/index.js' && /sdk-core\/src\/i18n\/(index|messages)\.ts$/.test(importer ?? '');

/** The keys and key prefixes a module's code names, but for the namespaces every build carries. */
export function keysNamedIn(code) {
  const keys = new Set();
  // Comments name methods (`checkout.pay`) rather than keys: block comments and whole-line ones out.
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const [, quote, namespace, rest, end] of withoutComments.matchAll(keyPattern)) {
    const nameAlone = rest === '' && end === quote;
    if (!nameAlone && !ALWAYS.includes(namespace)) keys.add(`${namespace}${rest}`);
  }
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

/** A plural text's forms are siblings of its key: `itemCount` names `itemCount_one`, `itemCount_other`. */
const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * What `key` names in `texts`, as `[name, text]` pairs of its parent: the key's text (or all under
 * a prefix), or a plural text's forms; none for a key it does not know.
 */
function entriesAt(texts, key) {
  const path = key.split('.');
  const last = path.pop();
  let parent = texts;
  for (const part of path) {
    if (typeof parent !== 'object' || !Object.hasOwn(parent, part)) return { path, entries: [] };
    parent = parent[part];
  }
  if (typeof parent !== 'object') return { path, entries: [] };
  if (Object.hasOwn(parent, last)) return { path, entries: [[last, parent[last]]] };
  const forms = Object.entries(parent).filter(([name]) => PLURAL_FORM.exec(name)?.[1] === last);
  return { path, entries: forms };
}

/** The text or texts at `key` in `texts` (a key's text or plural forms, all under a prefix), or undefined. */
export function textsAt(texts, key) {
  const { entries } = entriesAt(texts, key);
  if (entries.length === 0) return undefined;
  return entries.length === 1 && entries[0][0] === key.split('.').pop()
    ? entries[0][1]
    : Object.fromEntries(entries);
}

/** The part of `texts` that `keys` name: a key keeps its text (or its plural forms), a prefix or a namespace all under it. */
export function selectTexts(texts, keys) {
  const selected = {};
  for (const key of keys) {
    const { path, entries } = entriesAt(texts, key);
    if (entries.length === 0) continue;
    let into = selected;
    for (const part of path) {
      into[part] ??= {};
      into = into[part];
    }
    for (const [name, text] of entries) into[name] = text;
  }
  return selected;
}

/**
 * Module text of the split French of a by-key build: the namespaces every build carries, the rest
 * added by the modules that name them (`addFrenchTexts`).
 */
async function frenchTextsModule() {
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
async function addFrenchTexts(code) {
  const texts = selectTexts(await frenchTexts(), keysNamedIn(code));
  if (Object.keys(texts).length === 0) return '';
  return [
    `import { addFrench as __vitrineAddFrench } from ${JSON.stringify(FRENCH)};`,
    `__vitrineAddFrench(${JSON.stringify(texts)});`,
  ].join('\n');
}

/** The workspace's own code (the French texts aside): where interface texts are named. */
export const isOurSource = (id) =>
  id.startsWith(packagesFolder) &&
  /^[\w-]+\/src\/[^?]*\.tsx?$/.test(id.slice(packagesFolder.length + 1)) &&
  !id.includes('/i18n/');

/**
 * The plugin (rollup or Vite, build only): the SDK's French becomes the namespaces every screen
 * uses, and each module of the workspace adds the texts it names, at its end so that its own lines
 * keep their places and its source map holds.
 */
export function frenchByKey() {
  return {
    name: 'vitrine-french-by-key',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === FRENCH || importsWholeFrench(source, importer) ? `\0${FRENCH}` : null;
    },
    load: (id) => (id === `\0${FRENCH}` ? frenchTextsModule() : null),
    async transform(code, id) {
      if (!isOurSource(id)) return null;
      const added = await addFrenchTexts(code);
      return added ? { code: `${code}\n${added}\n`, map: null } : null;
    },
  };
}
