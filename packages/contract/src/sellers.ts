/** Sellers as directories and the home page show them (spec §3, §7 ProfileController). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdOrZero, listOf, Pagination } from './schema.js';

/** A seller's public card. */
export const SellerSummarySchema = z.object({
  id_user: z.number(),
  pseudo_profile: z.string(),
  image_link_profile: z.nullable(z.string()),
  alpha2: z.string(),
  pays_fr: z.string(),
  pays_en: z.string(),
  /** Products the seller has on sale. */
  nombre_produit: z.number(),
  /** ISO date the seller joined. */
  date_inscription: z.string(),
});
export type SellerSummary = z.infer<typeof SellerSummarySchema>;

/** A spoken language on a seller's profile, with the seller's text in it. */
export const SellerLanguageSchema = z.object({
  id: z.number(),
  nom_fr: z.string(),
  text_marketing: z.string(),
});
export type SellerLanguage = z.infer<typeof SellerLanguageSchema>;

/** A newly joined seller: the spec wraps the user with empty default and languages lists. */
export const NewSellerSchema = z.object({
  user: SellerSummarySchema,
  defaut: z.array(SellerLanguageSchema),
  langues: z.array(SellerLanguageSchema),
});
export type NewSeller = z.infer<typeof NewSellerSchema>;

export const sellerEndpoints = {
  listNewSellers: defineEndpoint({
    method: 'GET',
    path: 'CommandeController/listcommande_envoyeProfile',
    query: z.object({
      /** Always 0 in the spec's call. */
      id_user: z.optional(IdOrZero),
      type: z.optional(z.literal('web')),
      ...Pagination,
    }),
    response: listOf(NewSellerSchema),
    access: 'public',
    summary: 'Newly joined sellers, newest first.',
  }),
} as const;
