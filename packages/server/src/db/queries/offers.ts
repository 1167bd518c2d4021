/** Offers as the database keeps them (migration 032): proposals, their moves, sellers' floors. */
import type { AppLanguageCode, Offer, OfferState } from '@vitrine/contract';
import type { Queryable } from '../database.js';
import { readyCardJoin } from './products.js';

/** An offer row as handlers and jobs move it. */
export interface OfferRow {
  id_offre: number;
  id_negociation: number;
  id_produit: number;
  id_sous_produit: number;
  id_user: number;
  id_vendeur: number;
  par: 'buyer' | 'seller';
  origine: 'buyer' | 'likers';
  montant: number;
  devise: string;
  montant_vendeur: number;
  devise_vendeur: string;
  etat: OfferState;
  created_at: string;
  expires_at: string;
  hold_until: string | null;
}

const ROW_COLUMNS = `id_offre::int AS id_offre, id_negociation::int AS id_negociation, id_produit, id_sous_produit,
  id_user, id_vendeur, par, origine, montant::bigint AS montant, trim(devise) AS devise,
  montant_vendeur::bigint AS montant_vendeur, trim(devise_vendeur) AS devise_vendeur, etat,
  created_at, expires_at, hold_until`;

function rowOf(row: OfferRow): OfferRow {
  return {
    ...row,
    montant: Number(row.montant),
    montant_vendeur: Number(row.montant_vendeur),
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    hold_until: row.hold_until === null ? null : new Date(row.hold_until).toISOString(),
  };
}

/** The item an offer is about, with what pricing it needs; undefined when there is no such item. */
export interface OfferItem {
  id_sous_produit: number;
  id_produit: number;
  id_vendeur: number;
  prix_unitaire: number;
  taux_change_vendeur: number;
  code_monnaie_vendeur: string;
  /** On sale: verified as it reads, listed, and its seller's account not deleted. */
  a_vendre: boolean;
  vendu: boolean;
}

/**
 * The item as an offer reads it. With `lock`, under a share lock on its listing held until the
 * transaction ends: a withdrawal or an account deletion under way is waited for and seen, and one
 * that comes after waits for the offer and then finds it.
 */
export async function offerItem(
  db: Queryable,
  idSousProduit: number,
  options: { lock?: boolean } = {},
): Promise<OfferItem | undefined> {
  const [row] = await db.query<OfferItem>(
    `SELECT s.id AS id_sous_produit, s.id_produit, p.id_vendeur, p.prix_unitaire::float8 AS prix_unitaire,
            py.taux_change::float8 AS taux_change_vendeur, trim(py.code_monnaie) AS code_monnaie_vendeur,
            p.a_vendre AND u.supprime_le IS NULL AS a_vendre, s.etat = 'Vendu' AS vendu
       FROM sous_produit s
       JOIN produit p ON p.id_produit = s.id_produit
       JOIN utilisateur u ON u.id_user = p.id_vendeur
       JOIN pays py ON py.id_pays = u.id_pays
      WHERE s.id = $1${options.lock ? ' FOR SHARE OF p' : ''}`,
    [idSousProduit],
  );
  return row;
}

/**
 * Whether anyone holds the item in a checkout not yet expired, or bought it: the offer's own
 * buyer too, whose checkout at the asking price an acceptance must not reprice under them.
 */
