/**
 * Messages and likes within their limits, against a real server with small limits and a clock
 * the test moves: over HTTP and the socket the same counts are taken; past a limit the answer
 * is 429 with the code `activity_limit` and when to try again, and nothing is stored or changed;
 * a recipient is protected from many senders together; the window's end lifts the limit. The
 * server's defaults are the contract's.
 */
import { ACTIVITY_LIMIT_CODE, ACTIVITY_LIMITS, type Message } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { connectSocket } from '../realtime/socketServer.test.helpers.js';
import type { RunningServer } from '../server.js';
import { api } from '../testing/accounts.js';
import { type Buyer, newBuyer } from '../testing/checkoutFixtures.js';
import { startTestServer } from '../testing/testServer.js';

const LIMITS = {
  messages: { perSender: 3, perRecipient: 5 },
  likes: { perSender: 3, perRecipient: 4 },
};
let server: RunningServer;
let clock = new Date('2026-11-28T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ activityLimits: LIMITS, now: () => clock });
});
afterAll(() => server?.close());

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function send(from: Buyer, to: Buyer, objet: string) {
  const response = await fetch(`${server.url}/api/MessageController/send_message`, {
    method: 'POST',
    headers: { authorization: `Bearer ${from.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id_receiver: to.id_user, objet, corps_message: 'Bonjour' }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { error?: string; code?: string; retry_after?: number },
  };
}

async function storedBetween(a: Buyer, b: Buyer, objet: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM message WHERE id_sender = $1 AND id_receiver = $2 AND objet = $3',
    [a.id_user, b.id_user, objet],
  );
  return row?.n ?? 0;
}

describe('messages', () => {
  it('one sender: HTTP and the socket take from one count; past it 429, nothing stored, until the window ends', async () => {
    const [anna, bruno, chloe] = [await newBuyer(server), await newBuyer(server), await newBuyer(server)];
    const objet = `Limite ${Date.now()}`;
    expect((await send(anna, bruno, objet)).status).toBe(200);
    expect((await send(anna, chloe, objet)).status).toBe(200);
    const socket = await connectSocket(server.url, { token: anna.token });
    try {
      const third = await socket.emitWithAck<{ data?: Message[] }>('message', {
        id_receiver: bruno.id_user,
        objet,
        corps_message: 'Par le socket',
      });
      expect(third.data?.at(-1)?.corps_message).toBe('Par le socket');
      const overSocket = await socket.emitWithAck<{ error?: string }>('message', {
        id_receiver: chloe.id_user,
        objet,
        corps_message: 'Une de trop',
      });
      expect(overSocket.error).toMatch(/sent 3 messages in a short time: please wait 10 minutes/);
    } finally {
      socket.close();
    }
    const overHttp = await send(anna, bruno, objet);
    expect(overHttp.status).toBe(429);
    expect(overHttp.body.code).toBe(ACTIVITY_LIMIT_CODE);
    expect(overHttp.body.retry_after).toBe(600);
    expect(overHttp.retryAfter).toBe('600');
    expect(await storedBetween(anna, bruno, objet)).toBe(2);
    expect(await storedBetween(anna, chloe, objet)).toBe(1);

    later(ACTIVITY_LIMITS.messages.windowMs);
    expect((await send(anna, chloe, objet)).status).toBe(200);
  });

  it('one recipient: many senders together are stopped, and each may still write to others', async () => {
    const target = await newBuyer(server);
    const other = await newBuyer(server);
    const senders = [await newBuyer(server), await newBuyer(server)];
    const objet = `Déluge ${Date.now()}`;
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await send(senders[n % 2] as Buyer, target, objet)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await send(senders[1] as Buyer, target, objet);
    expect(refused.body.error).toMatch(/This person has received many messages/);
    expect((await send(senders[1] as Buyer, other, objet)).status).toBe(200);
  });
});

describe('likes', () => {
  it('HTTP and the socket take from one count; past it 429 and the like is left as it was', async () => {
    const fan = await newBuyer(server);
    const products = await server.db.query<{ id_produit: number }>(
      'SELECT id_produit FROM produit ORDER BY id_produit LIMIT 2',
    );
    const [first, second] = products.map((row) => row.id_produit) as [number, number];
    const toggle = (id_produit: number) =>
      api<{ is_liked?: boolean; code?: string }>(server.url, 'WishlistController/toggle_wishlist', {
        token: fan.token,
        body: { id_produit },
      });
    expect((await toggle(first)).body.is_liked).toBe(true);
    expect((await toggle(first)).body.is_liked).toBe(false);
    const socket = await connectSocket(server.url, { token: fan.token });
    try {
      const third = await socket.emitWithAck<{ data?: { is_liked: boolean } }>('like produit', {
        id_produit: second,
      });
      expect(third.data?.is_liked).toBe(true);
      const over = await socket.emitWithAck<{ error?: string }>('like produit', { id_produit: second });
      expect(over.error).toMatch(/liked or unliked 3 times/);
    } finally {
      socket.close();
    }
    const overHttp = await toggle(first);
    expect(overHttp.status).toBe(429);
    expect(overHttp.body.code).toBe(ACTIVITY_LIMIT_CODE);
    const liked = await server.db.query<{ id_produit: number }>(
      'SELECT id_produit FROM wishlist WHERE id_user = $1 ORDER BY id_produit',
      [fan.id_user],
    );
    expect(liked.map((row) => row.id_produit)).toEqual([second]);
  });
});

it("the server's defaults are the contract's", () => {
  const { activityLimits } = loadConfig({}, {});
  expect(activityLimits).toEqual({
    messages: {
      perSender: ACTIVITY_LIMITS.messages.perSender,
      perRecipient: ACTIVITY_LIMITS.messages.perRecipient,
    },
    likes: { perSender: ACTIVITY_LIMITS.likes.perSender, perRecipient: ACTIVITY_LIMITS.likes.perRecipient },
  });
});
