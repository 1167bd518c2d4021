/**
 * Leaving: the caller's data taken away (an export) and the account deleted. Deletion needs the
 * password and is refused (409, {@link ACCOUNT_BUSY_CODE}) while the account is still part of
 * something another person waits on: an order not settled, an offer open or accepted, a checkout
 * holding an item. Otherwise every personal field is erased, the listings are withdrawn, and the
 * other party of a past order keeps it, with the deleted person shown as "Deleted account"
 * (deletedAccount.ts).
 */
import * as z from 'zod/mini';
import { UserDetailSchema } from './auth.js';
import { defineEndpoint } from './endpoint.js';
import { FIELD_RULES } from './fieldRules.js';
import { OrderSchema, type OrderState } from './orders.js';
import { AlertSchema, SavedSearchSchema } from './savedSearches.js';
import { Ok, textField } from './schema.js';
import { SettingsSchema } from './settings.js';

/**
 * The order states in which an order no longer needs its party, by side. A buyer is done once the
 * window to report a problem has closed (`completed`); a seller is owed the payout until
 * `paid_out`. Every other state keeps the account.
 */
export const ORDER_STATES_SETTLED_FOR = {
  buyer: ['completed', 'paid_out', 'declined', 'cancelled'],
  seller: ['paid_out', 'declined', 'cancelled'],
} as const satisfies Record<'buyer' | 'seller', readonly OrderState[]>;

/** The `code` of the 409 refusing a deletion while orders, offers or checkouts still need the account. */
export const ACCOUNT_BUSY_CODE = 'account_busy';

/**
 * How many exports an account may take within the window: each reads every order, message and
 * review of the account, so it is limited like the other heavy calls. Past it, 429 with
 * `retry_after` and the code {@link ACCOUNT_EXPORT_LIMIT_CODE}.
 */
export const ACCOUNT_EXPORT_LIMITS = {
  perAccount: 5,
  windowMs: 60 * 60 * 1000,
} as const;

/** The `code` of a 429 answered when exports are asked for too often. */
export const ACCOUNT_EXPORT_LIMIT_CODE = 'export_limit';

export const DeleteAccountBodySchema = z.object({
  password: textField(FIELD_RULES.loginPassword),
});

/** What a refused deletion names, beside `error` and `code`: what is still open. */
export const AccountBusySchema = z.object({
  /** The open orders, as buyer or seller. */
  orders: z.array(z.number()),
  /** Offers open or accepted, made or received. */
  offers: z.number(),
  /** Checkouts holding items, of the account or of its listings. */
  checkouts: z.number(),
});
export type AccountBusy = z.infer<typeof AccountBusySchema>;

const text = z.string();
const number = z.number();
const maybe = z.nullable(z.string());

/** One delivery address, as the account gave it. */
export const ExportAddressSchema = z.object({
  id_adresse_livraison: number,
  prenom: maybe,
  nom: text,
  pays: text,
  adresse: text,
  complement: text,
  ville: text,
  region_etat: text,
  code_postal: text,
  telephone: text,
  created_at: text,
});

/** One message the account sent or received, with both pseudos. */
export const ExportMessageSchema = z.object({
  id_message: number,
  id_sender: number,
  pseudo_sender: text,
  id_receiver: number,
  pseudo_receiver: text,
  objet: text,
  corps_message: text,
  lu: z.boolean(),
  date_envoi: text,
});

export const ExportFavouriteSchema = z.object({
  id_produit: number,
  nom_marque: text,
  modele: text,
  date_ajout: text,
});

const review = {
  id_avis: number,
  id_commande: number,
  note: number,
  commentaire: text,
  created_at: text,
};
export const ExportReviewWrittenSchema = z.object({ ...review, id_vendeur: number, pseudo_vendeur: text });
export const ExportReviewReceivedSchema = z.object({ ...review, id_acheteur: number, pseudo_acheteur: text });

/** One proposal of an offer the account made or received (`cote`: which side the account was on). */
export const ExportOfferSchema = z.object({
  id_offre: number,
  id_negociation: number,
  id_produit: number,
  id_sous_produit: number,
  cote: z.enum(['buyer', 'seller']),
  par: text,
  origine: text,
  montant: number,
  devise: text,
  etat: text,
  created_at: text,
  expires_at: text,
  decided_at: maybe,
});

/** One listing of the account, with its verification, refusal and withdrawal. */
export const ExportListingSchema = z.object({
  id_produit: number,
  nom_marque: text,
  modele: text,
  description: maybe,
  etat_produit: text,
  prix_unitaire: number,
  saison: maybe,
  collection: maybe,
  matiere: maybe,
  code_produit_vendeur: maybe,
  created_at: text,
  verifie_le: maybe,
  refuse_le: maybe,
  refus_motif: maybe,
  retire_le: maybe,
});

/** A seller's onboarding: the address, the bank account (its last four only), documents sent, languages. */
export const ExportSellerSchema = z.object({
  address: z.array(
    z.object({
      pays: text,
      contact: text,
      rue: text,
      ville: text,
      code_postal: text,
      departement: text,
      nom_kana: maybe,
      prenom_kana: maybe,
      updated_at: text,
    }),
  ),
  bank: z.array(
    z.object({
      type: text,
      country: text,
      currency: text,
      iban_last4: text,
      account_holder: maybe,
      updated_at: text,
    }),
  ),
  documents: z.array(z.object({ champ: text, mime_type: text, taille: number, created_at: text })),
  languages: z.array(z.object({ langue: text, text_marketing: text, rang: number })),
});

/**
 * Everything the marketplace keeps about the caller, in one JSON document: the profile, the
 * settings, the delivery addresses, the orders bought and sold, the messages sent and received,
 * the favourites, the reviews written and received, the offers, the listings, a seller's
 * onboarding details, the saved searches and the alerts they and the favourites brought. `orders_csv` is the orders again as a spreadsheet reads them. Every row has
 * its schema: the script-tag build checks answers field by field and keeps only the fields named.
 */
export const AccountExportSchema = z.object({
  format: z.literal('vitrine-account-export'),
  version: z.literal(1),
  exported_at: text,
  profile: UserDetailSchema,
  settings: SettingsSchema,
  addresses: z.array(ExportAddressSchema),
  orders: z.object({ bought: z.array(OrderSchema), sold: z.array(OrderSchema) }),
  messages: z.array(ExportMessageSchema),
  favourites: z.array(ExportFavouriteSchema),
  reviews: z.object({
    written: z.array(ExportReviewWrittenSchema),
    received: z.array(ExportReviewReceivedSchema),
  }),
  offers: z.array(ExportOfferSchema),
  listings: z.array(ExportListingSchema),
  saved_searches: z.array(SavedSearchSchema),
  alerts: z.array(AlertSchema),
  seller: ExportSellerSchema,
  orders_csv: text,
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

export const leavingEndpoints = {
  exportAccount: defineEndpoint({
    method: 'GET',
    path: 'web/account/export',
    response: AccountExportSchema,
    access: 'private',
    summary:
      'Everything kept about the caller (profile, settings, addresses, orders, messages, favourites, reviews, offers, listings, saved searches, alerts), with the orders as CSV; 429 past the limit.',
  }),
  deleteAccount: defineEndpoint({
    method: 'POST',
    path: 'web/account/delete',
    body: DeleteAccountBodySchema,
    response: Ok,
    access: 'private',
    summary:
      "Deletes the caller's account given its password: personal data erased, listings withdrawn, every session ended; 409 while an order, offer or checkout still needs it.",
  }),
} as const;
