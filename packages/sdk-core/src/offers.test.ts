/**
 * Offers through the SDK against the real server and real sockets: a buyer shopping in Japan
 * offers in yen (the visitor's currency, by default) on a euro item, the seller reads it in euros
 * and counters, the buyer accepts; each move reaches both parties live as the `offer` event, and
 * no one else. A stranger's move is refused.
 */
import { type Offer, toMinorUnits } from '@vitrine/contract';
import { itemOf, startTestServer, TEST_ACCOUNTS, until } from '@vitrine/server/testing';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';
import { SdkHttpError } from './errors.js';
import { socketIoRealtime } from './realtime.js';
import { createMemoryStorage } from './storage.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
const clients: VitrineClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const client of clients) await client.auth.logout();
  await server?.close();
});

/** A signed-in client with a live connection, and every offer event it heard. */
async function liveClient(email: string): Promise<{ client: VitrineClient; heard: Offer[] }> {
  const client = createVitrine({
    baseUrl: server.url,
    storage: createMemoryStorage(),
    realtime: socketIoRealtime({
      transports: ['websocket'],
      socketFactory: (url, options) => io(url, options),
    }),
  });
  clients.push(client);
  const heard: Offer[] = [];
  client.on('offer', ({ offre }) => heard.push(offre));
  const login = await client.auth.login(email, 'Vitrine-demo-2026');
  if (login.error) throw login.error;
  await until(() => client.store.getState().connected);
  return { client, heard };
}

it('a yen offer on a euro item, countered in euros and accepted, heard live by both parties only', async () => {
  const item = await itemOf(server, TEST_ACCOUNTS.seller);
  const buyer = await liveClient(TEST_ACCOUNTS.buyer);
  const seller = await liveClient(TEST_ACCOUNTS.seller);
  const stranger = await liveClient(TEST_ACCOUNTS.thirdSeller);
  const switched = await buyer.client.setLocale({ country: 'JP', language: 'jp' });
  const yen = switched.data as { code_monnaie: string; taux_change: number };
  expect(yen.code_monnaie).toBe('JPY');
  const asking = toMinorUnits((item.prix_unitaire / item.taux_change) * yen.taux_change, 'JPY');

  const made = await buyer.client.offers.make(item.id_sous_produit, Math.round(asking * 0.8));
  expect(made.error).toBeUndefined();
  const offer = made.data as Offer;
  expect(offer).toMatchObject({ devise: 'JPY', devise_vendeur: 'EUR', etat: 'open' });
  await until(() => seller.heard.some((heard) => heard.id_offre === offer.id_offre));

  const received = await seller.client.offers.mine();
  expect(received.data?.received.find((o) => o.id_offre === offer.id_offre)?.montant_vendeur).toBe(
    offer.montant_vendeur,
  );
  const counter = await seller.client.offers.counter(
    offer.id_offre,
    toMinorUnits(item.prix_unitaire * 0.9, 'EUR'),
    'EUR',
  );
  expect(counter.data).toMatchObject({ par: 'seller', devise: 'EUR', etat: 'open' });
  const counterId = (counter.data as Offer).id_offre;

  const refused = await stranger.client.offers.accept(counterId);
  expect(refused.error instanceof SdkHttpError && refused.error.status).toBe(403);

  const accepted = await buyer.client.offers.accept(counterId);
  expect(accepted.data?.etat).toBe('accepted');
  await until(() => seller.heard.some((heard) => heard.id_offre === counterId && heard.etat === 'accepted'));
  await until(() => buyer.heard.some((heard) => heard.id_offre === counterId && heard.etat === 'accepted'));
  expect(stranger.heard).toEqual([]);
});
