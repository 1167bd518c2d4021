/**
 * Regression (found by the reliability suite's fuzzer): a NUL character (U+0000) in any text a
 * client sends reached PostgreSQL, which refuses it, and the caller got a 500. It is bad input:
 * 400 with an `error`, nothing stored, on HTTP and on the socket alike.
 */
import type { Session } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket } from '../../realtime/socketServer.test.helpers.js';
import type { RunningServer } from '../../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../../testing/accounts.js';
import { startTestServer } from '../../testing/testServer.js';

let server: RunningServer;
let buyer: Session;
let seller: Session;

beforeAll(async () => {
  server = await startTestServer();
  [buyer, seller] = await Promise.all([
    signIn(server.url, TEST_ACCOUNTS.buyer),
    signIn(server.url, TEST_ACCOUNTS.seller),
  ]);
});
afterAll(() => server?.close());

const messagesFrom = async (idUser: number) =>
  (
    await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM message WHERE id_sender = $1', [
      idUser,
    ])
  )[0]?.n;

describe('a NUL character in client text', () => {
  it('is a 400 in a JSON body (the payout account token the fuzzer found)', async () => {
    const answer = await api(server.url, 'stripe/v2/account/store', {
      token: buyer.token,
      body: { country: 'FR', id_user: buyer.id_user, token: '\u0000' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/NUL/);
  });

  it('is a 400 in a query string, and in a message, which is not stored', async () => {
    const search = await api(
      server.url,
      `ProduitController/search_produit?q=${encodeURIComponent('sac\u0000')}`,
    );
    expect(search.status).toBe(400);

    const before = await messagesFrom(buyer.id_user);
    const sent = await api(server.url, 'MessageController/send_message', {
      token: buyer.token,
      body: { id_receiver: seller.id_user, objet: 'Sac', corps_message: 'a\u0000b' },
    });
    expect(sent.status).toBe(400);
    expect(sent.body.error).toMatch(/NUL/);
    expect(await messagesFrom(buyer.id_user)).toBe(before);
  });

  it('is refused with a readable reason on the socket', async () => {
    const socket = await connectSocket(server.url, { token: buyer.token });
    try {
      const ack = await socket.emitWithAck<{ error?: string }>('message', {
        id_receiver: seller.id_user,
        objet: 'Sac',
        corps_message: 'a\u0000b',
      });
      expect(ack.error).toMatch(/NUL/);
    } finally {
      socket.close();
    }
  });

  it('still passes text with any other character, stored as sent', async () => {
    const body = "Prix ? 100 € — d'accord 👍 <b>\u0001</b>";
    const sent = await api(server.url, 'MessageController/send_message', {
      token: buyer.token,
      body: { id_receiver: seller.id_user, objet: 'Sac', corps_message: body },
    });
    expect(sent.status).toBe(200);
    const [row] = await server.db.query<{ corps_message: string }>(
      'SELECT corps_message FROM message WHERE id_sender = $1 ORDER BY id_message DESC LIMIT 1',
      [buyer.id_user],
    );
    expect(row?.corps_message).toBe(body);
  });
});
