/**
 * The e-mails of messages and likes cannot flood anyone, against the real server and database
 * with the server's clock moved by the test: a conversation's messages make one e-mail per window
 * (300 messages: one), two conversations two, messages read meanwhile none; a seller's likes make
 * one digest a day at their local digest hour with the likes that still stand, none with the
 * setting off or when nothing stands. Each is kept once however many runners run at once (on
 * PostgreSQL, each runner on connections of its own, as processes would).
 */
import type { Message, Session } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateSetting } from '../db/queries/settings.js';
import { openSession } from '../db/queries/users.js';
import { runDueJobs } from '../orders/jobs.js';
import { connectSocket } from '../realtime/socketServer.test.helpers.js';
import type { RunningServer } from '../server.js';
import { api, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';
import { DIGEST_HOUR, lastDigestDay, timeZoneOf } from './digestDay.js';
import { MESSAGE_MAIL_WINDOW_MS, MESSAGES_QUOTED } from './messageMails.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The server's clock starts tomorrow at 06:00 UTC: morning in Paris, before the seller's digest hour. */
const START = new Date(Date.now() + DAY);
START.setUTCHours(6, 0, 0, 0);
let clock = START.getTime();

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), jobIntervalMs: 24 * HOUR });
});
afterAll(() => server?.close());

let users = 0;

