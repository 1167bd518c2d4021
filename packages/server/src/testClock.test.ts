/**
 * The test clock: absent unless TEST_CLOCK=on (a normal server answers 404 at its path), refused
 * in production, and when on, moving it runs the deadlines then due on a real order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import type { RunningServer } from './server.js';
import { TEST_CLOCK_PATH } from './testClock.js';
import { orderIn, startTestServer } from './testing/index.js';

const advance = (server: RunningServer, body: unknown) =>
  fetch(`${server.url}${TEST_CLOCK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the test clock, off', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  it('is not there without TEST_CLOCK=on: 404, and time does not move', async () => {
    expect(process.env.TEST_CLOCK).toBeUndefined();
    const before = server.context.now().getTime();
    const answer = await advance(server, { hours: 48 });
    expect(answer.status).toBe(404);
    expect(server.context.now().getTime() - before).toBeLessThan(60_000);
  });

  it('is read from the environment: on, off or unset; anything else, or production, stops the start', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'off' }).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'on' }).testClock).toBe(true);
    expect(() => loadConfig({ TEST_CLOCK: 'yes' })).toThrow(/TEST_CLOCK must be on or off/);
    expect(() => loadConfig({ TEST_CLOCK: 'on', NODE_ENV: 'production' })).toThrow(/refused/);
  });
});

describe('the test clock, on', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ testClock: true });
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses a bad body with 400', async () => {
    for (const body of [{}, { hours: -1 }, { hours: '48' }, { hours: 1e9 }]) {
      const answer = await advance(server, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toHaveProperty('error');
    }
  });

  it('moves the clock and runs what fell due: an unanswered order is cancelled after 48 h', async () => {
    const { id_commande } = await orderIn(server, 'paid');
    const before = server.context.now().getTime();
    const answer = await advance(server, { hours: 49 });
    expect(answer.status).toBe(200);
    const moved = (await answer.json()) as { now: string; done: number };
    expect(new Date(moved.now).getTime() - before).toBeGreaterThanOrEqual(49 * 3_600_000);
    expect(moved.done).toBeGreaterThan(0);
    const [order] = await server.db.query<{ etat: string }>(
      'SELECT etat FROM commande WHERE id_commande = $1',
      [id_commande],
    );
    expect(order?.etat).toBe('cancelled');
  }, 60_000);
});
