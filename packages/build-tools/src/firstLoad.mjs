/**
 * Which built files a first use loads, read from the build outputs — shared by the budgets
 * (.size-limit.mjs at the repository root) and the widgets' byte report (packages/widgets/scripts/sizes.mjs):
 * - an element: the loader plus the chunks its entry imports, from dist/chunks/manifest.json;
 * - every element: the loader plus all of those, and the client's lazy areas their first renders call;
 * - a page of the site: the entry of dist/index.html, the chunks it preloads, and the page's own
 *   chunk with the chunks that chunk imports statically (its dynamic imports load later).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repositoryRoot, widgetsRoot } from './workspace.mjs';

export { repositoryRoot };

/** Where the elements were built: dist/, or VITRINE_ELEMENTS_DIST as the widgets' rollup.config.mjs reads it. */
const widgetsDist = process.env.VITRINE_ELEMENTS_DIST ?? join(widgetsRoot, 'dist');
const siteDist = join(repositoryRoot, 'packages/reference-site/dist');

/** Paths relative to the repository root, as size-limit's `path` takes them. */
const fromRoot = (file) => relative(repositoryRoot, file);

function readJson(file, hint) {
  if (!existsSync(file)) throw new Error(`${fromRoot(file)} is missing: ${hint}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The element manifest the rollup build writes. */
export function elementManifest() {
  return readJson(join(widgetsDist, 'chunks/manifest.json'), 'build the widgets first (npm run build)');
}

/** The files one element's first use loads, loader included. */
export function elementFirstUse(tag, manifest = elementManifest()) {
  const element = manifest.elements[tag];
  if (!element) throw new Error(`No element <${tag}> in the manifest`);
  return [manifest.loader, ...element.firstUse].map((file) => fromRoot(join(widgetsDist, file)));
}

/**
 * The files a page with every element loads on their first use (French), with the client's lazy
 * areas their first renders call (the checkout's last address: rollup.config.mjs,
 * FIRST_RENDER_AREAS).
 */
export function allElementsFirstUse(manifest = elementManifest()) {
  const files = new Set([manifest.loader, ...manifest.areas]);
  for (const element of Object.values(manifest.elements))
    for (const file of element.firstUse) files.add(file);
  return [...files].map((file) => fromRoot(join(widgetsDist, file)));
}

/** Relative imports a built ES module makes before it runs (`import … from "./x.js"`, `import "./x.js"`). */
function staticImportsOf(file) {
  const code = readFileSync(file, 'utf8');
  const found = new Set();
  for (const match of code.matchAll(
    /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
  )) {
    found.add(join(file, '..', match[1]));
  }
  for (const match of code.matchAll(
    /(?:^|[;}\s])export\s*(?:\*|\{[^}]*\})\s*from\s*["'](\.{1,2}\/[^"']+\.js)["']/g,
  )) {
    found.add(join(file, '..', match[1]));
  }
  return found;
}

function staticClosure(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of staticImportsOf(file)) visit(imported);
  };
  for (const file of files) visit(file);
  return seen;
}

/** The JS a first visit to a page of the site loads: the entry, its preloads, and the page chunk. */
export function siteFirstLoad(page = 'HomePage') {
  const indexHtml = join(siteDist, 'index.html');
  if (!existsSync(indexHtml))
    throw new Error('packages/reference-site/dist is missing: build the site first');
  const html = readFileSync(indexHtml, 'utf8');
  const referenced = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.js)"/g)].map((match) =>
    join(siteDist, match[1]),
  );
  const assets = join(siteDist, 'assets');
  const pageChunk = readdirSync(assets).find((name) => name.startsWith(`${page}-`) && name.endsWith('.js'));
  if (!pageChunk) throw new Error(`No chunk of ${page} in ${fromRoot(assets)}`);
  return [...staticClosure([...referenced, join(assets, pageChunk)])].map(fromRoot);
}
