/**
 * A payment only completes what the listing still honours: after a staff refusal, a withdrawal,
 * a new price once the hold expired, or a listing sent back to verification, confirming makes no
 * order and charges nothing, and the buyer is told why. Through HTTP against the real server and
 * the sandbox provider, on the injected clock.
 */
import { NOT_HONOURED_CODE } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import {
  type Buyer,
  cardToken,
  confirm,
  createIntents,
  type ItemForSale,
  intentBody,
  newBuyer,
  ordersOfItem,
  reservationsOfItem,
} from '../testing/checkoutFixtures.js';
import { verifyListing } from '../testing/listingReview.js';
import { staffSession } from '../testing/orderFixtures.js';
import { startTestServer } from '../testing/testServer.js';
import { isSandbox } from './sandbox.js';
import { sweepExpiredReservations } from './sweeper.js';

const MINUTE = 60_000;

let server: RunningServer;
let clock = Date.now();
let seller: { token: string; id_user: number };
let staff: { token: string; id_user: number };

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  seller = await signIn(server.url, TEST_ACCOUNTS.seller);
  staff = await staffSession(server);
});
afterAll(() => server?.close());

/**
 * An item of a listing of the seeded seller on sale (verified by staff, listed) that no test here
 * touched yet: each test changes its listing.
 */
async function freshItem(): Promise<ItemForSale> {
  const [item] = await server.db.query<ItemForSale>(
    `SELECT p.id_produit, min(s.id)::int AS id_sous_produit, p.id_vendeur,
            py.code_monnaie AS code_monnaie_vendeur, p.prix_unitaire, py.taux_change
       FROM produit p
       JOIN sous_produit s ON s.id_produit = p.id_produit
       JOIN utilisateur u ON u.id_user = p.id_vendeur
       JOIN pays py ON py.id_pays = u.id_pays
      WHERE p.id_vendeur = $1 AND p.a_vendre AND p.refuse_le IS NULL
        AND NOT EXISTS (SELECT 1 FROM payment_intent pi WHERE pi.id_produit = p.id_produit)
      GROUP BY p.id_produit, py.code_monnaie, py.taux_change
     HAVING bool_and(s.etat = 'Disponible')
      ORDER BY p.id_produit
      LIMIT 1`,
    [seller.id_user],
  );
  if (!item) throw new Error('No untouched listing left');
  return item;
}

async function reserve(buyer: Buyer, item: ItemForSale) {
  const created = await createIntents(server, buyer.token, await intentBody(server, buyer, [item]));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.succeeded[0] as { id: string; client_secret: string };
}

/**
 * The seller changes the listing's description, which sends it back to staff. A change waits
 * while a checkout holds an item, so tests make it once the hold expired.
 */
async function redescribe(item: ItemForSale, description: string) {
  const changed = await api<{ data: { statut: string } }>(
    server.url,
    'ProduitController/update_mon_produit',
    {
      token: seller.token,
      body: { id_produit: item.id_produit, description },
    },
  );
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  expect(changed.body.data.statut).toBe('awaiting_verification');
}

async function sandboxStatus(id: string): Promise<string | undefined> {
  const [row] = await server.db.query<{ status: string }>('SELECT status FROM sandbox_intent WHERE id = $1', [
    id,
  ]);
  return row?.status;
}

/** Confirming is refused with the reason; no order, nothing charged, the reservation released. */
async function expectRefused(
  buyer: Buyer,
  item: ItemForSale,
  intent: { id: string; client_secret: string },
  reason: string,
) {
  const paid = await confirm(server, intent, await cardToken(server, buyer));
  expect(paid.status, JSON.stringify(paid.body)).toBe(409);
  expect(paid.body).toMatchObject({ code: NOT_HONOURED_CODE, reason, id_sous_produit: item.id_sous_produit });
  expect(paid.body.error).toMatch(/nothing was charged and no order was made/);
  expect(await ordersOfItem(server, item.id_sous_produit)).toHaveLength(0);
  expect(await sandboxStatus(intent.id)).toBe('canceled');
  expect((await reservationsOfItem(server, item.id_sous_produit)).map((row) => row.status)).toEqual([
    'canceled',
  ]);
  // Trying again changes nothing.
  const again = await confirm(server, intent, await cardToken(server, buyer));
  expect(again.status).toBe(409);
  expect(await ordersOfItem(server, item.id_sous_produit)).toHaveLength(0);
}

