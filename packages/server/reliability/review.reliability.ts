/**
 * 9. An outside review's findings, each tried again from outside as the attacker did, over HTTP
 * and the live connection only, against a server with the production limits:
 *
 * 1. a socket outliving its session (after a sign-out, after the token's expiry);
 * 2. the files of a refused upload left on disk;
 * 3. items held without paying, by one account and by accounts made by the dozen;
 * 4. a stranger's wrong passwords locking the owner out;
 * 5. a sandbox card token paying twice, or for another user;
 * 6. no Strict-Transport-Security over https, no Referrer-Policy, no Permissions-Policy.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type CreateIntentBody, type PaymentIntent, SOCKET_PATH } from '@vitrine/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { multipartForm, signupFields } from '../src/http/receiveFiles.test.helpers.js';
import { DEMO_PASSWORD } from '../src/seed/seedCatalogue.js';
import { TEST_ACCOUNTS } from '../src/testing/accounts.js';
import { type Buyer, type ItemForSale, intentBody, newBuyer } from '../src/testing/checkoutFixtures.js';
import { withDatabase, withDb } from './database.js';
import { reportFigure } from './figures.js';
import { call } from './http.js';
import { itemsForSale } from './items.js';
import { freshDataDir, removeDataDir, type ServerProcess, startServerProcess } from './serverProcess.js';

/** The production defaults, written out: this suite's other servers lift them. */
const LIMITS = {
  RATE_LIMIT_SIGNUPS: '20',
  RATE_LIMIT_SIGNINS: '60',
  RATE_LIMIT_UPLOADS: '60',
  RATE_LIMIT_MESSAGES_SENT: '60',
  RATE_LIMIT_MESSAGES_RECEIVED: '200',
  RATE_LIMIT_LIKES_SENT: '120',
  RATE_LIMIT_LIKES_RECEIVED: '600',
  HOLD_MAX_ITEMS: '10',
  HOLD_MAX_CHECKOUTS: '3',
};
/** Sessions made through the API last this long here, so one can be watched expiring. */
const TOKEN_SECONDS = 4;

let server: ServerProcess;
let url: string;
const dataDir = freshDataDir(inject('reliabilityTemplate'));
let buyers: Buyer[];
let items: ItemForSale[];
let bodies: CreateIntentBody[];
/** One-item checkouts for the card token check: two for its maker, one for another buyer. */
let tokenBodies: [CreateIntentBody, CreateIntentBody, CreateIntentBody];

beforeAll(async () => {
  ({ buyers, items, bodies, tokenBodies } = await withDatabase(dataDir, async (db) => {
    const buyers: Buyer[] = [];
    for (let n = 0; n < 5; n += 1) buyers.push(await newBuyer(withDb(db)));
    const items = await itemsForSale(db, 30);
    const holder = buyers[0] as Buyer;
    // Four one-item checkouts for the holder, then eleven items at once.
    const bodies = [
      ...(await Promise.all(items.slice(0, 4).map((item) => intentBody(withDb(db), holder, [item])))),
      await intentBody(withDb(db), holder, items.slice(4, 15)),
    ];
    const [maker, other] = buyers.slice(3, 5) as [Buyer, Buyer];
    const tokenBodies: [CreateIntentBody, CreateIntentBody, CreateIntentBody] = [
      await intentBody(withDb(db), maker, [items[16] as ItemForSale]),
      await intentBody(withDb(db), maker, [items[17] as ItemForSale]),
      await intentBody(withDb(db), other, [items[18] as ItemForSale]),
    ];
    return { buyers, items, bodies, tokenBodies };
  }));
  server = await startServerProcess({
    dataDir,
    env: { ...LIMITS, TRUST_PROXY: '127.0.0.1', TOKEN_TTL_SECONDS: String(TOKEN_SECONDS) },
  });
  url = server.url;
});
afterAll(async () => {
  await server?.kill('SIGKILL');
  removeDataDir(dataDir);
});

