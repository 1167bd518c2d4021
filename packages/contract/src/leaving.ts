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
import { Ok, textField } from './schema.js';

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

/** Rows of one kind, as the database keeps them (column names as the spec writes them). */
const Rows = z.array(z.record(z.string(), z.unknown()));

/**
 * Everything the marketplace keeps about the caller, in one JSON document: the profile, the
 * settings, the delivery addresses, the orders bought and sold, the messages sent and received,
 * the favourites, the reviews written and received, the offers, the listings and a seller's
 * onboarding details. `orders_csv`
 * is the orders again as a spreadsheet reads them.
 */
export const AccountExportSchema = z.object({
  format: z.literal('vitrine-account-export'),
  version: z.literal(1),
  exported_at: z.string(),
  profile: UserDetailSchema,
  settings: z.record(z.string(), z.unknown()),
  addresses: Rows,
  orders: z.object({ bought: z.array(OrderSchema), sold: z.array(OrderSchema) }),
  messages: Rows,
  favourites: Rows,
  reviews: z.object({ written: Rows, received: Rows }),
  offers: Rows,
  listings: Rows,
  /** A seller's onboarding: the address, the bank account (its last four only), documents sent, spoken languages. */
  seller: z.object({ address: Rows, bank: Rows, documents: Rows, languages: Rows }),
  orders_csv: z.string(),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

export const leavingEndpoints = {
  exportAccount: defineEndpoint({
    method: 'GET',
    path: 'web/account/export',
    response: AccountExportSchema,
    access: 'private',
    summary:
      'Everything kept about the caller (profile, settings, addresses, orders, messages, favourites, reviews, offers, listings), with the orders as CSV; 429 past the limit.',
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
