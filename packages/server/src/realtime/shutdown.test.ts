/**
 * Regression (found by the reliability suite): a server with live socket clients never finished
 * closing — the HTTP server waits for every connection, and the sockets were only closed after
 * it — so a SIGTERM left the process hanging. Closing now ends the sockets first.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';
import { connectSocket, type TestSocket } from './socketServer.test.helpers.js';

let server: RunningServer;
const open: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => {
  for (const socket of open) socket.close();
});

it('closes while socket clients are connected', async () => {
  const { token } = await signIn(server.url, TEST_ACCOUNTS.buyer);
  open.push(await connectSocket(server.url, { token }), await connectSocket(server.url, { token }));

  // A close that waited for the sockets to go would hang: the test's own time limit fails it.
  await server.close();
  await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
});
