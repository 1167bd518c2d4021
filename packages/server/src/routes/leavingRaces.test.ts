/**
 * A seller deleting their account while a buyer checks out their listings, both at once, through
 * the real endpoints. The checkout takes the listings' locks and then, through the reservation's
 * reference to the seller, the seller's row; a deletion that took the seller's row first and then
 * wrote the listings waited on it in a cycle, and PostgreSQL aborted one as a deadlock (a 500).
 * Either may win; the other is told why with a 409. So too an offer made while its seller's
 * account is being deleted: it is refused once the deletion committed. Only the run on PostgreSQL
 * (`scripts/with-postgres.sh`) can meet the deadlock; PGlite, one connection, serializes the two.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../config.js';
import { openSession } from '../db/queries/users.js';
import { DEMO_PASSWORD } from '../seed/seedCatalogue.js';
import type { RunningServer } from '../server.js';
import { api, TEST_ACCOUNTS } from '../testing/accounts.js';
import { createIntents, type ItemForSale, intentBody, newBuyer } from '../testing/checkoutFixtures.js';
import { shareOf } from '../testing/offerFixtures.js';
import { startTestServer } from '../testing/testServer.js';
import { until } from '../testing/until.js';

const ROUNDS = 6;
const LISTINGS = 3;
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

let sellers = 0;

/** A new seller (the demo password) given `LISTINGS` listings for sale of the seeded catalogue. */
async function newSellerWithListings(): Promise<{ id_user: number; token: string; items: ItemForSale[] }> {
  const unique = `${process.pid}x${++sellers}`;
  const [seller] = await server.db.query<{ id_user: number }>(
    `INSERT INTO utilisateur (email, password_hash, pseudo_profile, nom_profile, prenom_profile, sexe_profile,
                              date_naiss_profile, id_pays, role)
     SELECT $1, password_hash, $2, 'Vendeuse', 'Test', 'Femme', '1990-01-01', id_pays, role
       FROM utilisateur WHERE email = $3
     RETURNING id_user`,
    [`leaving${unique}@test.vitrine.dev`, `Leaving${unique}`, TEST_ACCOUNTS.seller],
  );
  const idUser = (seller as { id_user: number }).id_user;
  // Listings of the seeded catalogue nobody has checked out yet, each with an item available.
  await server.db.query(
    `UPDATE produit SET id_vendeur = $1 WHERE id_produit IN (
       SELECT p.id_produit FROM produit p
        WHERE p.id_vendeur <> $1 AND p.a_vendre
          AND EXISTS (SELECT 1 FROM sous_produit s WHERE s.id_produit = p.id_produit AND s.etat = 'Disponible')
          AND NOT EXISTS (SELECT 1 FROM payment_intent i WHERE i.id_produit = p.id_produit)
        ORDER BY p.id_produit DESC LIMIT $2)`,
    [idUser, LISTINGS],
  );
  const items = await server.db.query<ItemForSale>(
    `SELECT DISTINCT ON (p.id_produit) p.id_produit, s.id AS id_sous_produit, p.id_vendeur,
            py.code_monnaie AS code_monnaie_vendeur, p.prix_unitaire, py.taux_change
       FROM produit p JOIN sous_produit s ON s.id_produit = p.id_produit AND s.etat = 'Disponible'
       JOIN utilisateur u ON u.id_user = p.id_vendeur JOIN pays py ON py.id_pays = u.id_pays
      WHERE p.id_vendeur = $1 ORDER BY p.id_produit, s.id`,
    [idUser],
  );
  expect(items).toHaveLength(LISTINGS);
  const session = await openSession(server.db, idUser, DEFAULT_TOKEN_TTL_SECONDS, new Date());
  return { id_user: idUser, token: session.token, items };
}

type Answer = { status: number; body: { error?: string } };

/** One of the two won, the other was told why with a 409, and the data says which won. */
async function oneWon(
  seller: { id_user: number },
  buyer: { id_user: number },
  checkout: Answer,
  deletion: Answer,
): Promise<void> {
  const statuses = JSON.stringify({ checkout, deletion });
  const [account] = await server.db.query<{ deleted: boolean }>(
    'SELECT supprime_le IS NOT NULL AS deleted FROM utilisateur WHERE id_user = $1',
    [seller.id_user],
  );
  const pending = await server.db.query(
    "SELECT 1 FROM payment_intent WHERE id_user = $1 AND status = 'pending'",
    [buyer.id_user],
  );
  if (deletion.status === 200) {
    expect(checkout.status, statuses).toBe(409);
    expect(checkout.body.error).toBeTruthy();
    expect(account?.deleted).toBe(true);
    expect(pending).toEqual([]);
  } else {
    expect([checkout.status, deletion.status], statuses).toEqual([200, 409]);
    expect(deletion.body.error).toMatch(/checkout/);
    expect(account?.deleted).toBe(false);
    expect(pending).toHaveLength(LISTINGS);
  }
}

