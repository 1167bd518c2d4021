/**
 * The e-mails of what others do — messages, a review of a seller, likes of items — through the
 * SDK against the real server (in-process, seeded in-memory PGlite, its clock moved by the test,
 * e-mails written as `.eml` files, read back with a MIME parser): each reaches the reader's
 * address in their language while their toggle is on, and none is written once they turn it off
 * in their settings. Messages are told once their conversation's window ends, likes in the
 * seller's daily digest.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Session } from '@vitrine/contract';
import {
  addAddress,
  itemOf,
  lastDigestDay,
  MESSAGE_MAIL_WINDOW_MS,
  orderIn,
  startTestServer,
  TEST_ACCOUNTS,
  timeZoneOf,
  until,
} from '@vitrine/server/testing';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';
import { socketIoRealtime } from './realtime.js';
import { createMemoryStorage } from './storage.js';

type Email = Awaited<ReturnType<typeof PostalMime.parse>>;

const HOUR = 3_600_000;
/** The server's clock: moved on to complete orders. */
let clock = Date.now();
let server: Awaited<ReturnType<typeof startTestServer>>;
/** Without SMTP, e-mails are written here as `.eml` files. */
const outboxDir = mkdtempSync(join(tmpdir(), 'vitrine-activity-mails-'));
const clients: VitrineClient[] = [];
let buyer: VitrineClient;
/** The same buyer on a live socket: likes and messages go through the socket's events. */
let buyerLive: VitrineClient;
let seller: VitrineClient;

async function signedIn(email: string, live = false): Promise<VitrineClient> {
  const client = createVitrine({
    baseUrl: server.url,
    storage: createMemoryStorage(),
    ...(live ? { realtime: socketIoRealtime({ transports: ['websocket'] }) } : {}),
  });
  clients.push(client);
  const login = await client.auth.login(email, 'Vitrine-demo-2026');
  if (login.error) throw login.error;
  return client;
}

const sessionOf = (client: VitrineClient) => client.store.getState().user as Session;

/** Every e-mail written so far, parsed. */
const allMails = () =>
  Promise.all(readdirSync(outboxDir).map((file) => PostalMime.parse(readFileSync(join(outboxDir, file)))));

const headerOf = (mail: Email, key: string) => mail.headers.find((header) => header.key === key)?.value;

/** The e-mails whose header `key` (lower case) is `value`. */
async function mailsWith(key: string, value: number): Promise<Email[]> {
  return (await allMails()).filter((mail) => headerOf(mail, key) === String(value));
}

const theMailWith = (key: string, value: number) => until(async () => (await mailsWith(key, value))[0]);

/**
 * Waits until what was done before has had its chance to write an e-mail: the seller writes to
 * the buyer, whose toggles stay on; once the conversation's window ended and the jobs ran, that
 * e-mail is waited for. E-mails are sent in order, so one written later means the earlier ones
 * were decided.
 */
async function settled(): Promise<void> {
  const sent = await seller.messages.send({
    id_receiver: sessionOf(buyer).id_user,
    objet: 'Suivi',
    corps_message: 'Merci pour votre message.',
  });
  const id = sent.data?.at(-1)?.id_message as number;
  await windowEnds();
  await theMailWith('x-vitrine-message', id);
}

/** The server's clock past the messages' window, and its jobs run. */
async function windowEnds(): Promise<void> {
  clock += MESSAGE_MAIL_WINDOW_MS;
  await server.jobs.runNow();
}

