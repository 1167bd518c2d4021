#!/usr/bin/env node
/** `npm start` ends here: start the service with the environment's configuration. */
import { startServer } from './server.js';

const server = await startServer();
server.app.log.info(`Vitrine is running on ${server.url.replace('127.0.0.1', 'localhost')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
