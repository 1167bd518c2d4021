/**
 * The data generation on a real PGlite: which statements move it, and when — after the write
 * has landed, so that no reader can keep pre-write rows under the post-write generation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './database.js';
import { isReadOnlyStatement } from './writeClock.js';

describe('isReadOnlyStatement', () => {
  it.each([
    'SELECT 1',
    '  \n select * from produit where id_produit = $1',
    '-- the page\nSELECT * FROM produit',
    '/* a list */ WITH page AS MATERIALIZED (SELECT id_produit FROM produit) SELECT * FROM page',
    'SELECT pg_advisory_xact_lock($1)',
    "SELECT * FROM produit WHERE modele ILIKE '%' || $1 || '%'",
  ])('reads: %s', (sql) => {
    expect(isReadOnlyStatement(sql)).toBe(true);
  });

  it.each([
    'INSERT INTO panier (id_user) VALUES ($1)',
    'update produit set ventes = ventes + 1',
    'DELETE FROM session_token WHERE token_hash = $1',
    'WITH m AS (INSERT INTO message (texte) VALUES ($1) RETURNING *) SELECT * FROM m',
    "WITH next AS (SELECT nextval(pg_get_serial_sequence('produit', 'id_produit'))::int AS id) SELECT id FROM next",
    'SELECT * INTO copie FROM produit',
    'SELECT etat FROM utilisateur WHERE id_user = $1 FOR UPDATE',
    'ANALYZE',
    'CREATE TABLE t (id int)',
    'TRUNCATE panier',
    'COPY produit FROM STDIN',
    '',
  ])('may write: %s', (sql) => {
    expect(isReadOnlyStatement(sql)).toBe(false);
  });
});

describe('Database.generation', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
    await db.exec('CREATE TABLE probe (id serial PRIMARY KEY, v text)');
  });
  afterAll(() => db?.close());

  it('stays put on reads and moves after each write', async () => {
    const start = db.generation;
    await db.query('SELECT count(*) FROM probe');
    expect(db.generation).toBe(start);
    await db.query("INSERT INTO probe (v) VALUES ('a')");
    expect(db.generation).toBe(start + 1);
    await db.query("UPDATE probe SET v = 'b' WHERE v = 'nothing'");
    expect(db.generation).toBe(start + 2);
    await db.exec('SELECT 1; SELECT 2');
    expect(db.generation).toBe(start + 3);
  });

  it('moves after a failed write too', async () => {
    const start = db.generation;
    await expect(db.query('INSERT INTO probe (id, v) VALUES (1, $1)', ['dup'])).rejects.toThrow();
    expect(db.generation).toBe(start + 1);
  });

  it('moves once a writing transaction has committed, not before', async () => {
    const start = db.generation;
    let inside = -1;
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO probe (v) VALUES ('t1')");
      await tx.query("INSERT INTO probe (v) VALUES ('t2')");
      inside = db.generation;
    });
    expect(inside).toBe(start);
    expect(db.generation).toBe(start + 1);
  });

  it('moves after a rolled-back writing transaction, and not for a reading one', async () => {
    const start = db.generation;
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO probe (v) VALUES ('gone')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(db.generation).toBe(start + 1);
    await db.transaction((tx) => tx.query('SELECT * FROM probe'));
    expect(db.generation).toBe(start + 1);
  });
});
