/**
 * Saved searches and alerts through the SDK against the real server and real sockets: a shopper
 * saves a search; a seller adds a listing; once staff verify it, the alert reaches the shopper
 * live as the client's `alert` event, and is among their alerts. A shopper whose search it does not
 * match has none, and another shopper's saved search is 404 to them.
 */
import type { Alert } from '@vitrine/contract';
import { startTestServer, TEST_ACCOUNTS, until, verifyListing } from '@vitrine/server/testing';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';
import { SdkHttpError } from './errors.js';
import { socketIoRealtime } from './realtime.js';
import { createSavedSearches, type SavedSearchesArea } from './savedSearches.js';
import { createMemoryStorage } from './storage.js';
import { listNewArticle } from './testing/newListing.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
const clients: VitrineClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const client of clients) await client.auth.logout();
  await server?.close();
});

/** A signed-in client with a live connection, its saved searches, and every alert it heard. */
async function liveClient(
  email: string,
): Promise<{ client: VitrineClient; searches: SavedSearchesArea; heard: Alert[] }> {
  const client = createVitrine({
    baseUrl: server.url,
    storage: createMemoryStorage(),
    realtime: socketIoRealtime({
      transports: ['websocket'],
      socketFactory: (url, options) => io(url, options),
    }),
  });
  clients.push(client);
  const login = await client.auth.login(email, 'Vitrine-demo-2026');
  if (login.error) throw login.error;
  await until(() => client.store.getState().connected);
  const heard: Alert[] = [];
  client.on('alert', (alert) => heard.push(alert));
  return { client, searches: createSavedSearches(client), heard };
}

it('a saved search’s alert arrives live when staff verify a matching listing, and only for its shopper', async () => {
  const shopper = await liveClient(TEST_ACCOUNTS.buyer);
  const other = await liveClient(TEST_ACCOUNTS.thirdSeller);
  const seller = await liveClient(TEST_ACCOUNTS.seller);
  const brand = (await seller.client.catalog.brands()).data?.data.at(-1)?.id_marque as number;
  const saved = await shopper.searches.save({ id_marque: brand, etat: 'neuf' });
  expect(saved.error).toBeUndefined();
  expect(saved.data).toMatchObject({ id_marque: brand, etat: 'neuf', q: null });
  expect((await other.searches.save({ id_marque: brand, etat: 'occasion' })).error).toBeUndefined();

  // The seller's new article, awaiting staff.
  const idProduit = await listNewArticle(seller.client, {
    id_marque: brand,
    modele: 'Sac Alerte',
    prix_unitaire: 1800,
  });
  // Awaiting staff, it is no news yet.
  expect((await shopper.searches.alerts()).data).toEqual([]);

  await verifyListing(server, idProduit);
  await until(() => shopper.heard.some((alert) => alert.id_produit === idProduit));
  expect(shopper.heard).toEqual([
    expect.objectContaining({
      genre: 'nouveaute',
      id_produit: idProduit,
      id_recherche: saved.data?.id_recherche,
      prix: 1800,
      devise: 'EUR',
    }),
  ]);
  expect((await shopper.searches.alerts()).data?.map((alert) => alert.id_produit)).toEqual([idProduit]);
  // Its search asks for pre-owned: nothing for the other shopper, live or kept.
  expect((await other.searches.alerts()).data).toEqual([]);
  expect(other.heard).toEqual([]);
});

it('lists a shopper’s own saved searches, and answers 404 for another’s', async () => {
  const shopper = await liveClient(TEST_ACCOUNTS.buyer);
  const other = await liveClient(TEST_ACCOUNTS.otherSeller);
  const mine = (await shopper.searches.save({ q: 'kelly', prix_max: 9000 })).data;
  expect(mine).toMatchObject({ q: 'kelly', prix_max: 9000, langue: 'fr' });
  const theirs = await other.searches.remove(mine?.id_recherche as number);
  expect(theirs.error instanceof SdkHttpError && theirs.error.status).toBe(404);
  expect((await other.searches.list()).data?.map((search) => search.id_recherche)).not.toContain(
    mine?.id_recherche,
  );
  expect((await shopper.searches.list()).data?.map((search) => search.id_recherche)).toContain(
    mine?.id_recherche,
  );
  expect((await shopper.searches.remove(mine?.id_recherche as number)).data).toEqual({
    id_recherche: mine?.id_recherche,
  });
  expect((await shopper.searches.list()).data?.map((search) => search.id_recherche)).not.toContain(
    mine?.id_recherche,
  );
});
