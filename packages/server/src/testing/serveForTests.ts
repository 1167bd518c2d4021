/**
 * Runs a test server in its own process on a random port and prints `VITRINE_TEST_SERVER <url>`
 * once it listens. Started by `serverProcessSetup.ts` for test projects whose environment is a
 * browser-like DOM, where the server itself must not run.
 */
import { startTestServer } from './testServer.js';

const server = await startTestServer();
process.stdout.write(`VITRINE_TEST_SERVER ${server.url}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
