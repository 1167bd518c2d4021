/**
 * The payment provider over Stripe, used when STRIPE_SECRET_KEY is set. It is written against
 * the few calls of the `stripe` package it needs ({@link StripeClient}), so index.ts can pass
 * the real package and tests a hand-written fake of the same shape.
 *
 * Stripe takes currencies in lower case and amounts in the currency's smallest unit, which for
 * JPY and KRW is the unit itself — the marketplace's minor units (spec §9) already are that.
 */
import { badRequest } from '../http/httpError.js';
import type {
  PaymentProvider,
  ProviderAccount,
  ProviderIntent,
  ProviderIntentStatus,
  ProviderPayout,
  ProviderPayoutStatus,
} from './provider.js';
import { ProviderUnavailableError } from './providerUnavailable.js';

/** A PaymentIntent as Stripe answers it (the fields used here). */
export interface StripePaymentIntent {
  id: string;
  client_secret: string | null;
  amount: number;
  currency: string;
  status: string;
}

export interface StripeRequestOptions {
  idempotencyKey?: string;
  /** Acts on a connected account (Stripe-Account header). */
  stripeAccount?: string;
}

/** A connected account as Stripe answers it (the fields used here). */
export interface StripeAccount {
  id: string;
  country?: string | null;
  default_currency?: string | null;
  payouts_enabled?: boolean | null;
  requirements?: { currently_due?: string[] | null } | null;
  external_accounts?: { data: Array<{ id: string; last4?: string | null; status?: string | null }> } | null;
}

export interface StripePayout {
  id: string;
  amount: number;
  currency: string;
  status: string;
  /** Seconds since the epoch. */
  arrival_date: number;
  failure_code?: string | null;
}

/** The part of the `stripe` package's client the provider calls. */
export interface StripeClient {
  customers: {
    create(
      params: { email: string; metadata: Record<string, string> },
      options?: StripeRequestOptions,
    ): Promise<{ id: string }>;
  };
  paymentIntents: {
    create(
      params: {
        amount: number;
        currency: string;
        customer: string;
        description: string;
        payment_method_types: string[];
        setup_future_usage?: 'off_session';
      },
      options?: StripeRequestOptions,
    ): Promise<StripePaymentIntent>;
    retrieve(id: string): Promise<StripePaymentIntent>;
    cancel(id: string): Promise<StripePaymentIntent>;
  };
  refunds: {
    create(
      params: { payment_intent: string; amount: number; metadata: Record<string, string> },
      options?: StripeRequestOptions,
    ): Promise<{ id: string; amount: number; currency: string; status: string | null }>;
  };
  transfers: {
    create(
      params: { amount: number; currency: string; destination: string; transfer_group: string },
      options?: StripeRequestOptions,
    ): Promise<{ id: string; amount: number; currency: string; destination: string | { id: string } | null }>;
  };
  accounts: {
    create(
      params: {
        type: 'custom';
        country: string;
        account_token: string;
        capabilities: { transfers: { requested: true } };
        settings: { payouts: { schedule: { interval: 'manual' } } };
        metadata: Record<string, string>;
      },
      options?: StripeRequestOptions,
    ): Promise<StripeAccount>;
    update(id: string, params: { account_token?: string; external_account?: string }): Promise<StripeAccount>;
    retrieve(id: string): Promise<StripeAccount>;
  };
  payouts: {
    create(
      params: { amount: number; currency: string },
      options: StripeRequestOptions,
    ): Promise<StripePayout>;
    retrieve(id: string, params: Record<string, never>, options: StripeRequestOptions): Promise<StripePayout>;
  };
  paymentMethods: {
    list(params: { customer: string; type: 'card'; limit: number }): Promise<{
      data: Array<{
        id: string;
        card?: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
      }>;
    }>;
  };
}

/**
 * Where the marketplace remembers each user's Stripe customer: Stripe keeps idempotency keys
 * for 24 hours only, so "create on first use" needs our own record.
 */
