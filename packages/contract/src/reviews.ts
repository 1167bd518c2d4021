/**
 * Buyers' reviews of sellers (an addition to the spec): once an order completed, its buyer may
 * review its seller once, with a mark and a comment, shown on the seller's profile and product pages.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { AppLanguageCodeSchema, dataOf, Id, Pagination, requiredText } from './schema.js';

export const REVIEW_LIMITS = { noteMin: 1, noteMax: 5, commentaire: 1000 } as const;

/** The order states after which its buyer may review the seller. */
export const REVIEWABLE_STATES = ['completed', 'paid_out'] as const;

export const ReviewSchema = z.object({
  id_avis: z.number(),
  id_commande: z.number(),
  id_vendeur: z.number(),
  pseudo_acheteur: z.string(),
  nom_marque: z.string(),
  /** The item's model in the asked language when the seller gave it, else as listed (see Product). */
  modele: z.string(),
  langue_texte: AppLanguageCodeSchema,
  note: z.number(),
  commentaire: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** A seller's reviews, newest first, with the average mark of all of them (null without any). */
export const SellerReviewsSchema = z.object({
  moyenne: z.nullable(z.number()),
  nombre: z.number(),
  avis: z.array(ReviewSchema),
});
export type SellerReviews = z.infer<typeof SellerReviewsSchema>;

export const NewReviewSchema = z.object({
  id_commande: Id,
  note: z.coerce.number().check(z.int(), z.minimum(REVIEW_LIMITS.noteMin), z.maximum(REVIEW_LIMITS.noteMax)),
  commentaire: requiredText(REVIEW_LIMITS.commentaire),
});
export type NewReview = z.output<typeof NewReviewSchema>;

export const reviewEndpoints = {
  listAvisVendeur: defineEndpoint({
    method: 'GET',
    path: 'AvisController/list_avis_vendeur',
    query: z.object({ id_vendeur: Id, langue: z.optional(AppLanguageCodeSchema), ...Pagination }),
    response: dataOf(SellerReviewsSchema),
    access: 'public',
    summary: "A seller's reviews, newest first, with their average and count (an addition to the spec).",
  }),
  getAvisCommande: defineEndpoint({
    method: 'GET',
    path: 'AvisController/get_avis_commande',
    query: z.object({ id_commande: Id, langue: z.optional(AppLanguageCodeSchema) }),
    response: dataOf(z.nullable(ReviewSchema)),
    access: 'private',
    summary: 'The review of an order, or null; for its buyer and seller only (an addition to the spec).',
  }),
  addAvis: defineEndpoint({
    method: 'POST',
    path: 'AvisController/add_avis',
    body: NewReviewSchema,
    response: dataOf(ReviewSchema),
    access: 'private',
    summary:
      'The buyer reviews the seller of a completed order, once; 409 before completion or twice (an addition to the spec).',
  }),
} as const;
