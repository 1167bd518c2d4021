import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createPaymentProvider } from './index.js';
import {
  type CustomerStore,
  createStripeProvider,
  type StripeClient,
  type StripePaymentIntent,
} from './stripe.js';

/**
 * A hand-written stand-in for the part of Stripe's API the provider calls: it keeps intents,
 * honours idempotency keys and refuses to cancel a succeeded intent, as Stripe does.
 */
function fakeStripe() {
  const intents = new Map<string, StripePaymentIntent>();
  const byKey = new Map<string, string>();
  const calls: Array<{ call: string; params: unknown; options?: unknown }> = [];
  let next = 0;
  const client: StripeClient = {
    customers: {
      async create(params, options) {
        calls.push({ call: 'customers.create', params, options });
        return { id: `cus_fake${++next}` };
      },
    },
    paymentIntents: {
      async create(params, options) {
        calls.push({ call: 'paymentIntents.create', params, options });
        const known = options?.idempotencyKey ? byKey.get(options.idempotencyKey) : undefined;
        if (known) return intents.get(known) as StripePaymentIntent;
        const id = `pi_fake${++next}`;
        const intent = {
          id,
          client_secret: `${id}_secret_x`,
          amount: params.amount,
          currency: params.currency,
          status: 'requires_payment_method',
        };
        intents.set(id, intent);
        if (options?.idempotencyKey) byKey.set(options.idempotencyKey, id);
        return intent;
      },
      async retrieve(id) {
        const intent = intents.get(id);
        if (!intent) throw new Error(`No such payment_intent: '${id}'`);
        return intent;
      },
      async cancel(id) {
        const intent = await client.paymentIntents.retrieve(id);
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          throw Object.assign(
            new Error(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`),
            {
              code: 'payment_intent_unexpected_state',
            },
          );
        }
        intent.status = 'canceled';
        return intent;
      },
    },
    paymentMethods: {
      async list(params) {
        calls.push({ call: 'paymentMethods.list', params });
        return params.customer === 'cus_with_card'
          ? { data: [{ id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 } }] }
          : { data: [] };
      },
    },
  };
  return { client, intents, calls };
}

function memoryCustomers(): CustomerStore {
  const known = new Map<number, string>();
  return {
    find: async (idUser) => known.get(idUser),
    save: async (idUser, customerId) => {
      if (!known.has(idUser)) known.set(idUser, customerId);
      return known.get(idUser) as string;
    },
  };
}

function provider() {
  const stripe = fakeStripe();
  return {
    ...stripe,
    provider: createStripeProvider({
      client: stripe.client,
      publishableKey: 'pk_test_abc',
      customers: memoryCustomers(),
    }),
  };
}

describe('the Stripe provider', () => {
  it('creates intents in lower-case currencies, with the idempotency key, and answers them in upper case', async () => {
    const { provider: stripe, calls } = provider();
    const input = {
      amount: 125_000,
      currency: 'EUR',
      idempotencyKey: '7:abc:42',
      customerId: 'cus_1',
      description: 'x',
    };
    const intent = await stripe.createIntent(input);
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_/),
      clientSecret: `${intent.id}_secret_x`,
      status: 'requires_payment_method',
      amount: 125_000,
      currency: 'EUR',
    });
    expect(calls.at(-1)).toEqual({
      call: 'paymentIntents.create',
      params: {
        amount: 125_000,
        currency: 'eur',
        customer: 'cus_1',
        description: 'x',
        payment_method_types: ['card'],
      },
      options: { idempotencyKey: '7:abc:42' },
    });
    expect((await stripe.createIntent(input)).id).toBe(intent.id);
  });

  it('passes yen as whole units and asks Stripe to keep the card when told to', async () => {
    const { provider: stripe, calls } = provider();
    await stripe.createIntent({
      amount: 21_300,
      currency: 'JPY',
      idempotencyKey: 'k',
      customerId: 'cus_1',
      description: 'x',
      saveCard: true,
    });
    expect(calls.at(-1)?.params).toMatchObject({
      amount: 21_300,
      currency: 'jpy',
      setup_future_usage: 'off_session',
    });
  });

  it("maps Stripe's statuses, and cancels only what was not paid", async () => {
    const { provider: stripe, intents } = provider();
    const paid = await stripe.createIntent({
      amount: 1,
      currency: 'eur',
      idempotencyKey: 'a',
      customerId: 'c',
      description: '',
    });
    const open = await stripe.createIntent({
      amount: 1,
      currency: 'eur',
      idempotencyKey: 'b',
      customerId: 'c',
      description: '',
    });
    (intents.get(paid.id) as StripePaymentIntent).status = 'succeeded';
    expect(await stripe.cancelIntent(paid.id)).toBe('succeeded');
    expect(await stripe.cancelIntent(open.id)).toBe('canceled');
    expect(await stripe.cancelIntent(open.id)).toBe('canceled');
    for (const [stripeStatus, status] of [
      ['requires_confirmation', 'requires_payment_method'],
      ['requires_action', 'requires_action'],
      ['requires_capture', 'processing'],
      ['processing', 'processing'],
    ] as const) {
      (intents.get(open.id) as StripePaymentIntent).status = stripeStatus;
      expect((await stripe.retrieveIntent(open.id)).status).toBe(status);
    }
    await expect(stripe.cancelIntent('pi_unknown')).rejects.toThrow(/No such payment_intent/);
  });

  it('creates a customer once per user and reads the saved card', async () => {
    const { provider: stripe, calls } = provider();
    const first = await stripe.ensureCustomer({ id_user: 5, email: 'a@b.c' });
    expect(await stripe.ensureCustomer({ id_user: 5, email: 'a@b.c' })).toBe(first);
    expect(calls.filter((call) => call.call === 'customers.create')).toEqual([
      {
        call: 'customers.create',
        params: { email: 'a@b.c', metadata: { id_user: '5' } },
        options: { idempotencyKey: 'customer:5' },
      },
    ]);
    expect(await stripe.savedCard('cus_with_card')).toEqual({
      token: 'pm_1',
      brand: 'visa',
      last4: '4242',
      exp_month: 4,
      exp_year: 2031,
    });
    expect(await stripe.savedCard('cus_without')).toBeNull();
  });
});

describe('createPaymentProvider', () => {
  const db = {} as Database;

  it('uses the sandbox without a Stripe key', async () => {
    const chosen = await createPaymentProvider(db, { env: {} });
    expect(chosen.name).toBe('sandbox');
    expect(chosen.publishableKey).toBe('pk_test_sandbox');
  });

  it('uses Stripe when both keys are set', async () => {
    const { client } = fakeStripe();
    const keys: string[] = [];
    const chosen = await createPaymentProvider(db, {
      env: { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
      loadStripe: async () => ({
        default: function Stripe(key: string) {
          keys.push(key);
          return client;
        },
      }),
    });
    expect(chosen).toMatchObject({ name: 'stripe', publishableKey: 'pk_test_1' });
    expect(keys).toEqual(['sk_test_1']);
  });

  it('says how to install the stripe package when it is missing, and asks for the publishable key', async () => {
    await expect(
      createPaymentProvider(db, {
        env: { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
        loadStripe: () => import('a-package-that-is-not-installed' as string),
      }),
    ).rejects.toThrow(/npm install stripe/);
    await expect(createPaymentProvider(db, { env: { STRIPE_SECRET_KEY: 'sk_test_1' } })).rejects.toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
  });
});