/** A new account reading `langue`, in `alpha2`, signed in for the test's whole (moved) time. */
async function newUser(langue: string, alpha2 = 'FR'): Promise<Session> {
  const pseudo = `Digest${process.pid}x${++users}`;
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

const send = async (from: Session, to: Session, objet: string, corps_message: string) => {
  const answer = await api<{ data: Message[] }>(server.url, 'MessageController/send_message', {
    token: from.token,
    body: { id_receiver: to.id_user, objet, corps_message },
  });
  expect(answer.status).toBe(200);
};

const readThread = async (as: Session, other: Session, objet: string) => {
  const answer = await api(server.url, 'MessageController/read', {
    token: as.token,
    body: { id_receiver: other.id_user, objet },
  });
  expect(answer.status).toBe(200);
};

const toggleLike = async (as: Session, id_produit: number, liked: boolean) => {
  const answer = await api<{ is_liked: boolean }>(server.url, 'WishlistController/toggle_wishlist', {
    token: as.token,
    body: { id_produit },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.is_liked).toBe(liked);
};

interface KeptMail {
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
}

/** The e-mails of `kind` kept for the user, oldest first. */
async function mailsTo(idUser: number, kind: 'message' | 'love'): Promise<KeptMail[]> {
  const rows = await server.db.query<Omit<KeptMail, 'headers'> & { headers: string }>(
    'SELECT subject, text_body, html_body, headers FROM mail_outbox WHERE id_user = $1 AND kind = $2 ORDER BY id',
    [idUser, kind],
  );
  return rows.map((row) => ({ ...row, headers: JSON.parse(row.headers) as Record<string, string> }));
}

/** Three runners at once: two as other processes would run them, and the server's own. */
async function runnersAtOnce(): Promise<void> {
  await Promise.all([runDueJobs(server.context), runDueJobs(server.context), server.jobs.runNow()]);
}

describe('e-mails of messages, one per conversation per window', () => {
  it('300 messages in one conversation, over the socket and HTTP, make one e-mail when the window ends, in the reader’s language; the next message opens the next window', async () => {
    const receiver = await newUser('ru', 'RU');
    const sender = await newUser('fr');
    const socket = await connectSocket(server.url, { token: sender.token });
    const opened = clock;
    // In bursts of ten, one second apart, over HTTP and the socket in turn: five minutes of
    // writing, within one window.
    try {
      for (let burst = 0; burst < 30; burst++) {
        await Promise.all(
          Array.from({ length: 10 }, async (_, index) => {
            const corps_message = `Message ${burst * 10 + index + 1}`;
            if (index % 2 === 0) return send(sender, receiver, 'Sac Kelly', corps_message);
            const ack = await socket.emitWithAck<{ error?: unknown }>('message', {
              id_receiver: receiver.id_user,
              objet: 'Sac Kelly',
              corps_message,
            });
            expect(ack.error).toBeUndefined();
          }),
        );
        clock += SECOND;
      }
    } finally {
      socket.close();
    }
    // Nothing while the window is open.
    await server.jobs.runNow();
    clock = opened + MESSAGE_MAIL_WINDOW_MS - SECOND;
    await server.jobs.runNow();
    expect(await mailsTo(receiver.id_user, 'message')).toEqual([]);

    clock = opened + MESSAGE_MAIL_WINDOW_MS;
    await runnersAtOnce();
    await runnersAtOnce();
    const [mail, ...others] = await mailsTo(receiver.id_user, 'message');
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`300 новых сообщений от ${sender.pseudo}`);
    expect(mail?.headers['X-Vitrine-Messages']).toBe('300');
    expect(mail?.text_body).toContain(`Вам пишет ${sender.pseudo} по теме «Sac Kelly»:`);
    // The first ones quoted, the others counted.
    const quoted = mail?.text_body.match(/«Message \d+»/g) ?? [];
    expect(quoted).toHaveLength(MESSAGES_QUOTED);
    expect(quoted[0]).toMatch(/«Message \d+»/);
    expect(mail?.text_body).toContain(`И ещё ${300 - MESSAGES_QUOTED} сообщений.`);
    expect(mail?.text_body).toMatch(/Открыть переписку: http:\/\/.+\/useraccount\/message-detail\/\d+/);
    expect(mail?.html_body).toContain('<html lang="ru');

    // A message after the window opens another, e-mailed when it ends, with that message alone.
    clock += MINUTE;
    const next = clock;
    await send(sender, receiver, 'Sac Kelly', 'Encore une question');
    await runnersAtOnce();
    expect(await mailsTo(receiver.id_user, 'message')).toHaveLength(1);
    clock = next + MESSAGE_MAIL_WINDOW_MS;
    await runnersAtOnce();
    const mails = await mailsTo(receiver.id_user, 'message');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(`1 новое сообщение от ${sender.pseudo}`);
    expect(mails[1]?.text_body).toContain('«Encore une question»');
    expect(mails[1]?.text_body).not.toContain('Message 1');
  });

  it('two conversations make two e-mails, each with its own messages', async () => {
    const receiver = await newUser('en', 'GB');
    const [first, second] = [await newUser('fr'), await newUser('it', 'IT')];
    const opened = clock;
    await send(first, receiver, 'Kelly', 'Is it still available?');
    await send(second, receiver, 'Birkin', 'What size is it?');
    await send(first, receiver, 'Kelly', 'And the dust bag?');
    await send(second, receiver, 'Birkin', 'Any scratches?');
    await send(second, receiver, 'Birkin', 'Thanks!');
    clock = opened + MESSAGE_MAIL_WINDOW_MS;
    await runnersAtOnce();
    const mails = await mailsTo(receiver.id_user, 'message');
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [`2 new messages from ${first.pseudo}`, `3 new messages from ${second.pseudo}`].sort(),
    );
    const kelly = mails.find((mail) => mail.headers['X-Vitrine-Sender'] === String(first.id_user));
    expect(kelly?.text_body).toContain('“Is it still available?”');
    expect(kelly?.text_body).toContain('“And the dust bag?”');
    expect(kelly?.text_body).not.toContain('scratches');
  });

  it('sends nothing when the messages were read before the window ended, or with the setting off', async () => {
    const receiver = await newUser('it', 'IT');
    const sender = await newUser('fr');
    const opened = clock;
    await send(sender, receiver, 'Borsa', 'Ciao!');
    await send(sender, receiver, 'Borsa', 'È ancora disponibile?');
    clock += 2 * MINUTE;
    await readThread(receiver, sender, 'Borsa');
    clock = opened + MESSAGE_MAIL_WINDOW_MS;
    await runnersAtOnce();
    expect(await mailsTo(receiver.id_user, 'message')).toEqual([]);

    // Only what is still unread is told.
    const again = clock;
    await send(sender, receiver, 'Borsa', 'Prima domanda');
    await readThread(receiver, sender, 'Borsa');
    await send(sender, receiver, 'Borsa', 'Seconda domanda');
    clock = again + MESSAGE_MAIL_WINDOW_MS;
    await runnersAtOnce();
    const [mail, ...others] = await mailsTo(receiver.id_user, 'message');
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`1 nuovo messaggio da ${sender.pseudo}`);
    expect(mail?.text_body).toContain('«Seconda domanda»');
    expect(mail?.text_body).not.toContain('Prima domanda');

    await updateSetting(server.db, receiver.id_user, { name: 'message', value: false });
    const off = clock;
    await send(sender, receiver, 'Borsa', 'Pronto?');
    clock = off + MESSAGE_MAIL_WINDOW_MS;
    await runnersAtOnce();
    expect(await mailsTo(receiver.id_user, 'message')).toHaveLength(1);
  });
});

