/** Saved searches and alerts as the database keeps them (migration 037). */
import type { Alert, SavedSearch } from '@vitrine/contract';
import type { Queryable } from '../database.js';

export interface SavedSearchRow extends SavedSearch {
  id_user: number;
}

const searchColumns = (
  a: string,
) => `${a}.id_recherche::int AS id_recherche, ${a}.id_user, ${a}.q, ${a}.genre,
  ${a}.mere, ${a}.fils, ${a}.prix_min::float8 AS prix_min, ${a}.prix_max::float8 AS prix_max, ${a}.etat,
  ${a}.id_marque, ${a}.id_couleur, ${a}.id_taille, trim(${a}.pays) AS pays, ${a}.langue, ${a}.created_at`;
const SEARCH_COLUMNS = searchColumns('recherche_sauvee');

const searchOf = ({ id_user: _, ...row }: SavedSearchRow): SavedSearch => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
});

export type NewSavedSearch = Omit<SavedSearch, 'id_recherche' | 'created_at'>;

/** Locks the user's row: their saves take turns, so the count and the insert are one step. */
export async function lockSaver(db: Queryable, idUser: number): Promise<void> {
  await db.query('SELECT 1 FROM utilisateur WHERE id_user = $1 FOR NO KEY UPDATE', [idUser]);
}

export async function countSavedSearches(db: Queryable, idUser: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM recherche_sauvee WHERE id_user = $1',
    [idUser],
  );
  return row?.n ?? 0;
}

export async function insertSavedSearch(
  db: Queryable,
  idUser: number,
  search: NewSavedSearch,
  now: Date,
): Promise<SavedSearch> {
  const [row] = await db.query<SavedSearchRow>(
    `INSERT INTO recherche_sauvee (id_user, q, genre, mere, fils, prix_min, prix_max, etat, id_marque,
                                   id_couleur, id_taille, pays, langue, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     RETURNING ${SEARCH_COLUMNS}`,
    [
      idUser,
      search.q,
      search.genre,
      search.mere,
      search.fils,
      search.prix_min,
      search.prix_max,
      search.etat,
      search.id_marque,
      search.id_couleur,
      search.id_taille,
      search.pays,
      search.langue,
      now.toISOString(),
    ],
  );
  return searchOf(row as SavedSearchRow);
}

export async function savedSearchesOf(db: Queryable, idUser: number): Promise<SavedSearch[]> {
  const rows = await db.query<SavedSearchRow>(
    `SELECT ${SEARCH_COLUMNS} FROM recherche_sauvee WHERE id_user = $1 ORDER BY id_recherche DESC`,
    [idUser],
  );
  return rows.map(searchOf);
}

/** Deletes the user's saved search; false when they have none of this id (anyone else's included). */
export async function deleteSavedSearch(
  db: Queryable,
  idUser: number,
  idRecherche: number,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM recherche_sauvee WHERE id_recherche = $1 AND id_user = $2 RETURNING 1',
    [idRecherche, idUser],
  );
  return rows.length > 0;
}

/**
 * The saved searches a listing may match, of users whose alerts are on, its seller's aside: those
 * whose brand, condition, colour and size are the listing's or unset. The text, category and
 * price are checked by the search itself.
 */
export async function candidateSearches(db: Queryable, idProduit: number): Promise<SavedSearchRow[]> {
  return db.query<SavedSearchRow>(
    `SELECT ${searchColumns('rs')}
       FROM recherche_sauvee rs
       JOIN produit p ON p.id_produit = $1
       LEFT JOIN parametre_user pu ON pu.id_user = rs.id_user
      WHERE rs.id_user <> p.id_vendeur AND COALESCE(pu.alertes, true)
        AND (rs.id_marque IS NULL OR rs.id_marque = p.id_marque)
        AND (rs.etat IS NULL OR rs.etat = p.etat_produit)
        AND (rs.id_couleur IS NULL OR EXISTS (
              SELECT 1 FROM sous_produit s WHERE s.id_produit = p.id_produit AND s.id_couleur = rs.id_couleur))
        AND (rs.id_taille IS NULL OR EXISTS (
              SELECT 1 FROM sous_produit s WHERE s.id_produit = p.id_produit AND s.id_taille = rs.id_taille))
      ORDER BY rs.id_recherche`,
    [idProduit],
  );
}

