/**
 * Which tables a statement reads and writes, on the real schema as the migrated database
 * describes it: what is followed is named, and whatever is not followed counts as everything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import {
  EVERYTHING,
  isReadOnlyStatement,
  readSchemaFacts,
  type SchemaFacts,
  tablesOf,
} from './statementTables.js';

describe('isReadOnlyStatement', () => {
  it.each([
    'SELECT 1',
    '  \n select * from produit where id_produit = $1',
    '-- the page\nSELECT * FROM produit',
    '/* a list */ WITH page AS MATERIALIZED (SELECT id_produit FROM produit) SELECT * FROM page',
    'SELECT pg_advisory_xact_lock($1)',
    "SELECT * FROM produit WHERE modele ILIKE '%' || $1 || '%'",
    // A row lock changes no data.
    'SELECT etat FROM utilisateur WHERE id_user = $1 FOR UPDATE',
    'SELECT 1 FROM commande_job WHERE state = $1 FOR NO KEY UPDATE SKIP LOCKED',
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
    'ANALYZE',
    'CREATE TABLE t (id int)',
    'TRUNCATE panier',
    'COPY produit FROM STDIN',
    '',
  ])('may write: %s', (sql) => {
    expect(isReadOnlyStatement(sql)).toBe(false);
  });
});

