/**
 * Saved searches and alerts through HTTP against a real server and database, on a clock the test
 * moves: a shopper keeps searches (their own only: anyone else's is 404), a listing staff verify
 * that matches one becomes an alert, a lower price on a loved item too, and the day's alerts are
 * e-mailed once a day at the shopper's local digest hour, in their language, while their setting
 * is on.
 */
import { type Alert, MAX_SAVED_SEARCHES, type SavedSearch, type Session } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateSetting } from '../db/queries/settings.js';
import { openSession } from '../db/queries/users.js';
import { lastDigestDay, timeZoneOf } from '../notifications/digestDay.js';
import { runDueJobs } from '../orders/jobs.js';
import type { RunningServer } from '../server.js';
import { api } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The server's clock starts tomorrow at 06:00 UTC: morning in Europe, before the digest hour. */
const START = new Date(Date.now() + DAY);
START.setUTCHours(6, 0, 0, 0);
let clock = START.getTime();
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), jobIntervalMs: 24 * HOUR });
});
afterAll(() => server?.close());

let users = 0;

/** A new shopper reading `langue`, in `alpha2`, signed in for the test's whole (moved) time. */
async function newShopper(langue = 'en', alpha2 = 'GB'): Promise<Session> {
  const pseudo = `Alerts${process.pid}x${++users}`;
  const [row] = (await server.db.query<{ id_user: number }>(
    `INSERT INTO utilisateur (email, password_hash, pseudo_profile, nom_profile, prenom_profile, sexe_profile,
                              date_naiss_profile, id_pays, langue_application)
     SELECT $1, 'x', $2, 'Test', $2, 'Femme', '1990-01-01',
            (SELECT id_pays FROM pays WHERE alpha2 = $3), (SELECT id FROM langue WHERE alpha2 = $4)
     RETURNING id_user`,
    [`${pseudo.toLowerCase()}@test.vitrine.dev`, pseudo, alpha2, langue],
  )) as [{ id_user: number }];
  return openSession(server.db, row.id_user, 90 * 86_400, new Date(clock));
}

type Answer<T> = { data: T; error?: string; code?: string };

const save = (as: Session, search: Record<string, unknown>) =>
  api<Answer<SavedSearch>>(server.url, 'alerts/searches/save', { token: as.token, body: search });
const searchesOf = async (as: Session) =>
  (await api<Answer<SavedSearch[]>>(server.url, 'alerts/searches', { token: as.token })).body.data;
const alertsOf = async (as: Session) =>
  (await api<Answer<Alert[]>>(server.url, 'alerts/mine', { token: as.token })).body.data;

interface Listing {
  id_produit: number;
  id_marque: number;
  etat_produit: 'neuf' | 'occasion';
  prix_unitaire: number;
  id_vendeur: number;
}

let taken = 0;
/**
 * A listing of the seeded catalogue made new: off sale, awaiting staff's first verification, as
 * one a seller has just added (the newest ones first, a different one each call).
 */
async function newListing(): Promise<Listing> {
  const [row] = await server.db.query<Listing>(
    `SELECT p.id_produit, p.id_marque, p.etat_produit, p.prix_unitaire::float8 AS prix_unitaire, p.id_vendeur
       FROM produit p
      WHERE p.a_vendre AND EXISTS (SELECT 1 FROM sous_produit s WHERE s.id_produit = p.id_produit AND s.etat = 'Disponible')
      ORDER BY p.id_produit DESC OFFSET $1 LIMIT 1`,
    [taken++],
  );
  const listing = row as Listing;
  await server.db.query('UPDATE produit SET verifie_le = NULL WHERE id_produit = $1', [listing.id_produit]);
  await server.db.query('DELETE FROM prix_verifie WHERE id_produit = $1', [listing.id_produit]);
  return listing;
}

