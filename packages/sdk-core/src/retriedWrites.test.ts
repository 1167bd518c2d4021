/**
 * Calls sent again through the SDK against the real server (in-process, seeded PGlite): the
 * answer of a write the server made is lost on its way back (the connection cut after the
 * server answered, as when a balancer or a process goes away), through the client's injected
 * fetch. A write carrying its key (a message, a checkout's intents) is sent again and made once;
 * a write without one is not sent again, and is not made twice either.
 */
import type { Session } from '@vitrine/contract';
import { anyItem, startTestServer, TEST_ACCOUNTS, TEST_ADDRESS } from '@vitrine/server/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';
import { cardFieldFromValues, sandboxPayments } from './payments/index.js';
import { createMemoryStorage } from './storage.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The buyer signed in, the first answer of each call to a path containing `losing` lost. */
async function losingFirstAnswer(losing: string) {
  const sent: string[] = [];
  const waits: number[] = [];
  let lost = false;
  const client: VitrineClient = createVitrine({
    baseUrl: server.url,
    storage: createMemoryStorage(),
    fetch: async (input, init) => {
      const answer = await globalThis.fetch(input, init);
      if (!String(input).includes(losing)) return answer;
      sent.push(String(init?.body ?? ''));
      if (lost) return answer;
      lost = true;
      // The server did the write and answered; the answer never arrives.
      await answer.arrayBuffer();
      throw new TypeError('fetch failed', { cause: new Error('socket hang up') });
    },
    retry: {
      sleep: async (ms) => {
        waits.push(ms);
      },
    },
    payments: sandboxPayments(),
  });
  const login = await client.auth.login(TEST_ACCOUNTS.buyer, 'Vitrine-demo-2026');
  if (login.error) throw login.error;
  return { client, sent, waits, user: client.store.getState().user as Session };
}

it('sends a message again when its answer was lost, and the server stores it once', async () => {
  const { client, sent, waits } = await losingFirstAnswer('send_message');
  const [seller] = await server.db.query<{ id_user: number }>(
    'SELECT id_user FROM utilisateur WHERE email = $1',
    [TEST_ACCOUNTS.seller],
  );
  const objet = `Réponse perdue ${Date.now()}`;
  const thread = await client.messages.send({
    id_receiver: seller?.id_user as number,
    objet,
    corps_message: 'Est-il encore disponible ?',
  });
  expect(thread.error).toBeUndefined();
  expect(thread.data?.map((message) => message.corps_message)).toEqual(['Est-il encore disponible ?']);
  // Sent twice, the same body with its key, after one pause.
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  expect(JSON.parse(sent[0] as string)).toHaveProperty('idempotency_key');
  expect(waits).toEqual([250]);
  const stored = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM message WHERE objet = $1',
    [objet],
  );
  expect(stored[0]?.n).toBe(1);
});

it('does not send a like again when its answer was lost: the caller hears the failure, the like is made once', async () => {
  const { client, sent, waits, user } = await losingFirstAnswer('toggle_wishlist');
  const [product] = await server.db.query<{ id_produit: number }>(
    `SELECT id_produit FROM produit WHERE id_produit NOT IN (SELECT id_produit FROM wishlist WHERE id_user = $1)
      ORDER BY id_produit LIMIT 1`,
    [user.id_user],
  );
  const liked = await client.favourites.toggle(product?.id_produit as number);
  expect(liked.error?.name).toBe('SdkNetworkError');
  expect(sent).toHaveLength(1);
  expect(waits).toEqual([]);
  const rows = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM wishlist WHERE id_user = $1 AND id_produit = $2',
    [user.id_user, product?.id_produit],
  );
  // Liked once, not liked then unliked by a second sending.
  expect(rows[0]?.n).toBe(1);
});

it('pays once when the answer of its intents was lost: sent again under the checkout’s key, one reservation, one order', async () => {
  const { client, sent, waits, user } = await losingFirstAnswer('stripe/v2/payment/intent');
  await client.setLocale({ country: 'FR', language: 'fr' });
  const item = await anyItem(server);
  const added = await client.cart.add({ id_produit: item.id_produit, id_sous_produit: item.id_sous_produit });
  expect(added.error).toBeUndefined();
  const paid = await client.checkout.pay({
    address: TEST_ADDRESS,
    provider: await client.payments(),
    card: cardFieldFromValues({ number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }),
    holderName: 'Claire Martin',
  });
  expect(paid.error).toBeUndefined();
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  expect(waits).toEqual([250]);
  const [row] = await server.db.query<{ reservations: number; orders: number }>(
    `SELECT (SELECT count(*)::int FROM payment_intent WHERE id_user = $1 AND id_sous_produit = $2) AS reservations,
            (SELECT count(*)::int FROM commande WHERE id_user = $1 AND id_sous_produit = $2) AS orders`,
    [user.id_user, item.id_sous_produit],
  );
  expect(row).toEqual({ reservations: 1, orders: 1 });
});
