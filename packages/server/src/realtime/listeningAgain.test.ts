/**
 * Sockets that stayed connected while the live-event adapter could not hear the other processes
 * (under `npm run test:postgres`): once it listens again, they are told to read again.
 */
import type { Session } from '@vitrine/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';
import { until } from '../testing/until.js';
import { connectSocket } from './socketServer.test.helpers.js';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('the live-event adapter listening again, on a real PostgreSQL', () => {
  let server: RunningServer;
  let admin: pg.Client;
  let seller: Session;
  beforeAll(async () => {
    server = await startTestServer();
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    seller = await signIn(server.url, TEST_ACCOUNTS.seller);
  });
  afterAll(async () => {
    await admin?.end();
    await server?.close();
  });

  it('a socket that stayed connected gets initialize again once the adapter listens again, and only then', async () => {
    const [{ name: database } = { name: '' }] = await server.db.query<{ name: string }>(
      'SELECT current_database() AS name',
    );
    const listening = async () => {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN "socket.io#%'`,
        [database],
      );
      return rows.map((row) => row.pid);
    };
    await until(async () => (await listening()).length === 1);
    const socket = await connectSocket(server.url, { token: seller.token });
    try {
      const [before] = await listening();
      await admin.query('SELECT pg_terminate_backend($1)', [before]);
      const told = await socket.waitFor<{ status: string; id_user: number }>('initialize', undefined, 10_000);
      expect(told).toEqual({ status: 'connected', id_user: seller.id_user });
      // Told once its new LISTEN is in place, not before: what is published from now on arrives.
      const after = await listening();
      expect(after).toHaveLength(1);
      expect(after[0]).not.toBe(before);
      expect(socket.connected).toBe(true);
      expect(socket.received.filter((entry) => entry.event === 'initialize')).toHaveLength(1);
    } finally {
      socket.close();
    }
  });

  it('closes instead a socket whose session ended while the adapter was not listening', async () => {
    const [{ name: database } = { name: '' }] = await server.db.query<{ name: string }>(
      'SELECT current_database() AS name',
    );
    const listening = async () => {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN "socket.io#%'`,
        [database],
      );
      return rows.map((row) => row.pid);
    };
    const buyer = await signIn(server.url, TEST_ACCOUNTS.buyer);
    await until(async () => (await listening()).length === 1);
    const [ended, live] = [
      await connectSocket(server.url, { token: buyer.token }),
      await connectSocket(server.url, { token: seller.token }),
    ];
    try {
      // A sign-out everywhere made on another process: the row goes, its broadcast is not heard.
      await server.db.query('DELETE FROM session_token WHERE id_user = $1', [buyer.id_user]);
      const [before] = await listening();
      await admin.query('SELECT pg_terminate_backend($1)', [before]);
      expect(await live.waitFor('initialize', undefined, 10_000)).toMatchObject({ id_user: seller.id_user });
      expect(await ended.disconnected).toBe('io server disconnect');
      expect(ended.received.filter((entry) => entry.event === 'initialize')).toHaveLength(0);
    } finally {
      ended.close();
      live.close();
    }
  });
});