const deleteAccount = (token: string) =>
  api<{ error?: string }>(server.url, 'web/account/delete', { token, body: { password: DEMO_PASSWORD } });

it(`a seller deleting their account while a buyer checks out their listings: one wins, the other is a 409 (${ROUNDS} times)`, async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const seller = await newSellerWithListings();
    const buyer = await newBuyer(server);
    // Listed in the reverse of the listings' order, as a cart may list them.
    const body = await intentBody(server, buyer, [...seller.items].reverse());
    const [checkout, deletion] = await Promise.all([
      createIntents(server, buyer.token, body),
      deleteAccount(seller.token),
    ]);
    await oneWon(seller, buyer, checkout, deletion);
  }
}, 120_000);

/** Statements of this database waiting for a lock. */
const waitingForLocks = async () =>
  (
    await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    )
  )[0]?.n ?? 0;

it.runIf(process.env.DATABASE_URL)(
  'PostgreSQL: a deletion that reaches the listings while the checkout holds one and goes on to the seller’s row: no deadlock',
  async () => {
    const seller = await newSellerWithListings();
    const buyer = await newBuyer(server);
    const other = await newBuyer(server);
    const [first] = seller.items;
    const body = await intentBody(server, buyer, seller.items);
    // The moment is made with a reservation of the first item another transaction is still
    // writing: the checkout, holding the first listing, waits for it before it names the seller.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = server.db
      .transaction(async (tx) => {
        await tx.query(
          `INSERT INTO payment_intent (id, client_secret, idempotency_key, provider, id_user, id_vendeur, id_produit,
             id_sous_produit, id_adresse_livraison, amount, currency, amount_vendeur, currency_vendeur, expires_at)
           VALUES ('pi_gate', '', 'gate', 'sandbox', $1, $1, $2, $3, $4, 1, 'EUR', 1, 'EUR', now() + interval '1 hour')`,
          [other.id_user, first?.id_produit, first?.id_sous_produit, other.id_adresse],
        );
        await released;
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const checkout = createIntents(server, buyer.token, body);
    checkout.catch(() => undefined);
    await until(async () => (await waitingForLocks()) === 1);
    const deletion = deleteAccount(seller.token);
    deletion.catch(() => undefined);
    // The deletion waits in its turn (for the listing, or, once fixed, for the listings first).
    await until(async () => (await waitingForLocks()) === 2);
    release();
    await holding;
    await oneWon(seller, buyer, await checkout, await deletion);
  },
  60_000,
);

const makeOffer = (token: string, item: ItemForSale) =>
  api<{ error?: string }>(server.url, 'offers/make', {
    token,
    body: {
      id_sous_produit: item.id_sous_produit,
      montant: shareOf(item, 0.8),
      devise: item.code_monnaie_vendeur.trim(),
    },
  });

/** The buyer's offers on the item. */
const offersOn = (buyer: { id_user: number }, item: ItemForSale) =>
  server.db.query('SELECT 1 FROM offre WHERE id_user = $1 AND id_sous_produit = $2', [
    buyer.id_user,
    item.id_sous_produit,
  ]);

it(`an offer made while its seller deletes their account: one wins, the other is refused with an error (${ROUNDS} times)`, async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const seller = await newSellerWithListings();
    const buyer = await newBuyer(server);
    const item = seller.items[0] as ItemForSale;
    const [offer, deletion] = await Promise.all([makeOffer(buyer.token, item), deleteAccount(seller.token)]);
    const statuses = JSON.stringify({ offer, deletion });
    if (deletion.status === 200) {
      expect([404, 409], statuses).toContain(offer.status);
      expect(offer.body.error).toBeTruthy();
      expect(await offersOn(buyer, item)).toEqual([]);
    } else {
      expect([offer.status, deletion.status], statuses).toEqual([200, 409]);
      expect(deletion.body.error).toMatch(/offer/);
    }
  }
}, 120_000);

it.runIf(process.env.DATABASE_URL)(
  'PostgreSQL: an offer that read the listing before its seller’s deletion committed is refused (404) when it goes on',
  async () => {
    const seller = await newSellerWithListings();
    const buyer = await newBuyer(server);
    const item = seller.items[0] as ItemForSale;
    // The buyer's row held elsewhere: the offer, the listing read, waits for it at the start of
    // its transaction while the deletion runs to its end.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = server.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM utilisateur WHERE id_user = $1 FOR UPDATE', [buyer.id_user]);
      await released;
    });
    const offer = makeOffer(buyer.token, item);
    offer.catch(() => undefined);
    await until(async () => (await waitingForLocks()) === 1);
    const deletion = await deleteAccount(seller.token);
    expect(deletion.status, JSON.stringify(deletion.body)).toBe(200);
    release();
    await holding;
    const answer = await offer;
    expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    expect(answer.body.error).toMatch(/for sale/);
    expect(await offersOn(buyer, item)).toEqual([]);
  },
  60_000,
);
