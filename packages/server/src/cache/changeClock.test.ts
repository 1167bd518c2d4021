/**
 * The change clock, alone and as a real PGlite moves it: which tags a write changes, which reads
 * stay current, and when the clock moves — after a write has landed, so that no reader can keep
 * pre-write rows as current.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../db/database.js';
import { collectReads, createChangeClock, readTags, writeTags } from './changeClock.js';
import { EVERYTHING } from './statementTables.js';

describe('createChangeClock', () => {
  it('a write of a table makes stale only what read that table', () => {
    const clock = createChangeClock();
    const since = clock.sequence;
    clock.record(['panier']);
    expect(clock.changedSince(['panier', 'produit'], since)).toBe(true);
    expect(clock.changedSince(['produit', 'marque'], since)).toBe(false);
    expect(clock.changedSince(['panier'], clock.sequence)).toBe(false);
  });

  it("a keyed write reaches its key's readers and the table's, not another key's", () => {
    const clock = createChangeClock();
    const since = clock.sequence;
    clock.record(writeTags(['wishlist'], { wishlist: 42 }));
    expect(clock.changedSince(readTags(['wishlist'], { wishlist: 42 }), since)).toBe(true);
    expect(clock.changedSince(readTags(['wishlist']), since)).toBe(true);
    expect(clock.changedSince(readTags(['wishlist'], { wishlist: 0 }), since)).toBe(false);
  });

  it('a write that names no key reaches every key', () => {
    const clock = createChangeClock();
    const since = clock.sequence;
    clock.record(writeTags(['wishlist']));
    expect(clock.changedSince(readTags(['wishlist'], { wishlist: 7 }), since)).toBe(true);
  });

  it('everything written, or read, meets every other tag', () => {
    const clock = createChangeClock();
    const since = clock.sequence;
    clock.record(['panier']);
    expect(clock.changedSince([EVERYTHING], since)).toBe(true);
    const later = clock.sequence;
    clock.record(EVERYTHING);
    expect(clock.changedSince(['marque'], later)).toBe(true);
  });

  it('tells its listeners of its own writes, not of those a peer reported', () => {
    const clock = createChangeClock();
    const heard: unknown[] = [];
    clock.onLocalChange((changed) => {
      heard.push(changed);
    });
    const since = clock.sequence;
    clock.record(['panier']);
    clock.recordRemote(['marque']);
    expect(heard).toEqual([['panier']]);
    expect(clock.changedSince(['marque'], since)).toBe(true);
  });
});

describe('a real database moves its clock', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
    await db.exec('CREATE TABLE probe (id serial PRIMARY KEY, v text); CREATE TABLE other (id int)');
    await db.learnSchema();
  });
  afterAll(() => db?.close());

  const probeChangedSince = (since: number) => db.changes.changedSince(['probe'], since);

  it('not on reads, and after each write, for the table written only', async () => {
    const start = db.changes.sequence;
    await db.query('SELECT count(*) FROM probe');
    expect(db.changes.sequence).toBe(start);
    await db.query("INSERT INTO probe (v) VALUES ('a')");
    expect(probeChangedSince(start)).toBe(true);
    expect(db.changes.changedSince(['other'], start)).toBe(false);
    const next = db.changes.sequence;
    await db.exec('SELECT 1; SELECT 2');
    expect(db.changes.changedSince(['other'], next)).toBe(true);
  });

  it('after a failed write too', async () => {
    const start = db.changes.sequence;
    await expect(db.query('INSERT INTO probe (id, v) VALUES (1, $1)', ['dup'])).rejects.toThrow();
    expect(probeChangedSince(start)).toBe(true);
  });

  it('once a writing transaction has committed, not before', async () => {
    const start = db.changes.sequence;
    let inside = true;
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO probe (v) VALUES ('t1')");
      await tx.query("INSERT INTO probe (v) VALUES ('t2')");
      inside = probeChangedSince(start);
    });
    expect(inside).toBe(false);
    expect(db.changes.sequence).toBe(start + 1);
    expect(probeChangedSince(start)).toBe(true);
  });

  it('after a rolled-back writing transaction, and not for a reading one', async () => {
    const start = db.changes.sequence;
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO probe (v) VALUES ('gone')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(db.changes.sequence).toBe(start + 1);
    await db.transaction((tx) => tx.query('SELECT * FROM probe'));
    expect(db.changes.sequence).toBe(start + 1);
  });

  it('and collects what a piece of work read, across its awaits and transactions', async () => {
    const { result, tags } = await collectReads(async () => {
      await db.query('SELECT 1 FROM probe LIMIT 1');
      await db.transaction((tx) => tx.query('SELECT 1 FROM other'));
      return 'done';
    });
    expect(result).toBe('done');
    expect(tags.sort()).toEqual(['other', 'probe']);
  });
});