export interface CustomerStore {
  find(idUser: number): Promise<string | undefined>;
  /** Records the customer unless one is already recorded; answers the one that is. */
  save(idUser: number, customerId: string): Promise<string>;
}

export interface StripeProviderOptions {
  client: StripeClient;
  publishableKey: string;
  customers: CustomerStore;
}

/**
 * Stripe's statuses in the sandbox's vocabulary: an intent waiting for a confirmation still
 * needs a card; one waiting for a capture (never asked for here) is as good as processing.
 */
export function toProviderStatus(status: string): ProviderIntentStatus {
  switch (status) {
    case 'succeeded':
    case 'canceled':
    case 'processing':
    case 'requires_action':
    case 'requires_payment_method':
      return status;
    case 'requires_confirmation':
      return 'requires_payment_method';
    case 'requires_capture':
      return 'processing';
    default:
      throw new Error(`Unknown Stripe PaymentIntent status: ${status}`);
  }
}

function toAccount(account: StripeAccount): ProviderAccount {
  const external = account.external_accounts?.data[0];
  return {
    id: account.id,
    country: (account.country ?? '').toUpperCase(),
    currency: account.default_currency ? account.default_currency.toUpperCase() : null,
    payouts_enabled: account.payouts_enabled === true,
    currently_due: [...(account.requirements?.currently_due ?? [])],
    external_account: external
      ? {
          id: external.id,
          last4: external.last4 ?? '',
          status: external.status === 'errored' ? 'errored' : 'new',
        }
      : null,
  };
}

/**
 * Stripe's refusal of what a seller gave (a used or unknown token, bank details it will not take)
 * is theirs to fix: a 400 with Stripe's words, where anything else stays a server error.
 */
async function sellerInput<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const { type, message } = (error ?? {}) as { type?: string; message?: string };
    if (type === 'StripeInvalidRequestError' || type === 'StripeCardError') {
      throw badRequest(`token: ${message ?? 'refused by the payment provider.'}`);
    }
    throw error;
  }
}

const PAYOUT_STATUSES: readonly ProviderPayoutStatus[] = [
  'pending',
  'in_transit',
  'paid',
  'failed',
  'canceled',
];

function toPayout(payout: StripePayout): ProviderPayout {
  if (!(PAYOUT_STATUSES as readonly string[]).includes(payout.status)) {
    throw new Error(`Unknown Stripe payout status: ${payout.status}`);
  }
  return {
    id: payout.id,
    amount: payout.amount,
    currency: payout.currency.toUpperCase(),
    status: payout.status as ProviderPayoutStatus,
    arrival_date: new Date(payout.arrival_date * 1000),
    failure_code: payout.failure_code ?? null,
  };
}

function toIntent(intent: StripePaymentIntent): Omit<ProviderIntent, 'clientSecret'> {
  return {
    id: intent.id,
    status: toProviderStatus(intent.status),
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
  };
}

/**
 * Stripe's errors that say it could not be reached or could not answer for now — a timeout or a
 * cut connection (StripeConnectionError), its own failure (StripeAPIError), too many requests
 * (StripeRateLimitError) — and so whether the call was done is unknown.
 */
const UNREACHABLE = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError']);

/**
 * Every call of `provider` fails as ProviderUnavailableError when Stripe could not answer: the
 * caller answers 503 with Retry-After, and a retry is safe, each call carrying its idempotency
 * key or being settled by reading the intent back. Anything else fails as it is.
 */
function unavailableWhenUnreachable(provider: PaymentProvider): PaymentProvider {
  const guarded = Object.entries(provider).map(([name, member]) => [
    name,
    typeof member !== 'function'
      ? member
      : async (...args: unknown[]) => {
          try {
            return await member.apply(provider, args);
          } catch (error) {
            const { type, message } = (error ?? {}) as { type?: unknown; message?: string };
            if (typeof type === 'string' && UNREACHABLE.has(type)) {
              throw new ProviderUnavailableError(`Stripe did not answer: ${message ?? type}`);
            }
            throw error;
          }
        },
  ]);
  return Object.fromEntries(guarded) as PaymentProvider;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  return unavailableWhenUnreachable(stripeProvider(options));
}

