/**
 * The worker thread that holds PGlite (pgliteThread.ts starts it). PostgreSQL compiled to
 * WebAssembly runs a query without yielding: in the server's own thread, every query stopped
 * every other request and socket. Here the queries run beside the event loop, on a core of
 * their own, and the server's thread only sends statements and receives rows.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPreparedReader } from './pglitePrepared.js';
import type { PgliteRequest, PgliteResponse, PgliteWorkerOptions, SerializedError } from './pgliteThread.js';
import { VALUE_PARSERS } from './valueParsers.js';

interface OpenTransaction {
  tx: Transaction;
  finish: (outcome: 'commit' | 'rollback') => void;
  /** Settles once PGlite has committed or rolled back. */
  done: Promise<unknown>;
}

/** A PostgreSQL error keeps its fields (`code`, `constraint`, `detail`…) across the thread. */
function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

const port = parentPort;
if (!port) throw new Error('pgliteWorker.ts runs as a worker thread (pgliteThread.ts).');
const options = workerData as PgliteWorkerOptions;

const pg = await PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
  extensions: { pg_trgm, unaccent },
  parsers: VALUE_PARSERS,
});
const prepared = createPreparedReader(pg);
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

function transactionOf(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}.`);
  return open;
}

/** Opens a transaction and answers its id once BEGIN ran; it stays open until commit or rollback. */
function begin(): Promise<number> {
  const id = nextTransaction++;
  return new Promise((opened, failed) => {
    const done = pg
      .transaction(async (tx) => {
        const outcome = await new Promise<'commit' | 'rollback'>((finish) => {
          transactions.set(id, { tx, finish, done });
          opened(id);
        });
        if (outcome === 'rollback') await tx.rollback();
      })
      .finally(() => transactions.delete(id));
    // BEGIN itself failed: nothing was opened.
    done.catch((error) => {
      if (!transactions.has(id)) failed(error);
    });
  });
}

async function finish(id: number, outcome: 'commit' | 'rollback'): Promise<void> {
  const open = transactionOf(id);
  open.finish(outcome);
  await open.done;
}

async function answer(request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'read':
      return prepared.rows(request.sql, request.params);
    case 'readText':
      return prepared.firstText(request.sql, request.params);
    case 'query':
      return (await pg.query(request.sql, request.params as unknown[])).rows;
    case 'exec':
      await pg.exec(request.sql);
      return null;
    case 'begin':
      return begin();
    case 'txQuery':
      return (await transactionOf(request.tx).tx.query(request.sql, request.params as unknown[])).rows;
    case 'txExec':
      await transactionOf(request.tx).tx.exec(request.sql);
      return null;
    case 'commit':
      return finish(request.tx, 'commit');
    case 'rollback':
      return finish(request.tx, 'rollback');
    case 'dump': {
      const dump = await pg.dumpDataDir('gzip');
      return new Uint8Array(await dump.arrayBuffer());
    }
    case 'close':
      await pg.close();
      return null;
  }
}

port.on('message', (request: PgliteRequest) => {
  answer(request).then(
    (value) => {
      const response: PgliteResponse = { id: request.id, value };
      port.postMessage(response, value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : []);
    },
    (error: unknown) => {
      const response: PgliteResponse = { id: request.id, error: serializeError(error) };
      port.postMessage(response);
    },
  );
});
port.postMessage({ ready: true });