export async function reservedOrSold(db: Queryable, idSousProduit: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM payment_intent
      WHERE id_sous_produit = $1
        AND (status = 'succeeded' OR (status = 'pending' AND expires_at > $2))
      LIMIT 1`,
    [idSousProduit, now.toISOString()],
  );
  return rows.length > 0;
}

/**
 * When the buyer's last offer on the item was declined, if within `since`: a declined buyer waits
 * before offering on it again, so that offers raised step by step cannot find the seller's floor.
 */
export async function lastDeclined(
  db: Queryable,
  idUser: number,
  idSousProduit: number,
  since: Date,
): Promise<Date | null> {
  const [row] = await db.query<{ at: string | null }>(
    `SELECT max(COALESCE(decided_at, created_at)) AS at FROM offre
      WHERE id_user = $1 AND id_sous_produit = $2 AND par = 'buyer' AND etat = 'declined'
        AND COALESCE(decided_at, created_at) > $3`,
    [idUser, idSousProduit, since.toISOString()],
  );
  return row?.at ? new Date(row.at) : null;
}

/** A hold whose buyer is paying for it (a checkout naming it, not yet expired) does not lapse. */
const NOT_BEING_PAID = `NOT EXISTS (
  SELECT 1 FROM payment_intent pi
   WHERE pi.id_offre = offre.id_offre AND pi.status = 'pending' AND pi.expires_at > $NOW)`;

export interface NewOffer {
  id_negociation: number | null;
  id_produit: number;
  id_sous_produit: number;
  id_user: number;
  id_vendeur: number;
  par: 'buyer' | 'seller';
  origine: 'buyer' | 'likers';
  montant: number;
  devise: string;
  montant_vendeur: number;
  devise_vendeur: string;
  etat: 'open' | 'declined';
  now: Date;
  expires_at: Date;
}

/** Inserts a proposal (a first one starts its own negotiation); raises 23505 on a live duplicate. */
export async function insertOffer(db: Queryable, offer: NewOffer): Promise<OfferRow> {
  const [row] = await db.query<OfferRow>(
    `WITH id AS (SELECT nextval(pg_get_serial_sequence('offre', 'id_offre')) AS v)
     INSERT INTO offre (id_offre, id_negociation, id_produit, id_sous_produit, id_user, id_vendeur, par, origine,
                        montant, devise, montant_vendeur, devise_vendeur, etat, created_at, expires_at, decided_at)
     SELECT id.v, COALESCE($1::bigint, id.v), $2::int, $3::int, $4::int, $5::int, $6::text, $7::text,
            $8::bigint, $9::text, $10::bigint, $11::text, $12::text, $13::timestamptz, $14::timestamptz,
            CASE WHEN $12::text = 'open' THEN NULL ELSE $13::timestamptz END
       FROM id
     RETURNING ${ROW_COLUMNS}`,
    [
      offer.id_negociation,
      offer.id_produit,
      offer.id_sous_produit,
      offer.id_user,
      offer.id_vendeur,
      offer.par,
      offer.origine,
      offer.montant,
      offer.devise,
      offer.montant_vendeur,
      offer.devise_vendeur,
      offer.etat,
      offer.now.toISOString(),
      offer.expires_at.toISOString(),
    ],
  );
  return rowOf(row as OfferRow);
}

/** The offer, locked for the move the caller is about to make. */
export async function lockOffer(db: Queryable, idOffre: number): Promise<OfferRow | undefined> {
  const [row] = await db.query<OfferRow>(`SELECT ${ROW_COLUMNS} FROM offre WHERE id_offre = $1 FOR UPDATE`, [
    idOffre,
  ]);
  return row && rowOf(row);
}

/**
 * Moves an offer from `from` to `to`; undefined when it was no longer in `from` (another move,
 * or a job, came first).
 */
export async function moveOffer(
  db: Queryable,
  idOffre: number,
  from: OfferState,
  to: OfferState,
  now: Date,
  holdUntil: Date | null = null,
): Promise<OfferRow | undefined> {
  const [row] = await db.query<OfferRow>(
    `UPDATE offre SET etat = $3, decided_at = $4, hold_until = COALESCE($5, hold_until)
      WHERE id_offre = $1 AND etat = $2
      RETURNING ${ROW_COLUMNS}`,
    [idOffre, from, to, now.toISOString(), holdUntil?.toISOString() ?? null],
  );
  return row && rowOf(row);
}

/** Records a move of an offer: what a conversation shows, and each expiry's single trace. */
export async function recordOfferStep(
  db: Queryable,
  idOffre: number,
  etat: OfferState,
  actor: 'buyer' | 'seller' | 'system',
  now: Date,
): Promise<void> {
  await db.query('INSERT INTO offre_etape (id_offre, etat, actor, at) VALUES ($1, $2, $3, $4)', [
    idOffre,
    etat,
    actor,
    now.toISOString(),
  ]);
}

/** When the seller last sent the listing's likers a price (for any of its items), if ever: the first step of each such offer. */
export async function lastLikersOffer(
  db: Queryable,
  idVendeur: number,
  idProduit: number,
): Promise<Date | null> {
  const [row] = await db.query<{ at: string | null }>(
    `SELECT max(created_at) AS at FROM offre
      WHERE id_vendeur = $1 AND id_produit = $2 AND origine = 'likers' AND id_negociation = id_offre`,
    [idVendeur, idProduit],
  );
  return row?.at ? new Date(row.at) : null;
}

/** The buyer's offers waiting for an answer now, and when the first of them expires. */
export async function openOffersOf(
  db: Queryable,
  idUser: number,
  now: Date,
): Promise<{ count: number; first_expiry: string | null }> {
  const [row] = await db.query<{ count: number; first_expiry: string | null }>(
    `SELECT count(*)::int AS count, min(expires_at) AS first_expiry FROM offre
      WHERE id_user = $1 AND par = 'buyer' AND origine = 'buyer' AND etat = 'open' AND expires_at > $2`,
    [idUser, now.toISOString()],
  );
  return row ?? { count: 0, first_expiry: null };
}

/**
 * Ends, as their jobs would, the buyer's and the item's proposals and holds whose time is over,
 * so that a new offer or acceptance is not refused for what is already past. Answers what moved,
 * for the caller to tell.
 */
export async function endPastOffers(
  db: Queryable,
  where: { id_user?: number; id_sous_produit?: number },
  now: Date,
): Promise<OfferRow[]> {
  const rows = await db.query<OfferRow>(
    `UPDATE offre SET etat = CASE etat WHEN 'open' THEN 'expired' ELSE 'lapsed' END, decided_at = $3
      WHERE ((etat = 'open' AND expires_at <= $3)
             OR (etat = 'accepted' AND hold_until <= $3 AND ${NOT_BEING_PAID.replace('$NOW', '$3')}))
        AND ($1::int IS NULL OR id_user = $1) AND ($2::int IS NULL OR id_sous_produit = $2)
      RETURNING ${ROW_COLUMNS}`,
    [where.id_user ?? null, where.id_sous_produit ?? null, now.toISOString()],
  );
  for (const row of rows) await recordOfferStep(db, row.id_offre, row.etat, 'system', now);
  return rows.map(rowOf);
}

/**
 * Claims one due offer job: an open offer past its deadline becomes `expired`, an accepted one
 * past its hold `lapsed`, by the very UPDATE that finds it. SKIP LOCKED lets another runner take
 * the next one; the state in the WHERE makes a job done by one runner invisible to the others.
 */
export async function claimDueOffer(db: Queryable, now: Date): Promise<OfferRow | undefined> {
  const [row] = await db.query<OfferRow>(
    `UPDATE offre SET etat = CASE etat WHEN 'open' THEN 'expired' ELSE 'lapsed' END, decided_at = $1
      WHERE id_offre = (
        SELECT id_offre FROM offre
         WHERE (etat = 'open' AND expires_at <= $1)
            OR (etat = 'accepted' AND hold_until <= $1 AND ${NOT_BEING_PAID.replace('$NOW', '$1')})
         ORDER BY id_offre LIMIT 1 FOR UPDATE SKIP LOCKED)
        AND ((etat = 'open' AND expires_at <= $1)
             OR (etat = 'accepted' AND hold_until <= $1 AND ${NOT_BEING_PAID.replace('$NOW', '$1')}))
      RETURNING ${ROW_COLUMNS}`,
    [now.toISOString()],
  );
  return row && rowOf(row);
}

/** Who loves the listing of `idProduit`, its seller aside. */
export async function likersOf(db: Queryable, idProduit: number, idVendeur: number): Promise<number[]> {
  const rows = await db.query<{ id_user: number }>(
    'SELECT id_user FROM wishlist WHERE id_produit = $1 AND id_user <> $2 ORDER BY id_user',
    [idProduit, idVendeur],
  );
  return rows.map((row) => row.id_user);
}

/** A seller's floors, by listing. */
export async function floorsOf(
  db: Queryable,
  idVendeur: number,
): Promise<{ id_produit: number; plancher: number }[]> {
  const rows = await db.query<{ id_produit: number; plancher: string | number }>(
    'SELECT id_produit, plancher FROM offre_plancher WHERE id_vendeur = $1 ORDER BY id_produit',
    [idVendeur],
  );
  return rows.map((row) => ({ id_produit: row.id_produit, plancher: Number(row.plancher) }));
}

export async function floorOf(db: Queryable, idProduit: number): Promise<number | null> {
  const [row] = await db.query<{ plancher: string | number }>(
    'SELECT plancher FROM offre_plancher WHERE id_produit = $1',
    [idProduit],
  );
  return row ? Number(row.plancher) : null;
}

export async function setFloor(
  db: Queryable,
  idProduit: number,
  idVendeur: number,
  plancher: number | null,
): Promise<void> {
  if (plancher === null) {
    await db.query('DELETE FROM offre_plancher WHERE id_produit = $1', [idProduit]);
    return;
  }
  await db.query(
    `INSERT INTO offre_plancher (id_produit, id_vendeur, plancher) VALUES ($1, $2, $3)
     ON CONFLICT (id_produit) DO UPDATE SET plancher = EXCLUDED.plancher, id_vendeur = EXCLUDED.id_vendeur`,
    [idProduit, idVendeur, plancher],
  );
}

/** An accepted offer holding an item now, with its currency's rate: what a checkout charges. */
export interface HoldRow {
  id_offre: number;
  id_sous_produit: number;
  id_user: number;
  montant: number;
  devise: string;
  taux_change: number;
  montant_vendeur: number;
  hold_until: string;
}

/** The holds standing at `now` on these items. */
export async function holdsOn(db: Queryable, ids: readonly number[], now: Date): Promise<HoldRow[]> {
  const rows = await db.query<HoldRow>(
    `SELECT o.id_offre::int AS id_offre, o.id_sous_produit, o.id_user, o.montant::float8 AS montant,
            trim(o.devise) AS devise, r.taux_change::float8 AS taux_change,
            o.montant_vendeur::float8 AS montant_vendeur, o.hold_until
       FROM offre o
       CROSS JOIN LATERAL (SELECT py.taux_change FROM pays py WHERE py.code_monnaie = o.devise
                            ORDER BY py.id_pays LIMIT 1) r
      WHERE o.id_sous_produit = ANY($1::int[]) AND o.etat = 'accepted' AND o.hold_until > $2`,
    [ids, now.toISOString()],
  );
  return rows.map((row) => ({ ...row, hold_until: new Date(row.hold_until).toISOString() }));
}

/** An accepted offer whose checkout was paid: the negotiation ended in a sale. */
export async function markOfferPaid(
  db: Queryable,
  idOffre: number,
  now: Date,
): Promise<OfferRow | undefined> {
  const paid = await moveOffer(db, idOffre, 'accepted', 'paid', now);
  if (paid) await recordOfferStep(db, idOffre, 'paid', 'buyer', now);
  return paid;
}

/** Offers as the contract answers them, with the item and the parties named. */
export async function offersWhere(
  db: Queryable,
  condition: 'o.id_offre = ANY($1::bigint[])' | 'o.id_user = $1' | 'o.id_vendeur = $1',
  value: number | number[],
  language: AppLanguageCode,
): Promise<Offer[]> {
  const rows = await db.query<Offer>(
    `SELECT o.id_offre::int AS id_offre, o.id_negociation::int AS id_negociation, o.id_produit, o.id_sous_produit,
            o.id_user, o.id_vendeur, b.pseudo_profile AS pseudo_acheteur, u.pseudo_profile AS pseudo_vendeur,
            m.nom_marque AS marque_produit, card.fields ->> 'modele' AS modele_produit,
            card.fields ->> 'link_image_pple' AS image_produit,
            o.par, o.origine, o.montant::float8 AS montant, trim(o.devise) AS devise,
            o.montant_vendeur::float8 AS montant_vendeur, trim(o.devise_vendeur) AS devise_vendeur, o.etat,
            o.created_at, o.expires_at, o.hold_until
       FROM offre o
       JOIN produit p ON p.id_produit = o.id_produit
       JOIN marque m ON m.id_marque = p.id_marque
       JOIN utilisateur b ON b.id_user = o.id_user
       JOIN utilisateur u ON u.id_user = o.id_vendeur${readyCardJoin('$2')}
      WHERE ${condition}
      ORDER BY o.created_at DESC, o.id_offre DESC
      LIMIT 100`,
    [value, language],
  );
  return rows.map((row) => ({
    ...row,
    montant: Number(row.montant),
    montant_vendeur: Number(row.montant_vendeur),
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    hold_until: row.hold_until === null ? null : new Date(row.hold_until).toISOString(),
  }));
}
