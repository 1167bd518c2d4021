/**
 * Serves a built example (`dist/`) from its own origin, as its developer's host would: files as
 * they are, and `index.html` for any other path so a client-side route (`/cart`) survives a
 * reload. Another port than the Vitrine service's, so every call the page makes is cross-origin.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

export interface StaticSite {
  url: string;
  close(): Promise<void>;
}

export function serveStatic(folder: string): Promise<StaticSite> {
  if (!existsSync(join(folder, 'index.html'))) {
    throw new Error(`${folder}/index.html is missing: build the examples first (npm run build)`);
  }
  const server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    const asked = normalize(join(folder, path));
    const file =
      asked.startsWith(folder) && existsSync(asked) && statSync(asked).isFile()
        ? asked
        : join(folder, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
