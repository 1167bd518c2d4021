/**
 * Staff's work on listings (an addition to the spec): a seller's new item, or one changed since
 * staff verified it, is on sale only once staff have checked it; a refused item never is, and its
 * seller reads the reason.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { ListingFields } from './listingFields.js';
import { dataOf, Id, listOf, Pagination, requiredText } from './schema.js';

/** A listing waiting for staff: what they check it from. The price is in the seller's currency. */
export const ListingToVerifySchema = z.object({
  ...ListingFields,
  id_vendeur: z.number(),
  pseudo_vendeur: z.string(),
  created_at: z.string(),
});
export type ListingToVerify = z.infer<typeof ListingToVerifySchema>;

export const LISTING_DECISIONS = ['verify', 'refuse'] as const;
export type ListingDecision = (typeof LISTING_DECISIONS)[number];

/** The reason a refusal gives the seller; a verification gives none. */
export const LISTING_REFUSAL_LIMIT = 500;

/** Staff's decision on a listing: verified, or refused with a reason. */
export const DecideListingInputSchema = z
  .object({
    id_produit: Id,
    decision: z.enum(LISTING_DECISIONS),
    motif: z.optional(requiredText(LISTING_REFUSAL_LIMIT)),
  })
  .check(
    z.refine((value) => value.decision === 'verify' || value.motif !== undefined, {
      message: 'a refusal gives its reason (motif)',
      path: ['motif'],
    }),
  );
export type DecideListingInput = z.output<typeof DecideListingInputSchema>;

export const ListingDecisionSchema = z.object({
  id_produit: z.number(),
  verifie: z.boolean(),
  refuse: z.boolean(),
  motif: z.nullable(z.string()),
});
export type ListingDecisionResult = z.infer<typeof ListingDecisionSchema>;

export const staffEndpoints = {
  listListingsToVerify: defineEndpoint({
    method: 'GET',
    path: 'ProduitController/list_a_verifier',
    query: z.object(Pagination),
    response: listOf(ListingToVerifySchema),
    access: 'private',
    summary:
      'Staff only: the listings neither verified nor refused yet, oldest first (an addition to the spec).',
  }),
  decideListing: defineEndpoint({
    method: 'POST',
    path: 'ProduitController/verifier_produit',
    body: DecideListingInputSchema,
    response: dataOf(ListingDecisionSchema),
    access: 'private',
    summary:
      'Staff only: verify a listing (it goes on sale, shown as authentic) or refuse it with a reason its seller reads (it stays off sale); 409 once decided.',
  }),
} as const;
