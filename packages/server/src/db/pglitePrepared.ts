/**
 * Named prepared statements for PGlite's reads. PGlite's `query` parses and plans every
 * statement again and talks to the database in five protocol round trips (parse, describe,
 * bind, describe, execute); a page of 24 cards spent about half its time there
 * (BENCHMARKS.md §2). Here a read is parsed once per text under a name, and each call is one
 * bind–describe–execute–sync exchange: PostgreSQL keeps the parsed statement and, when its
 * generic plan costs no more than the custom ones, the plan too.
 *
 * Only reads outside transactions come here: writes and transactions keep PGlite's own path, so
 * its handling of transactions, files and durability is untouched. The same locks as `query`
 * are taken, so a read never runs inside another caller's transaction.
 */
import { type PGlite, parse, protocol } from '@electric-sql/pglite';

interface Statement {
  name: string;
  /** Parameter type OIDs, to serialise values as PGlite's `query` does. */
  types: number[];
}

/**
 * Statement texts kept prepared, the least recently used closed first: the lists' filters make a
 * few dozen texts, and their LIMIT/OFFSET, written in the text, one more per page size and page.
 */
const MAX_STATEMENTS = 500;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Runs reads as named prepared statements on `pg`; `maxStatements` bounds what PostgreSQL keeps. */
export function createPreparedReader(pg: PGlite, { maxStatements = MAX_STATEMENTS } = {}) {
  // Map order is recency: the first entry is the least recently used.
  const statements = new Map<string, Statement>();
  const { serialize } = protocol;
  let named = 0;

  async function closeOldest(): Promise<void> {
    const oldest = statements.entries().next().value;
    if (!oldest) return;
    statements.delete(oldest[0]);
    await pg.execProtocolStream(
      concat([serialize.close({ type: 'S', name: oldest[1].name }), serialize.sync()]),
      {
        syncToFs: false,
      },
    );
  }

  async function prepare(sql: string): Promise<Statement> {
    if (statements.size >= maxStatements) await closeOldest();
    const name = `vitrine_${named++}`;
    const messages = await pg.execProtocolStream(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = messages.find((message) => message.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const statement = { name, types: description?.dataTypeIDs ?? [] };
    statements.set(sql, statement);
    return statement;
  }

  return async function preparedQuery<Row>(sql: string, params: readonly unknown[]): Promise<Row[]> {
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        let statement = statements.get(sql);
        if (statement) {
          statements.delete(sql);
          statements.set(sql, statement);
        } else {
          statement = await prepare(sql);
        }
        const types = statement.types;
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const serializer = pg.serializers[types[index] as number];
          return serializer ? serializer(value) : String(value);
        });
        const messages = await pg.execProtocolStream(
          concat([
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        return (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as Row[];
      }),
    );
  };
}
