/** Sellers as directories and the home page show them (spec §3, §7 ProfileController). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { dataOf, Id, IdOrZero, listOf, Pagination } from './schema.js';

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

/** A language sellers may speak (LangueParleController/list_langue_vendeur). */
export const SpokenLanguageSchema = z.object({
  id: z.number(),
  alpha2: z.string(),
  nom_fr: z.string(),
  nom_en: z.string(),
});
export type SpokenLanguage = z.infer<typeof SpokenLanguageSchema>;

/** A seller in the directory: the public card and the languages they speak. */
export const SellerCardSchema = z.object({
  ...SellerSummarySchema.shape,
  langues: z.array(SpokenLanguageSchema),
});
export type SellerCard = z.infer<typeof SellerCardSchema>;

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
  listAllVendeurs: defineEndpoint({
    method: 'GET',
    path: 'ProfileController/list_all_vendeurs',
    query: z.object({
      /** Only sellers of this country. */
      alpha2: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/, 'alpha2 must be two letters'))),
      /** Only sellers speaking this language (an id of list_langue_vendeur). */
      id_langue: z.optional(Id),
      ...Pagination,
    }),
    response: listOf(SellerCardSchema),
    access: 'public',
    summary: 'Sellers, by pseudo, filtered by country and spoken language.',
  }),
  getVendeur: defineEndpoint({
    method: 'GET',
    path: 'ProfileController/get_vendeur',
    query: z.object({ id_vendeur: Id }),
    response: dataOf(SellerCardSchema),
    access: 'public',
    summary:
      "A seller's public card, for their profile page (an addition: the spec reads the private profile).",
  }),
  listLangueVendeur: defineEndpoint({
    method: 'GET',
    path: 'LangueParleController/list_langue_vendeur',
    response: listOf(SpokenLanguageSchema),
    access: 'public',
    summary: 'Languages sellers may speak.',
  }),
  getLanguesByProfile: defineEndpoint({
    method: 'GET',
    path: 'LangueProfileController/get_by_profile',
    query: z.object({ id_user: Id }),
    response: dataOf(
      z.object({ defaut: z.nullable(SellerLanguageSchema), langues: z.array(SellerLanguageSchema) }),
    ),
    access: 'public',
    summary: "A seller's languages with their texts: the default one, and all of them.",
  }),
} as const;
