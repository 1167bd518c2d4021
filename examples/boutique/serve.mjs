#!/usr/bin/env node
/**
 * Serves the boutique page and the built script-tag bundle on another origin than the Vitrine
 * service (port 8790 by default), as a partner's own site would be.
 */
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const bundle = join(here, '../../packages/widgets/dist/vitrine-elements.js');
const port = Number(process.env.PORT ?? 8790);

createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0];
  const file = path === '/vitrine-elements.js' ? bundle : path === '/' ? join(here, 'index.html') : null;
  if (!file || !existsSync(file)) {
    response.writeHead(404).end('Not found (build the widgets first: npm run build)');
    return;
  }
  response.writeHead(200, {
    'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8',
  });
  createReadStream(file).pipe(response);
}).listen(port, () =>
  console.info(`Boutique on http://localhost:${port}/ (Vitrine API: ?api=http://localhost:8787)`),
);