const recipientOf = (mail: Email) => mail.to?.map((to) => ('address' in to ? to.address : undefined));

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), jobIntervalMs: 24 * HOUR, outboxDir });
  [buyer, buyerLive, seller] = await Promise.all([
    signedIn(TEST_ACCOUNTS.buyer),
    signedIn(TEST_ACCOUNTS.buyer, true),
    signedIn(TEST_ACCOUNTS.seller),
  ]);
  await until(async () => buyerLive.store.getState().connected || undefined);
});
afterAll(async () => {
  for (const client of clients) await client.auth.logout().catch(() => {});
  await server?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

describe("e-mails of others' actions", () => {
  it('a new message: once its window ends, the receiver gets the sender and its start, in their language, until they turn it off', async () => {
    expect((await seller.settings.update('langue', 'it')).error).toBeUndefined();
    try {
      const body = `Bonjour, le sac est-il toujours disponible ? ${'Je voudrais aussi connaître ses dimensions exactes. '.repeat(4)}`;
      const sent = await buyerLive.messages.send({
        id_receiver: sessionOf(seller).id_user,
        objet: 'Sac Kelly',
        corps_message: body,
      });
      const message = sent.data?.at(-1);
      expect(message?.id_sender).toBe(sessionOf(buyer).id_user);
      // Not at once: the receiver may be reading it on the site.
      await server.jobs.runNow();
      expect(await mailsWith('x-vitrine-message', message?.id_message as number)).toEqual([]);

      await windowEnds();
      const mail = await theMailWith('x-vitrine-message', message?.id_message as number);
      expect(recipientOf(mail)).toEqual([TEST_ACCOUNTS.seller]);
      expect(mail.subject).toBe('1 nuovo messaggio da ClaireDemo');
      expect(mail.text).toContain(`Buongiorno ${sessionOf(seller).pseudo},`);
      expect(mail.text).toContain('ClaireDemo ti ha scritto a proposito di «Sac Kelly»:');
      // The first 140 characters, cut at a word's end or not, then an ellipsis: not the whole text.
      expect(mail.text).toContain(`«${body.slice(0, 140).trimEnd()}…»`);
      expect(mail.text).not.toContain(body.trim());

      expect((await seller.settings.update('message', '0')).error).toBeUndefined();
      const unmailed = await buyer.messages.send({
        id_receiver: sessionOf(seller).id_user,
        objet: 'Sac Kelly',
        corps_message: 'Une dernière question.',
      });
      expect(unmailed.error).toBeUndefined();
      await settled();
      expect(await mailsWith('x-vitrine-message', unmailed.data?.at(-1)?.id_message as number)).toEqual([]);
    } finally {
      await seller.settings.update('langue', 'fr');
      await seller.settings.update('message', '1');
    }
  });

  it('a review: the seller gets the mark and the comment, in their language, until they turn it off', async () => {
    const session = sessionOf(buyer);
    const account = { ...session, id_adresse: await addAddress(server, session.id_user) };
    const [first, second] = [
      await orderIn(server, 'received', { buyer: account, item: await itemOf(server, TEST_ACCOUNTS.seller) }),
      await orderIn(server, 'received', { buyer: account, item: await itemOf(server, TEST_ACCOUNTS.seller) }),
    ];
    // Past the 48 h to report a problem: both orders complete and may be reviewed.
    clock += 49 * HOUR;
    await server.jobs.runNow();
    expect((await seller.settings.update('langue', 'en')).error).toBeUndefined();
    try {
      const review = await buyer.reviews.add(first.id_commande, 4, 'Envoi soigné, sac conforme.');
      expect(review.error).toBeUndefined();
      const mail = await theMailWith('x-vitrine-avis', review.data?.id_avis as number);
      expect(recipientOf(mail)).toEqual([TEST_ACCOUNTS.seller]);
      expect(mail.subject).toBe('New review from ClaireDemo: 4/5');
      expect(mail.text).toContain('ClaireDemo rated your sale of');
      expect(mail.text).toContain('“Envoi soigné, sac conforme.”');

      expect((await seller.settings.update('commentaire', '0')).error).toBeUndefined();
      const unmailed = await buyer.reviews.add(second.id_commande, 2, 'Arrivé en retard.');
      expect(unmailed.error).toBeUndefined();
      await settled();
      expect(await mailsWith('x-vitrine-avis', unmailed.data?.id_avis as number)).toEqual([]);
    } finally {
      await seller.settings.update('langue', 'fr');
      await seller.settings.update('commentaire', '1');
    }
  });

  it('likes: the seller gets the day’s likes that still stand in one digest at their local evening hour, never each like, an unlike or their own, until they turn it off', async () => {
    // Two of the seller's items nobody has liked yet.
    const items = await server.db.query<{ id_produit: number }>(
      `SELECT p.id_produit FROM produit p JOIN utilisateur u ON u.id_user = p.id_vendeur
        WHERE lower(u.email) = lower($1) AND p.verifie_le IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM wishlist w WHERE w.id_produit = p.id_produit)
        ORDER BY p.id_produit LIMIT 2`,
      [TEST_ACCOUNTS.seller],
    );
    const [viaSocket, viaHttp] = items.map((item) => item.id_produit) as [number, number];
    const country = (await seller.settings.get()).data?.pays ?? 'FR';
    /** The seller's next digest hour after the server's clock. */
    const digestHour = () => lastDigestDay(new Date(clock + 24 * HOUR), timeZoneOf(country)).end.getTime();
    const digests = async () =>
      (await allMails()).filter(
        (mail) =>
          headerOf(mail, 'x-vitrine-notification') === 'love' &&
          recipientOf(mail)?.[0] === TEST_ACCOUNTS.seller,
      );
    expect((await seller.settings.update('langue', 'jp')).error).toBeUndefined();
    try {
      expect((await buyerLive.favourites.toggle(viaSocket)).data?.is_liked).toBe(true);
      expect((await buyer.favourites.toggle(viaHttp)).data?.is_liked).toBe(true);
      // Unliked the same day, and the seller's own like: neither is told.
      expect((await buyer.favourites.toggle(viaHttp)).data?.is_liked).toBe(false);
      expect((await seller.favourites.toggle(viaSocket)).data?.is_liked).toBe(true);
      await server.jobs.runNow();
      expect(await digests()).toEqual([]);

      clock = digestHour();
      await server.jobs.runNow();
      const [mail, ...others] = await until(async () => ((await digests()).length ? digests() : undefined));
      expect(others).toEqual([]);
      expect(recipientOf(mail as Email)).toEqual([TEST_ACCOUNTS.seller]);
      expect(mail?.subject).toBe('今日 1 人が あなたの商品 1 点 をお気に入りに追加しました');
      expect(mail?.text).toMatch(/\n.+：1 人\n/);

      // Turned off, the next day's like is not told: liked an hour into the next day, which a
      // digest with the setting on would tell.
      expect((await seller.settings.update('love', '0')).error).toBeUndefined();
      clock += HOUR;
      expect((await buyer.favourites.toggle(viaHttp)).data?.is_liked).toBe(true);
      clock = digestHour();
      await server.jobs.runNow();
      await settled();
      expect(await digests()).toHaveLength(1);
    } finally {
      await seller.favourites.toggle(viaSocket);
      await seller.settings.update('langue', 'fr');
      await seller.settings.update('love', '1');
    }
  });
});
