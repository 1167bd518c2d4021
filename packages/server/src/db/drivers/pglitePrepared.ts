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
 * few dozen texts; their page and its size are parameters, so paging makes none.
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

  /** Binds `params` to `sql`'s prepared statement and answers what `exchange` makes of the bind message. */
  function run<T>(
    sql: string,
    params: readonly unknown[],
    exchange: (bind: Uint8Array) => Promise<T>,
  ): Promise<T> {
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
        return exchange(serialize.bind({ statement: statement.name, values }));
      }),
    );
  }

  /** The rows of a read, parsed as PGlite's `query` parses them. */
  async function rows<Row>(sql: string, params: readonly unknown[]): Promise<Row[]> {
    await pg._checkReady();
    return run(sql, params, async (bind) => {
      const messages = await pg.execProtocolStream(
        concat([bind, serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
      return (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as Row[];
    });
  }

  /**
   * The first column of a read's first row as the UTF-8 bytes PostgreSQL sent, or null when
   * there is no row or the value is NULL: a JSON text the database wrote goes to the client as
   * it came, never decoded into a string and encoded again. An error is raised again through
   * `rows`, which reads it as PGlite does.
   */
  async function firstText(sql: string, params: readonly unknown[]): Promise<Uint8Array | null> {
    await pg._checkReady();
    const raw = await run(sql, params, async (bind) => {
      // PGlite's other ways of answering parse every message, the row's text included.
      const chunks: Uint8Array[] = [];
      await pg.execProtocolRawStream(concat([bind, serialize.execute({ rows: 1 }), serialize.sync()]), {
        syncToFs: false,
        onRawData: (chunk) => chunks.push(chunk.slice()),
      });
      return concat(chunks);
    });
    const field = firstField(raw);
    if (field === 'error') {
      await rows(sql, params);
      throw new Error('The read failed once, then succeeded when asked again.');
    }
    return field;
  }

  return { rows, firstText };
}

/**
 * The first field of the first DataRow in `raw`, a run of backend messages (a type byte and a
 * length that counts itself, then the body): null when there is none or it is NULL, 'error'
 * when PostgreSQL answered an ErrorResponse.
 */
function firstField(raw: Uint8Array): Uint8Array | null | 'error' {
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  for (let at = 0; at + 5 <= raw.length; at += 1 + view.getInt32(at + 1)) {
    const type = raw[at];
    if (type === ERROR_RESPONSE) return 'error';
    if (type !== DATA_ROW) continue;
    // The body: a count of fields, then each field's length (-1 for NULL) and bytes.
    if (view.getInt16(at + 5) === 0) return null;
    const length = view.getInt32(at + 7);
    return length < 0 ? null : raw.slice(at + 11, at + 11 + length);
  }
  return null;
}

/** Backend message types of PostgreSQL's protocol (the first byte of each message). */
const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'
