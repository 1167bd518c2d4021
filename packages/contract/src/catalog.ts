/** Products as lists and cards show them (spec §3 "Product", §7 ProduitController). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { AppLanguageCodeSchema, IdOrZero, listOf, Pagination } from './schema.js';

/** The five localised forms of a category name; the English one is `uk`, as the spec names it. */
const localisedCategory = {
  nom_cat_enfant_fr: z.string(),
  nom_cat_enfant_uk: z.string(),
  nom_cat_enfant_it: z.string(),
  nom_cat_enfant_jp: z.string(),
  nom_cat_enfant_ru: z.string(),
};

/** A product as a list or a card shows it. Prices are in the seller's currency. */
export const ProductSchema = z.object({
  id_produit: z.number(),
  id_marque: z.number(),
  nom_marque: z.string(),
  modele: z.string(),
  /** The leaf category's name in the requested language. */
  produit_nom: z.string(),
  /** The seller's country in the requested language. */
  pays: z.string(),
  /** The seller's country code. */
  alpha2: z.string(),
  link_image_pple: z.string(),
  prix_unitaire: z.number(),
  /** The seller currency's rate for one euro. */
  taux_change: z.number(),
  /** The seller's currency. */
  code_monnaie: z.string(),
  /** Variants still for sale; 0 or less means sold. */
  qte_produit: z.number(),
  is_liked: z.boolean(),
  id_categorie: z.number(),
  /** URL-safe name of the leaf category, for the product detail route. */
  categorie_slug: z.string(),
  nom_cat_enfant: z.string(),
  ...localisedCategory,
  /** The seller. */
  id_user: z.number(),
  pseudo_profile: z.string(),
  image_link_profile: z.nullable(z.string()),
  description: z.nullable(z.string()),
  saison: z.nullable(z.string()),
  collection: z.nullable(z.string()),
  code_produit: z.nullable(z.string()),
  /** Dimensions in centimetres; 0 when not given. */
  largeur: z.number(),
  longueur: z.number(),
  talon: z.number(),
  matiere: z.nullable(z.string()),
  pays_taille: z.nullable(z.string()),
  code_hexa: z.nullable(z.string()),
  nom_couleur: z.nullable(z.string()),
});
export type Product = z.infer<typeof ProductSchema>;

/** Query shared by product lists: who asks (for `is_liked`), in which language, which page. */
export const ProductListQuery = {
  /** The caller's id, to compute `is_liked`; 0 or absent for a visitor. */
  id_user: z.optional(IdOrZero),
  /** Language of `produit_nom` and `pays`; French when absent. */
  langue: z.optional(AppLanguageCodeSchema),
  ...Pagination,
};

export const catalogEndpoints = {
  listProduitAvecVendeur: defineEndpoint({
    method: 'GET',
    path: 'ProduitController/list_produitavecVendeur',
    query: z.object(ProductListQuery),
    response: listOf(ProductSchema),
    access: 'personalised',
    self: ['id_user'],
    summary: 'New arrivals with their sellers, newest first.',
  }),
  listProduit: defineEndpoint({
    method: 'GET',
    path: 'ProduitController/list_produit',
    query: z.object({
      type: z.optional(z.literal('web')),
      /** `web` asks for the best sellers. */
      meilleur_vente: z.optional(z.literal('web')),
      ...ProductListQuery,
    }),
    response: listOf(ProductSchema),
    access: 'personalised',
    self: ['id_user'],
    summary: 'The product list; with meilleur_vente=web, the best sellers.',
  }),
} as const;
