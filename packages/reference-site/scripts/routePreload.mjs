/**
 * A Vite plugin that lets the first page start loading with the entry instead of after it.
 *
 * Each page of the route table (src/routes.tsx) is a chunk of its own, imported when its route
 * first renders: without help the browser fetches the entry, runs it, and only then learns which
 * page chunk (and its shared chunks) to fetch — one more round trip before anything of the page
 * can show. This plugin adds a few lines to index.html that match the address against the route
 * table, as wouter will, and add `<link rel="modulepreload">` for that page's chunks at once, so
 * they download beside the entry. Only the first load is concerned: later navigations fetch
 * pages as before.
 *
 * The routes are read from routes.tsx itself (its `path` and `lazyPage(() => import('./pages/…'))`
 * pairs), so the table stays in one place; a route written another way is simply not preloaded.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'regexparam';

const ROUTE = /path:\s*'([^']*)',\s*page:\s*\w+\(\(\)\s*=>\s*import\('\.\/(pages\/\w+)\.js'\)\)([^}]*)\}/g;

/**
 * @param {{ routesFile: string, localePattern: string }} options  the route table's file, and
 *   the pattern every route sits under (`/:locale`, as App.tsx nests them)
 * @returns {import('vite').Plugin}
 */
export function routePreload({ routesFile, localePattern }) {
  let base = '/';
  return {
    name: 'vitrine-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        // What index.html loads already: the entry and its static imports.
        const loaded = new Set(entry ? [entry.fileName, ...staticImports(entry.fileName, bundle)] : []);
        const folder = resolve(routesFile, '..');
        const routes = [];
        for (const [, path, page, rest] of readFileSync(routesFile, 'utf8').matchAll(ROUTE)) {
          const moduleFile = resolve(folder, `${page}.tsx`);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleFile);
          if (!chunk) continue;
          const files = [chunk.fileName, ...staticImports(chunk.fileName, bundle)].filter(
            (file) => !loaded.has(file),
          );
          const loose = /\bnest:\s*true\b/.test(rest);
          const { pattern } = parse(`${localePattern}${path === '/' ? '' : path}`, loose);
          routes.push([pattern.source, files.map((file) => `${base}${file}`)]);
        }
        if (routes.length === 0) return html;
        // First match wins, as in the route table's <Switch>.
        const script = `<script>(function(routes,path){for(var i=0;i<routes.length;i++){if(new RegExp(routes[i][0]).test(path)){routes[i][1].forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)});return}}})(${JSON.stringify(routes)},location.pathname)</script>`;
        return html.replace('</head>', `  ${script}\n  </head>`);
      },
    },
  };
}

/** Every chunk `fileName` imports statically, directly or not. */
function staticImports(fileName, bundle, found = new Set()) {
  const chunk = bundle[fileName];
  for (const imported of chunk?.type === 'chunk' ? chunk.imports : []) {
    if (found.has(imported)) continue;
    found.add(imported);
    staticImports(imported, bundle, found);
  }
  return found;
}