describe('the daily digest of likes', () => {
  let seller: { id_user: number };
  let items: number[];

  beforeAll(async () => {
    const [row] = await server.db.query<{ id_user: number }>(
      'SELECT id_user FROM utilisateur WHERE lower(email) = lower($1)',
      [TEST_ACCOUNTS.seller],
    );
    seller = row as { id_user: number };
    items = (
      await server.db.query<{ id_produit: number }>(
        `SELECT id_produit FROM produit WHERE id_vendeur = $1 AND verifie_le IS NOT NULL
          ORDER BY id_produit LIMIT 3`,
        [seller.id_user],
      )
    ).map((item) => item.id_produit);
    expect(items).toHaveLength(3);
    await updateSetting(server.db, seller.id_user, { name: 'pays', value: 'FR' });
    await updateSetting(server.db, seller.id_user, { name: 'langue', value: 'en' });
  });
  afterAll(async () => {
    await updateSetting(server.db, seller.id_user, { name: 'langue', value: 'fr' });
    await updateSetting(server.db, seller.id_user, { name: 'love', value: true });
  });

  /** The moment the seller's digest hour comes after the current clock. */
  const nextDigestHour = () => lastDigestDay(new Date(clock + DAY), timeZoneOf('FR')).end.getTime();

  it('tells the day’s likes that still stand once, at the seller’s local digest hour, however many runners', async () => {
    const [a, b, c] = items as [number, number, number];
    const [ana, ben, cleo] = [await newUser('fr'), await newUser('en', 'GB'), await newUser('jp', 'JP')];
    const digestAt = nextDigestHour();
    expect(new Date(digestAt).toLocaleString('en-GB', { timeZone: 'Europe/Paris', hour: 'numeric' })).toBe(
      String(DIGEST_HOUR),
    );
    await toggleLike(ana, a, true);
    await toggleLike(ana, b, true);
    clock += HOUR;
    await toggleLike(ben, a, true);
    await toggleLike(ben, b, true);
    await toggleLike(cleo, c, true);
    clock += HOUR;
    // Undone the same day: neither Cleo nor Ben's like of b is told.
    await toggleLike(cleo, c, false);
    await toggleLike(ben, b, false);
    await toggleLike(ben, b, true);
    await toggleLike(ben, b, false);
    // The seller's own like is not news.
    const sellerSession = await openSession(server.db, seller.id_user, 90 * 86_400, new Date(clock));
    await toggleLike(sellerSession, c, true);

    // No e-mail per like, and none before the digest hour.
    await server.jobs.runNow();
    clock = digestAt - MINUTE;
    await runnersAtOnce();
    expect(await mailsTo(seller.id_user, 'love')).toEqual([]);

    clock = digestAt;
    await runnersAtOnce();
    await runnersAtOnce();
    const [digest, ...others] = await mailsTo(seller.id_user, 'love');
    expect(others).toEqual([]);
    expect(digest?.subject).toBe('2 people loved 2 of your items today');
    const lines = digest?.text_body.split('\n') ?? [];
    expect(lines.filter((line) => / people$| person$/.test(line))).toEqual([
      expect.stringMatching(/: 2 people$/),
      expect.stringMatching(/: 1 person$/),
    ]);
    expect(digest?.text_body).toMatch(/See my products: http:\/\/.+\/useraccount\//);

    // Later runs that day, and the next day with nothing new, add nothing.
    clock += 3 * HOUR;
    await runnersAtOnce();
    clock = nextDigestHour();
    await runnersAtOnce();
    expect(await mailsTo(seller.id_user, 'love')).toHaveLength(1);
    await toggleLike(sellerSession, c, false);
  });

  it('sends nothing when the day’s likes were all undone, or with the likes setting off', async () => {
    const [a] = items as [number];
    const dora = await newUser('fr');
    clock += HOUR;
    await toggleLike(dora, a, true);
    await toggleLike(dora, a, false);
    clock = nextDigestHour();
    await runnersAtOnce();
    expect(await mailsTo(seller.id_user, 'love')).toHaveLength(1);

    await updateSetting(server.db, seller.id_user, { name: 'love', value: false });
    clock += HOUR;
    await toggleLike(dora, a, true);
    clock = nextDigestHour();
    await runnersAtOnce();
    expect(await mailsTo(seller.id_user, 'love')).toHaveLength(1);
    // The day was looked at, once.
    const days = await server.db.query<{ people: number }>(
      'SELECT people FROM like_digest WHERE id_vendeur = $1 ORDER BY period_end',
      [seller.id_user],
    );
    expect(days.map((day) => day.people)).toEqual([2, 0, 1]);
  });
});
