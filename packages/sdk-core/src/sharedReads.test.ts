/**
 * The shared reads against the real server: an answer carrying an error is ignored — the shared
 * state stays as it was, the session is kept — and the next good answer is taken (spec §8).
 */
import { startTestServer, TEST_ACCOUNTS } from '@vitrine/server/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
let client: VitrineClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createVitrine({ baseUrl: server.url });
  const session = await client.auth.login(TEST_ACCOUNTS.buyer, 'Vitrine-demo-2026');
  expect(session.error).toBeUndefined();
  await client.catalog.products({ limit: 1 });
});
afterAll(async () => {
  await client?.auth.logout().catch(() => {});
  await server?.close();
});

it('ER3: a shared read answered with an error changes nothing, and the next good answer is taken', async () => {
  const { store } = client;
  await client.refresh('favoris');
  await client.refresh('user_detail');
  const before = store.getState();
  expect(before.userDetail?.prenom_profile).toBe('Claire');
  const buyer = before.user;
  if (!buyer) throw new Error('Not signed in');

  // The same token asking for another user's data: the server answers 403 with an error field.
  store.setState({ user: { ...buyer, id_user: buyer.id_user + 1 } });
  const refusals = await Promise.all(
    (['favoris', 'panier', 'user_detail'] as const).map((kind) => client.refresh(kind)),
  );
  for (const refusal of refusals) expect(refusal.error).toMatchObject({ status: 403 });
  const after = store.getState();
  expect({
    favourites: after.favourites,
    favouritesCount: after.favouritesCount,
    cartCount: after.cartCount,
    userDetail: after.userDetail,
  }).toEqual({
    favourites: before.favourites,
    favouritesCount: before.favouritesCount,
    cartCount: before.cartCount,
    userDetail: before.userDetail,
  });

  // Back to the real user, a good answer is taken again.
  store.setState({ user: buyer, favouritesCount: -1 });
  expect((await client.refresh('favoris')).error).toBeUndefined();
  expect(store.getState().favouritesCount).toBe(before.favouritesCount);
});
