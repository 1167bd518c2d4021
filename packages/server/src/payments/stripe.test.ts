import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { itemOf, newBuyer, ordersOfItem, reservationsOfItem } from '../testing/checkoutFixtures.js';
import { startTestServer } from '../testing/testServer.js';
import { createPaymentProvider } from './index.js';
import { ProviderUnavailableError } from './providerUnavailable.js';
import {
  type CustomerStore,
  createStripeProvider,
  type StripeAccount,
  type StripeClient,
  type StripePaymentIntent,
  type StripePayout,
} from './stripe.js';
import { sweepExpiredReservations } from './sweeper.js';

/**
 * A hand-written stand-in for the part of Stripe's API the provider calls: it keeps intents,
 * honours idempotency keys and refuses to cancel a succeeded intent, as Stripe does.
 */
function fakeStripe() {
  const intents = new Map<string, StripePaymentIntent>();
  const byKey = new Map<string, string>();
  // Refunds and transfers by idempotency key: a retried request answers the first one.
  const moved = new Map<string, unknown>();
  const calls: Array<{ call: string; params: unknown; options?: unknown }> = [];
  const accounts = new Map<string, StripeAccount>();
  // Account tokens the browser made with `individual.verification.document` (files.stripe.com ids).
  const documentTokens = new Set<string>(['ct_with_documents']);
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
    refunds: {
      async create(params, options) {
        calls.push({ call: 'refunds.create', params, options });
        const key = options?.idempotencyKey ?? `refund${next}`;
        const known = moved.get(key);
        if (known) return known as { id: string; amount: number; currency: string; status: string };
        const intent = await client.paymentIntents.retrieve(params.payment_intent);
        const refund = {
          id: `re_fake${++next}`,
          amount: params.amount,
          currency: intent.currency,
          status: 'pending',
        };
        moved.set(key, refund);
        return refund;
      },
    },
    transfers: {
      async create(params, options) {
        calls.push({ call: 'transfers.create', params, options });
        const key = options?.idempotencyKey ?? `transfer${next}`;
        const known = moved.get(key);
        if (known) return known as { id: string; amount: number; currency: string; destination: string };
        const transfer = { id: `tr_fake${++next}`, ...params };
        moved.set(key, transfer);
        return transfer;
      },
    },
    accounts: {
      async create(params, options) {
        calls.push({ call: 'accounts.create', params, options });
        const account: StripeAccount = {
          id: `acct_fake${++next}`,
          country: params.country,
          payouts_enabled: false,
          requirements: { currently_due: ['external_account', 'individual.verification.document'] },
          external_accounts: { data: [] },
        };
        accounts.set(account.id, account);
        return account;
      },
      async update(id, params) {
        calls.push({ call: 'accounts.update', params: { id, ...params } });
        const account = accounts.get(id);
        if (!account) throw new Error(`No such account: '${id}'`);
        if (params.external_account) {
          account.external_accounts = { data: [{ id: `ba_fake${++next}`, last4: '2606', status: 'new' }] };
          account.default_currency = 'eur';
          account.requirements = { currently_due: ['individual.verification.document'] };
        }
        // As Stripe: an account token naming identity files gives the verification its document.
        if (params.account_token && documentTokens.has(params.account_token)) {
          const due = account.requirements?.currently_due ?? [];
          account.requirements = {
            currently_due: due.filter((requirement) => requirement !== 'individual.verification.document'),
          };
          account.payouts_enabled =
            account.requirements.currently_due?.length === 0 &&
            Boolean(account.external_accounts?.data.length);
        }
        return account;
      },
      async retrieve(id) {
        const account = accounts.get(id);
        if (!account) throw new Error(`No such account: '${id}'`);
        return account;
      },
    },
    payouts: {
      async create(params, options) {
        calls.push({ call: 'payouts.create', params, options });
        const key = options.idempotencyKey ?? `payout${next}`;
        const known = moved.get(key);
        if (known) return known as StripePayout;
        const payout = { id: `po_fake${++next}`, ...params, status: 'pending', arrival_date: 1_800_000_000 };
        moved.set(key, payout);
        return payout;
      },
      async retrieve(id, _params, options) {
        calls.push({ call: 'payouts.retrieve', params: { id }, options });
        return {
          id,
          amount: 1,
          currency: 'eur',
          status: 'failed',
          arrival_date: 1_800_000_000,
          failure_code: 'account_closed',
        };
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

describe('refunds and payouts on Stripe', () => {
  it('refunds with refunds.create and pays out with transfers.create, each under its idempotency key', async () => {
    const { provider: stripe, calls } = provider();
    const intent = await stripe.createIntent({
      amount: 125_000,
      currency: 'EUR',
      idempotencyKey: 'k1',
      customerId: 'cus_1',
      description: 'x',
    });
    const refundInput = {
      paymentIntentId: intent.id,
      amount: 125_000,
      currency: 'EUR',
      idempotencyKey: 'refund:9',
    };
    const refund = await stripe.refund(refundInput);
    expect(refund).toMatchObject({ id: expect.stringMatching(/^re_/), amount: 125_000, currency: 'EUR' });
    // A retried job sends the same key and gets the same refund back.
    expect(await stripe.refund(refundInput)).toEqual(refund);
    expect(calls.filter((call) => call.call === 'refunds.create')).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({ payment_intent: intent.id, amount: 125_000 }),
        options: { idempotencyKey: 'refund:9' },
      }),
      expect.objectContaining({ options: { idempotencyKey: 'refund:9' } }),
    ]);

    const transferInput = {
      amount: 11_250_000,
      currency: 'JPY',
      destination: 'acct_seller',
      transferGroup: 'commande_9',
      idempotencyKey: 'payout:9',
    };
    const transfer = await stripe.transfer(transferInput);
    expect(transfer).toEqual({
      id: expect.stringMatching(/^tr_/),
      amount: 11_250_000,
      currency: 'JPY',
      destination: 'acct_seller',
    });
    expect(await stripe.transfer(transferInput)).toEqual(transfer);
    expect(calls.find((call) => call.call === 'transfers.create')).toMatchObject({
      params: {
        amount: 11_250_000,
        currency: 'jpy',
        destination: 'acct_seller',
        transfer_group: 'commande_9',
      },
      options: { idempotencyKey: 'payout:9' },
    });
  });
});

