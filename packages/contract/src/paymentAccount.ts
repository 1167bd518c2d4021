/** A seller's payout account (spec §7 stripe/v2/account/store and stripeController/*). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { dataOf, Id, text } from './schema.js';

const CountryCode = z.string().check(z.regex(/^[A-Za-z]{2}$/, 'country must be a country code'));

export const AccountStatusSchema = z.object({
  has_account: z.boolean(),
  payouts_enabled: z.boolean(),
  country: z.nullable(z.string()),
});

/**
 * What the provider still needs before a seller is paid out (Stripe's requirement names), and
 * where the seller gives each: 'external_account' at the onboarding's bank step,
 * 'individual.verification.document' at its documents step.
 */
export const PAYOUT_REQUIREMENT_STEPS: Readonly<Record<string, 'bank' | 'documents' | 'address'>> = {
  external_account: 'bank',
  'individual.verification.document': 'documents',
  'individual.verification.additional_document': 'documents',
};

/** The caller's own payout account, as they see it in 'My identity'. */
export const MyPayoutAccountSchema = z.object({
  has_account: z.boolean(),
  payouts_enabled: z.boolean(),
  country: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  /** What must still be given before payouts go out (see PAYOUT_REQUIREMENT_STEPS). */
  currently_due: z.array(z.string()),
  /** The bank account payouts go to; 'errored' once a payout to it failed. */
  bank_account: z.nullable(z.object({ last4: z.string(), status: z.enum(['new', 'errored']) })),
});
export type MyPayoutAccount = z.infer<typeof MyPayoutAccountSchema>;

/** A bank payout's state, as Stripe names them. */
export const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;

/** One sale's payout to the seller, in the seller's currency (minor units). */
export const SellerPayoutSchema = z.object({
  id_commande: z.number(),
  /** When the sale completed and its payout was made due. */
  created_at: z.string(),
  currency: z.string(),
  /** The item's price, the marketplace's commission and what the seller gets. */
  price: z.number(),
  commission: z.number(),
  net: z.number(),
  /** 'waiting' while the payout account is not ready; then the bank payout's state. */
  status: z.enum(['waiting', ...PAYOUT_STATUSES]),
  /** When the money is (or was) expected in the bank, once sent. */
  arrival_date: z.nullable(z.string()),
  failure_code: z.nullable(z.string()),
});
export type SellerPayout = z.infer<typeof SellerPayoutSchema>;

/**
 * How long an account token claimed by its signed-in owner may then be spent on their account
 * through stripeController/update2: the browser claims it and spends it in the same moment.
 */
export const ACCOUNT_TOKEN_CLAIM_TTL_MS = 60 * 60 * 1000;

export const paymentAccountEndpoints = {
  storeAccount: defineEndpoint({
    method: 'POST',
    path: 'stripe/v2/account/store',
    body: z.object({ country: CountryCode, id_user: z.optional(Id), token: text(100) }),
    response: dataOf(z.object({ account_id: z.string() })),
    access: 'private',
    self: ['id_user'],
    summary: "Creates the caller's payout account from an account token.",
  }),
  getAccount: defineEndpoint({
    method: 'GET',
    path: 'stripeController/account/{id_user}',
    params: z.object({ id_user: Id }),
    response: dataOf(AccountStatusSchema),
    // The spec's client sends no token here (§7), so the answer says nothing private.
    access: 'public',
    summary: 'Whether a seller has a payout account and can be paid.',
  }),
  myAccount: defineEndpoint({
    method: 'GET',
    path: 'payouts/account',
    response: dataOf(MyPayoutAccountSchema),
    access: 'private',
    summary: "The caller's payout account: what is still due, the bank account, whether payouts go out.",
  }),
  listPayouts: defineEndpoint({
    method: 'GET',
    path: 'payouts',
    response: dataOf(z.array(SellerPayoutSchema)),
    access: 'private',
    summary: "The caller's payouts, newest first: price, commission and net in their currency, with dates.",
  }),
  createExternalAccount: defineEndpoint({
    method: 'POST',
    path: 'stripeController/create_external_account2',
    body: z.object({ country: CountryCode, id: z.optional(Id), token: text(100) }),
    response: dataOf(z.object({ id: z.string(), last4: z.string() })),
    access: 'private',
    self: ['id'],
    summary: "Attaches a bank account (from a bank-account token) to the caller's payout account.",
  }),
  claimAccountToken: defineEndpoint({
    method: 'POST',
    path: 'payouts/account/token',
    body: z.object({ token: text(100) }),
    response: dataOf(z.object({ token: z.string() })),
    access: 'private',
    summary:
      'Claims an account token for the caller before update2 spends it: a Stripe account token names no user.',
  }),
  updateAccount: defineEndpoint({
    method: 'POST',
    path: 'stripeController/update2',
    body: z.object({ token: text(100), country: CountryCode, id_user: Id }),
    response: dataOf(z.object({ account_id: z.string() })),
    // Sent without the user's token (spec §7): the one-time account token, claimed by this user
    // through their session just before (claimAccountToken), is the proof.
    access: 'public',
    summary: 'Updates a payout account; authorised by an account token that user claimed.',
  }),
} as const;
