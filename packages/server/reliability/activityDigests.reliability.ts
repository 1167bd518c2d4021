/**
 * Two server processes on one PostgreSQL, each running its jobs every few milliseconds, as
 * `npm run cluster` runs them: 300 messages written through both make one e-mail when the
 * conversation's window ends, and a seller's likes through both make one digest at the day's
 * end — whichever process gets there first, never both. Each process's clock is moved with the
 * test clock (TEST_CLOCK=on), both at once.
 * Runs when DATABASE_URL is set (`npm run test:postgres:processes`).
 */
import type { Session } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../src/db/database.js';
import { updateSetting } from '../src/db/queries/settings.js';
import { openSession } from '../src/db/queries/users.js';
import { MESSAGE_MAIL_WINDOW_MS } from '../src/notifications/messageMails.js';
import { TEST_CLOCK_PATH } from '../src/testClock.js';
import { api } from '../src/testing/accounts.js';
import { databaseUrl } from '../src/testing/postgresTemplate.js';
import { freshDataDir, removeDataDir, type ServerProcess, startServerProcess } from './serverProcess.js';

const POSTGRES = process.env.DATABASE_URL;
const PROCESSES = 2;
const MESSAGES = 300;

const name = `vitrine_digests_${process.pid}`;
let admin: Database;
let db: Database;
const processes: ServerProcess[] = [];

/** Moves every process's clock by `hours` at once; each runs the jobs then due as it answers. */
async function advance(hours: number): Promise<void> {
  const answers = await Promise.all(
    processes.map((server) => api(server.url, TEST_CLOCK_PATH.replace(/^\/api\//, ''), { body: { hours } })),
  );
  for (const answer of answers) expect(answer.status).toBe(200);
}

/** A new account in France, signed in. */
async function newUser(pseudo: string): Promise<Session> {
  const [row] = (await db.query<{ id_user: number }>(
    `INSERT INTO utilisateur (email, password_hash, pseudo_profile, nom_profile, prenom_profile, sexe_profile,
                              date_naiss_profile, id_pays)
     VALUES ($1, 'x', $2, 'Test', $2, 'Femme', '1990-01-01', (SELECT id_pays FROM pays WHERE alpha2 = 'FR'))
     RETURNING id_user`,
    [`${pseudo.toLowerCase()}.${process.pid}@test.vitrine.dev`, `${pseudo}${process.pid}`],
  )) as [{ id_user: number }];
  // Long enough for the days the clocks are moved (the token is checked against the database's time).
  return openSession(db, row.id_user, 3 * 86_400, new Date());
}

const kept = (idUser: number, kind: string) =>
  db.query<{ subject: string }>('SELECT subject FROM mail_outbox WHERE id_user = $1 AND kind = $2', [
    idUser,
    kind,
  ]);

describe.skipIf(!POSTGRES)(`${PROCESSES} processes on one PostgreSQL keep grouped e-mails once`, () => {
  beforeAll(async () => {
    admin = await openPostgres(POSTGRES as string);
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE ${name}`);
    const env = {
      DATABASE_URL: databaseUrl(POSTGRES as string, name),
      TEST_CLOCK: 'on',
      JOB_INTERVAL_MS: '20',
    };
    // The first start migrates and seeds; the other finds the schema ready.
    processes.push(await startServerProcess({ dataDir: freshDataDir(), env }));
    processes.push(await startServerProcess({ dataDir: freshDataDir(), env }));
    db = await openPostgres(databaseUrl(POSTGRES as string, name));
  });

  afterAll(async () => {
    for (const server of processes) await server.stop().catch(() => server.kill('SIGKILL'));
    await db?.close();
    await admin?.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin?.close();
    for (const server of processes) removeDataDir(server.dataDir);
  });

  it(`${MESSAGES} messages through both processes make one e-mail`, async () => {
    const [receiver, sender] = [await newUser('Receveuse'), await newUser('Bavard')];
    for (let burst = 0; burst < MESSAGES / 10; burst++) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, index) => {
          const server = processes[index % PROCESSES] as ServerProcess;
          const answer = await api(server.url, 'MessageController/send_message', {
            token: sender.token,
            body: {
              id_receiver: receiver.id_user,
              objet: 'Sac Kelly',
              corps_message: `Message ${burst}.${index}`,
            },
          });
          expect(answer.status).toBe(200);
        }),
      );
    }
    expect(await kept(receiver.id_user, 'message')).toEqual([]);
    await advance((MESSAGE_MAIL_WINDOW_MS + 60_000) / 3_600_000);
    await advance(0.01);
    const mails = await kept(receiver.id_user, 'message');
    expect(mails).toEqual([{ subject: `${MESSAGES} nouveaux messages de ${sender.pseudo}` }]);
  });

  it("a seller's likes through both processes make one digest", async () => {
    const [seller] = await db.query<{ id_user: number; ids: number[] }>(
      `SELECT p.id_vendeur AS id_user, (array_agg(p.id_produit ORDER BY p.id_produit))[1:4] AS ids
         FROM produit p WHERE p.verifie_le IS NOT NULL
        GROUP BY p.id_vendeur HAVING count(*) >= 4 ORDER BY p.id_vendeur LIMIT 1`,
    );
    if (!seller) throw new Error('No seller with four verified listings');
    // Read in French, in France.
    await updateSetting(db, seller.id_user, { name: 'langue', value: 'fr' });
    await updateSetting(db, seller.id_user, { name: 'pays', value: 'FR' });
    const likers = [await newUser('Aime'), await newUser('Adore'), await newUser('Chérit')];
    await Promise.all(
      likers.flatMap((liker, who) =>
        seller.ids.slice(0, who + 2).map(async (id_produit, index) => {
          const server = processes[(who + index) % PROCESSES] as ServerProcess;
          const answer = await api(server.url, 'WishlistController/toggle_wishlist', {
            token: liker.token,
            body: { id_produit },
          });
          expect(answer.status).toBe(200);
        }),
      ),
    );
    // A day on: the seller's evening has come once, whatever the hour the test started.
    await advance(24);
    await advance(0.01);
    const digests = await kept(seller.id_user, 'love');
    expect(digests).toEqual([{ subject: '3 personnes ont aimé 4 de vos articles aujourd’hui' }]);
    const days = await db.query('SELECT people FROM like_digest WHERE id_vendeur = $1', [seller.id_user]);
    expect(days).toEqual([{ people: 3 }]);
  });
});