describe('payout accounts and bank payouts on Stripe Connect', () => {
  it('opens a Custom account from the account token, replaces its bank account, pays out on the account', async () => {
    const { provider: stripe, calls } = provider();
    const opened = await stripe.createAccount({ idUser: 7, country: 'FR', token: 'ct_abc' });
    expect(opened).toEqual({
      id: expect.stringMatching(/^acct_fake/),
      country: 'FR',
      currency: null,
      payouts_enabled: false,
      currently_due: ['external_account', 'individual.verification.document'],
      external_account: null,
    });
    expect(calls.at(-1)).toMatchObject({
      call: 'accounts.create',
      params: {
        type: 'custom',
        country: 'FR',
        account_token: 'ct_abc',
        capabilities: { transfers: { requested: true } },
        settings: { payouts: { schedule: { interval: 'manual' } } },
      },
    });
    const banked = await stripe.setExternalAccount(opened.id, { idUser: 7, token: 'btok_x' });
    expect(calls.at(-1)).toEqual({
      call: 'accounts.update',
      params: { id: opened.id, external_account: 'btok_x' },
    });
    expect(banked).toMatchObject({
      currency: 'EUR',
      currently_due: ['individual.verification.document'],
      external_account: { last4: '2606', status: 'new' },
    });

    const payout = await stripe.payout({
      account: opened.id,
      amount: 9000,
      currency: 'EUR',
      idempotencyKey: 'k:bank:1',
    });
    expect(calls.at(-1)).toEqual({
      call: 'payouts.create',
      params: { amount: 9000, currency: 'eur' },
      options: { stripeAccount: opened.id, idempotencyKey: 'k:bank:1' },
    });
    expect(payout).toMatchObject({
      status: 'pending',
      currency: 'EUR',
      arrival_date: new Date(1_800_000_000_000),
    });
    expect(await stripe.retrievePayout(opened.id, payout.id)).toMatchObject({
      status: 'failed',
      failure_code: 'account_closed',
    });
    expect(calls.at(-1)).toMatchObject({ options: { stripeAccount: opened.id } });
  });

  it('takes the identity documents only from an account token naming the uploaded files, as Stripe requires of an account opened from a token', async () => {
    const { provider: stripe, calls } = provider();
    const opened = await stripe.createAccount({ idUser: 7, country: 'FR', token: 'ct_abc' });
    await stripe.setExternalAccount(opened.id, { idUser: 7, token: 'btok_x' });
    // Our server holding the documents tells Stripe nothing: the provider has no such call.
    expect(stripe).not.toHaveProperty('provideVerification');
    expect(await stripe.retrieveAccount(opened.id)).toMatchObject({
      payouts_enabled: false,
      currently_due: ['individual.verification.document'],
    });
    // The browser uploaded the files to files.stripe.com and made this token naming them (update2).
    const verified = await stripe.updateAccount(opened.id, {
      idUser: 7,
      country: 'FR',
      token: 'ct_with_documents',
    });
    expect(calls.at(-1)).toEqual({
      call: 'accounts.update',
      params: { id: opened.id, account_token: 'ct_with_documents' },
    });
    expect(verified).toMatchObject({ payouts_enabled: true, currently_due: [] });
  });

  it("answers Stripe's refusal of a seller's token as theirs to fix (400), other failures as they are", async () => {
    const { provider: stripe, client } = provider();
    client.accounts.update = async () => {
      throw Object.assign(new Error('No such token: btok_x'), { type: 'StripeInvalidRequestError' });
    };
    await expect(stripe.setExternalAccount('acct_1', { idUser: 7, token: 'btok_x' })).rejects.toMatchObject({
      status: 400,
      message: 'token: No such token: btok_x',
    });
    client.accounts.update = async () => {
      throw Object.assign(new Error('Stripe is down'), { type: 'StripeConnectionError' });
    };
    await expect(
      stripe.updateAccount('acct_1', { idUser: 7, country: 'FR', token: 'ct_x' }),
    ).rejects.not.toHaveProperty('status');
  });

  it('fails as unavailable (503, try again) when Stripe cannot be reached or cannot answer, and as it is otherwise', async () => {
    const { provider: stripe, client } = provider();
    for (const type of ['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError']) {
      client.paymentIntents.create = async () => {
        throw Object.assign(new Error('Request timed out'), { type });
      };
      await expect(
        stripe.createIntent({
          amount: 1500,
          currency: 'EUR',
          customerId: 'cus_1',
          description: 'V&T',
          idempotencyKey: `key-${type}`,
        }),
        type,
      ).rejects.toBeInstanceOf(ProviderUnavailableError);
      client.refunds.create = async () => {
        throw Object.assign(new Error('Request timed out'), { type });
      };
      await expect(
        stripe.refund({ paymentIntentId: 'pi_1', amount: 100, currency: 'EUR', idempotencyKey: 'r' }),
        type,
      ).rejects.toBeInstanceOf(ProviderUnavailableError);
    }
    client.paymentIntents.retrieve = async () => {
      throw Object.assign(new Error('No such payment_intent'), { type: 'StripeInvalidRequestError' });
    };
    await expect(stripe.retrieveIntent('pi_x')).rejects.not.toBeInstanceOf(ProviderUnavailableError);
    expect(stripe.name).toBe('stripe');
    expect(stripe.publishableKey).toBe('pk_test_abc');
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

describe('a Stripe payment the listing no longer honours', () => {
  it('is refunded in full with refunds.create, and makes no order', async () => {
    const server = await startTestServer();
    try {
      const stripe = provider();
      const buyer = await newBuyer(server);
      const item = await itemOf(server, 'vendeur@vitrine.dev');
      // Stripe.js charged the card in the browser; staff refused the listing meanwhile.
      const intent = await stripe.provider.createIntent({
        amount: 12_300,
        currency: 'EUR',
        idempotencyKey: 'stripe-not-honoured',
        customerId: 'cus_x',
        description: 'test',
      });
      (stripe.intents.get(intent.id) as StripePaymentIntent).status = 'succeeded';
      const expired = new Date(server.context.now().getTime() - 60_000).toISOString();
      await server.db.query(
        `INSERT INTO payment_intent (id, client_secret, idempotency_key, provider, id_user, id_vendeur, id_produit,
           id_sous_produit, id_adresse_livraison, amount, currency, amount_vendeur, currency_vendeur, expires_at)
         SELECT $1, $2, 'stripe-not-honoured', 'stripe', $3, p.id_vendeur, p.id_produit, $4, $5, 12300, 'EUR',
                round(p.prix_unitaire * 100), 'EUR', $6
           FROM produit p WHERE p.id_produit = $7`,
        [
          intent.id,
          intent.clientSecret,
          buyer.id_user,
          item.id_sous_produit,
          buyer.id_adresse,
          expired,
          item.id_produit,
        ],
      );
      await server.db.query('UPDATE produit SET refuse_le = now(), retire_le = now() WHERE id_produit = $1', [
        item.id_produit,
      ]);

      const context = { ...server.context, payments: stripe.provider };
      expect(await sweepExpiredReservations(context)).toEqual({ finalized: 0, released: 1, kept: 0 });
      expect(stripe.calls.filter((call) => call.call === 'refunds.create')).toEqual([
        {
          call: 'refunds.create',
          params: {
            payment_intent: intent.id,
            amount: 12_300,
            metadata: { key: `not-honoured:${intent.id}` },
          },
          options: { idempotencyKey: `not-honoured:${intent.id}` },
        },
      ]);
      expect(await ordersOfItem(server, item.id_sous_produit)).toHaveLength(0);
      expect((await reservationsOfItem(server, item.id_sous_produit))[0]?.status).toBe('canceled');
    } finally {
      await server.close();
    }
  });
});