function connect(token: string): Promise<Socket> {
  const socket = io(url, {
    path: SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** socket.io's reason once the socket ends, or 'still open' after `ms`. */
function endedWithin(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still open'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

const signIn = (email: string, password: string, client = '127.0.0.1') =>
  call<{ token: string; id_user: number }>(url, 'web/auth', {
    body: { email, password, type_device: 'web' },
    headers: { 'x-forwarded-for': client },
  });

const card = (token: string) =>
  call<{ id: string }>(url, 'sandbox/tokens', {
    token,
    body: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } },
  });

const checkout = (token: string, body: CreateIntentBody) =>
  call<{ succeeded: PaymentIntent[]; error?: string }>(url, 'stripe/v2/payment/intent', { token, body });

describe('the review’s findings', () => {
  it('1. a socket ends with its session: at sign-out, and at expiry', async () => {
    const session = await signIn(TEST_ACCOUNTS.buyer, DEMO_PASSWORD);
    expect(session.status).toBe(200);
    const signedOut = await connect(session.body.token);
    const liked: unknown[] = [];
    signedOut.on('like produit', (payload) => liked.push(payload));
    // Listened for before the sign-out: the server may close the socket before it answers.
    const closing = endedWithin(signedOut, 5000);
    expect((await call(url, 'web/logout', { token: session.body.token, body: {} })).status).toBe(200);
    const atSignOut = await closing;
    const likeAfter = signedOut.connected
      ? await signedOut.timeout(2000).emitWithAck('like produit', { id_produit: items[20]?.id_produit })
      : null;

    const expiring = await signIn(TEST_ACCOUNTS.buyer, DEMO_PASSWORD);
    const expiringSocket = await connect(expiring.body.token);
    const atExpiry = await endedWithin(expiringSocket, (TOKEN_SECONDS + 3) * 1000);
    reportFigure(
      `Review 1, live sessions: socket after sign-out ${atSignOut}, after a ${TOKEN_SECONDS} s token's expiry ${atExpiry}`,
    );
    expect(atSignOut).toBe('io server disconnect');
    expect(likeAfter).toBeNull();
    expect(liked).toEqual([]);
    expect(atExpiry).toBe('io server disconnect');
  });

  it('2. a refused upload leaves no file', async () => {
    const [sender, victim] = buyers.slice(1, 3) as [Buyer, Buyer];
    const documents = join(dataDir, 'media', 'private', 'documents');
    const count = () => {
      try {
        return readdirSync(documents).length;
      } catch {
        return 0;
      }
    };
    const before = count();
    const pdf = new Blob([Buffer.alloc(3 * 1024 * 1024, '%PDF-1.4\n')], { type: 'application/pdf' });
    const form = new FormData();
    form.set('id_user', String(victim.id_user));
    form.set('device', 'web');
    for (const field of [
      'piece_identite_profile',
      'piece_identite_profile_dos',
      'certificat_residence',
      'certificat_residence2',
    ])
      form.set(field, pdf, `${field}.pdf`);
    const refused = await call(url, 'ProfileController/become_kim_step4', {
      token: sender.token,
      body: form,
    });
    const after = count();
    reportFigure(`Review 2, refused uploads: ${refused.status}, documents kept ${after - before}`);
    expect(refused.status).toBe(403);
    expect(after).toBe(before);
  });

  it('3. one account holds at most 10 items in 3 unpaid checkouts, and one address makes at most 20 accounts an hour', async () => {
    const holder = buyers[0] as Buyer;
    const statuses: number[] = [];
    for (const body of bodies) statuses.push((await checkout(holder.token, body)).status);
    let signups = 0;
    let refusedAt = 0;
    for (let n = 1; n <= 25 && refusedAt === 0; n += 1) {
      const form = multipartForm(signupFields());
      const answer = await call(url, 'web/signup', {
        body: form,
        headers: { 'x-forwarded-for': '203.0.113.40' },
      });
      if (answer.status === 200) signups += 1;
      else refusedAt = answer.status;
    }
    reportFigure(
      `Review 3, holds: checkouts of 1, 1, 1, 1 and 11 items → ${statuses.join(', ')}; sign-ups from one address: ${signups} then ${refusedAt}`,
    );
    expect(statuses).toEqual([200, 200, 200, 409, 409]);
    expect(signups).toBe(20);
    expect(refusedAt).toBe(429);
  });

  it("4. a stranger's wrong passwords do not lock the owner out", async () => {
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => signIn(TEST_ACCOUNTS.otherSeller, 'wrong-password', '198.51.100.66')),
    );
    const slowed = guesses.filter((answer) => answer.status === 429).length;
    const owner = await signIn(TEST_ACCOUNTS.otherSeller, DEMO_PASSWORD, '192.0.2.10');
    reportFigure(
      `Review 4, sign-in throttling: ${slowed} of 12 guesses slowed down, the owner elsewhere ${owner.status}`,
    );
    expect(slowed).toBeGreaterThan(0);
    expect(owner.status).toBe(200);
  });

  it('5. a sandbox card token pays once, and only for its maker', async () => {
    const [maker, other] = buyers.slice(3, 5) as [Buyer, Buyer];
    const pay = async (who: Buyer, token: string, body: CreateIntentBody) => {
      const created = await checkout(who.token, body);
      const intent = created.body.succeeded?.[0] as PaymentIntent;
      return (
        await call(url, `sandbox/payment_intents/${intent.id}/confirm`, {
          body: { payment_method: token, client_secret: intent.client_secret },
        })
      ).status;
    };
    const token = (await card(maker.token)).body.id;
    const first = await pay(maker, token, tokenBodies[0]);
    const again = await pay(maker, token, tokenBodies[1]);
    const byOther = await pay(other, (await card(maker.token)).body.id, tokenBodies[2]);
    reportFigure(`Review 5, card tokens: first use ${first}, second use ${again}, another user's ${byOther}`);
    expect(first).toBe(200);
    expect(again).toBe(409);
    expect(byOther).toBe(400);
  });

  it('6. https gets Strict-Transport-Security through the trusted proxy; every answer a referrer and a permissions policy', async () => {
    const response = await fetch(`${url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    const headers = ['strict-transport-security', 'referrer-policy', 'permissions-policy'].map(
      (name) => `${name}: ${response.headers.get(name) ?? 'absent'}`,
    );
    reportFigure(`Review 6, headers: ${headers.join('; ')}`);
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  });
});
