/** Buyers' reviews of sellers: one per completed order. */
import {
  type AppLanguageCode,
  type NewReview,
  REVIEWABLE_STATES,
  type Review,
  type SellerReviews,
} from '@vitrine/contract';
import type { Queryable } from '../database.js';
import { pageClause } from './products.js';

/** A review with its item's model in the language `$2` names (null: as listed). */
const REVIEW_SELECT = `
  SELECT a.id_avis, a.id_commande, a.id_vendeur, u.pseudo_profile AS pseudo_acheteur,
         m.nom_marque, COALESCE(tr.modele, p.modele) AS modele, COALESCE(tr.langue, p.langue) AS langue_texte,
         a.note, a.commentaire, a.created_at
    FROM avis_vendeur a
    JOIN utilisateur u ON u.id_user = a.id_acheteur
    JOIN commande c ON c.id_commande = a.id_commande
    JOIN produit p ON p.id_produit = c.id_produit
    JOIN marque m ON m.id_marque = p.id_marque
    LEFT JOIN produit_texte tr ON tr.id_produit = p.id_produit AND tr.langue = $2`;

/** `sellerId`'s reviews, newest first, with the average and count of all of them. */
export async function listSellerReviews(
  db: Queryable,
  sellerId: number,
  language: AppLanguageCode | undefined,
  page?: number,
  limit?: number,
): Promise<SellerReviews> {
  const [summary] = await db.query<{ moyenne: number | null; nombre: number }>(
    `SELECT round(avg(note)::numeric, 1)::float8 AS moyenne, count(*)::int AS nombre
       FROM avis_vendeur WHERE id_vendeur = $1`,
    [sellerId],
  );
  const params: unknown[] = [sellerId, language ?? null];
  const avis = await db.query<Review>(
    `${REVIEW_SELECT} WHERE a.id_vendeur = $1
      ORDER BY a.created_at DESC, a.id_avis DESC ${pageClause(page, limit, params)}`,
    params,
  );
  return { moyenne: summary?.moyenne ?? null, nombre: summary?.nombre ?? 0, avis };
}

export type ReviewRefusal = { refused: 'missing' | 'not-buyer' | 'not-party' | 'not-completed' | 'reviewed' };

/** The review of an order, for its buyer or seller. */
export async function reviewOfOrder(
  db: Queryable,
  userId: number,
  orderId: number,
  language?: AppLanguageCode,
): Promise<Review | null | ReviewRefusal> {
  const [order] = await db.query<{ id_user: number; id_vendeur: number }>(
    'SELECT id_user, id_vendeur FROM commande WHERE id_commande = $1',
    [orderId],
  );
  if (!order) return { refused: 'missing' };
  if (order.id_user !== userId && order.id_vendeur !== userId) return { refused: 'not-party' };
  const [review] = await db.query<Review>(`${REVIEW_SELECT} WHERE a.id_commande = $1`, [
    orderId,
    language ?? null,
  ]);
  return review ?? null;
}

/** The buyer's review of the seller of their completed order; refused before completion or twice. */
export async function addReview(
  db: Queryable,
  buyerId: number,
  input: NewReview,
  now: Date,
): Promise<Review | ReviewRefusal> {
  // Locked so two reviews of one order sent together cannot both pass the checks.
  const [order] = await db.query<{ id_user: number; id_vendeur: number; etat: string }>(
    'SELECT id_user, id_vendeur, etat FROM commande WHERE id_commande = $1 FOR UPDATE',
    [input.id_commande],
  );
  if (!order) return { refused: 'missing' };
  if (order.id_user !== buyerId) return { refused: 'not-buyer' };
  if (!(REVIEWABLE_STATES as readonly string[]).includes(order.etat)) return { refused: 'not-completed' };
  const inserted = await db.query<{ id_avis: number }>(
    `INSERT INTO avis_vendeur (id_commande, id_vendeur, id_acheteur, note, commentaire, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id_commande) DO NOTHING RETURNING id_avis`,
    [input.id_commande, order.id_vendeur, buyerId, input.note, input.commentaire, now.toISOString()],
  );
  if (inserted.length === 0) return { refused: 'reviewed' };
  const [review] = await db.query<Review>(`${REVIEW_SELECT} WHERE a.id_commande = $1`, [
    input.id_commande,
    null,
  ]);
  return review as Review;
}
