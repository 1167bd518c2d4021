/**
 * Offers through HTTP against a real server and database, on a clock the test moves: a buyer's
 * offer in their currency and the seller's counter in theirs, the rules (share of the price,
 * open-offer limit, the seller's floor), who may act, the expiry of an offer and of a hold as
 * jobs, the likers' offer, and two buyers racing for one item.
 */

import {
  lowestOffer,
  lowestOfferIn,
  type MyOffers,
  OFFER_LIKERS_LIMIT_CODE,
  OFFER_RULES,
  type Offer,
  offerAmountIn,
  toMinorUnits,
} from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../config.js';
import { openSession } from '../db/queries/users.js';
import type { RunningServer } from '../server.js';
import { api, TEST_ACCOUNTS } from '../testing/accounts.js';
import {
  type Buyer,
  createIntents,
  intentBody,
  itemOf,
  newBuyer,
  rateOf,
} from '../testing/checkoutFixtures.js';
import { openOffer, sellerToken, shareOf } from '../testing/offerFixtures.js';
import { startTestServer } from '../testing/testServer.js';

const HOUR = 3_600_000;
let clock = Date.now();
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), jobIntervalMs: 24 * HOUR });
});
afterAll(() => server?.close());

type Answer = { data: Offer; error?: string; code?: string; min_montant?: number; retry_after?: number };

const offers = (token: string, path: string, body: Record<string, unknown>) =>
  api<Answer>(server.url, `offers/${path}`, { token, body });

const mine = async (token: string) =>
  (await api<{ data: MyOffers }>(server.url, 'offers/mine', { token })).body.data;

const etatOf = async (idOffre: number) =>
  (await server.db.query<{ etat: string }>('SELECT etat FROM offre WHERE id_offre = $1', [idOffre]))[0]?.etat;

/** The outbox's e-mails about an offer, as `to:step`. */
async function mailsOf(idOffre: number): Promise<string[]> {
  const rows = await server.db.query<{ dedupe_key: string }>(
    'SELECT dedupe_key FROM mail_outbox WHERE dedupe_key LIKE $1 ORDER BY dedupe_key',
    [`offre:${idOffre}:%`],
  );
  return rows.map((row) => row.dedupe_key.split(':').slice(2).reverse().join(':')).sort();
}

describe('an offer across currencies', () => {
  it('a buyer in Japan offers in yen on a euro item; the seller counters in euros; the buyer accepts', async () => {
    const item = await itemOf(server, TEST_ACCOUNTS.seller);
    expect(item.code_monnaie_vendeur.trim()).toBe('EUR');
    const buyer = await newBuyer(server, 'JP');
    const jpy = await rateOf(server, 'JPY');
    const askingYen = toMinorUnits((item.prix_unitaire / item.taux_change) * jpy, 'JPY');
    const yen = Math.round(askingYen * 0.75);

    const made = await offers(buyer.token, 'make', {
      id_sous_produit: item.id_sous_produit,
      montant: yen,
      devise: 'JPY',
    });
    expect(made.status, made.body.error).toBe(200);
    const offer = made.body.data;
    expect(offer).toMatchObject({
      etat: 'open',
      par: 'buyer',
      montant: yen,
      devise: 'JPY',
      devise_vendeur: 'EUR',
    });
    // The seller reads it in euros, by the money rules.
    expect(offer.montant_vendeur).toBe(
      offerAmountIn(
        { montant: yen, devise: 'JPY', taux_change: jpy },
        { code_monnaie: 'EUR', taux_change: item.taux_change },
      ),
    );
    expect(Date.parse(offer.expires_at) - clock).toBe(OFFER_RULES.answerHours * HOUR);
    const seller = await sellerToken(server, item);
    expect((await mine(seller)).received.map((o) => o.id_offre)).toContain(offer.id_offre);
    expect(await mailsOf(offer.id_offre)).toEqual(['seller:open']);

    const cents = shareOf(item, 0.9);
    const countered = await offers(seller, 'counter', {
      id_offre: offer.id_offre,
      montant: cents,
      devise: 'EUR',
    });
    expect(countered.status, countered.body.error).toBe(200);
    expect(countered.body.data).toMatchObject({ par: 'seller', montant: cents, devise: 'EUR', etat: 'open' });
    expect(await etatOf(offer.id_offre)).toBe('countered');

    // The seller cannot accept their own counter; the buyer can.
    expect((await offers(seller, 'accept', { id_offre: countered.body.data.id_offre })).status).toBe(409);
    const accepted = await offers(buyer.token, 'accept', { id_offre: countered.body.data.id_offre });
    expect(accepted.status, accepted.body.error).toBe(200);
    expect(accepted.body.data.etat).toBe('accepted');
    expect(Date.parse(accepted.body.data.hold_until ?? '') - clock).toBe(OFFER_RULES.holdHours * HOUR);
    expect(await mailsOf(countered.body.data.id_offre)).toEqual([
      'buyer:accepted',
      'buyer:open',
      'seller:accepted',
    ]);
  });
});