describe('a payment the listing no longer honours', () => {
  it('is refused after staff refuse the listing, and the refusal cancels it at the provider first', async () => {
    const buyer = await newBuyer(server);
    const item = await freshItem();
    // Reserved while on sale; once the hold expired, the seller's new description sends the
    // listing back to staff, who may then refuse it (a counterfeit) while the payment is pending.
    const intent = await reserve(buyer, item);
    clock += 16 * MINUTE;
    await redescribe(item, 'Now with a different stamp.');
    expect(await sandboxStatus(intent.id)).toBe('requires_payment_method');

    const refused = await api(server.url, 'ProduitController/verifier_produit', {
      token: staff.token,
      body: { id_produit: item.id_produit, decision: 'refuse', motif: 'Counterfeit: the stamp is wrong.' },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    // Canceled at the provider before the buyer even tries to pay.
    expect(await sandboxStatus(intent.id)).toBe('canceled');

    await expectRefused(buyer, item, intent, 'refused');
  });

  it('is refused after the seller withdrew the listing once the hold expired', async () => {
    const buyer = await newBuyer(server);
    const item = await freshItem();
    const intent = await reserve(buyer, item);
    clock += 16 * MINUTE;

    const withdrawn = await api(server.url, 'ProduitController/retirer_produit', {
      token: seller.token,
      body: { id_produit: item.id_produit },
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(await sandboxStatus(intent.id)).toBe('canceled');

    await expectRefused(buyer, item, intent, 'withdrawn');
  });

  it('is refused when the hold expired and the seller changed the price', async () => {
    const buyer = await newBuyer(server);
    const item = await freshItem();
    const intent = await reserve(buyer, item);
    clock += 16 * MINUTE;

    const repriced = await api(server.url, 'ProduitController/update_mon_produit', {
      token: seller.token,
      body: { id_produit: item.id_produit, prix_unitaire: item.prix_unitaire * 100 },
    });
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);

    await expectRefused(buyer, item, intent, 'repriced');
  });

  it('is refused when the listing it reserved verified was changed and sent back to verification', async () => {
    const buyer = await newBuyer(server);
    const item = await freshItem();
    const intent = await reserve(buyer, item);
    clock += 16 * MINUTE;
    await redescribe(item, 'Worn twice, a scratch on the clasp.');

    await expectRefused(buyer, item, intent, 'unverified');
  });

  it('is refused when a translation sent the listing back to verification after the reservation', async () => {
    const buyer = await newBuyer(server);
    const item = await freshItem();
    const intent = await reserve(buyer, item);
    clock += 16 * MINUTE;
    const [listing] = await server.db.query<{ langue: string }>(
      'SELECT langue FROM produit WHERE id_produit = $1',
      [item.id_produit],
    );
    const translated = await api(server.url, 'ProduitController/set_produit_texte', {
      token: seller.token,
      body: {
        id_produit: item.id_produit,
        langue: listing?.langue === 'en' ? 'it' : 'en',
        modele: 'Another model',
        description: 'Another description, read by no staff yet.',
      },
    });
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);

    await expectRefused(buyer, item, intent, 'unverified');
  });

  it('is refused when the listing was changed and staff verified it again before the payment', async () => {
    const buyer = await newBuyer(server);
    const item = await freshItem();
    const intent = await reserve(buyer, item);
    clock += 16 * MINUTE;
    await redescribe(item, 'Replica, no papers.');
    // On sale again as it now reads: not the listing the buyer reserved.
    clock += MINUTE;
    await verifyListing(server, item.id_produit);

    await expectRefused(buyer, item, intent, 'unverified');
  });

  it('still completes after the hold expired when nothing changed: late, but honoured', async () => {
    const buyer = await newBuyer(server);
    const item = await freshItem();
    const intent = await reserve(buyer, item);
    clock += 16 * MINUTE;
    const paid = await confirm(server, intent, await cardToken(server, buyer));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await ordersOfItem(server, item.id_sous_produit)).toMatchObject([{ id_user: buyer.id_user }]);
  });

  it('gives back in full a charge the provider took before the server saw the listing refused', async () => {
    const buyer = await newBuyer(server);
    const item = await freshItem();
    const intent = await reserve(buyer, item);
    // Paid at the provider (as Stripe.js pays in the browser), while staff's refusal lands.
    const provider = server.context.payments;
    if (!isSandbox(provider)) throw new Error('These tests run on the sandbox');
    await provider.confirmIntent({
      id: intent.id,
      clientSecret: intent.client_secret,
      paymentMethod: await cardToken(server, buyer),
    });
    await server.db.query('UPDATE produit SET refuse_le = $2, retire_le = $2 WHERE id_produit = $1', [
      item.id_produit,
      new Date(clock).toISOString(),
    ]);

    clock += 16 * MINUTE;
    expect(await sweepExpiredReservations(server.context)).toEqual({ finalized: 0, released: 1, kept: 0 });
    expect(await ordersOfItem(server, item.id_sous_produit)).toHaveLength(0);
    const [reservation] = await reservationsOfItem(server, item.id_sous_produit);
    expect(reservation?.status).toBe('canceled');
    const refunds = await server.db.query<{ amount: number }>(
      'SELECT amount FROM sandbox_refund WHERE payment_intent = $1',
      [intent.id],
    );
    const [charged] = await server.db.query<{ amount: number }>(
      'SELECT amount FROM sandbox_intent WHERE id = $1',
      [intent.id],
    );
    expect(refunds).toEqual([{ amount: charged?.amount }]);
    // Settling again refunds nothing more.
    expect(await sweepExpiredReservations(server.context)).toEqual({ finalized: 0, released: 0, kept: 0 });
  });
});