describe('tablesOf', () => {
  let db: Database;
  let schema: SchemaFacts;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    schema = await readSchemaFacts(db);
  });
  afterAll(() => db?.close());

  const sorted = (tables: readonly string[] | typeof EVERYTHING) =>
    tables === EVERYTHING ? tables : [...tables].sort();

  it('a read names the tables it reads, and writes nothing', () => {
    const tables = tablesOf(
      `SELECT p.id_produit, m.nom_marque FROM produit p
         JOIN marque m ON m.id_marque = p.id_marque
        WHERE EXISTS (SELECT 1 FROM wishlist w WHERE w.id_user = $1 AND w.id_produit = p.id_produit)`,
      schema,
    );
    expect(sorted(tables.reads)).toEqual(['marque', 'produit', 'wishlist']);
    expect(tables.writes).toEqual([]);
  });

  it('a write names its target, an upsert too, and a row lock writes nothing', () => {
    expect(
      tablesOf('INSERT INTO wishlist (id_user, id_produit) VALUES ($1, $2) ON CONFLICT DO NOTHING', schema)
        .writes,
    ).toEqual(['wishlist']);
    expect(
      tablesOf(
        `INSERT INTO parametre_user (id_user, langue) VALUES ($1, $2)
           ON CONFLICT (id_user) DO UPDATE SET langue = EXCLUDED.langue`,
        schema,
      ).writes,
    ).toEqual(['parametre_user']);
    expect(
      sorted(
        tablesOf(
          `WITH sold AS (UPDATE sous_produit SET etat = 'Vendu' WHERE id = $1 RETURNING id_produit)
           INSERT INTO commande (id_produit) SELECT id_produit FROM sold`,
          schema,
        ).writes,
      ),
      // sous_produit's triggers rebuild the ready cards and pages (016_ready_products.sql) and the
      // search documents, and mark the product sold out (027_search_index.sql): an UPDATE of
      // produit whose columns the analysis does not read, so it counts what an update of
      // produit's key would cascade to as well (an over-count: a miss, never a stale answer).
    ).toEqual([
      'alerte',
      'commande',
      'image_produit',
      'offre',
      'offre_etape',
      'offre_plancher',
      'panier',
      'prix_verifie',
      'produit',
      'produit_pret',
      'produit_recherche',
      'produit_texte',
      'sous_produit',
      'wishlist',
    ]);
    expect(tablesOf('SELECT etat FROM sous_produit WHERE id = $1 FOR UPDATE', schema).writes).toEqual([]);
  });

  it('a delete also writes the rows the database deletes or empties for it, transitively', () => {
    const writes = tablesOf('DELETE FROM produit WHERE id_produit = $1', schema).writes;
    expect(writes).not.toBe(EVERYTHING);
    // Each table whose key to produit cascades is written with it, and what cascades from those.
    for (const dependant of ['wishlist', 'panier', 'image_produit', 'sous_produit', 'produit_texte']) {
      expect(writes).toContain(dependant);
    }
    expect(writes).not.toContain('marque');
    // An update of non-key columns cascades nowhere (an insert never does); the product's
    // triggers rebuild its ready rows.
    expect(
      sorted(tablesOf('UPDATE produit SET prix_unitaire = $2 WHERE id_produit = $1', schema).writes),
    ).toEqual(['produit', 'produit_pret', 'produit_recherche']);
    // A like is not on the ready cards: it writes no ready row.
    expect(tablesOf('UPDATE wishlist SET created_at = now() WHERE id_user = $1', schema).writes).toEqual([
      'wishlist',
    ]);
  });

  it.each([
    ['DDL', 'CREATE INDEX ON produit (modele)'],
    ['a script', 'ANALYZE'],
    ['SELECT INTO', 'SELECT * INTO copie FROM produit'],
    ['a sequence moved by hand', "SELECT nextval(pg_get_serial_sequence('produit', 'id_produit'))"],
    ['an unknown table', 'INSERT INTO nowhere (id) VALUES (1)'],
    ['no target it can follow', 'DELETE USING produit'],
  ])('what it does not follow touches everything: %s', (_what, sql) => {
    expect(tablesOf(sql, schema)).toEqual({ reads: EVERYTHING, writes: EVERYTHING });
  });

  it('before the schema is known, every statement touches everything', () => {
    expect(tablesOf('SELECT * FROM produit', null)).toEqual({ reads: EVERYTHING, writes: EVERYTHING });
  });

  it("a trigger's writes are followed when its function's body is understood; a view, a function called by a statement and a trigger it cannot read touch everything", async () => {
    const other = await openPglite();
    try {
      await other.exec(`
        CREATE TABLE item (id int PRIMARY KEY, n int);
        CREATE TABLE audit (id int);
        CREATE TABLE tally (n int);
        CREATE TABLE opaque_item (id int);
        CREATE FUNCTION count_item() RETURNS void LANGUAGE sql AS 'UPDATE tally SET n = n + 1';
        CREATE FUNCTION log_item() RETURNS trigger LANGUAGE plpgsql AS
          'BEGIN INSERT INTO audit VALUES (NEW.id); PERFORM count_item(); RETURN NEW; END';
        CREATE TRIGGER item_logged AFTER INSERT ON item FOR EACH ROW EXECUTE FUNCTION log_item();
        CREATE FUNCTION log_anywhere() RETURNS trigger LANGUAGE plpgsql AS
          'BEGIN EXECUTE format(''INSERT INTO %I VALUES (1)'', TG_ARGV[0]); RETURN NEW; END';
        CREATE TRIGGER opaque_logged AFTER INSERT ON opaque_item FOR EACH ROW EXECUTE FUNCTION log_anywhere('audit');
        CREATE TABLE ping (n int);
        CREATE TABLE pong (n int);
        CREATE FUNCTION ping_pong(n int) RETURNS void LANGUAGE plpgsql AS
          'BEGIN INSERT INTO ping VALUES (n); IF n > 0 THEN PERFORM pong_ping(n - 1); END IF; END';
        CREATE FUNCTION pong_ping(n int) RETURNS void LANGUAGE plpgsql AS
          'BEGIN INSERT INTO pong VALUES (n); IF n > 0 THEN PERFORM ping_pong(n - 1); END IF; END';
        CREATE FUNCTION played() RETURNS trigger LANGUAGE plpgsql AS 'BEGIN PERFORM pong_ping(2); RETURN NEW; END';
        CREATE TABLE game (id int);
        CREATE TRIGGER game_played AFTER INSERT ON game FOR EACH ROW EXECUTE FUNCTION played();
        CREATE FUNCTION hidden() RETURNS trigger LANGUAGE plpgsql AS
          'BEGIN INSERT /* a note */ INTO audit VALUES (1); RETURN NEW; END';
        CREATE TABLE noted (id int);
        CREATE TRIGGER noted_hidden AFTER INSERT ON noted FOR EACH ROW EXECUTE FUNCTION hidden();
        CREATE VIEW audited AS SELECT id FROM audit;
        CREATE FUNCTION audit_count() RETURNS bigint LANGUAGE sql AS 'SELECT count(*) FROM audit';
      `);
      const facts = await readSchemaFacts(other);
      // The trigger's own insert and what the function it calls writes.
      expect(sorted(tablesOf('INSERT INTO item VALUES (1, 1)', facts).writes)).toEqual([
        'audit',
        'item',
        'tally',
      ]);
      expect(tablesOf('SELECT n FROM item', facts)).toEqual({ reads: ['item'], writes: [] });
      // Functions calling each other: everything either writes.
      expect(sorted(tablesOf('INSERT INTO game VALUES (1)', facts).writes)).toEqual(['game', 'ping', 'pong']);
      // A comment could hide a clause: a body with one is not read.
      expect(tablesOf('INSERT INTO noted VALUES (1)', facts).writes).toBe(EVERYTHING);
      // Dynamic SQL names its table at run time: not followed.
      expect(tablesOf('INSERT INTO opaque_item VALUES (1)', facts).writes).toBe(EVERYTHING);
      expect(tablesOf('SELECT * FROM audited', facts).reads).toBe(EVERYTHING);
      // A function of the schema may read anything.
      expect(tablesOf('SELECT audit_count()', facts).reads).toBe(EVERYTHING);
      expect(tablesOf('INSERT INTO audit VALUES (2)', facts).writes).toEqual(['audit']);
    } finally {
      await other.close();
    }
  });

  it("the migrated schema's only functions keep the ready products and the products' category branch, and every table is followed", () => {
    expect([...schema.opaque]).toEqual([]);
    // pg_trgm's functions belong to the extension, and read no table. The demo payout accounts'
    // function is called by a migration and the seed only, where touching everything is right.
    expect(sorted([...schema.functions])).toEqual([
      'comptes_paiement_demo',
      'produit_branche',
      'produit_epuise_refaire',
      'produit_epuise_suivre',
      'produit_pret_refaire',
      'produit_pret_suivre',
      'produit_pret_suivre_reference',
      'produit_recherche_refaire',
      'produit_recherche_suivre',
      'produit_recherche_suivre_ligne',
      'produit_recherche_suivre_vocabulaire',
      'recherche_bigrammes',
      'recherche_mots',
    ]);
    for (const source of [
      'produit',
      'produit_texte',
      'image_produit',
      'sous_produit',
      'utilisateur',
      'pays',
    ]) {
      expect(schema.triggerWrites.get(source)).toContain('produit_pret');
    }
    // The search documents follow the product's texts, variants and vocabulary.
    for (const source of [
      'produit',
      'produit_texte',
      'sous_produit',
      'marque',
      'categorie',
      'couleur',
      'marque_nom',
    ]) {
      expect(schema.triggerWrites.get(source)).toContain('produit_recherche');
    }
  });
});
