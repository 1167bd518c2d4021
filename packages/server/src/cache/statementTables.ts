/**
 * Which tables a statement reads and which it may change, from its text and the schema the
 * database describes about itself. The answer cache keeps an answer until one of the tables its
 * reads touched is written, so the analysis may over-count (a miss) but must never under-count
 * (stale data):
 * - a statement reads every known table whose name appears in it as a word;
 * - a write changes the tables it names after INSERT INTO, UPDATE, DELETE FROM, TRUNCATE or
 *   MERGE INTO, plus those the database changes for it (foreign keys that cascade or set null);
 * - a write to a table with triggers also writes what the triggers' functions write, when their
 *   bodies are understood: plain writes to named tables, and calls of functions understood alike;
 * - anything not understood — DDL, scripts, `SELECT … INTO`, sequence functions, a trigger whose
 *   function is not understood, a view, a statement calling a function of the schema's own, or
 *   any statement before the schema is known — reads and writes everything.
 */

/** What a statement touches. `EVERYTHING` stands for every table. */
export interface StatementTables {
  reads: readonly string[] | typeof EVERYTHING;
  writes: readonly string[] | typeof EVERYTHING;
}

export const EVERYTHING = '*';

/** What the database says about its tables, read once the migrations have run. */
export interface SchemaFacts {
  tables: ReadonlySet<string>;
  /** For a table, the tables whose rows the database changes when its rows are deleted. */
  onDelete: ReadonlyMap<string, readonly string[]>;
  /** For a table, the tables whose rows the database changes when its keys are updated. */
  onUpdate: ReadonlyMap<string, readonly string[]>;
  /** Tables and views whose writes or reads the analysis cannot follow (views, rules, triggers not understood). */
  opaque: ReadonlySet<string>;
  /** For a table with triggers, the tables its triggers' functions write. */
  triggerWrites: ReadonlyMap<string, readonly string[]>;
  /** The schema's own functions (not an extension's), which may read or write any table. */
  functions: ReadonlySet<string>;
}

