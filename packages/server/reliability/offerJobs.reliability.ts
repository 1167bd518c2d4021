/**
 * Offer expiries under SIGKILL: open offers past their day and accepted offers past their hold are
 * left to a server that is killed again and again while it ends them. Afterwards each offer
 * expired or lapsed exactly once — one recorded move and one e-mail per party told, never two —
 * and none is left open or held. With DATABASE_URL, the same due offers are left to two server
 * processes sharing one PostgreSQL, each running the jobs at once.
 */
import { type MyOffers, type Offer, toMinorUnits } from '@vitrine/contract';
import { afterAll, expect, inject, it } from 'vitest';
import { type Database, openPostgres, type Queryable } from '../src/db/database.js';
import { openSession } from '../src/db/queries/users.js';
import { type Buyer, type ItemForSale, newBuyer } from '../src/testing/checkoutFixtures.js';
import { databaseUrl } from '../src/testing/postgresTemplate.js';
import { withDatabase, withDb } from './database.js';
import { reportFigure } from './figures.js';
import { call } from './http.js';
import { freshDataDir, removeDataDir, type ServerProcess, startServerProcess } from './serverProcess.js';

const UNANSWERED = 8;
const HELD = 8;
const KILLS = 5;
const IDLE = { JOB_INTERVAL_MS: String(3_600_000) };
const BUSY = { JOB_INTERVAL_MS: '20' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = freshDataDir(inject('reliabilityTemplate'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  removeDataDir(dataDir);
});

interface Prepared {
  item: ItemForSale;
  buyer: Buyer;
  sellerToken: string;
}

/** Items of listings on sale, one per listing, with a new buyer each; written while no server runs. */
async function prepareOffers(db: Database): Promise<Prepared[]> {
  const items = await db.query<ItemForSale>(
    `SELECT DISTINCT ON (p.id_produit) p.id_produit, s.id AS id_sous_produit, p.id_vendeur,
            trim(py.code_monnaie) AS code_monnaie_vendeur, p.prix_unitaire, py.taux_change
       FROM sous_produit s
       JOIN produit p ON p.id_produit = s.id_produit
       JOIN utilisateur u ON u.id_user = p.id_vendeur
       JOIN pays py ON py.id_pays = u.id_pays
      WHERE s.etat = 'Disponible' AND p.a_vendre
        AND NOT EXISTS (SELECT 1 FROM payment_intent pi WHERE pi.id_sous_produit = s.id)
      ORDER BY p.id_produit, s.id
      LIMIT $1`,
    [UNANSWERED + HELD],
  );
  const prepared: Prepared[] = [];
  for (const item of items) {
    const buyer = await newBuyer(withDb(db));
    const sellerToken = (await openSession(db, item.id_vendeur, 3600, new Date())).token;
    prepared.push({ item, buyer, sellerToken });
  }
  expect(prepared).toHaveLength(UNANSWERED + HELD);
  return prepared;
}

/** Each buyer offers 80 % of the price; the sellers of the second half accept. */
async function makeOffers(url: string, prepared: Prepared[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, { item, buyer, sellerToken }] of prepared.entries()) {
    const made = await call<{ data: Offer; error?: string }>(url, 'offers/make', {
      token: buyer.token,
      body: {
        id_sous_produit: item.id_sous_produit,
        montant: toMinorUnits(item.prix_unitaire * 0.8, item.code_monnaie_vendeur),
        devise: item.code_monnaie_vendeur,
      },
    });
    if (made.status !== 200) throw new Error(`offers/make: ${made.status} ${made.body.error}`);
    ids.push(made.body.data.id_offre);
    if (index < UNANSWERED) continue;
    const accepted = await call<{ error?: string }>(url, 'offers/accept', {
      token: sellerToken,
      body: { id_offre: made.body.data.id_offre },
    });
    if (accepted.status !== 200) throw new Error(`offers/accept: ${accepted.status} ${accepted.body.error}`);
  }
  return ids;
}

/** A day has passed: every answer and every hold is due. */
function makeEverythingDue(db: Queryable) {
  return db.query(
    `UPDATE offre SET expires_at = CASE WHEN etat = 'open' THEN now() - interval '1 minute' ELSE expires_at END,
                      hold_until = CASE WHEN etat = 'accepted' THEN now() - interval '1 minute' ELSE hold_until END
      WHERE etat IN ('open', 'accepted')`,
  );
}

/** Waits until no offer is open or held, as their buyers read them; answers those that still are. */
async function waitForEnds(url: string, prepared: Prepared[], ids: number[]): Promise<string[]> {
  const deadline = Date.now() + 60_000;
  let pending: string[] = [];
  while (Date.now() < deadline) {
    const states = await Promise.all(
      prepared.map(async ({ buyer }, index) => {
        const answer = await call<{ data: MyOffers }>(url, 'offers/mine', { token: buyer.token });
        const offer = answer.body.data?.sent.find((sent) => sent.id_offre === ids[index]);
        return offer && (offer.etat === 'expired' || offer.etat === 'lapsed')
          ? null
          : `offer ${ids[index]}: ${offer?.etat}`;
      }),
    );
    pending = states.filter((state) => state !== null);
    if (pending.length === 0) break;
    await sleep(200);
  }
  return pending;
}