export interface AlertRow extends Alert {
  id_user: number;
}

const ALERT_COLUMNS = `id_alerte::int AS id_alerte, id_user, genre, id_produit, id_recherche::int AS id_recherche,
  prix::float8 AS prix, prix_avant::float8 AS prix_avant, trim(devise) AS devise, created_at`;

export const alertOf = ({ id_user: _, ...row }: AlertRow): Alert => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
});

/** Inserts an alert; undefined when the user was told of this new listing already. */
export async function insertAlert(
  db: Queryable,
  alert: Omit<AlertRow, 'id_alerte' | 'created_at'>,
  now: Date,
): Promise<AlertRow | undefined> {
  const [row] = await db.query<AlertRow>(
    `INSERT INTO alerte (id_user, genre, id_produit, id_recherche, prix, prix_avant, devise, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT DO NOTHING
     RETURNING ${ALERT_COLUMNS}`,
    [
      alert.id_user,
      alert.genre,
      alert.id_produit,
      alert.id_recherche,
      alert.prix,
      alert.prix_avant,
      alert.devise,
      now.toISOString(),
    ],
  );
  return row;
}

/** The user's alerts, newest first: the latest `limit`, or every one when `limit` is null. */
export async function alertsOf(db: Queryable, idUser: number, limit: number | null = 50): Promise<Alert[]> {
  const rows = await db.query<AlertRow>(
    `SELECT ${ALERT_COLUMNS} FROM alerte WHERE id_user = $1 ORDER BY created_at DESC, id_alerte DESC LIMIT $2`,
    [idUser, limit],
  );
  return rows.map(alertOf);
}

/** The users who love a listing and whose alerts are on, its seller aside. */
export async function alertedLikers(db: Queryable, idProduit: number): Promise<number[]> {
  const rows = await db.query<{ id_user: number }>(
    `SELECT w.id_user FROM wishlist w
       JOIN produit p ON p.id_produit = w.id_produit
       LEFT JOIN parametre_user pu ON pu.id_user = w.id_user
      WHERE w.id_produit = $1 AND w.id_user <> p.id_vendeur AND COALESCE(pu.alertes, true)
      ORDER BY w.id_user`,
    [idProduit],
  );
  return rows.map((row) => row.id_user);
}

/**
 * The listing's price now and at its last verification, in the seller's currency, and records
 * the price now as verified: what a verification compares to tell a drop.
 */
export async function recordVerifiedPrice(
  db: Queryable,
  idProduit: number,
): Promise<{ prix: number; devise: string; before: number | null } | undefined> {
  const [row] = await db.query<{ prix: number; devise: string; before: number | null }>(
    `SELECT p.prix_unitaire::float8 AS prix, trim(c.code_monnaie) AS devise,
            (SELECT v.prix_unitaire::float8 FROM prix_verifie v WHERE v.id_produit = p.id_produit) AS before
       FROM produit p
       JOIN utilisateur u ON u.id_user = p.id_vendeur
       JOIN pays c ON c.id_pays = u.id_pays
      WHERE p.id_produit = $1`,
    [idProduit],
  );
  if (!row) return undefined;
  await db.query(
    `INSERT INTO prix_verifie (id_produit, prix_unitaire) SELECT id_produit, prix_unitaire FROM produit
      WHERE id_produit = $1
     ON CONFLICT (id_produit) DO UPDATE SET prix_unitaire = EXCLUDED.prix_unitaire`,
    [idProduit],
  );
  return row;
}