/** Staff verify the listing through the real endpoint, signed in on the server's clock. */
async function verify(idProduit: number): Promise<void> {
  const [staff] = await server.db.query<{ id_user: number }>(
    "SELECT id_user FROM utilisateur WHERE role = 'staff' ORDER BY id_user LIMIT 1",
  );
  const session = await openSession(server.db, (staff as { id_user: number }).id_user, 3600, new Date(clock));
  const answer = await api(server.url, 'ProduitController/verifier_produit', {
    token: session.token,
    body: { id_produit: idProduit, decision: 'verify' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe('saved searches', () => {
  it('keeps a shopper’s searches with their filters, newest first, and forgets one on request', async () => {
    const ana = await newShopper();
    const first = await save(ana, { q: 'hermes', etat: 'occasion', prix_max: 5000 });
    expect(first.status, first.body.error).toBe(200);
    expect(first.body.data).toMatchObject({
      q: 'hermes',
      etat: 'occasion',
      prix_max: 5000,
      prix_min: null,
      id_marque: null,
      pays: 'GB',
      langue: 'en',
    });
    const second = await save(ana, { genre: 'femme', id_couleur: 1, langue: 'it', pays: 'JP' });
    expect(second.body.data).toMatchObject({
      genre: 'femme',
      id_couleur: 1,
      langue: 'it',
      pays: 'JP',
      q: null,
    });
    expect((await searchesOf(ana)).map((s) => s.id_recherche)).toEqual([
      second.body.data.id_recherche,
      first.body.data.id_recherche,
    ]);
    const forgotten = await api(server.url, 'alerts/searches/delete', {
      token: ana.token,
      body: { id_recherche: first.body.data.id_recherche },
    });
    expect(forgotten.status).toBe(200);
    expect((await searchesOf(ana)).map((s) => s.id_recherche)).toEqual([second.body.data.id_recherche]);
  });

  it('answers 404 for another shopper’s saved search, which stays theirs', async () => {
    const [ana, ben] = [await newShopper(), await newShopper()];
    const kept = (await save(ana, { q: 'chanel' })).body.data;
    const theirs = await api<Answer<unknown>>(server.url, 'alerts/searches/delete', {
      token: ben.token,
      body: { id_recherche: kept.id_recherche },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toMatch(/No saved search/);
    expect(await searchesOf(ben)).toEqual([]);
    expect((await searchesOf(ana)).map((s) => s.id_recherche)).toEqual([kept.id_recherche]);
  });

  it('refuses a search of nothing, a price range upside down and an unknown country (400), and more than the limit (429)', async () => {
    const ana = await newShopper();
    expect((await save(ana, {})).status).toBe(400);
    expect((await save(ana, { q: '   ' })).status).toBe(400);
    expect((await save(ana, { prix_min: 500, prix_max: 100 })).status).toBe(400);
    expect((await save(ana, { q: 'dior', pays: 'ZZ' })).status).toBe(400);
    const saves = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 2 }, (_, n) => save(ana, { q: `dior ${n}` })),
    );
    expect(saves.filter((answer) => answer.status === 200)).toHaveLength(MAX_SAVED_SEARCHES);
    const refused = saves.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.body.code).toBe('saved_search_limit');
    expect(await searchesOf(ana)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('needs a session: 401 for a visitor', async () => {
    expect((await api(server.url, 'alerts/searches', {})).status).toBe(401);
    expect((await api(server.url, 'alerts/searches/save', { body: { q: 'dior' } })).status).toBe(401);
  });
});

describe('alerts', () => {
  it('a listing staff verify becomes an alert for each shopper whose search it matches, once, and for no one else', async () => {
    const listing = await newListing();
    const other = listing.etat_produit === 'neuf' ? 'occasion' : 'neuf';
    const [ana, ben, cleo, dora] = [
      await newShopper(),
      await newShopper(),
      await newShopper(),
      await newShopper(),
    ];
    // Two of Ana's searches match: one alert.
    await save(ana, { id_marque: listing.id_marque });
    await save(ana, { id_marque: listing.id_marque, etat: listing.etat_produit });
    await save(ben, { id_marque: listing.id_marque, etat: other });
    // A price bound the listing is above.
    await save(cleo, { id_marque: listing.id_marque, prix_max: 1, pays: 'FR' });
    await save(dora, { id_marque: listing.id_marque });
    await updateSetting(server.db, dora.id_user, { name: 'alertes', value: false });
    expect(await alertsOf(ana)).toEqual([]);

    await verify(listing.id_produit);
    const [alert, ...more] = await alertsOf(ana);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      genre: 'nouveaute',
      id_produit: listing.id_produit,
      prix: listing.prix_unitaire,
      prix_avant: null,
    });
    for (const shopper of [ben, cleo, dora]) expect(await alertsOf(shopper)).toEqual([]);
  });

  it('a verification stands when a saved search can no longer be matched, and the other shoppers are still told', async () => {
    const listing = await newListing();
    const [broken, ana] = [await newShopper(), await newShopper()];
    // A search kept for a country the catalogue no longer has: its price filter cannot be read.
    await server.db.query(
      `INSERT INTO recherche_sauvee (id_user, id_marque, pays, langue, created_at)
       VALUES ($1, $2, 'ZZ', 'en', $3)`,
      [broken.id_user, listing.id_marque, new Date(clock)],
    );
    await save(ana, { id_marque: listing.id_marque });

    await verify(listing.id_produit);
    const [row] = await server.db.query<{ verified: boolean }>(
      'SELECT verifie_le IS NOT NULL AS verified FROM produit WHERE id_produit = $1',
      [listing.id_produit],
    );
    expect(row?.verified).toBe(true);
    expect(await alertsOf(ana)).toMatchObject([{ genre: 'nouveaute', id_produit: listing.id_produit }]);
    expect(await alertsOf(broken)).toEqual([]);
  });

  it('a listing verified again at a lower price alerts those who love it; a higher one does not', async () => {
    const listing = await newListing();
    await verify(listing.id_produit);
    const [lover, seeker] = [await newShopper(), await newShopper()];
    await api(server.url, 'WishlistController/toggle_wishlist', {
      token: lover.token,
      body: { id_produit: listing.id_produit },
    });
    await save(seeker, { id_marque: listing.id_marque });
    const lower = Math.floor(listing.prix_unitaire * 0.8);
    await server.db.query('UPDATE produit SET prix_unitaire = $2, verifie_le = NULL WHERE id_produit = $1', [
      listing.id_produit,
      lower,
    ]);
    clock += HOUR;
    await verify(listing.id_produit);
    expect(await alertsOf(lover)).toMatchObject([
      { genre: 'baisse', id_produit: listing.id_produit, prix: lower, prix_avant: listing.prix_unitaire },
    ]);
    // Verified again, it is no new listing to those who look for it.
    expect(await alertsOf(seeker)).toEqual([]);
    await server.db.query('UPDATE produit SET prix_unitaire = $2, verifie_le = NULL WHERE id_produit = $1', [
      listing.id_produit,
      listing.prix_unitaire,
    ]);
    await verify(listing.id_produit);
    expect(await alertsOf(lover)).toHaveLength(1);
  });
});

describe('the daily digest of alerts', () => {
  interface KeptMail {
    subject: string;
    text_body: string;
    dedupe_key: string;
  }
  const mailsTo = (idUser: number) =>
    server.db.query<KeptMail>(
      "SELECT subject, text_body, dedupe_key FROM mail_outbox WHERE id_user = $1 AND kind = 'alertes' ORDER BY id",
      [idUser],
    );
  /** Three runners at once: two as other processes would run them, and the server's own. */
  const runnersAtOnce = () =>
    Promise.all([runDueJobs(server.context), runDueJobs(server.context), server.jobs.runNow()]);
  const nextDigestHour = (country: string) =>
    lastDigestDay(new Date(clock + DAY), timeZoneOf(country)).end.getTime();

  it('e-mails the day’s alerts once per day per shopper, at their digest hour, in their language', async () => {
    const fr = await newShopper('fr', 'FR');
    const jp = await newShopper('jp', 'JP');
    const first = await newListing();
    const second = await newListing();
    for (const shopper of [fr, jp]) {
      await save(shopper, { id_marque: first.id_marque });
      await save(shopper, { id_marque: second.id_marque });
    }
    const digestAt = nextDigestHour('FR');
    await verify(first.id_produit);
    await verify(second.id_produit);
    await runnersAtOnce();
    expect(await mailsTo(fr.id_user)).toEqual([]);

    clock = digestAt;
    await runnersAtOnce();
    await runnersAtOnce();
    const [digest, ...others] = await mailsTo(fr.id_user);
    expect(others).toEqual([]);
    expect(digest?.subject).toBe('2 nouveautés pour vous aujourd’hui');
    expect(digest?.text_body.split('\n').filter((line) => line.startsWith('Nouveau : '))).toHaveLength(2);
    // Tokyo's digest hour (11:00 UTC) came after the alerts too: theirs, in Japanese.
    const [tokyo, ...again] = await mailsTo(jp.id_user);
    expect(again).toEqual([]);
    expect(tokyo?.subject).toBe('今日のお知らせ 2 件');

    // Later runs, and the next day with nothing new, add nothing.
    clock = nextDigestHour('FR');
    await runnersAtOnce();
    expect(await mailsTo(fr.id_user)).toHaveLength(1);
    expect(await mailsTo(jp.id_user)).toHaveLength(1);
    // Each day was looked at once: the one with its two alerts, then one with none.
    const days = await server.db.query<{ alertes: number }>(
      'SELECT alertes FROM alerte_digest WHERE id_user = $1 ORDER BY period_end',
      [fr.id_user],
    );
    expect(days.map((day) => day.alertes)).toEqual([2, 0]);
  });

  it('sends none with the alerts setting off', async () => {
    const off = await newShopper('it', 'IT');
    const listing = await newListing();
    await save(off, { id_marque: listing.id_marque });
    await verify(listing.id_produit);
    expect(await alertsOf(off)).toHaveLength(1);
    await updateSetting(server.db, off.id_user, { name: 'alertes', value: false });
    clock = nextDigestHour('IT');
    await runnersAtOnce();
    expect(await mailsTo(off.id_user)).toEqual([]);
  });
});