/** Each offer's state, how many times each end was recorded, and the e-mails kept of it. */
function ledgerOf(db: Queryable, ids: number[]) {
  return db.query<{ id_offre: number; etat: string; ended_steps: number; end_mails: number }>(
    `SELECT o.id_offre::int AS id_offre, o.etat,
            (SELECT count(*)::int FROM offre_etape e WHERE e.id_offre = o.id_offre AND e.etat IN ('expired', 'lapsed')) AS ended_steps,
            (SELECT count(*)::int FROM mail_outbox m
              WHERE m.dedupe_key LIKE 'offre:' || o.id_offre || ':expired:%'
                 OR m.dedupe_key LIKE 'offre:' || o.id_offre || ':lapsed:%') AS end_mails
       FROM offre o WHERE o.id_offre = ANY($1::bigint[]) ORDER BY o.id_offre`,
    [ids],
  );
}

/** Unanswered offers expired once (one e-mail, to the buyer); holds lapsed once (one to each party). */
function expectOnce(ledger: Awaited<ReturnType<typeof ledgerOf>>, ids: number[]) {
  const unanswered = ledger.filter((row) => ids.indexOf(row.id_offre) < UNANSWERED);
  const held = ledger.filter((row) => ids.indexOf(row.id_offre) >= UNANSWERED);
  for (const row of unanswered) expect(row).toMatchObject({ etat: 'expired', ended_steps: 1, end_mails: 1 });
  for (const row of held) expect(row).toMatchObject({ etat: 'lapsed', ended_steps: 1, end_mails: 2 });
  return {
    expiredOnce: unanswered.filter((row) => row.etat === 'expired' && row.ended_steps === 1).length,
    lapsedOnce: held.filter((row) => row.etat === 'lapsed' && row.ended_steps === 1).length,
    twice: ledger.filter((row) => row.ended_steps > 1).length,
  };
}

it('SIGKILL while offers and holds are due: after restarts each ended exactly once', async () => {
  const prepared = await withDatabase(dataDir, prepareOffers);
  server = await startServerProcess({ dataDir, env: IDLE });
  const ids = await makeOffers(server.url, prepared);
  await server.stop();
  await withDatabase(dataDir, makeEverythingDue);

  const killedAfter: number[] = [];
  for (let kill = 0; kill < KILLS; kill++) {
    server = await startServerProcess({ dataDir, env: BUSY });
    const delay = 20 + Math.floor(Math.random() * 250);
    await sleep(delay);
    killedAfter.push(delay);
    await server.kill('SIGKILL');
  }
  server = await startServerProcess({ dataDir, env: BUSY });
  const pending = await waitForEnds(server.url, prepared, ids);
  await server.stop();
  expect(pending, server.output()).toEqual([]);

  const once = expectOnce(await withDatabase(dataDir, (db) => ledgerOf(db, ids)), ids);
  reportFigure(
    `offer jobs: ${KILLS} SIGKILLs (after ${killedAfter.join(', ')} ms) while ${UNANSWERED} offers and ${HELD} holds ` +
      `were due → ${once.expiredOnce}/${UNANSWERED} expired once, ${once.lapsedOnce}/${HELD} lapsed once, ${once.twice} twice`,
  );
});

const POSTGRES = process.env.DATABASE_URL;

it.skipIf(!POSTGRES)('two server processes on one PostgreSQL end each due offer once', async () => {
  const admin = await openPostgres(POSTGRES as string);
  const name = `vitrine_offer_jobs_${process.pid}`;
  await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = databaseUrl(POSTGRES as string, name);
  const db = await openPostgres(url);
  const mediaDirs = [freshDataDir(), freshDataDir()];
  const processes: ServerProcess[] = [];
  try {
    const first = await startServerProcess({
      dataDir: mediaDirs[0] as string,
      env: { ...IDLE, DATABASE_URL: url },
    });
    const prepared = await prepareOffers(db);
    const ids = await makeOffers(first.url, prepared);
    await first.stop();
    await makeEverythingDue(db);
    for (const dir of mediaDirs) {
      processes.push(await startServerProcess({ dataDir: dir, env: { ...BUSY, DATABASE_URL: url } }));
    }
    const pending = await waitForEnds(processes[1]?.url as string, prepared, ids);
    expect(pending, processes.map((process) => process.output()).join('\n')).toEqual([]);
    const once = expectOnce(await ledgerOf(db, ids), ids);
    reportFigure(
      `offer jobs on PostgreSQL: 2 processes sharing ${UNANSWERED} due offers and ${HELD} due holds → ` +
        `${once.expiredOnce}/${UNANSWERED} expired once, ${once.lapsedOnce}/${HELD} lapsed once, ${once.twice} twice`,
    );
  } finally {
    for (const process of processes) await process.stop().catch(() => process.kill('SIGKILL'));
    await db.close();
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.close();
    for (const dir of mediaDirs) removeDataDir(dir);
  }
});
