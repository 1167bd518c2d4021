/** A loopback HTTP server answering fixed paths with files or texts (benchmark pages). */

import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * @param {Record<string, { file?: string, text?: string, type?: string }>} routes by path
 * @param {{ compress?: boolean, folders?: Record<string, string> }} [options] brotli for clients
 *   that accept it, as a CDN would; folders served whole, by URL prefix (`/chunks/` → a folder)
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export function serveStatic(routes, { compress = false, folders = {} } = {}) {
  const compressed = new Map();
  const server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0]);
    const route = routes[path] ?? folderRoute(folders, path);
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const body = route.text ?? readFileSync(route.file);
    const type = route.type ?? TYPES[extname(route.file ?? path)] ?? 'application/octet-stream';
    if (compress && /\bbr\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!compressed.has(path)) {
        compressed.set(path, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
      response
        .writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', 'content-encoding': 'br' })
        .end(compressed.get(path));
      return;
    }
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' }).end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** A file of a served folder, never outside it. */
function folderRoute(folders, path) {
  for (const [prefix, folder] of Object.entries(folders)) {
    if (!path.startsWith(prefix)) continue;
    const file = normalize(join(folder, path.slice(prefix.length)));
    if (file.startsWith(folder) && existsSync(file) && statSync(file).isFile()) return { file };
  }
  return undefined;
}
