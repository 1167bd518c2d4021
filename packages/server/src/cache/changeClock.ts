/**
 * When each table last changed, as a sequence number every write of this process moves once it
 * has settled (committed or rolled back) — or that a peer process reports. A reader notes the
 * sequence before it reads and collects the tags of what it reads; its result is still current
 * as long as none of those tags was written after that note. This is what lets the answer cache
 * (answerCache.ts) keep a product page while a shopper likes another one.
 *
 * Tags are table names. A table listed in `KEYED_TABLES` may also be read and written for one
 * key (`wishlist#42`: user 42's likes): a keyed read stays current through writes for other
 * keys, and a write that names no key counts for every key.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { EVERYTHING } from './statementTables.js';

/**
 * Tables whose rows belong to one user, by the column naming them: statements may declare which
 * user's rows they read or write (`QueryOptions.keys`).
 */
export const KEYED_TABLES = { wishlist: 'id_user' } as const;
export type KeyedTable = keyof typeof KEYED_TABLES;
/** The user whose rows of a keyed table one statement reads or writes. */
export type TableKeys = Partial<Record<KeyedTable, number>>;

const ANY_KEY = '#*';
const keyedTag = (table: string, key: number) => `${table}#${key}`;

/** What a settled write changed: tags, or everything. */
export type Changed = readonly string[] | typeof EVERYTHING;

export interface ChangeClock {
  /** The sequence of the last change seen; a reader notes it before reading. */
  readonly sequence: number;
  /** Whether anything tagged `tags` changed after `since`; always true while blind. */
  changedSince(tags: readonly string[], since: number): boolean;
  /**
   * Records a settled write of this process, and tells the listeners; resolves once they are
   * done (the peers told), so that the write's caller answers after the peers know.
   */
  record(changed: Changed): Promise<void>;
  /** Records a write another process reported; the listeners are not told again. */
  recordRemote(changed: Changed): void;
  /** Called with every write this process records (to tell peer processes). */
  onLocalChange(listener: (changed: Changed) => Promise<void> | void): () => void;
  /**
   * While blind (the link to the peers is down), nothing counts as current: peers' writes may
   * be going unheard. Seeing again counts as a change of everything.
   */
  setBlind(blind: boolean): void;
}

export function createChangeClock(): ChangeClock {
  let sequence = 0;
  /** The sequence at which each tag last changed; EVERYTHING's entry counts for every tag. */
  const lastChange = new Map<string, number>();
  const listeners = new Set<(changed: Changed) => Promise<void> | void>();
  let blind = false;

  const changed = (tag: string) => lastChange.get(tag) ?? -1;

  function apply(tags: Changed): void {
    sequence += 1;
    if (tags === EVERYTHING) {
      lastChange.set(EVERYTHING, sequence);
      return;
    }
    for (const tag of tags) lastChange.set(tag, sequence);
  }

  return {
    get sequence() {
      return sequence;
    },
    changedSince(tags, since) {
      if (blind || changed(EVERYTHING) > since) return true;
      for (const tag of tags) {
        if (tag === EVERYTHING) {
          if (sequence > since) return true;
          continue;
        }
        if (changed(tag) > since) return true;
        const hash = tag.indexOf('#');
        if (hash > 0 && changed(tag.slice(0, hash) + ANY_KEY) > since) return true;
      }
      return false;
    },
    async record(tags) {
      apply(tags);
      if (listeners.size > 0) await Promise.all([...listeners].map((listener) => listener(tags)));
    },
    recordRemote: apply,
    setBlind(value) {
      if (blind && !value) apply(EVERYTHING);
      blind = value;
    },
    onLocalChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The tags a statement reads, its table names keyed where the statement declared a key. */
export function readTags(tables: readonly string[] | typeof EVERYTHING, keys?: TableKeys): readonly string[] {
  if (tables === EVERYTHING) return [EVERYTHING];
  if (!keys) return tables;
  return tables.map((table) => {
    const key = keys[table as KeyedTable];
    return key === undefined ? table : keyedTag(table, key);
  });
}

/**
 * The tags a write changes: each table, and for a keyed table the declared key's rows, or every
 * key's when none is declared.
 */
export function writeTags(tables: readonly string[] | typeof EVERYTHING, keys?: TableKeys): Changed {
  if (tables === EVERYTHING) return EVERYTHING;
  if (tables.length === 0) return tables;
  const tags: string[] = [];
  for (const table of tables) {
    tags.push(table);
    if (!(table in KEYED_TABLES)) continue;
    const key = keys?.[table as KeyedTable];
    tags.push(key === undefined ? table + ANY_KEY : keyedTag(table, key));
  }
  return tags;
}

/** True when a statement changed nothing: a read. */
export const changesNothing = (changed: Changed) => changed !== EVERYTHING && changed.length === 0;

/** Unites the tags of several writes (a transaction's statements). */
export function unite(a: Changed, b: Changed): Changed {
  if (a === EVERYTHING || b === EVERYTHING) return EVERYTHING;
  if (a.length === 0) return b;
  return [...new Set([...a, ...b])];
}

const readers = new AsyncLocalStorage<Set<string>>();

/**
 * Runs `work` and returns, beside its result, the tags of everything the database read for it
 * (statements of nested async calls included).
 */
export async function collectReads<T>(work: () => Promise<T>): Promise<{ result: T; tags: string[] }> {
  const tags = new Set<string>();
  const result = await readers.run(tags, work);
  return { result, tags: [...tags] };
}

/** Adds a statement's read tags to the collection of the work running it, if any. */
export function noteReads(tags: readonly string[]): void {
  const collecting = readers.getStore();
  if (collecting) for (const tag of tags) collecting.add(tag);
}
