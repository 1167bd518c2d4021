/**
 * Which errors mean the database is away, told on the errors a real PostgreSQL and pg give
 * (under `npm run test:postgres`): a refused connection and an ended backend are; a statement's
 * own error is not.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUnavailable,
  DatabaseUnavailableError,
  endsTheConnection,
  isConnectionLoss,
} from './connectionLoss.js';

const url = process.env.DATABASE_URL;

/** What `work` rejects with. */
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

describe.skipIf(!url)('on a real PostgreSQL', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(() => admin?.end());

  it('a refused connection is a loss', async () => {
    const nowhere = new URL(url as string);
    nowhere.port = '1';
    const client = new pg.Client({ connectionString: nowhere.toString() });
    const error = await failureOf(client.connect());
    expect(isConnectionLoss(error)).toBe(true);
    expect(asUnavailable(error)).toBeInstanceOf(DatabaseUnavailableError);
  });

  it('a backend ended by the server is a loss, and so is the next statement on its connection', async () => {
    const client = new pg.Client({ connectionString: url });
    const errors: unknown[] = [];
    client.on('error', (error) => errors.push(error));
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const slow = failureOf(client.query('SELECT pg_sleep(5)'));
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
    const ended = await slow;
    expect((ended as { code?: string }).code).toBe('57P01');
    expect(isConnectionLoss(ended)).toBe(true);
    expect(isConnectionLoss(await failureOf(client.query('SELECT 1')))).toBe(true);
    await client.end().catch(() => {});
  });

  it("a statement's own error is not: a constraint, a syntax error, an unknown table", async () => {
    for (const sql of ['SELECT 1/0', 'SELEC 1', 'SELECT * FROM no_such_table']) {
      const error = await failureOf(admin.query(sql));
      expect(isConnectionLoss(error), sql).toBe(false);
      expect(endsTheConnection(error), sql).toBe(false);
      expect(asUnavailable(error)).toBe(error);
    }
  });
});

it("pg's words for a connection that ended are a loss; an error of the code is not", () => {
  expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isConnectionLoss(new Error('Client has encountered a connection error and is not queryable'))).toBe(
    true,
  );
  expect(isConnectionLoss(new Error('timeout exceeded when trying to connect'))).toBe(true);
  expect(isConnectionLoss(new TypeError("Cannot read properties of undefined (reading 'rows')"))).toBe(false);
  // Without a SQLSTATE the connection is not trusted again, though the request is not a loss.
  expect(endsTheConnection(new TypeError('x'))).toBe(true);
});