function stripeProvider({ client, publishableKey, customers }: StripeProviderOptions): PaymentProvider {
  return {
    name: 'stripe',
    publishableKey,

    async ensureCustomer(user) {
      const known = await customers.find(user.id_user);
      if (known) return known;
      // The key makes two first checkouts at once create one customer.
      const created = await client.customers.create(
        { email: user.email, metadata: { id_user: String(user.id_user) } },
        { idempotencyKey: `customer:${user.id_user}` },
      );
      return customers.save(user.id_user, created.id);
    },

    async savedCard(customerId) {
      const methods = await client.paymentMethods.list({ customer: customerId, type: 'card', limit: 1 });
      const method = methods.data[0];
      if (!method?.card) return null;
      const { brand, last4, exp_month, exp_year } = method.card;
      return { token: method.id, brand, last4, exp_month, exp_year };
    },

    async createIntent(input) {
      const intent = await client.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          customer: input.customerId,
          description: input.description,
          payment_method_types: ['card'],
          ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret)
        throw new Error(`Stripe answered PaymentIntent ${intent.id} without a client secret`);
      return { ...toIntent(intent), clientSecret: intent.client_secret };
    },

    async retrieveIntent(id) {
      return toIntent(await client.paymentIntents.retrieve(id));
    },

    async refund(input) {
      const refund = await client.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amount,
          metadata: { key: input.idempotencyKey },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return {
        id: refund.id,
        amount: refund.amount,
        currency: refund.currency.toUpperCase(),
        // Card refunds are pending until the network confirms; the money is on its way either way.
        status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
      };
    },

    async transfer(input) {
      const transfer = await client.transfers.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          destination: input.destination,
          transfer_group: input.transferGroup,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const destination =
        typeof transfer.destination === 'string' ? transfer.destination : (transfer.destination?.id ?? '');
      return {
        id: transfer.id,
        amount: transfer.amount,
        currency: transfer.currency.toUpperCase(),
        destination,
      };
    },

    async createAccount({ idUser, country, token }) {
      // Custom: the marketplace's own onboarding collects everything through account and bank
      // tokens (docs/deploy.md); payouts are made by the marketplace, once per sale.
      const account = await sellerInput(() =>
        client.accounts.create(
          {
            type: 'custom',
            country,
            account_token: token,
            capabilities: { transfers: { requested: true } },
            settings: { payouts: { schedule: { interval: 'manual' } } },
            metadata: { id_user: String(idUser) },
          },
          { idempotencyKey: `account:${idUser}:${token}` },
        ),
      );
      return toAccount(account);
    },

    async updateAccount(accountId, { token }) {
      return toAccount(await sellerInput(() => client.accounts.update(accountId, { account_token: token })));
    },

    async setExternalAccount(accountId, { token }) {
      // `external_account` on the account replaces its bank account, as a fix of bank details should.
      return toAccount(
        await sellerInput(() => client.accounts.update(accountId, { external_account: token })),
      );
    },

    async retrieveAccount(accountId) {
      return toAccount(await client.accounts.retrieve(accountId));
    },

    async payout(input) {
      return toPayout(
        await client.payouts.create(
          { amount: input.amount, currency: input.currency.toLowerCase() },
          { stripeAccount: input.account, idempotencyKey: input.idempotencyKey },
        ),
      );
    },

    async retrievePayout(accountId, payoutId) {
      return toPayout(await client.payouts.retrieve(payoutId, {}, { stripeAccount: accountId }));
    },

    async cancelIntent(id) {
      try {
        return toProviderStatus((await client.paymentIntents.cancel(id)).status);
      } catch (error) {
        // Stripe refuses to cancel an intent that succeeded (or was canceled) meanwhile: that
        // final state is the answer.
        const { status } = await client.paymentIntents.retrieve(id);
        if (status === 'succeeded' || status === 'canceled') return status;
        throw error;
      }
    },
  };
}
