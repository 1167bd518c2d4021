/** Orders and delivery addresses (spec §3 "Order", "Delivery address"; §7 CommandeController, AdresseController). */
import * as z from 'zod/mini';
import { ProductConditionSchema } from './catalog.js';
import { defineEndpoint } from './endpoint.js';
import { FIELD_RULES } from './fieldRules.js';
import { DISPUTE_TEXT_LIMITS, isWebAddress, ORDER_TEXT_LIMITS } from './orderRules.js';
import {
  AppLanguageCodeSchema,
  dataOf,
  Flag,
  Id,
  listOf,
  Pagination,
  requiredText,
  textField,
} from './schema.js';

/**
 * Order states (`etat`), as codes: the spec shows the state as a string and leaves transitions
 * open; the marketplace names each one so screens translate them and the server enforces them.
 * A paid order is the first; `declined`, `cancelled` and `paid_out` are final.
 */
export const ORDER_STATES = [
  'paid',
  'accepted',
  'declined',
  'shipped',
  'received',
  'disputed',
  'completed',
  'paid_out',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Who moved an order: one of its two parties, staff, or the deadlines themselves. */
export const ORDER_ACTORS = ['buyer', 'seller', 'staff', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

interface TransitionRule {
  readonly from: readonly OrderState[];
  readonly to: OrderState;
  readonly by: OrderActor;
}

/**
 * Every move an order can make, from which states, to which, and by whom. The server refuses
 * any other (409), and only the named party may make a move (403).
 */
export const ORDER_TRANSITIONS = {
  accept: { from: ['paid'], to: 'accepted', by: 'seller' },
  decline: { from: ['paid'], to: 'declined', by: 'seller' },
  ship: { from: ['accepted'], to: 'shipped', by: 'seller' },
  confirmReception: { from: ['shipped'], to: 'received', by: 'buyer' },
  reportProblem: { from: ['received'], to: 'disputed', by: 'buyer' },
  refundDispute: { from: ['disputed'], to: 'cancelled', by: 'staff' },
  releaseDispute: { from: ['disputed'], to: 'completed', by: 'staff' },
  /** The seller did not answer in time. */
  expireAcceptance: { from: ['paid'], to: 'cancelled', by: 'system' },
  /** The seller did not ship in time. */
  expireShipping: { from: ['accepted'], to: 'cancelled', by: 'system' },
  receiveAutomatically: { from: ['shipped'], to: 'received', by: 'system' },
  /** The window to report a problem has passed. */
  complete: { from: ['received'], to: 'completed', by: 'system' },
  payOut: { from: ['completed'], to: 'paid_out', by: 'system' },
} as const satisfies Record<string, TransitionRule>;
export type OrderTransition = keyof typeof ORDER_TRANSITIONS;
export const ORDER_TRANSITION_NAMES = Object.keys(ORDER_TRANSITIONS) as OrderTransition[];

/**
 * The deadlines of an order, in hours: to accept, to ship once accepted, and to report a problem
 * once received. Reception is automatic some days after shipping (the server's configuration).
 * A seller who has not answered is reminded `acceptReminder` hours before their deadline.
 */
export const ORDER_DEADLINE_HOURS = {
  accept: 48,
  ship: 72,
  disputeWindow: 48,
  acceptReminder: 12,
  /** The seller's time to answer a reported problem, from the report. */
  disputeAnswer: 48,
} as const;
export const DEFAULT_AUTO_RECEIVE_DAYS = 14;

/** The marketplace keeps one tenth of the price; the seller is paid out the rest (spec §9). */
export const MARKETPLACE_COMMISSION = 0.1;

/** A web address up to 300 characters (a tracking link). */
export const WebAddress = z
  .string()
  .check(
    z.trim(),
    z.maxLength(ORDER_TEXT_LIMITS.lien_suivi),
    z.refine(isWebAddress, 'a web address (https://…) is expected'),
  );

/**
 * One order: one item bought from one seller (spec §3 "Order (commande)"). What was sold — texts,
 * photos, condition, size, colour, brand, model, price and currency — is the listing as it stood
 * when the buyer paid, kept with the order: a later change of the listing never shows here.
 */
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
  /** The category in the language the order is read in (`langue`), as screens show it. */
  nom_cat_enfant: z.string(),
  categorie_slug: z.string(),
  code_produit: z.nullable(z.string()),
  nom_marque: z.string(),
  modele: z.string(),
  /** The language modele and the description panel's texts are written in (see Product). */
  langue_texte: AppLanguageCodeSchema,
  link_image_pple: z.string(),
  /** Every photo of the listing as bought, in order (media keys, first one is link_image_pple). */
  photos: z.array(z.string()),
  /** The condition of the piece as it was sold. */
  etat_produit: ProductConditionSchema,
  valeur_taille: z.string(),
  code_hexa: z.string(),
  /** The colour, in French, then in the four other interface languages. */
  nom_couleur: z.string(),
  nom_couleur_en: z.string(),
  nom_couleur_it: z.string(),
  nom_couleur_jp: z.string(),
  nom_couleur_ru: z.string(),
  etat: z.string(),
  note: z.nullable(z.string()),
  /** The seller's country: alpha-2, English and French names. */
  alpha2_vendeur: z.string(),
  pays_en: z.string(),
  pays_fr: z.string(),
  /** The unit price in the seller's currency, and that currency's label. */
  prix_unitaire: z.number(),
  unity: z.string(),
  code_monnaie: z.string(),
  /** What the buyer paid, in minor units of `devise_paye`. */
  montant_paye: z.number(),
  devise_paye: z.string(),
  // What the seller needs to ship: the buyer's delivery address and the tracking. The address
  // is the buyer's and the seller's; staff who are neither read it only on a disputed order,
  // and otherwise receive the order without it (DELIVERY_ADDRESS_FIELDS absent).
  nom_livraison: z.optional(z.string()),
  prenom_livraison: z.optional(z.nullable(z.string())),
  adresse_livraison: z.optional(z.string()),
  adresse2_livraison: z.optional(z.nullable(z.string())),
  region_livraison: z.optional(z.string()),
  ville_livraison: z.optional(z.string()),
  code_postal_livraison: z.optional(z.string()),
  /** The delivery country's French name and alpha-2. */
  pays_livraison: z.optional(z.string()),
  alpha2_livraison: z.optional(z.string()),
  /** The carrier, the tracking number and link the seller gave when shipping. */
  transporteur: z.nullable(z.string()),
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

/** The fields of an order that tell where its buyer lives. */
export const DELIVERY_ADDRESS_FIELDS = [
  'nom_livraison',
  'prenom_livraison',
  'adresse_livraison',
  'adresse2_livraison',
  'region_livraison',
  'ville_livraison',
  'code_postal_livraison',
  'pays_livraison',
  'alpha2_livraison',
] as const satisfies readonly (keyof Order)[];

/**
 * A delivery address (spec §3 "Delivery address"): the fields every country has. Which of them a
 * country requires, the postcode's format and the regions are its own (addressRules.ts, from
 * Google's address data), checked by the server over these; line 2 is never required.
 */
export const DeliveryAddressFieldsSchema = z.object({
  prenom: z.optional(textField(FIELD_RULES.deliveryPrenom)),
  nom: z._default(textField(FIELD_RULES.deliveryNom), ''),
  /** The country's alpha-2. */
  pays: z.string().check(z.regex(/^[A-Za-z]{2}$/, 'pays must be a country code')),
  adresse: textField(FIELD_RULES.deliveryAdresse),
  complement: z._default(textField(FIELD_RULES.deliveryComplement), ''),
  ville: z._default(textField(FIELD_RULES.deliveryVille), ''),
  region_etat: z._default(textField(FIELD_RULES.deliveryRegion), ''),
  code_postal: z._default(textField(FIELD_RULES.deliveryCodePostal), ''),
  telephone: textField(FIELD_RULES.deliveryTelephone),
});

/** The delivery form of checkout step 1, and a new address of the address book. */
export const DeliveryAddressInputSchema = z.object({
  id_user: z.optional(Id),
  ...DeliveryAddressFieldsSchema.shape,
  /** Makes it the default address (the first address is the default anyway). */
  par_defaut: z.optional(Flag),
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

/** An address of the address book: the last-address shape, and whether it is the default. */
export const BookAddressSchema = z.object({ ...LastAddressSchema.shape, par_defaut: z.boolean() });
export type BookAddress = z.infer<typeof BookAddressSchema>;

/** One step of an order's life: the state it reached, when, by whom and why. */
export const OrderStepSchema = z.object({
  etat: z.enum(ORDER_STATES),
  transition: z.nullable(z.enum(ORDER_TRANSITION_NAMES as [OrderTransition, ...OrderTransition[]])),
  at: z.string(),
  actor: z.enum(ORDER_ACTORS),
  /** The user who made the move; null for the deadlines. */
  id_actor: z.nullable(z.number()),
  /** A reason (decline, problem), a decision's note, or the carrier and tracking number. */
  note: z.nullable(z.string()),
  /** The buyer's photos of a reported problem (URL paths). */
  photos: z.array(z.string()),
});
export type OrderStep = z.infer<typeof OrderStepSchema>;

/** An order's timeline: its steps, oldest first, and the next thing that happens if no one acts. */
export const OrderTimelineSchema = z.object({
  id_commande: z.number(),
  etat: z.enum(ORDER_STATES),
  steps: z.array(OrderStepSchema),
  next_deadline: z.nullable(
    z.object({
      transition: z.enum(ORDER_TRANSITION_NAMES as [OrderTransition, ...OrderTransition[]]),
      due_at: z.string(),
    }),
  ),
  /** Money moved for this order: the buyer's refund, the seller's payout. */
  money: z.array(
    z.object({
      kind: z.enum(['refund', 'payout']),
      /** Minor units of `currency`. */
      amount: z.number(),
      currency: z.string(),
      status: z.enum(['pending', 'succeeded']),
      at: z.string(),
    }),
  ),
});
export type OrderTimeline = z.infer<typeof OrderTimelineSchema>;

const OrderRef = { id_commande: Id };
/** A reason in a person's words: trimmed, 1 to 1,000 characters. */
const Reason = requiredText(ORDER_TEXT_LIMITS.motif);

export const DeclineOrderInputSchema = z.object({ ...OrderRef, motif: Reason });
export const ShipOrderInputSchema = z.object({
  ...OrderRef,
  transporteur: requiredText(ORDER_TEXT_LIMITS.transporteur),
  suivi_livraison: requiredText(ORDER_TEXT_LIMITS.suivi_livraison),
  lien_suivi: WebAddress,
});
export const ReportProblemInputSchema = z.object({ ...OrderRef, motif: Reason });
/** The photos a buyer may join to a reported problem, in their order. */
export const PROBLEM_PHOTO_FIELDS = ['photo_1', 'photo_2', 'photo_3', 'photo_4'] as const;
export const DISPUTE_DECISIONS = ['refund', 'release'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];
/** Staff's decision always says why: both parties read the note. */
export const DecideDisputeInputSchema = z.object({
  ...OrderRef,
  decision: z.enum(DISPUTE_DECISIONS),
  note: requiredText(DISPUTE_TEXT_LIMITS.decision),
});
/** The seller's side of a reported problem: their words, and up to 4 photos (multipart). */
export const AnswerDisputeInputSchema = z.object({
  ...OrderRef,
  reponse: requiredText(DISPUTE_TEXT_LIMITS.reponse),
});
/** The photos a seller may join to their answer, in their order. */
export const DISPUTE_ANSWER_PHOTO_FIELDS = PROBLEM_PHOTO_FIELDS;

/** One message the buyer and the seller sent each other, as staff read it with the dispute. */
export const DisputeMessageSchema = z.object({
  id_message: z.number(),
  id_sender: z.number(),
  objet: z.string(),
  corps_message: z.string(),
  date_envoi: z.string(),
});

/**
 * A reported problem, both sides: the buyer's reason and photos, the seller's answer and photos
 * (or none, and whether their time to answer is over), staff's decision and note once made, and
 * the messages the two parties exchanged. Photos are paths read with the reader's token.
 */
export const DisputeSchema = z.object({
  id_commande: z.number(),
  etat: z.enum(ORDER_STATES),
  report: z.object({ at: z.string(), motif: z.nullable(z.string()), photos: z.array(z.string()) }),
  /** Until when the seller may answer; null for a dispute reported before answers existed. */
  answer_due_at: z.nullable(z.string()),
  /** Whether the seller may still answer: the dispute is open, unanswered and the time not over. */
  answer_open: z.boolean(),
  answer: z.nullable(z.object({ at: z.string(), reponse: z.string(), photos: z.array(z.string()) })),
  decision: z.nullable(
    z.object({ decision: z.enum(DISPUTE_DECISIONS), at: z.string(), note: z.nullable(z.string()) }),
  ),
  /** Oldest first: what the buyer and the seller wrote each other. */
  messages: z.array(DisputeMessageSchema),
});
export type Dispute = z.infer<typeof DisputeSchema>;
export type AnswerDisputeInput = z.input<typeof AnswerDisputeInputSchema>;
export type DeclineOrderInput = z.input<typeof DeclineOrderInputSchema>;
export type ShipOrderInput = z.input<typeof ShipOrderInputSchema>;
export type ReportProblemInput = z.input<typeof ReportProblemInputSchema>;
export type DecideDisputeInput = z.input<typeof DecideDisputeInputSchema>;

export const orderEndpoints = {
  getCommande: defineEndpoint({
    method: 'GET',
    path: 'CommandeController/get_commande_byidcommande',
    query: z.object({ id_commande: Id, langue: z.optional(AppLanguageCodeSchema) }),
    response: listOf(OrderSchema),
    access: 'private',
    summary: 'One order, for its buyer or its seller only; data[0] is the order.',
  }),
  listPurchases: defineEndpoint({
    method: 'GET',
    path: 'CommandeController/filterCommandeByIdUser',
    query: z.object({ id_user: z.optional(Id), langue: z.optional(AppLanguageCodeSchema), ...Pagination }),
    response: listOf(OrderSchema),
    access: 'private',
    self: ['id_user'],
    summary: "The caller's purchases, newest first.",
  }),
  listSales: defineEndpoint({
    method: 'GET',
    path: 'CommandeController/filterCommandeByIdVendeur',
    query: z.object({ id_vendeur: z.optional(Id), langue: z.optional(AppLanguageCodeSchema), ...Pagination }),
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
    summary: "The caller's default delivery address (the one checkout preselects), or null.",
  }),
  saveAddress: defineEndpoint({
    method: 'POST',
    path: 'AdresseController/save_adresse',
    body: DeliveryAddressInputSchema,
    response: dataOf(BookAddressSchema),
    access: 'private',
    self: ['id_user'],
    summary:
      "Adds a delivery address to the caller's address book, checked by its country's rules (an addition: the payment intent needs its id).",
  }),
  getOrderTimeline: defineEndpoint({
    method: 'GET',
    path: 'CommandeController/get_historique_commande',
    query: z.object(OrderRef),
    response: dataOf(OrderTimelineSchema),
    access: 'private',
    summary: "An order's past steps (time, actor) and next deadline, for its buyer, its seller or staff.",
  }),
  listDisputes: defineEndpoint({
    method: 'GET',
    path: 'CommandeController/list_litiges',
    query: z.object({ langue: z.optional(AppLanguageCodeSchema), ...Pagination }),
    response: listOf(OrderSchema),
    access: 'private',
    summary: 'Staff only: the orders whose buyer reported a problem, oldest report first.',
  }),
  acceptOrder: defineEndpoint({
    method: 'POST',
    path: 'CommandeController/accept_commande',
    body: z.object(OrderRef),
    response: dataOf(OrderTimelineSchema),
    access: 'private',
    summary: "The order's seller accepts it (within 48 h of payment); 409 in any other state.",
  }),
  declineOrder: defineEndpoint({
    method: 'POST',
    path: 'CommandeController/decline_commande',
    body: DeclineOrderInputSchema,
    response: dataOf(OrderTimelineSchema),
    access: 'private',
    summary: 'The seller declines with a reason: the buyer is refunded in full and the item is back on sale.',
  }),
  shipOrder: defineEndpoint({
    method: 'POST',
    path: 'CommandeController/ship_commande',
    body: ShipOrderInputSchema,
    response: dataOf(OrderTimelineSchema),
    access: 'private',
    summary: 'The seller marks an accepted order shipped, with carrier, tracking number and link.',
  }),
  confirmReception: defineEndpoint({
    method: 'POST',
    path: 'CommandeController/confirm_reception',
    body: z.object(OrderRef),
    response: dataOf(OrderTimelineSchema),
    access: 'private',
    summary: 'The buyer says the item arrived; 48 h to report a problem follow.',
  }),
  reportProblem: defineEndpoint({
    method: 'POST',
    path: 'CommandeController/report_probleme',
    body: ReportProblemInputSchema,
    files: PROBLEM_PHOTO_FIELDS.map((name) => ({ name, kind: 'image' as const, required: false })),
    response: dataOf(OrderTimelineSchema),
    access: 'private',
    summary:
      'The buyer reports a problem within 48 h of reception, with up to 4 photos (multipart): the order waits for staff.',
  }),
  decideDispute: defineEndpoint({
    method: 'POST',
    path: 'CommandeController/decide_litige',
    body: DecideDisputeInputSchema,
    response: dataOf(OrderTimelineSchema),
    access: 'private',
    summary:
      'Staff only, never on an order they bought or sold: refund the buyer, or release the payout to the seller, with a note both parties read.',
  }),
  getDispute: defineEndpoint({
    method: 'GET',
    path: 'CommandeController/get_litige',
    query: z.object(OrderRef),
    response: dataOf(z.nullable(DisputeSchema)),
    access: 'private',
    summary:
      "An order's reported problem, both sides, for its buyer, its seller or staff; null when no problem was reported.",
  }),
  answerDispute: defineEndpoint({
    method: 'POST',
    path: 'CommandeController/repondre_litige',
    body: AnswerDisputeInputSchema,
    files: DISPUTE_ANSWER_PHOTO_FIELDS.map((name) => ({ name, kind: 'image' as const, required: false })),
    response: dataOf(DisputeSchema),
    access: 'private',
    summary:
      "The order's seller answers a reported problem once, within 48 h of the report, with up to 4 photos (multipart); 409 after.",
  }),
} as const;
