/**
 * A seller's own listings, as their account area shows them (an addition to the spec): each with
 * where it stands, its price and description to correct, and a way to take it off sale.
 */
import * as z from 'zod/mini';
import { ARTICLE_LIMITS, ArticlePriceSchema } from './catalog.js';
import { defineEndpoint } from './endpoint.js';
import { ListingFields } from './listingFields.js';
import { dataOf, Id, listOf, Pagination, requiredText } from './schema.js';

/**
 * Where a listing stands, first match wins: refused by staff (which takes it off sale); withdrawn
 * by its seller; sold (no item left to buy); reserved (a buyer's unpaid checkout holds one of its
 * items); awaiting staff's verification (new, or changed since staff verified it: off sale
 * meanwhile, shown in no list, search or cart); else on sale.
 */
export const SELLER_PRODUCT_STATUSES = [
  'refused',
  'withdrawn',
  'sold',
  'reserved',
  'awaiting_verification',
  'on_sale',
] as const;
export const SellerProductStatusSchema = z.enum(SELLER_PRODUCT_STATUSES);
export type SellerProductStatus = z.infer<typeof SellerProductStatusSchema>;

/** One of the seller's listings. The price is in the seller's currency. */
export const SellerProductSchema = z.object({
  // Written in `langue`, the listing's own language, which is the one edits change.
  ...ListingFields,
  statut: SellerProductStatusSchema,
  /** Its items (size variants): free to buy, held by an unpaid checkout, sold. */
  en_vente: z.number(),
  reserves: z.number(),
  vendus: z.number(),
  created_at: z.string(),
  /** When it came off sale (withdrawn, or refused by staff); null while listed. */
  retire_le: z.nullable(z.string()),
  /** Staff's reason when they refused it. */
  refus_motif: z.nullable(z.string()),
});
export type SellerProduct = z.infer<typeof SellerProductSchema>;

/**
 * A correction of a listing: its price, its description in the listing's language, or both. A
 * change sends a verified listing back to staff's verification (off sale until they verify it).
 * Refused with 409 once the listing is sold, withdrawn or refused, and while a checkout holds one
 * of its items (that buyer is paying for what they were shown).
 */
export const SellerProductUpdateSchema = z
  .object({
    id_produit: Id,
    prix_unitaire: z.optional(ArticlePriceSchema),
    description: z.optional(requiredText(ARTICLE_LIMITS.description)),
  })
  .check(
    z.refine(
      (value) => value.prix_unitaire !== undefined || value.description !== undefined,
      'give prix_unitaire, description or both',
    ),
  );
export type SellerProductUpdate = z.output<typeof SellerProductUpdateSchema>;

export const sellerProductEndpoints = {
  listMesProduits: defineEndpoint({
    method: 'GET',
    path: 'ProduitController/list_mes_produits',
    query: z.object(Pagination),
    response: listOf(SellerProductSchema),
    access: 'private',
    summary: "The caller's own listings, newest first, each with its status (an addition to the spec).",
  }),
  updateMonProduit: defineEndpoint({
    method: 'POST',
    path: 'ProduitController/update_mon_produit',
    body: SellerProductUpdateSchema,
    response: dataOf(SellerProductSchema),
    access: 'private',
    summary:
      "The seller corrects a listing's price or description, which sends it back to staff's verification; 409 once sold or withdrawn, or while a checkout holds an item (an addition to the spec).",
  }),
  retirerProduit: defineEndpoint({
    method: 'POST',
    path: 'ProduitController/retirer_produit',
    body: z.object({ id_produit: Id }),
    response: dataOf(SellerProductSchema),
    access: 'private',
    summary:
      'The seller takes a listing off sale for good; 409 while a checkout holds one of its items (an addition to the spec).',
  }),
} as const;
