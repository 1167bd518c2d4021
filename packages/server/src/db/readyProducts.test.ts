/**
 * The ready product cards and pages (migrations/016_ready_products.sql): every product in every
 * language, shaped as the contract says, and rebuilt by the database itself after each write to
 * what they show, in the writer's transaction.
 */
import {
  CATEGORY_SUFFIX,
  LANGUAGES,
  type Product,
  type ProductDetail,
  ProductDetailSchema,
  ProductSchema,
  SubProductSchema,
} from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { openSeededDatabase } from '../testing/testServer.js';
import { until } from '../testing/until.js';
import type { Database } from './database.js';

/** `value` has exactly the keys of the object schema `schema`, no more, no fewer. */
function expectKeys(value: object, schema: { shape: object }) {
  expect(Object.keys(value).sort()).toEqual(Object.keys(schema.shape).sort());
}

describe('the ready product cards and pages', () => {
  let db: Database;

  beforeAll(async () => {
    // The seeded test catalogue, on PostgreSQL when DATABASE_URL is set: the seeder builds the
    // rows once at its end.
    db = await openSeededDatabase();
  });
  afterAll(() => db.close());

  async function readyOf(id: number, language: string) {
    const [row] = await db.query<{ carte: string; fiche: string }>(
      'SELECT carte, fiche FROM produit_pret WHERE id_produit = $1 AND langue = $2',
      [id, language],
    );
    if (!row) throw new Error(`No ready row for ${id} in ${language}`);
    return {
      card: JSON.parse(`${row.carte},"is_liked":false}`) as Product,
      page: JSON.parse(`${row.fiche},"is_liked":false}`) as ProductDetail,
    };
  }

  async function someProduct() {
    const [row] = await db.query<{ id_produit: number; id_vendeur: number; id_pays: number }>(
      `SELECT p.id_produit, p.id_vendeur, u.id_pays FROM produit p JOIN utilisateur u ON u.id_user = p.id_vendeur
        WHERE p.retire_le IS NULL
        ORDER BY p.id_produit LIMIT 1`,
    );
    if (!row) throw new Error('No product to change');
    return row;
  }

  it('hold every product in the five languages, each with exactly the fields of the contract', async () => {
    const rows = await db.query<{ id_produit: number; langue: string; carte: string; fiche: string }>(
      'SELECT id_produit, langue, carte, fiche FROM produit_pret ORDER BY id_produit, langue',
    );
    const [products] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM produit');
    expect(rows).toHaveLength((products?.count ?? 0) * LANGUAGES.length);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const card = JSON.parse(`${row.carte},"is_liked":false}`);
      const page = JSON.parse(`${row.fiche},"is_liked":true}`);
      // zod lets unknown keys through: the keys are compared, object by object.
      const detail = ProductDetailSchema.shape;
      expectKeys(card, ProductSchema);
      expectKeys(page, ProductDetailSchema);
      for (const part of ['description', 'details', 'prix', 'vendeur', 'livraison'] as const) {
        expectKeys(page[part], detail[part]);
      }
      for (const variant of page.details.sous_produit) expectKeys(variant, SubProductSchema);
      for (const image of page.details.image_web)
        expectKeys(image, detail.details.shape.image_web.def.element);
      for (const colour of page.distinct_couleur) expectKeys(colour, detail.distinct_couleur.def.element);
      expect(z.safeParse(ProductSchema, card).success, `card ${row.id_produit} ${row.langue}`).toBe(true);
      expect(z.safeParse(ProductDetailSchema, page).success, `page ${row.id_produit} ${row.langue}`).toBe(
        true,
      );
    }
  });

  it("name categories, countries and colours in each language's own column", async () => {
    const { id_produit } = await someProduct();
    const [names] = await db.query<Record<string, string>>(
      `SELECT c.nom_fr, c.nom_uk, c.nom_it, c.nom_jp, c.nom_ru,
              py.nom_fr_fr AS pays_fr, py.nom_en_gb AS pays_uk, py.nom_it AS pays_it, py.nom_jp AS pays_jp,
              py.nom_ru AS pays_ru
         FROM produit p JOIN categorie c ON c.id_categorie = p.id_categorie
         JOIN utilisateur u ON u.id_user = p.id_vendeur JOIN pays py ON py.id_pays = u.id_pays
        WHERE p.id_produit = $1`,
      [id_produit],
    );
    for (const { alpha2: language } of LANGUAGES) {
      const suffix = CATEGORY_SUFFIX[language];
      const { card } = await readyOf(id_produit, language);
      expect(card.produit_nom).toBe(names?.[`nom_${suffix}`]);
      expect(card.nom_cat_enfant).toBe(names?.[`nom_${suffix}`]);
      expect(card.pays).toBe(names?.[`pays_${suffix}`]);
    }
  });

  it('follow each write to what they show, in the same statement', async () => {
    const { id_produit, id_vendeur, id_pays } = await someProduct();

    await db.query(
      `INSERT INTO produit_texte (id_produit, langue, modele, description) VALUES ($1, 'it', 'Borsa a mano', 'Pelle')
       ON CONFLICT (id_produit, langue) DO UPDATE SET modele = EXCLUDED.modele, description = EXCLUDED.description`,
      [id_produit],
    );
    expect((await readyOf(id_produit, 'it')).card).toMatchObject({
      modele: 'Borsa a mano',
      langue_texte: 'it',
    });
    expect((await readyOf(id_produit, 'fr')).card.modele).not.toBe('Borsa a mano');

    await db.query(`UPDATE utilisateur SET pseudo_profile = 'Maison Renommee' WHERE id_user = $1`, [
      id_vendeur,
    ]);
    expect((await readyOf(id_produit, 'jp')).card.pseudo_profile).toBe('Maison Renommee');
    expect((await readyOf(id_produit, 'jp')).page.vendeur.pseudo_profile).toBe('Maison Renommee');

    await db.query('UPDATE pays SET taux_change = 2.5 WHERE id_pays = $1', [id_pays]);
    expect((await readyOf(id_produit, 'ru')).card.taux_change).toBe(2.5);

    await db.query('DELETE FROM image_produit WHERE id_produit = $1', [id_produit]);
    const imageless = await readyOf(id_produit, 'en');
    expect(imageless.card.link_image_pple).toBe('');
    expect(imageless.page.details.image_web).toEqual([]);

    const before = (await readyOf(id_produit, 'fr')).card.qte_produit;
    expect(before).toBeGreaterThan(0);
    await db.query(
      `UPDATE sous_produit SET etat = 'Vendu' WHERE id = (SELECT min(id) FROM sous_produit WHERE id_produit = $1)`,
      [id_produit],
    );
    expect((await readyOf(id_produit, 'fr')).card.qte_produit).toBe(before - 1);

    await db.query('UPDATE produit SET retire_le = now() WHERE id_produit = $1', [id_produit]);
    const withdrawn = await readyOf(id_produit, 'fr');
    expect(withdrawn.page.retire).toBe(true);
    expect(withdrawn.card.qte_produit).toBe(0);
    expect(withdrawn.page.details.sous_produit.every((variant) => variant.etat === 'Vendu')).toBe(true);
  });

  // PGlite runs one transaction at a time: two at once need PostgreSQL.
  it.runIf(process.env.DATABASE_URL)(
    'let a sale and staff verifying its product each finish, one after the other, rather than deadlock',
    async () => {
      const { id_produit } = await someProduct();
      const [variant] = await db.query<{ id: number }>(
        `SELECT id FROM sous_produit WHERE id_produit = $1 AND etat = 'Disponible' ORDER BY id LIMIT 1`,
        [id_produit],
      );
      let saleMayGoOn = () => {};
      const goOn = new Promise<void>((resolve) => {
        saleMayGoOn = resolve;
      });
      let soldVariant = () => {};
      const variantSold = new Promise<void>((resolve) => {
        soldVariant = resolve;
      });
      // A sale changes the variant (whose trigger rebuilds the product), then counts the sale.
      const sale = db.transaction(async (tx) => {
        await tx.query(`UPDATE sous_produit SET etat = 'Vendu' WHERE id = $1`, [variant?.id]);
        soldVariant();
        await goOn;
        await tx.query('UPDATE produit SET ventes = ventes + 1 WHERE id_produit = $1', [id_produit]);
      });
      await variantSold;
      // Staff lock the product, then mark it verified.
      const verification = db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM produit WHERE id_produit = $1 FOR UPDATE', [id_produit]);
        await tx.query('UPDATE produit SET verifie_le = now() WHERE id_produit = $1', [id_produit]);
      });
      // The sale goes on once the verification waits on a lock it holds: the order that could deadlock.
      await until(
        async () =>
          (
            await db.query<{ n: number }>(
              "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
            )
          )[0]?.n,
      );
      saleMayGoOn();
      await Promise.all([sale, verification]);
      const { card } = await readyOf(id_produit, 'fr');
      expect(card.verifie).toBe(true);
    },
  );

  it('keep what a rolled-back transaction wrote out of them', async () => {
    const { id_produit } = await someProduct();
    const before = await readyOf(id_produit, 'en');
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE produit SET modele = 'Jamais vendu' WHERE id_produit = $1`, [id_produit]);
        throw new Error('the seller changed their mind');
      }),
    ).rejects.toThrow('changed their mind');
    expect(await readyOf(id_produit, 'en')).toEqual(before);
  });
});