describe('the rules', () => {
  it('refuses an offer below the share of the asking price, and one at the price', async () => {
    const item = await itemOf(server, TEST_ACCOUNTS.seller);
    const buyer = await newBuyer(server);
    const low = await offers(buyer.token, 'make', {
      id_sous_produit: item.id_sous_produit,
      montant: shareOf(item, OFFER_RULES.minShare) - 1,
      devise: 'EUR',
    });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({
      code: 'offer_too_low',
      min_montant: shareOf(item, OFFER_RULES.minShare),
    });
    const full = await offers(buyer.token, 'make', {
      id_sous_produit: item.id_sous_produit,
      montant: shareOf(item, 1),
      devise: 'EUR',
    });
    expect(full.status).toBe(400);
    expect(await server.db.query('SELECT 1 FROM offre WHERE id_user = $1', [buyer.id_user])).toHaveLength(0);
  });

  it('tells a buyer whose offer is too low the least they may offer in their currency, which is accepted', async () => {
    const item = await itemOf(server, TEST_ACCOUNTS.seller);
    const seller = { code_monnaie: item.code_monnaie_vendeur.trim(), taux_change: item.taux_change };
    const pound = { code_monnaie: 'GBP', taux_change: await rateOf(server, 'GBP') };
    // An asking price whose lowest offer, converted to the nearest penny, falls under it in euros.
    let price: number | undefined;
    for (
      let cents = toMinorUnits(item.prix_unitaire, 'EUR');
      price === undefined && cents < 10_000_000;
      cents++
    ) {
      const lowest = lowestOffer(cents / 100, 'EUR');
      const nearest = offerAmountIn(
        { montant: lowest, devise: 'EUR', taux_change: seller.taux_change },
        pound,
      );
      if (
        offerAmountIn({ montant: nearest, devise: 'GBP', taux_change: pound.taux_change }, seller) < lowest
      ) {
        price = cents / 100;
      }
    }
    expect(price).toBeDefined();
    await server.db.query('UPDATE produit SET prix_unitaire = $2 WHERE id_produit = $1', [
      item.id_produit,
      price,
    ]);
    const buyer = await newBuyer(server, 'GB');
    const make = (montant: number) =>
      offers(buyer.token, 'make', { id_sous_produit: item.id_sous_produit, montant, devise: 'GBP' });
    const low = await make(1);
    expect(low.status).toBe(400);
    const least = low.body.min_montant as number;
    expect(least).toBe(lowestOfferIn(price as number, seller, pound));
    // The real floor: a penny less is too low, the minimum itself is an offer.
    expect((await make(least - 1)).body).toMatchObject({ code: 'offer_too_low', min_montant: least });
    const made = await make(least);
    expect(made.status, made.body.error).toBe(200);
  });

  it('refuses an offer on a sold, withdrawn or unverified item, and on one’s own', async () => {
    const buyer = await newBuyer(server);
    // Withdrawn and unverified are listings of other sellers: each check meets its own listing.
    const [sold, withdrawn, unverified, own] = [
      await itemOf(server, TEST_ACCOUNTS.seller),
      await itemOf(server, TEST_ACCOUNTS.otherSeller),
      await itemOf(server, TEST_ACCOUNTS.thirdSeller),
      await itemOf(server, TEST_ACCOUNTS.seller),
    ];
    await server.db.query("UPDATE sous_produit SET etat = 'Vendu' WHERE id = $1", [sold.id_sous_produit]);
    await server.db.query('UPDATE produit SET retire_le = now() WHERE id_produit = $1', [
      withdrawn.id_produit,
    ]);
    await server.db.query('UPDATE produit SET verifie_le = NULL WHERE id_produit = $1', [
      unverified.id_produit,
    ]);
    const make = (token: string, item: typeof sold) =>
      offers(token, 'make', {
        id_sous_produit: item.id_sous_produit,
        montant: shareOf(item, 0.8),
        devise: 'EUR',
      });
    expect((await make(buyer.token, sold)).status).toBe(409);
    expect((await make(buyer.token, withdrawn)).status).toBe(404);
    expect((await make(buyer.token, unverified)).status).toBe(404);
    expect((await make(await sellerToken(server, own), own)).status).toBe(400);
  });

  it(`allows ${OFFER_RULES.maxOpenPerBuyer} open offers at once, then 429 until one ends`, async () => {
    const buyer = await newBuyer(server);
    const made: Offer[] = [];
    for (let n = 0; n <= OFFER_RULES.maxOpenPerBuyer; n++) {
      const item = await itemOf(server, TEST_ACCOUNTS.thirdSeller);
      const answer = await offers(buyer.token, 'make', {
        id_sous_produit: item.id_sous_produit,
        montant: shareOf(item, 0.8),
        devise: item.code_monnaie_vendeur.trim(),
      });
      if (n < OFFER_RULES.maxOpenPerBuyer) {
        expect(answer.status, answer.body.error).toBe(200);
        made.push(answer.body.data);
      } else {
        expect(answer.status).toBe(429);
        expect(answer.body).toMatchObject({
          code: 'offer_limit',
          retry_after: OFFER_RULES.answerHours * 3600,
        });
      }
    }
    // A declined offer frees its place.
    const first = made[0] as Offer;
    const token = (await openSession(server.db, first.id_vendeur, DEFAULT_TOKEN_TTL_SECONDS, new Date()))
      .token;
    expect((await offers(token, 'decline', { id_offre: first.id_offre })).status).toBe(200);
    const item = await itemOf(server, TEST_ACCOUNTS.thirdSeller);
    const again = await offers(buyer.token, 'make', {
      id_sous_produit: item.id_sous_produit,
      montant: shareOf(item, 0.8),
      devise: item.code_monnaie_vendeur.trim(),
    });
    expect(again.status, again.body.error).toBe(200);
  });

  it('holds the open-offer limit against offers sent at once: the check and the insert are one step', async () => {
    const buyer = await newBuyer(server);
    const items = [];
    for (let n = 0; n < OFFER_RULES.maxOpenPerBuyer + 3; n++) {
      items.push(await itemOf(server, TEST_ACCOUNTS.thirdSeller));
    }
    const answers = await Promise.all(
      items.map((item) =>
        offers(buyer.token, 'make', {
          id_sous_produit: item.id_sous_produit,
          montant: shareOf(item, 0.8),
          devise: item.code_monnaie_vendeur.trim(),
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(OFFER_RULES.maxOpenPerBuyer);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
    const open = await server.db.query(
      "SELECT 1 FROM offre WHERE id_user = $1 AND par = 'buyer' AND etat = 'open'",
      [buyer.id_user],
    );
    expect(open).toHaveLength(OFFER_RULES.maxOpenPerBuyer);
  });

  it('holds the open-offer limit against a buyer’s counter to a likers’ offer', async () => {
    const buyer = await newBuyer(server);
    for (let n = 0; n < OFFER_RULES.maxOpenPerBuyer; n++) {
      const item = await itemOf(server, TEST_ACCOUNTS.thirdSeller);
      const made = await offers(buyer.token, 'make', {
        id_sous_produit: item.id_sous_produit,
        montant: shareOf(item, 0.8),
        devise: item.code_monnaie_vendeur.trim(),
      });
      expect(made.status, made.body.error).toBe(200);
    }
    const item = await itemOf(server, TEST_ACCOUNTS.seller);
    await server.db.query('DELETE FROM wishlist WHERE id_produit = $1', [item.id_produit]);
    await api(server.url, 'WishlistController/toggle_wishlist', {
      token: buyer.token,
      body: { id_produit: item.id_produit },
    });
    const seller = await sellerToken(server, item);
    const sent = await api<{ data: { sent: number } }>(server.url, 'offers/likers', {
      token: seller,
      body: { id_sous_produit: item.id_sous_produit, montant: shareOf(item, 0.9) },
    });
    expect(sent.body.data).toEqual({ sent: 1 });
    const likers = (await mine(buyer.token)).sent.find((o) => o.origine === 'likers') as Offer;
    const counter = await offers(buyer.token, 'counter', {
      id_offre: likers.id_offre,
      montant: shareOf(item, 0.8),
      devise: item.code_monnaie_vendeur.trim(),
    });
    expect(counter.status).toBe(429);
    expect(counter.body).toMatchObject({ code: 'offer_limit' });
    // Refused, the seller's price still stands for the buyer to accept or decline.
    expect(await etatOf(likers.id_offre)).toBe('open');
  });

  it('declines at once an offer below the seller’s floor, which the buyer never reads', async () => {
    // A seller no other test makes offers to: a floor is the whole listing's.
    const item = await itemOf(server, TEST_ACCOUNTS.otherSeller);
    const devise = item.code_monnaie_vendeur.trim();
    const seller = await sellerToken(server, item);
    const floor = shareOf(item, 0.85);
    const set = await api(server.url, 'offers/floor', {
      token: seller,
      body: { id_produit: item.id_produit, plancher: floor },
    });
    expect(set.status).toBe(200);
    expect(
      (await api<{ data: unknown[] }>(server.url, 'offers/floors', { token: seller })).body.data,
    ).toContainEqual({
      id_produit: item.id_produit,
      plancher: floor,
    });
    // Someone else's listing: refused, and nothing written.
    const stranger = await newBuyer(server);
    expect(
      (
        await api(server.url, 'offers/floor', {
          token: stranger.token,
          body: { id_produit: item.id_produit, plancher: 1 },
        })
      ).status,
    ).toBe(403);

    const below = await newBuyer(server);
    const declined = await offers(below.token, 'make', {
      id_sous_produit: item.id_sous_produit,
      montant: floor - 1,
      devise,
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data.etat).toBe('declined');
    expect(JSON.stringify(declined.body)).not.toContain(String(floor));
    expect(JSON.stringify(await mine(below.token))).not.toContain('plancher');
    // The seller is not bothered with it.
    expect(await mailsOf(declined.body.data.id_offre)).toEqual([]);

    const above = await newBuyer(server);
    const open = await offers(above.token, 'make', {
      id_sous_produit: item.id_sous_produit,
      montant: floor,
      devise,
    });
    expect(open.body.data.etat).toBe('open');
  });
});

describe('what an answer must not give away or change', () => {
  it('a buyer whose offer was declined waits a day before offering on the item again, so no run of offers finds the floor', async () => {
    const { offer, buyer, sellerToken: seller, item } = await openOffer(server, TEST_ACCOUNTS.seller, 0.7);
    expect((await offers(seller, 'decline', { id_offre: offer.id_offre })).body.data.etat).toBe('declined');
    const again = await offers(buyer.token, 'make', {
      id_sous_produit: item.id_sous_produit,
      montant: shareOf(item, 0.75),
      devise: item.code_monnaie_vendeur.trim(),
    });
    expect(again.status).toBe(409);
    expect(again.body.retry_after).toBe((OFFER_RULES.answerHours * HOUR) / 1000);
    clock += OFFER_RULES.answerHours * HOUR;
    const later = await offers(buyer.token, 'make', {
      id_sous_produit: item.id_sous_produit,
      montant: shareOf(item, 0.75),
      devise: item.code_monnaie_vendeur.trim(),
    });
    expect(later.status, later.body.error).toBe(200);
    expect(later.body.data.etat).toBe('open');
  });

  it('an offer is not accepted once the asking price fell to it: the item costs less at its price', async () => {
    const { offer, sellerToken: seller, item } = await openOffer(server, TEST_ACCOUNTS.seller, 0.8);
    await server.db.query('UPDATE produit SET prix_unitaire = prix_unitaire * 0.7 WHERE id_produit = $1', [
      item.id_produit,
    ]);
    try {
      const accepted = await offers(seller, 'accept', { id_offre: offer.id_offre });
      expect(accepted.status).toBe(409);
      expect(await etatOf(offer.id_offre)).toBe('open');
    } finally {
      await server.db.query('UPDATE produit SET prix_unitaire = $2 WHERE id_produit = $1', [
        item.id_produit,
        item.prix_unitaire,
      ]);
    }
  });
});

describe('rights', () => {
  it('only the offer’s buyer and seller act on it, each on the other’s proposal', async () => {
    const { offer, buyer, sellerToken: seller, item } = await openOffer(server, TEST_ACCOUNTS.seller);
    const stranger = await newBuyer(server);
    for (const path of ['accept', 'decline']) {
      expect((await offers(stranger.token, path, { id_offre: offer.id_offre })).status).toBe(403);
    }
    expect(
      (
        await offers(stranger.token, 'counter', {
          id_offre: offer.id_offre,
          montant: shareOf(item, 0.9),
          devise: 'EUR',
        })
      ).status,
    ).toBe(403);
    expect((await offers(buyer.token, 'accept', { id_offre: offer.id_offre })).status).toBe(409);
    expect((await offers(stranger.token, 'accept', { id_offre: 2_000_000_000 })).status).toBe(404);
    expect(await etatOf(offer.id_offre)).toBe('open');
    expect((await mine(stranger.token)).sent).toEqual([]);
    // The seller's own answer still works after all that.
    expect((await offers(seller, 'decline', { id_offre: offer.id_offre })).body.data.etat).toBe('declined');
    expect((await offers(seller, 'accept', { id_offre: offer.id_offre })).status).toBe(409);
  });
});

describe('time, as jobs on the injected clock', () => {
  it('expires an unanswered offer after 24 hours, once, and tells its buyer', async () => {
    const { offer, sellerToken: seller } = await openOffer(server, TEST_ACCOUNTS.seller);
    clock += OFFER_RULES.answerHours * HOUR - 1000;
    await server.jobs.runNow();
    expect(await etatOf(offer.id_offre)).toBe('open');
    clock += 1000;
    await server.jobs.runNow();
    await server.jobs.runNow();
    expect(await etatOf(offer.id_offre)).toBe('expired');
    const steps = await server.db.query(
      "SELECT 1 FROM offre_etape WHERE id_offre = $1 AND etat = 'expired'",
      [offer.id_offre],
    );
    expect(steps).toHaveLength(1);
    expect(await mailsOf(offer.id_offre)).toEqual(['buyer:expired', 'seller:open']);
    expect((await offers(seller, 'accept', { id_offre: offer.id_offre })).status).toBe(409);
  });

  it('ends an unpaid hold after 24 hours: the item is anyone’s again', async () => {
    const { offer, sellerToken: seller, item } = await openOffer(server, TEST_ACCOUNTS.seller);
    expect((await offers(seller, 'accept', { id_offre: offer.id_offre })).status).toBe(200);
    const next = await newBuyer(server);
    const other = await offers(next.token, 'make', {
      id_sous_produit: item.id_sous_produit,
      montant: shareOf(item, 0.8),
      devise: 'EUR',
    });
    expect((await offers(seller, 'accept', { id_offre: other.body.data.id_offre })).status).toBe(409);
    clock += OFFER_RULES.holdHours * HOUR;
    await server.jobs.runNow();
    expect(await etatOf(offer.id_offre)).toBe('lapsed');
    expect(await mailsOf(offer.id_offre)).toEqual([
      'buyer:accepted',
      'buyer:lapsed',
      'seller:accepted',
      'seller:lapsed',
      'seller:open',
    ]);
    // The other buyer's offer expired meanwhile; a fresh one can now be accepted.
    const again = await offers(next.token, 'make', {
      id_sous_produit: item.id_sous_produit,
      montant: shareOf(item, 0.8),
      devise: 'EUR',
    });
    expect((await offers(seller, 'accept', { id_offre: again.body.data.id_offre })).status).toBe(200);
  });
});

describe('a hold being paid', () => {
  it('does not end while its buyer is paying for it, and ends once that checkout is over unpaid', async () => {
    const { offer, buyer, sellerToken: seller, item } = await openOffer(server, TEST_ACCOUNTS.seller);
    expect((await offers(seller, 'accept', { id_offre: offer.id_offre })).status).toBe(200);
    // A minute before the hold ends, the buyer starts paying at the offer's price.
    clock += OFFER_RULES.holdHours * HOUR - 60_000;
    const body = await intentBody(server, buyer, [item]);
    const line = body.commandes[0];
    if (line) line.prix = offer.montant;
    const started = await createIntents(server, buyer.token, body);
    expect(started.status, started.body.error).toBe(200);
    clock += 2 * 60_000;
    await server.jobs.runNow();
    expect(await etatOf(offer.id_offre)).toBe('accepted');
    // The checkout's reservation over and nothing paid: the hold ends.
    clock += 20 * 60_000;
    await server.jobs.runNow();
    expect(await etatOf(offer.id_offre)).toBe('lapsed');
  });
});

describe('races', () => {
  it('two buyers accepting the seller’s price for one item at once: one hold, one 409', async () => {
    const item = await itemOf(server, TEST_ACCOUNTS.seller);
    const likers: Buyer[] = [await newBuyer(server), await newBuyer(server)];
    for (const liker of likers) {
      await api(server.url, 'WishlistController/toggle_wishlist', {
        token: liker.token,
        body: { id_produit: item.id_produit },
      });
    }
    const seller = await sellerToken(server, item);
    const sent = await api<{ data: { sent: number } }>(server.url, 'offers/likers', {
      token: seller,
      body: { id_sous_produit: item.id_sous_produit, montant: shareOf(item, 0.8) },
    });
    expect(sent.body.data.sent).toBe(2);
    const ids = await Promise.all(
      likers.map(async (liker) => (await mine(liker.token)).sent[0]?.id_offre as number),
    );
    const answers = await Promise.all(
      likers.map((liker, n) => offers(liker.token, 'accept', { id_offre: ids[n] })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const holds = await server.db.query(
      "SELECT 1 FROM offre WHERE id_sous_produit = $1 AND etat = 'accepted'",
      [item.id_sous_produit],
    );
    expect(holds).toHaveLength(1);
  });
});

describe('the offer to those who love a listing', () => {
  it('reaches each liker of the listing, and no one else', async () => {
    const item = await itemOf(server, TEST_ACCOUNTS.seller);
    const seller = await sellerToken(server, item);
    // A listing nobody loves yet: the seeded catalogue's likes are no part of this audience.
    await server.db.query('DELETE FROM wishlist WHERE id_produit = $1', [item.id_produit]);
    const [lover, another, unliked, stranger] = [
      await newBuyer(server),
      await newBuyer(server),
      await newBuyer(server),
      await newBuyer(server),
    ];
    const toggle = (buyer: Buyer) =>
      api(server.url, 'WishlistController/toggle_wishlist', {
        token: buyer.token,
        body: { id_produit: item.id_produit },
      });
    await toggle(lover);
    await toggle(another);
    await toggle(unliked);
    await toggle(unliked);
    // The seller's own like is no audience.
    await api(server.url, 'WishlistController/toggle_wishlist', {
      token: seller,
      body: { id_produit: item.id_produit },
    });

    const price = shareOf(item, 0.8);
    const stranger403 = await api(server.url, 'offers/likers', {
      token: stranger.token,
      body: { id_sous_produit: item.id_sous_produit, montant: price },
    });
    expect(stranger403.status).toBe(403);
    const sent = await api<{ data: { sent: number } }>(server.url, 'offers/likers', {
      token: seller,
      body: { id_sous_produit: item.id_sous_produit, montant: price },
    });
    expect(sent.body.data).toEqual({ sent: 2 });
    const rows = await server.db.query<{ id_user: number }>(
      'SELECT id_user FROM offre WHERE id_sous_produit = $1 ORDER BY id_user',
      [item.id_sous_produit],
    );
    expect(rows.map((row) => row.id_user)).toEqual([lover.id_user, another.id_user].sort((a, b) => a - b));
    for (const buyer of [lover, another]) {
      const [offer] = (await mine(buyer.token)).sent;
      expect(offer).toMatchObject({ origine: 'likers', par: 'seller', montant: price, etat: 'open' });
      expect(await mailsOf(offer?.id_offre as number)).toEqual(['buyer:open']);
    }
    for (const buyer of [unliked, stranger]) expect((await mine(buyer.token)).sent).toEqual([]);
    // Sent again, it reaches no one twice.
    const again = await api(server.url, 'offers/likers', {
      token: seller,
      body: { id_sous_produit: item.id_sous_produit, montant: price },
    });
    expect(again.status).toBe(429);
  });

  it(`is sent once per listing every ${OFFER_RULES.likersEveryHours} hours, answered or not`, async () => {
    const item = await itemOf(server, TEST_ACCOUNTS.seller);
    const seller = await sellerToken(server, item);
    await server.db.query('DELETE FROM wishlist WHERE id_produit = $1', [item.id_produit]);
    const lover = await newBuyer(server);
    await api(server.url, 'WishlistController/toggle_wishlist', {
      token: lover.token,
      body: { id_produit: item.id_produit },
    });
    const send = () =>
      api<{ data: { sent: number }; code?: string; retry_after?: number; error?: string }>(
        server.url,
        'offers/likers',
        { token: seller, body: { id_sous_produit: item.id_sous_produit, montant: shareOf(item, 0.8) } },
      );
    const first = await send();
    expect(first.body.data).toEqual({ sent: 1 });
    // Declined, the price may not be pressed on the liker again and again.
    const [offer] = (await mine(lover.token)).sent;
    expect((await offers(lover.token, 'decline', { id_offre: offer?.id_offre })).status).toBe(200);
    const again = await send();
    expect(again.status, again.body.error).toBe(429);
    expect(again.body).toMatchObject({
      code: OFFER_LIKERS_LIMIT_CODE,
      retry_after: OFFER_RULES.likersEveryHours * 3600,
    });
    const sent = async () =>
      (
        await server.db.query('SELECT 1 FROM offre WHERE id_sous_produit = $1 AND origine = $2', [
          item.id_sous_produit,
          'likers',
        ])
      ).length;
    expect(await sent()).toBe(1);
    // Another item (size) of the same listing: its likers are the listing's, already sent a price.
    await server.db.query(
      `INSERT INTO sous_produit (id_produit, id_taille, id_couleur, etat)
       SELECT id_produit, id_taille, id_couleur, 'Disponible' FROM sous_produit WHERE id = $1`,
      [item.id_sous_produit],
    );
    const [sibling] = await server.db.query<{ id: number }>(
      'SELECT max(id) AS id FROM sous_produit WHERE id_produit = $1',
      [item.id_produit],
    );
    const viaSibling = await api<{ code?: string; error?: string }>(server.url, 'offers/likers', {
      token: seller,
      body: { id_sous_produit: sibling?.id, montant: shareOf(item, 0.8) },
    });
    expect(viaSibling.status, viaSibling.body.error).toBe(429);
    expect(viaSibling.body.code).toBe(OFFER_LIKERS_LIMIT_CODE);
    clock += OFFER_RULES.likersEveryHours * HOUR - 1000;
    expect((await send()).status).toBe(429);
    clock += 1000;
    const later = await send();
    expect(later.status, later.body.error).toBe(200);
    expect(later.body.data).toEqual({ sent: 1 });
  });
});
