/** The cart (panier): one line per chosen item (spec §3 "Cart line", §7 PanierController). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { HeldOfferSchema } from './offers.js';
import { AppLanguageCodeSchema, Id, listOf, Ok } from './schema.js';

export const CartLineSchema = z.object({
  id_produit: z.number(),
  id_sous_produit: z.number(),
  id_vendeur: z.number(),
  image_produit: z.string(),
  marque_produit: z.string(),
  modele_produit: z.string(),
  /** The language modele_produit is written in: the asked one when the listing has it, else its original. */
  langue_texte: AppLanguageCodeSchema,
  categorie_slug: z.string(),
  code_hexa: z.string(),
  /** The colour's name in the five languages (the line says "Colour: …" in the interface's). */
  nom_couleur_fr: z.string(),
  nom_couleur_en: z.string(),
  nom_couleur_it: z.string(),
  nom_couleur_jp: z.string(),
  nom_couleur_ru: z.string(),
  /** In the seller's currency. */
  prix_unitaire: z.number(),
  taux_change_vendeur: z.number(),
  code_monnaie_vendeur: z.string(),
  valeur_taille_original: z.string(),
  /** The same size in US sizing; the size itself (or '') when it has no conversion, as one size ('TU'). */
  taille_us: z.string(),
  /** The seller. */
  image_link_profile: z.nullable(z.string()),
  pseudo_profile: z.string(),
  /** The country the item ships from, in the five languages (the cart says "shipped from …"). */
  expedition_fr: z.string(),
  expedition_en: z.string(),
  expedition_it: z.string(),
  expedition_jp: z.string(),
  expedition_ru: z.string(),
  /** 'Vendu' when someone else bought it since, or its seller withdrew it: it cannot be paid for any more. */
  etat: z.enum(['Disponible', 'Vendu']),
  /** Its seller withdrew the listing (an addition to the spec): the cart says so rather than 'sold'. */
  retire: z.boolean(),
  /** The caller's accepted offer holding this item (an addition): the line then costs its price. */
  offre: z.optional(z.nullable(HeldOfferSchema)),
});
export type CartLine = z.infer<typeof CartLineSchema>;

const CartItemInput = {
  id_user: z.optional(Id),
  id_produit: Id,
  id_sous_produit: Id,
};

export const cartEndpoints = {
  listPanier: defineEndpoint({
    method: 'GET',
    path: 'PanierController/list_panier_byiduser',
    query: z.object({ id_user: z.optional(Id), langue: z.optional(AppLanguageCodeSchema) }),
    response: listOf(CartLineSchema),
    access: 'private',
    self: ['id_user'],
    summary: "The caller's cart, oldest line first.",
  }),
  addPanier: defineEndpoint({
    method: 'POST',
    path: 'PanierController/add_panier',
    body: z.object(CartItemInput),
    response: Ok,
    access: 'private',
    self: ['id_user'],
    summary: 'Adds an item (a size variant) to the cart; adding it twice keeps one line. 409 when sold.',
  }),
  deletePanierItem: defineEndpoint({
    method: 'GET',
    path: 'PanierController/delete_oneitem_panier',
    query: z.object(CartItemInput),
    response: Ok,
    access: 'private',
    self: ['id_user'],
    summary: 'Removes one line from the cart (a GET, as the spec calls it).',
  }),
} as const;
