/**
 * Named prepared statements for PostgreSQL's reads. Without them every read is parsed and planned
 * again, and planning the product card's query cost more than running it: on the realistic mix,
 * every answer computed, preparing reads tripled what one process serves. Each statement text
 * gets a name on each connection that runs it, and PostgreSQL keeps its parse and, once it pays,
 * its plan.
 *
 * Statement texts are not a closed set (a list's LIMIT and OFFSET are written in its text), and
 * PostgreSQL keeps what a connection prepared until that connection ends: a connection that has
 * prepared `maxStatements` texts is closed when released, and the pool opens a fresh one.
 * Writes and transactions keep the plain path.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Texts one connection keeps prepared before it is replaced. */
const MAX_STATEMENTS = 300;

/** An error of the connection rather than of the statement (which carry PostgreSQL's SQLSTATE). */
const brokeTheConnection = (error: unknown) => typeof (error as { code?: unknown }).code !== 'string';

export function createPostgresPreparedReader(pool: pg.Pool, { maxStatements = MAX_STATEMENTS } = {}) {
  const prepared = new WeakMap<pg.PoolClient, Map<string, string>>();

  return async function read<Row>(sql: string, params: readonly unknown[]): Promise<Row[]> {
    const client = await pool.connect();
    let statements = prepared.get(client);
    if (!statements) {
      statements = new Map();
      prepared.set(client, statements);
    }
    let name = statements.get(sql);
    if (!name) {
      // Named by its text: the same on every connection and for every reader of the pool.
      name = `vitrine_${createHash('sha1').update(sql).digest('base64url')}`;
      statements.set(sql, name);
    }
    let failure: Error | undefined;
    try {
      const result = await client.query({ name, text: sql, values: params as unknown[] });
      return result.rows as Row[];
    } catch (error) {
      if (brokeTheConnection(error)) failure = error as Error;
      throw error;
    } finally {
      client.release(failure ?? statements.size >= maxStatements);
    }
  };
}
