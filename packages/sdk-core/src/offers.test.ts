/**
 * Offers through the SDK against the real server and real sockets: a buyer shopping in Japan
 * offers in yen (the visitor's currency, by default) on a euro item, the seller reads it in euros
 * and counters, the buyer accepts; each move reaches both parties live as the client's `offer` event, and
 * no one else. A stranger's move is refused. The held item waits in the buyer's cart at the
 * offer's price, converted into yen by the money rules; the card is charged exactly what the cart
 * shows, the order keeps the counter's price in euros (what the payout is computed from), and
 * nobody else can pay for the item meanwhile.
 */
import { type Offer, toMinorUnits } from '@vitrine/contract';
import { itemOf, startTestServer, TEST_ACCOUNTS, TEST_ADDRESS, until } from '@vitrine/server/testing';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lineMinor } from './cart.js';
import { createVitrine, type VitrineClient } from './client.js';
import { SdkHttpError } from './errors.js';
import { createOffers, type OffersArea } from './offers.js';
import { cardFieldFromValues, sandboxPayments } from './payments/index.js';
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
async function liveClient(
  email: string,
): Promise<{ client: VitrineClient; offers: OffersArea; heard: Offer[] }> {
  const client = createVitrine({
    baseUrl: server.url,
    storage: createMemoryStorage(),
    realtime: socketIoRealtime({
      transports: ['websocket'],
      socketFactory: (url, options) => io(url, options),
    }),
    payments: sandboxPayments(),
  });
  clients.push(client);
  const login = await client.auth.login(email, 'Vitrine-demo-2026');
  if (login.error) throw login.error;
  await until(() => client.store.getState().connected);
  // The client's `offer` events, as a partner's page listening through the SDK hears them.
  const heard: Offer[] = [];
  client.on('offer', (offre) => heard.push(offre));
  return { client, offers: createOffers(client), heard };
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

  const made = await buyer.offers.make(item.id_sous_produit, Math.round(asking * 0.8));
  expect(made.error).toBeUndefined();
  const offer = made.data as Offer;
  expect(offer).toMatchObject({ devise: 'JPY', devise_vendeur: 'EUR', etat: 'open' });
  await until(() => seller.heard.some((heard) => heard.id_offre === offer.id_offre));

  const received = await seller.offers.mine();
  expect(received.data?.received.find((o) => o.id_offre === offer.id_offre)?.montant_vendeur).toBe(
    offer.montant_vendeur,
  );
  const counter = await seller.offers.counter(
    offer.id_offre,
    toMinorUnits(item.prix_unitaire * 0.9, 'EUR'),
    'EUR',
  );
  expect(counter.data).toMatchObject({ par: 'seller', devise: 'EUR', etat: 'open' });
  const counterId = (counter.data as Offer).id_offre;

  const refused = await stranger.offers.accept(counterId);
  expect(refused.error instanceof SdkHttpError && refused.error.status).toBe(403);

  const accepted = await buyer.offers.accept(counterId);
  expect(accepted.data?.etat).toBe('accepted');
  await until(() => seller.heard.some((heard) => heard.id_offre === counterId && heard.etat === 'accepted'));
  await until(() => buyer.heard.some((heard) => heard.id_offre === counterId && heard.etat === 'accepted'));
  expect(stranger.heard).toEqual([]);
});

const card = cardFieldFromValues({ number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' });

it('charges the accepted offer’s price, as the cart shows it, and keeps the item from anyone else', async () => {
  const item = await itemOf(server, TEST_ACCOUNTS.seller);
  const buyer = await liveClient(TEST_ACCOUNTS.buyer);
  const seller = await liveClient(TEST_ACCOUNTS.seller);
  const other = await liveClient(TEST_ACCOUNTS.otherSeller);
  await buyer.client.setLocale({ country: 'JP', language: 'jp' });
  const yen = buyer.client.store.getState().country as { code_monnaie: string; taux_change: number };
  const asking = toMinorUnits((item.prix_unitaire / item.taux_change) * yen.taux_change, 'JPY');
  const made = (await buyer.offers.make(item.id_sous_produit, Math.round(asking * 0.7))).data as Offer;
  const euros = toMinorUnits(item.prix_unitaire * 0.85, 'EUR');
  const counter = (await seller.offers.counter(made.id_offre, euros, 'EUR')).data as Offer;
  expect((await buyer.offers.accept(counter.id_offre)).data?.etat).toBe('accepted');

  // Another buyer cannot pay for the held item.
  await other.client.setLocale({ country: 'FR', language: 'fr' });
  await other.client.cart.add({ id_produit: item.id_produit, id_sous_produit: item.id_sous_produit });
  const refused = await other.client.checkout.pay({
    address: TEST_ADDRESS,
    provider: await other.client.payments(),
    card,
    holderName: 'Autre Acheteur',
  });
  expect(refused.error instanceof SdkHttpError && refused.error.status).toBe(409);

  const lines = (await buyer.client.cart.list()).data ?? [];
  const line = lines.find((entry) => entry.id_sous_produit === item.id_sous_produit);
  expect(line?.offre?.id_offre).toBe(counter.id_offre);
  const shown = lineMinor(line as NonNullable<typeof line>, yen);
  // The euro counter in yen, by the rules: not the listing's price.
  expect(shown).toBeLessThan(asking);
  expect(Math.abs(shown - Math.round(asking * 0.85))).toBeLessThanOrEqual(2);
  // Only the held item is paid for here.
  for (const entry of lines) {
    if (entry.id_sous_produit !== item.id_sous_produit) await buyer.client.cart.remove(entry);
  }
  const paid = await buyer.client.checkout.pay({
    address: TEST_ADDRESS,
    provider: await buyer.client.payments(),
    card,
    holderName: 'Léa Moreau',
  });
  expect(paid.error).toBeUndefined();
  expect(paid.data?.currency).toBe('JPY');
  expect(paid.data?.total).toBe(shown);
  const charged = await server.db.query<{ amount: number; prix_unitaire: number; montant_paye: number }>(
    `SELECT si.amount::int AS amount, c.prix_unitaire::float8 AS prix_unitaire, c.montant_paye::int AS montant_paye
       FROM commande c JOIN sandbox_intent si ON si.id = c.id_payment_intent
      WHERE c.id_sous_produit = $1`,
    [item.id_sous_produit],
  );
  expect(charged).toEqual([{ amount: shown, montant_paye: shown, prix_unitaire: euros / 100 }]);
  const [offer] = await server.db.query<{ etat: string }>('SELECT etat FROM offre WHERE id_offre = $1', [
    counter.id_offre,
  ]);
  expect(offer?.etat).toBe('paid');
});
