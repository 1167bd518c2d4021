/** Orders and delivery addresses (spec §3 "Order", "Delivery address"; §7 CommandeController, AdresseController). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { dataOf, Id, listOf, Pagination, requiredText, text } from './schema.js';

/** Order states, as the seller moves an order along (spec §4 leaves transitions open). */
export const ORDER_STATES = ['En attente d’expédition', 'Expédiée', 'Livrée', 'Annulée'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** One order: one item bought from one seller (spec §3 "Order (commande)"). */
export const OrderSchema = z.object({
  id_commande: z.number(),
  date_commande: z.string(),
  /** The buyer. */
  id_user: z.number(),
  pseudo_acheteur: z.string(),
  id_produit: z.number(),
  id_sous_produit: z.number(),
  id_vendeur: z.number(),
  pseudo_vendeur: z.string(),
  image_vendeur: z.nullable(z.string()),
  nom_cat_enfant_fr: z.string(),
  categorie_slug: z.string(),
  code_produit: z.nullable(z.string()),
  nom_marque: z.string(),
  modele: z.string(),
  link_image_pple: z.string(),
  valeur_taille: z.string(),
  code_hexa: z.string(),
  nom_couleur: z.string(),
  etat: z.string(),
  note: z.nullable(z.string()),
  /** The seller's country, in English. */
  pays_en: z.string(),
  /** The unit price in the seller's currency, and that currency's label. */
  prix_unitaire: z.number(),
  unity: z.string(),
  code_monnaie: z.string(),
  /** What the buyer paid, in minor units of `devise_paye`. */
  montant_paye: z.number(),
  devise_paye: z.string(),
  // What the seller needs to ship: the buyer's delivery address and the tracking.
  nom_livraison: z.string(),
  prenom_livraison: z.nullable(z.string()),
  adresse_livraison: z.string(),
  adresse2_livraison: z.nullable(z.string()),
  region_livraison: z.string(),
  ville_livraison: z.string(),
  code_postal_livraison: z.string(),
  pays_livraison: z.string(),
  suivi_livraison: z.nullable(z.string()),
  lien_suivi: z.nullable(z.string()),
  // The product's description panel.
  description: z.nullable(z.string()),
  saison: z.nullable(z.string()),
  collection: z.nullable(z.string()),
  largeur: z.number(),
  longueur: z.number(),
  talon: z.number(),
  matiere: z.nullable(z.string()),
});
export type Order = z.infer<typeof OrderSchema>;

/** The delivery form of checkout step 1 (spec §3 "Delivery address", §5 rules). */
export const DeliveryAddressInputSchema = z.object({
  id_user: z.optional(Id),
  prenom: z.optional(text(80)),
  nom: requiredText(80),
  /** The country's alpha-2. */
  pays: z.string().check(z.regex(/^[A-Za-z]{2}$/, 'pays must be a country code')),
  adresse: requiredText(160),
  complement: requiredText(160),
  ville: requiredText(80),
  region_etat: requiredText(80),
  code_postal: requiredText(20),
  telephone: requiredText(30),
});
export type DeliveryAddressInput = z.input<typeof DeliveryAddressInputSchema>;

/** The last address used, as the spec's read answers it (spec §3). */
export const LastAddressSchema = z.object({
  id_adresse_livraison: z.number(),
  prenom: z.nullable(z.string()),
  nom: z.string(),
  alpha2: z.string(),
  nom_fr_fr: z.string(),
  adresse_1: z.string(),
  adresse_2: z.string(),
  ville: z.string(),
  region_etat: z.string(),
  code_postal: z.string(),
  numero: z.string(),
});
export type LastAddress = z.infer<typeof LastAddressSchema>;

export const orderEndpoints = {
  getCommande: defineEndpoint({
    method: 'GET',
    path: 'CommandeController/get_commande_byidcommande',
    query: z.object({ id_commande: Id }),
    response: listOf(OrderSchema),
    access: 'private',
    summary: 'One order, for its buyer or its seller only; data[0] is the order.',
  }),
  listPurchases: defineEndpoint({
    method: 'GET',
    path: 'CommandeController/filterCommandeByIdUser',
    query: z.object({ id_user: z.optional(Id), ...Pagination }),
    response: listOf(OrderSchema),
    access: 'private',
    self: ['id_user'],
    summary: "The caller's purchases, newest first.",
  }),
  listSales: defineEndpoint({
    method: 'GET',
    path: 'CommandeController/filterCommandeByIdVendeur',
    query: z.object({ id_vendeur: z.optional(Id), ...Pagination }),
    response: listOf(OrderSchema),
    access: 'private',
    self: ['id_vendeur'],
    summary: "The caller's sales, newest first.",
  }),
  getLastAddress: defineEndpoint({
    method: 'GET',
    path: 'AdresseController/get_last_commande_adress',
    query: z.object({ id_user: z.optional(Id) }),
    response: dataOf(z.nullable(LastAddressSchema)),
    access: 'private',
    self: ['id_user'],
    summary: 'The delivery address the caller used last, or null.',
  }),
  saveAddress: defineEndpoint({
    method: 'POST',
    path: 'AdresseController/save_adresse',
    body: DeliveryAddressInputSchema,
    response: dataOf(LastAddressSchema),
    access: 'private',
    self: ['id_user'],
    summary: 'Saves the delivery address of checkout step 1 (an addition: the payment intent needs its id).',
  }),
} as const;
