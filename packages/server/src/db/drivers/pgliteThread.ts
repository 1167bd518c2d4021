/**
 * PGlite in a worker thread of its own (pgliteWorker.ts), seen from the server's thread.
 * PostgreSQL compiled to WebAssembly does not yield while it runs a query, so in the server's
 * thread each query held up every other request, socket and timer (an ANALYZE of a large
 * catalogue for seconds). In a worker it runs on the second core while this thread parses
 * requests and writes answers.
 *
 * Each call is one message; the worker answers rows, already parsed into values. A transaction
 * is opened in the worker and held there until this side commits or rolls it back, so PGlite's
 * own locks keep other statements out of it exactly as in one thread.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What the worker is started with. */
export interface PgliteWorkerOptions {
  /** A folder on disk; absent for a database in memory. */
  dataDir?: string;
  /** A data folder's tarball (`dump`) to start from. */
  loadDataDir?: Uint8Array;
}

export type PgliteRequest = { id: number } & (
  | { op: 'read' | 'readText' | 'query'; sql: string; params: readonly unknown[] }
  | { op: 'exec'; sql: string }
  | { op: 'begin' | 'dump' | 'close' }
  | { op: 'txQuery'; tx: number; sql: string; params: readonly unknown[] }
  | { op: 'txExec'; tx: number; sql: string }
  | { op: 'commit' | 'rollback'; tx: number }
);

/** A PostgreSQL error's message and its fields (`code`, `constraint`, `detail`…). */
export interface SerializedError {
  message: string;
  name?: string;
  fields: Record<string, string | number>;
}

export type PgliteResponse = { id: number; value: unknown } | { id: number; error: SerializedError };

/** Distributes the union over its members, so `op` picks the fields that go with it. */
type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export interface PgliteThread {
  /** A read outside transactions, as a named prepared statement (pglitePrepared.ts). */
  read<Row>(sql: string, params: readonly unknown[]): Promise<Row[]>;
  /** A read's first value as the UTF-8 bytes PostgreSQL wrote, or null (pglitePrepared.ts). */
  readText(sql: string, params: readonly unknown[]): Promise<Uint8Array | null>;
  query<Row>(sql: string, params: readonly unknown[]): Promise<Row[]>;
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T>;
  /** The data folder as a gzipped tarball. */
  dump(): Promise<Uint8Array<ArrayBuffer>>;
  close(): Promise<void>;
}

export interface PgliteThreadTransaction {
  query<Row>(sql: string, params: readonly unknown[]): Promise<Row[]>;
  exec(sql: string): Promise<void>;
}

/**
 * The worker's module: built beside this bundle; or, when the server runs from its sources (the
 * tests), the TypeScript file, loaded once tsx's loader is registered in the new thread.
 */
function workerScript(): { script: string | URL; eval: boolean } {
  const built = new URL('./pgliteWorker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { script: built, eval: false };
  const source = new URL('./pgliteWorker.ts', import.meta.url).href;
  return {
    script: `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`,
    eval: true,
  };
}

function deserializeError({ message, name, fields }: SerializedError): Error {
  const error = Object.assign(new Error(message), fields);
  if (name) error.name = name;
  return error;
}

/** Starts the worker and answers once PGlite is open in it. */
export async function startPgliteThread(options: PgliteWorkerOptions): Promise<PgliteThread> {
  const { script, eval: isSource } = workerScript();
  const worker = new Worker(script, {
    eval: isSource,
    workerData: options,
    transferList: options.loadDataDir ? [options.loadDataDir.buffer as ArrayBuffer] : [],
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | null = null;

  /** Rejects what is in flight and every later call with `error`; the first reason stays. */
  function stop(error: Error): void {
    stopped ??= error;
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
  }

  await new Promise<void>((ready, failed) => {
    const exited = (code: number) =>
      failed(new Error(`The database thread exited with ${code} while opening.`));
    worker.once('error', failed);
    worker.once('exit', exited);
    // Not removeAllListeners(): the worker's own listeners start and stop its message port.
    worker.once('message', () => {
      worker.off('error', failed);
      worker.off('exit', exited);
      ready();
    });
  });
  worker.on('message', (response: PgliteResponse) => {
    const call = pending.get(response.id);
    if (!call) return;
    pending.delete(response.id);
    // Idle, the thread does not keep the process alive; a call in flight does.
    if (pending.size === 0) worker.unref();
    if ('error' in response) call.reject(deserializeError(response.error));
    else call.resolve(response.value);
  });
  // A database thread that dies leaves a server that can answer nothing: its calls fail with the
  // reason, and the process ends as on any uncaught error, for its supervisor to start it again
  // (the data folder holds every acknowledged commit).
  const died = (error: Error) => {
    if (stopped) return;
    stop(error);
    process.nextTick(() => {
      throw error;
    });
  };
  worker.on('error', (error) => died(new Error(`The database thread failed: ${error.message}`)));
  worker.on('exit', (code) => died(new Error(`The database thread exited with ${code}.`)));
  worker.unref();

  function call<T>(request: Without<PgliteRequest, 'id'>): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  return {
    read: (sql, params) => call({ op: 'read', sql, params }),
    readText: (sql, params) => call({ op: 'readText', sql, params }),
    query: (sql, params) => call({ op: 'query', sql, params }),
    exec: (sql) => call({ op: 'exec', sql }),
    async transaction(work) {
      const tx = await call<number>({ op: 'begin' });
      let value: Awaited<ReturnType<typeof work>>;
      try {
        value = await work({
          query: (sql, params) => call({ op: 'txQuery', tx, sql, params }),
          exec: (sql) => call({ op: 'txExec', tx, sql }),
        });
      } catch (error) {
        // The caller's error says what went wrong; a failed rollback would only hide it.
        await call({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'commit', tx });
      return value;
    },
    dump: () => call({ op: 'dump' }),
    async close() {
      if (stopped) return;
      await call({ op: 'close' });
      stop(new Error('The database is closed.'));
      await worker.terminate();
    },
  };
}
