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
  createExternalAccount: defineEndpoint({
    method: 'POST',
    path: 'stripeController/create_external_account2',
    body: z.object({ country: CountryCode, id: z.optional(Id), token: text(100) }),
    response: dataOf(z.object({ id: z.string(), last4: z.string() })),
    access: 'private',
    self: ['id'],
    summary: "Attaches a bank account (from a bank-account token) to the caller's payout account.",
  }),
  updateAccount: defineEndpoint({
    method: 'POST',
    path: 'stripeController/update2',
    body: z.object({ token: text(100), country: CountryCode, id_user: Id }),
    response: dataOf(z.object({ account_id: z.string() })),
    // Sent without the user's token (spec §7): the one-time account token, issued to this user
    // only, is the proof.
    access: 'public',
    summary: 'Updates a payout account; authorised by an account token issued to that user.',
  }),
} as const;
