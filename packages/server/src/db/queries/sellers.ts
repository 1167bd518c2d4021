/** Sellers' public cards, their spoken languages, and the directory's filters. */
import type { SellerCard, SellerLanguage, SellerSummary, SpokenLanguage } from '@vitrine/contract';
import type { Queryable } from '../database.js';
import { pageClause } from './products.js';

/** A seller's card columns; `nombre_produit` counts the products they list, as their shop shows them. */
const SELLER_COLUMNS = `
  u.id_user, u.pseudo_profile, u.image_link_profile, py.alpha2,
  py.nom_fr_fr AS pays_fr, py.nom_en_gb AS pays_en,
  (SELECT count(*) FROM produit p WHERE p.id_vendeur = u.id_user AND p.a_vendre)::int AS nombre_produit,
  u.created_at AS date_inscription`;

/** The languages a seller speaks, by rank, as one JSON array so a list stays one query. */
const SPOKEN_LANGUAGES_COLUMN = `
  COALESCE((SELECT json_agg(json_build_object('id', l.id, 'alpha2', l.alpha2, 'nom_fr', l.nom_fr,
                                              'nom_en', l.nom_en) ORDER BY lp.rang, l.id)
              FROM langue_profile lp JOIN langue_parle l ON l.id = lp.id_langue
             WHERE lp.id_user = u.id_user), '[]'::json) AS langues`;

const SELLERS_FROM = `
    FROM utilisateur u
    JOIN pays py ON py.id_pays = u.id_pays
   WHERE u.role = 'kim' AND u.supprime_le IS NULL`;

/** Sellers who finished onboarding, newest first. */
export function listNewestSellers(
  db: Queryable,
  options: { page?: number; limit?: number } = {},
): Promise<SellerSummary[]> {
  const params: unknown[] = [];
  return db.query<SellerSummary>(
    `SELECT ${SELLER_COLUMNS} ${SELLERS_FROM}
      ORDER BY u.created_at DESC, u.id_user DESC ${pageClause(options.page, options.limit, params)}`,
    params,
  );
}

export interface SellerDirectoryOptions {
  /** Only sellers of this country, in any case. */
  alpha2?: string;
  /** Only sellers speaking this language (an id of `langue_parle`). */
  languageId?: number;
  page?: number;
  limit?: number;
}

/** The sellers directory: cards with languages, by pseudo. */
export function listSellerCards(db: Queryable, options: SellerDirectoryOptions): Promise<SellerCard[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (options.alpha2 !== undefined) {
    params.push(options.alpha2.toUpperCase());
    where.push(`py.alpha2 = $${params.length}`);
  }
  if (options.languageId !== undefined) {
    params.push(options.languageId);
    where.push(
      `EXISTS (SELECT 1 FROM langue_profile lp WHERE lp.id_user = u.id_user AND lp.id_langue = $${params.length})`,
    );
  }
  return db.query<SellerCard>(
    `SELECT ${SELLER_COLUMNS}, ${SPOKEN_LANGUAGES_COLUMN} ${SELLERS_FROM}
       ${where.map((condition) => `AND ${condition}`).join(' ')}
      ORDER BY lower(u.pseudo_profile), u.id_user ${pageClause(options.page, options.limit, params)}`,
    params,
  );
}

/** One seller's card, or null when the id is nobody's or not a seller's. */
export async function getSellerCard(db: Queryable, sellerId: number): Promise<SellerCard | null> {
  const [card] = await db.query<SellerCard>(
    `SELECT ${SELLER_COLUMNS}, ${SPOKEN_LANGUAGES_COLUMN} ${SELLERS_FROM} AND u.id_user = $1`,
    [sellerId],
  );
  return card ?? null;
}

/** Languages a seller may declare, by French name. */
export function listSpokenLanguages(db: Queryable): Promise<SpokenLanguage[]> {
  return db.query<SpokenLanguage>('SELECT id, alpha2, nom_fr, nom_en FROM langue_parle ORDER BY nom_fr, id');
}

/**
 * A user's spoken languages with their texts, by rank; the first is the default. Null when
 * the user does not exist.
 */
export async function getProfileLanguages(
  db: Queryable,
  userId: number,
): Promise<{ defaut: SellerLanguage | null; langues: SellerLanguage[] } | null> {
  // One row per language, or a single row of nulls for a user without any: no row, no user.
  const rows = await db.query<{ id: number | null; nom_fr: string; text_marketing: string }>(
    `SELECT l.id, l.nom_fr, lp.text_marketing
       FROM utilisateur u
       LEFT JOIN langue_profile lp ON lp.id_user = u.id_user
       LEFT JOIN langue_parle l ON l.id = lp.id_langue
      WHERE u.id_user = $1
      ORDER BY lp.rang, l.id`,
    [userId],
  );
  if (rows.length === 0) return null;
  const langues = rows.flatMap(({ id, nom_fr, text_marketing }) =>
    id === null ? [] : [{ id, nom_fr, text_marketing }],
  );
  return { defaut: langues[0] ?? null, langues };
}

/** Whether the id is a user's, seller or not. */
export async function userExists(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM utilisateur WHERE id_user = $1', [userId]);
  return rows.length > 0;
}
