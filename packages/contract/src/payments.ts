/**
 * Card payments (spec §7 stripe/v2/payment/*) and the sandbox provider that stands in for
 * Stripe's test mode offline (design.md "Payments"): tokens, intent confirmation, files.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { Device, dataOf, Flag, Id, IdempotencyKey, text } from './schema.js';

const Currency = z.string().check(z.regex(/^[A-Za-z]{3}$/, 'a currency is a three-letter code'));
const MinorAmount = z.number().check(z.int(), z.nonnegative(), z.maximum(100_000_000_000));

/**
 * The `code` of a checkout refused (409) because the buyer already holds as much unpaid as one
 * account may; the body also carries `max_items` and `max_checkouts`, the server's limits.
 */
export const HOLD_LIMIT_CODE = 'hold_limit';

/** The sandbox's publishable key: browsers send it to the sandbox's files service (spec §7). */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_test_sandbox';

/** Two sides of a document, each a file of the provider's files service (`file_…`). */
const DocumentSides = z.object({ front: text(100), back: z.optional(text(100)) });

/**
 * The `code` of a payment refused (409) because the listing no longer honours the checkout: its
 * `reason` is one of {@link NOT_HONOURED_REASONS}. Nothing was charged (or the charge was
 * given back) and no order was made.
 */
export const NOT_HONOURED_CODE = 'listing_not_honoured';

/**
 * Why a listing no longer honours a checkout: staff refused it, its seller withdrew it, its price
 * changed after the hold expired, it was changed and sent back to verification since the
 * checkout (whether or not staff verified it again), or the hold expired and the item was let go.
 */
export const NOT_HONOURED_REASONS = ['refused', 'withdrawn', 'unverified', 'repriced', 'taken'] as const;
export type NotHonouredReason = (typeof NOT_HONOURED_REASONS)[number];

/** One cart line to pay: the spec's `commandes` entry. Amounts are requests; the server reprices. */
export const IntentOrderSchema = z.object({
  produit: z.object({ id: Id }),
  sous_produit: Id,
  quantite: z.literal(1),
  /** The price in the buyer's currency, in minor units (spec §9). */
  prix: MinorAmount,
  /** The seller's price ×100, or as is for JPY (spec §9). */
  prix_vendeur: MinorAmount,
  /** The seller and their currency. */
  kate: z.object({ id: Id, devise: Currency }),
});

export const CreateIntentBodySchema = z.object({
  you: z.object({ id: Id, devise: Currency, adresse: z.object({ id: Id }) }),
  commandes: z.array(IntentOrderSchema).check(z.minLength(1), z.maxLength(50)),
  device: Device,
  /** The token of the card to charge, to save it for next time when `save_card` is set. */
  save_card: z.optional(Flag),
  /** The same key twice answers the same intents: a retried request never charges twice. */
  idempotency_key: z.optional(IdempotencyKey),
});
export type CreateIntentBody = z.input<typeof CreateIntentBodySchema>;

export const PaymentIntentSchema = z.object({
  id: z.string(),
  client_secret: z.string(),
  /** In minor units of `currency`. */
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  id_produit: z.number(),
  id_sous_produit: z.number(),
  id_vendeur: z.number(),
});
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;

export const SavedCardSchema = z.object({
  /** Pass it as the payment method to pay with this card again. */
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;

/** Test card details, as Stripe's tokens endpoint takes them. */
export const CardInputSchema = z.object({
  number: z.string().check(z.regex(/^[\d ]{12,23}$/, 'card number: 12 to 19 digits')),
  exp_month: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12)),
  exp_year: z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, 'cvc: 3 or 4 digits')),
  name: z.optional(text(120)),
});

/** Bank details for a seller's payouts, as a bank-account token carries them. */
export const BankAccountInputSchema = z.object({
  country: z.string().check(z.regex(/^[A-Za-z]{2}$/)),
  currency: Currency,
  account_number: z.string().check(z.minLength(4), z.maxLength(40)),
  routing_number: z.optional(text(20)),
  account_holder_name: z.optional(text(120)),
});

export const SandboxTokenSchema = z.object({
  id: z.string(),
  type: z.enum(['card', 'bank_account', 'account']),
  card: z.optional(
    z.object({ brand: z.string(), last4: z.string(), exp_month: z.number(), exp_year: z.number() }),
  ),
  bank_account: z.optional(z.object({ last4: z.string(), country: z.string() })),
});

/** The sandbox's decline, shaped like Stripe's card errors. */
export const CardErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  decline_code: z.optional(z.string()),
});

export const paymentEndpoints = {
  getCustomer: defineEndpoint({
    method: 'GET',
    path: 'stripe/v2/payment/customer',
    query: z.object({ id: z.optional(Id) }),
    response: dataOf(z.object({ customer: z.string(), card: z.nullable(SavedCardSchema) })),
    access: 'private',
    self: ['id'],
    summary: "The caller's payment customer and saved card (the spec's 'card token').",
  }),
  createIntent: defineEndpoint({
    method: 'POST',
    path: 'stripe/v2/payment/intent',
    body: CreateIntentBodySchema,
    response: z.object({ succeeded: z.array(PaymentIntentSchema), publishable_key: z.string() }),
    access: 'private',
    self: ['you.id'],
    summary: 'Reserves each item and creates one intent per line; 409 when sold or repriced.',
  }),
  sandboxToken: defineEndpoint({
    method: 'POST',
    path: 'sandbox/tokens',
    body: z.object({
      card: z.optional(CardInputSchema),
      bank_account: z.optional(BankAccountInputSchema),
      account: z.optional(
        z.object({
          business_type: z.optional(text(40)),
          tos_shown_and_accepted: z.optional(z.boolean()),
          // As Stripe's account tokens: the identity documents, uploaded to the files service first.
          individual: z.optional(
            z.object({
              verification: z.object({
                document: DocumentSides,
                additional_document: z.optional(DocumentSides),
              }),
            }),
          ),
        }),
      ),
    }),
    response: SandboxTokenSchema,
    access: 'personalised',
    summary: 'Sandbox: turns card, bank or account details into a one-time token, as Stripe does.',
  }),
  sandboxConfirm: defineEndpoint({
    method: 'POST',
    path: 'sandbox/payment_intents/{id}/confirm',
    params: z.object({ id: z.string().check(z.regex(/^pi_[A-Za-z0-9]{8,64}$/, 'not a payment intent id')) }),
    body: z.object({ payment_method: text(100), client_secret: text(200) }),
    response: z.object({ id: z.string(), status: z.string(), amount: z.number(), currency: z.string() }),
    access: 'public',
    summary: "Sandbox: confirms an intent with a card token, answering Stripe's test-card outcomes.",
  }),
  sandboxFile: defineEndpoint({
    method: 'POST',
    path: 'sandbox/files',
    body: z.object({ purpose: z.enum(['identity_document', 'additional_verification']) }),
    files: [{ name: 'file', kind: 'document', required: true }],
    response: z.object({ id: z.string(), purpose: z.string(), size: z.number() }),
    access: 'public',
    summary: "Sandbox: the provider's files service; takes the publishable key as its bearer (spec §7).",
  }),
} as const;
