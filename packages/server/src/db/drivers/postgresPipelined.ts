/**
 * PostgreSQL's reads: prepared, and pipelined on connections of their own.
 *
 * A pooled read holds a connection for its whole round trip, so the server and PostgreSQL take
 * turns: a query written, a backend woken, an answer read, then the backend asleep again, for
 * every read. The server's reads are single statements that need no transaction, so they can
 * share a connection: in pg's pipeline mode each read is written as soon as it is asked for, the
 * backend works through what has arrived without sleeping in between, and several answers come
 * back in one socket read.
 *
 * Reads go to the first connection that is moving; another is opened, up to `connections`, only
 * when every open one has had a read waiting for longer than `stuckAfterMs` — a slow statement at
 * its head, or more reads than one backend keeps up with. Spreading reads any wider costs more
 * than it gains: each backend then sleeps and wakes for smaller batches.
 *
 * Each statement text is prepared once per connection (PostgreSQL keeps its parse and, once it
 * pays, its plan). Texts are not a closed set (a list's filters make one text per combination),
 * and PostgreSQL keeps what a connection prepared until it ends: a connection that has prepared
 * `maxStatements` texts takes no new reads, ends once its answers are in, and a fresh one takes
 * its place. Writes and transactions keep the pool.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { endsTheConnection } from './connectionLoss.js';

export interface PipelinedReaderOptions {
  /** The most connections reads are spread over. */
  connections?: number;
  /** How long a connection's oldest read may wait before new reads go elsewhere. */
  stuckAfterMs?: number;
  /** Texts one connection keeps prepared before it is replaced. */
  maxStatements?: number;
  /**
   * The driver's clock, in milliseconds, for how long reads have waited: the process's real one
   * (a connection is stuck in real time); a test gives its own to make one stuck at will.
   */
  now?: () => number;
}

interface ReadConnection {
  client: pg.Client;
  /** The statements this connection was asked to prepare: their texts and names. */
  prepared: Map<string, string>;
  /** When each read still waiting was sent, oldest first: pg answers in the order it sent. */
  sentAt: number[];
  /** Set once the connection takes no new reads (full of statements, broken or closed). */
  ended?: Promise<void>;
  /** Why it could not connect: what its reads fail with, rather than pg's "terminated". */
  connectFailure?: Error;
}

export interface PipelinedReader {
  read<Row>(sql: string, params: readonly unknown[]): Promise<Row[]>;
  /** Ends every connection once its answers are in. */
  close(): Promise<void>;
}

/** A statement's name, from its text: the same on every connection. */
const statementName = (sql: string) => `vitrine_${createHash('sha1').update(sql).digest('base64url')}`;

export function createPostgresPipelinedReader(
  config: pg.ClientConfig,
  {
    connections = 4,
    stuckAfterMs = 10,
    maxStatements = 300,
    now: clock = () => performance.now(),
  }: PipelinedReaderOptions = {},
): PipelinedReader {
  const open: ReadConnection[] = [];
  /** Every retired connection until it has ended: closing waits for them too. */
  const ending = new Set<Promise<void>>();
  let closed = false;

  function connect(): ReadConnection {
    const client = new pg.Client({ ...config, pipeline: true });
    const connection: ReadConnection = { client, prepared: new Map(), sentAt: [] };
    open.push(connection);
    // A connection that breaks fails the reads it holds (pg does that) and takes no more; the
    // next read opens another. Without a listener its error would end the process.
    client.on('error', () => retire(connection));
    client.on('end', () => retire(connection));
    client.connect((error: Error | undefined) => {
      if (!error) return;
      connection.connectFailure = error;
      retire(connection);
    });
    return connection;
  }

  /** Takes no new reads; pg ends the connection once the reads it was sent are answered. */
  function retire(connection: ReadConnection): Promise<void> {
    if (!connection.ended) {
      const at = open.indexOf(connection);
      if (at >= 0) open.splice(at, 1);
      const ended = connection.client.end().catch(() => {});
      connection.ended = ended;
      ending.add(ended);
      ended.then(() => ending.delete(ended));
    }
    return connection.ended;
  }

  function choose(sql: string): ReadConnection {
    const now = clock();
    let chosen = open.find((connection) => {
      const oldest = connection.sentAt[0];
      return oldest === undefined || now - oldest < stuckAfterMs;
    });
    if (!chosen && open.length < connections) chosen = connect();
    // Every connection is stuck and no more may open: the one with the fewest reads waiting.
    chosen ??= open.reduce((best, connection) =>
      connection.sentAt.length < best.sentAt.length ? connection : best,
    );
    if (!chosen.prepared.has(sql) && chosen.prepared.size >= maxStatements) {
      retire(chosen);
      chosen = connect();
    }
    return chosen;
  }

  return {
    async read<Row>(sql: string, params: readonly unknown[]): Promise<Row[]> {
      if (closed) throw new Error('The database is closed.');
      const connection = choose(sql);
      let name = connection.prepared.get(sql);
      if (!name) {
        name = statementName(sql);
        connection.prepared.set(sql, name);
      }
      connection.sentAt.push(clock());
      try {
        return await new Promise<Row[]>((resolve, reject) => {
          connection.client.query({ name, text: sql, values: params as unknown[] }, (error, result) => {
            if (!error) return resolve(result.rows as Row[]);
            // Within pg's handling of the message: a backend that ends says so before its socket
            // closes, and no read may be sent to it in between.
            if (endsTheConnection(error)) retire(connection);
            reject(connection.connectFailure ?? error);
          });
        });
      } finally {
        connection.sentAt.shift();
      }
    },
    async close() {
      closed = true;
      for (const connection of [...open]) retire(connection);
      await Promise.all(ending);
    },
  };
}
