#!/usr/bin/env node
/**
 * Serves the boutique page and the built script-tag bundle on another origin than the Vitrine
 * service (port 8790 by default), as a partner's own site would be: the loader
 * (`/vitrine-elements.js`) and the chunks it fetches beside it (`/chunks/…`).
 */
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const bundle = join(here, '../../packages/widgets/dist');

/** Starts the boutique's server; resolves with its URL. */
export function serveBoutique(port = Number(process.env.PORT ?? 8790)) {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const file =
      path === '/'
        ? join(here, 'index.html')
        : /^\/(vitrine-|chunks\/)[\w.-]+\.js$/.test(path)
          ? join(bundle, path.slice(1))
          : null;
    if (!file || !existsSync(file)) {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('Not found (build the widgets first: npm run build)');
      return;
    }
    response.writeHead(200, {
      'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await serveBoutique();
  console.info(`Boutique on ${url}/ (Vitrine API: ${url}/?api=http://localhost:8787)`);
}