/** Comments and blanks before the first keyword of a statement. */
const LEADING = /^(?:\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/)*/;
/** Statements that only read, when nothing in them writes. */
const READ_START = /^(?:SELECT|WITH|VALUES|TABLE|SHOW)\b/i;
/** Statements whose targets the analysis follows. */
const DML_START = /^(?:SELECT|WITH|VALUES|INSERT|UPDATE|DELETE|MERGE|TRUNCATE)\b/i;
/** Row locks change no data: `FOR UPDATE`, `FOR NO KEY UPDATE`, `FOR SHARE`, `FOR KEY SHARE`. */
const ROW_LOCK = /\bFOR\s+(?:NO\s+KEY\s+)?UPDATE\b|\bFOR\s+(?:KEY\s+)?SHARE\b/gi;
/** Words that make a read-looking statement a write. */
const WRITE_WORD = /\b(?:INSERT|UPDATE|DELETE|MERGE|TRUNCATE|INTO|nextval|setval)\b/i;
/** The verb and the table of a writing clause; an upsert's `DO UPDATE` names no table. */
const WRITE_TARGET =
  /\b(INSERT\s+INTO|(?<!\bDO\s+)UPDATE|DELETE\s+FROM|MERGE\s+INTO|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?"?([A-Za-z_][A-Za-z0-9_]*)"?/gi;
/** Writes the analysis does not follow, once the clauses it follows are taken out. */
const UNFOLLOWED_WRITE = /\b(?:nextval|setval|INTO)\b/i;
const WORD = /[A-Za-z_][A-Za-z0-9_]*/g;

const TOUCHES_EVERYTHING: StatementTables = { reads: EVERYTHING, writes: EVERYTHING };

/** True when `sql` (one statement) certainly changes nothing; false for anything else. */
export function isReadOnlyStatement(sql: string): boolean {
  const body = sql.replace(LEADING, '').replace(ROW_LOCK, '');
  return READ_START.test(body) && !WRITE_WORD.test(body);
}

/** The tables `sql` reads and writes under `schema`; everything when the schema is not known. */
export function tablesOf(sql: string, schema: SchemaFacts | null): StatementTables {
  if (!schema) return TOUCHES_EVERYTHING;
  const body = sql.replace(LEADING, '');
  const reads = new Set<string>();
  for (const [word] of body.matchAll(WORD)) {
    const name = word.toLowerCase();
    if (schema.functions.has(name)) return TOUCHES_EVERYTHING;
    if (!schema.tables.has(name)) continue;
    if (schema.opaque.has(name)) return TOUCHES_EVERYTHING;
    reads.add(name);
  }
  if (isReadOnlyStatement(body)) return { reads: [...reads], writes: [] };

  const unlocked = body.replace(ROW_LOCK, '');
  if (!DML_START.test(unlocked) || UNFOLLOWED_WRITE.test(unlocked.replace(WRITE_TARGET, ''))) {
    return TOUCHES_EVERYTHING;
  }
  const writes = new Set<string>();
  // Each target with the database's own changes for it: dependants of deleted rows or updated keys.
  const pending: [string, 'delete' | 'update' | 'insert'][] = [];
  for (const match of unlocked.matchAll(WRITE_TARGET)) {
    const verb = (match[1] as string).toUpperCase();
    const name = (match[2] as string).toLowerCase();
    if (!schema.tables.has(name)) return TOUCHES_EVERYTHING;
    const kind = verb.startsWith('INSERT') ? 'insert' : verb.startsWith('UPDATE') ? 'update' : 'delete';
    // MERGE may update and delete: both kinds of dependants.
    pending.push([name, kind]);
    if (verb.startsWith('MERGE')) pending.push([name, 'update']);
  }
  if (pending.length === 0) return TOUCHES_EVERYTHING;
  const seen = new Set<string>();
  while (pending.length > 0) {
    const [name, kind] = pending.pop() as [string, 'delete' | 'update' | 'insert'];
    if (schema.opaque.has(name)) return TOUCHES_EVERYTHING;
    writes.add(name);
    if (seen.has(`${kind} ${name}`)) continue;
    seen.add(`${kind} ${name}`);
    // What a trigger writes may be any kind of write: both kinds of dependants are followed.
    for (const target of schema.triggerWrites.get(name) ?? []) {
      pending.push([target, 'delete'], [target, 'update']);
    }
    const dependants = kind === 'delete' ? schema.onDelete : kind === 'update' ? schema.onUpdate : null;
    // A cascaded delete deletes, a set-null updates: following both as deletes over-counts safely.
    for (const child of dependants?.get(name) ?? []) pending.push([child, 'delete']);
  }
  return { reads: [...reads], writes: [...writes] };
}

/** Reads the facts `tablesOf` needs from the database's catalogue, in the current schema. */
export async function readSchemaFacts(db: {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}): Promise<SchemaFacts> {
  const [tables, cascades, unfollowed, functions, triggers] = await Promise.all([
    db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c
        WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`,
    ),
    db.query<{ parent: string; child: string; on_delete: boolean; on_update: boolean }>(
      `SELECT parent.relname AS parent, child.relname AS child,
              k.confdeltype IN ('c', 'n', 'd') AS on_delete, k.confupdtype IN ('c', 'n', 'd') AS on_update
         FROM pg_constraint k
         JOIN pg_class parent ON parent.oid = k.confrelid
         JOIN pg_class child ON child.oid = k.conrelid
        WHERE k.contype = 'f'`,
    ),
    db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c
        WHERE c.relnamespace = current_schema()::regnamespace
          AND (c.relkind IN ('v', 'm', 'f')
               OR EXISTS (SELECT 1 FROM pg_rewrite r WHERE r.ev_class = c.oid AND r.rulename <> '_RETURN'))`,
    ),
    db.query<{ name: string; body: string; language: string }>(
      `SELECT p.proname AS name, p.prosrc AS body, l.lanname AS language
         FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
        WHERE p.pronamespace = current_schema()::regnamespace
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
    ),
    db.query<{ table_name: string; function_name: string }>(
      `SELECT c.relname AS table_name, p.proname AS function_name
         FROM pg_trigger t
         JOIN pg_class c ON c.oid = t.tgrelid
         JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace`,
    ),
  ]);
  const onDelete = new Map<string, string[]>();
  const onUpdate = new Map<string, string[]>();
  for (const key of cascades) {
    if (key.on_delete) onDelete.set(key.parent, [...(onDelete.get(key.parent) ?? []), key.child]);
    if (key.on_update) onUpdate.set(key.parent, [...(onUpdate.get(key.parent) ?? []), key.child]);
  }
  const tableNames = new Set(tables.map((row) => row.name));
  const sources = new Map<string, FunctionSource>();
  for (const row of functions) {
    const name = row.name.toLowerCase();
    const understood = row.language === 'sql' || row.language === 'plpgsql';
    const other = sources.get(name);
    sources.set(
      name,
      other
        ? { body: `${other.body};\n${row.body}`, understood: other.understood && understood }
        : { body: row.body, understood },
    );
  }
  const writesOf = functionWrites(sources, tableNames);
  const opaque = new Set(unfollowed.map((row) => row.name));
  const triggerWrites = new Map<string, string[]>();
  for (const trigger of triggers) {
    const writes = writesOf(trigger.function_name.toLowerCase());
    if (writes === EVERYTHING) opaque.add(trigger.table_name);
    else
      triggerWrites.set(trigger.table_name, [
        ...new Set([...(triggerWrites.get(trigger.table_name) ?? []), ...writes]),
      ]);
  }
  for (const table of opaque) triggerWrites.delete(table);
  return {
    tables: tableNames,
    onDelete,
    onUpdate,
    opaque,
    triggerWrites,
    functions: new Set(functions.map((row) => row.name.toLowerCase())),
  };
}

/**
 * What makes a function's body not understood: dynamic SQL, COPY and DDL name their tables at run
 * time or change the schema, and comments could hide a clause from the patterns below (a body
 * is not stripped of comments, since a string may hold `--`).
 */
const UNREAD_BODY = /\b(?:EXECUTE|COPY|CREATE|ALTER|DROP)\b|--|\/\*/i;

/**
 * The tables a function of the schema writes, read from its body (SQL or PL/pgSQL): the targets
 * of its writing clauses and of every function of the schema it calls, directly or not. A body
 * in another language, one not understood (UNREAD_BODY), a write the analysis does not follow
 * (`SELECT … INTO`, sequences) or a target that is not a table writes everything.
 */
function functionWrites(functions: ReadonlyMap<string, FunctionSource>, tables: ReadonlySet<string>) {
  /** The function's own writing targets, and the functions of the schema its body names. */
  function read(name: string): { writes: string[]; calls: string[] } | typeof EVERYTHING {
    const source = functions.get(name);
    if (!source?.understood || UNREAD_BODY.test(source.body)) return EVERYTHING;
    const body = source.body.replace(ROW_LOCK, '');
    if (UNFOLLOWED_WRITE.test(body.replace(WRITE_TARGET, ''))) return EVERYTHING;
    const writes: string[] = [];
    for (const match of body.matchAll(WRITE_TARGET)) {
      const table = (match[2] as string).toLowerCase();
      if (!tables.has(table)) return EVERYTHING;
      writes.push(table);
    }
    const calls = [...body.matchAll(WORD)]
      .map(([word]) => word.toLowerCase())
      .filter((word) => word !== name && functions.has(word));
    return { writes, calls };
  }
  // Everything the function and what it calls write, over the whole call graph (cycles too).
  return (name: string): readonly string[] | typeof EVERYTHING => {
    const writes = new Set<string>();
    const seen = new Set<string>([name]);
    const pending = [name];
    while (pending.length > 0) {
      const found = read(pending.pop() as string);
      if (found === EVERYTHING) return EVERYTHING;
      for (const table of found.writes) writes.add(table);
      for (const callee of found.calls) {
        if (seen.has(callee)) continue;
        seen.add(callee);
        pending.push(callee);
      }
    }
    return [...writes];
  };
}

/** A function of the schema as the analysis reads it; overloads of one name are read as one. */
interface FunctionSource {
  body: string;
  /** In SQL or PL/pgSQL, whose bodies are statements; C and internal functions are not. */
  understood: boolean;
}
