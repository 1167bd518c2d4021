/**
 * Readiness through HTTP against the real server: ready while its database answers; once the
 * database cannot answer, not ready (503 with Retry-After, the service's own words) while the
 * process stays alive — the liveness check still answers, so it is not restarted for nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close().catch(() => {}));

it('is ready while the database answers, and says when to come back once it cannot', async () => {
  const ready = await fetch(`${server.url}/api/ready`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ready', database: server.db.kind });

  await server.db.close();
  const notReady = await fetch(`${server.url}/api/ready`);
  expect(notReady.status).toBe(503);
  expect(notReady.headers.get('retry-after')).toBe('2');
  expect(await notReady.json()).toEqual({
    error: 'The service is briefly unavailable. Please try again in a moment.',
  });
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
});
