import type { Message, MessageEvent, Session } from '@vitrine/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.js';
import { orderArticleOf } from '../db/queries/orderArticle.js';
import { openSession } from '../db/queries/users.js';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';
import { connectSocket, type TestSocket } from './socketServer.test.helpers.js';

let server: RunningServer;
let buyer: Session;
let seller: Session;
let other: Session;
const open: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  [buyer, seller, other] = await Promise.all([
    signIn(server.url, TEST_ACCOUNTS.buyer),
    signIn(server.url, TEST_ACCOUNTS.seller),
    signIn(server.url, TEST_ACCOUNTS.otherSeller),
  ]);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => server?.close());

async function connect(session: Session): Promise<TestSocket> {
  const socket = await connectSocket(server.url, { token: session.token });
  open.push(socket);
  return socket;
}

/**
 * Waits until every event the server sent `socket` so far has arrived, before asserting that one
 * did not: one connection delivers in order, so the answer to a request sent now comes after them.
 */
const settle = (socket: TestSocket) => socket.emitWithAck('initialize', {});

type Ack<T> = { data?: T; error?: string };

describe('socket connection', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(connectSocket(server.url, {})).rejects.toThrow('unauthorized');
    await expect(connectSocket(server.url, { token: 'x'.repeat(43) })).rejects.toThrow('unauthorized');
    await expect(connectSocket(server.url, { token: 42 })).rejects.toThrow('unauthorized');
  });

  it("answers initialize with the token's user, whatever customId claims", async () => {
    const socket = await connect(buyer);
    const ack = await socket.emitWithAck<Ack<{ id_user: number }>>('initialize', {
      customId: seller.id_user,
    });
    expect(ack).toEqual({ data: { id_user: buyer.id_user } });
    expect(await socket.waitFor('initialize')).toEqual({ status: 'connected', id_user: buyer.id_user });

    // A message to the seller reaches the seller's socket, never the socket that claimed to be them.
    const sellerSocket = await connect(seller);
    const otherSocket = await connect(other);
    await otherSocket.emitWithAck('message', {
      id_receiver: seller.id_user,
      objet: 'Spoof check',
      corps_message: 'For the seller only',
    });
    await sellerSocket.waitFor<MessageEvent>('message', (event) => event.message.objet === 'Spoof check');
    await settle(socket);
    expect(socket.received.filter((entry) => entry.event === 'message')).toEqual([]);
  });
});

describe("socket 'message'", () => {
  it("delivers live: the receiver's sockets get 'received', the sender's get 'sent'", async () => {
    const buyerSocket = await connect(buyer);
    // The seller's socket never sent initialize: it is in its user's room from the start.
    const sellerSocket = await connect(seller);
    const objet = `Sac Kelly ${Date.now()}`;

    const ack = await buyerSocket.emitWithAck<Ack<Message[]>>('message', {
      objet,
      corps_message: 'Est-il toujours disponible ?',
      id_receiver: seller.id_user,
    });
    expect(ack.error).toBeUndefined();
    expect(ack.data?.at(-1)).toMatchObject({
      id_sender: buyer.id_user,
      id_receiver: seller.id_user,
      objet,
      corps_message: 'Est-il toujours disponible ?',
      pseudo_sender: 'ClaireDemo',
    });

    const received = await sellerSocket.waitFor<MessageEvent>(
      'message',
      (event) => event.message.objet === objet,
    );
    expect(received.status).toBe('received');
    expect(received.message).toMatchObject({
      id_sender: buyer.id_user,
      corps_message: 'Est-il toujours disponible ?',
    });
    const sent = await buyerSocket.waitFor<MessageEvent>('message', (event) => event.message.objet === objet);
    expect(sent.status).toBe('sent');
    expect(sent.message.id_message).toBe(received.message.id_message);

    const thread = await api<{ data: Message[] }>(server.url, 'MessageController/read', {
      token: seller.token,
      body: { id_receiver: buyer.id_user, objet },
    });
    expect(thread.body.data.map((message) => message.corps_message)).toEqual([
      'Est-il toujours disponible ?',
    ]);
  });

  it('refuses an id_sender naming someone else and stores nothing', async () => {
    const socket = await connect(buyer);
    const ack = await socket.emitWithAck<Ack<Message[]>>('message', {
      objet: 'Forged',
      corps_message: 'Written in the seller’s name',
      id_sender: seller.id_user,
      id_receiver: other.id_user,
    });
    expect(ack.error).toMatch(/id_sender/);
    const stored = await server.db.query("SELECT 1 FROM message WHERE objet = 'Forged'");
    expect(stored).toEqual([]);
  });

  it('acks an error for bad payloads and keeps serving the socket', async () => {
    const socket = await connect(buyer);
    const bad: unknown[] = [
      undefined,
      'a string',
      42,
      null,
      { objet: 'No body', id_receiver: seller.id_user },
      { objet: 'x', corps_message: 'y'.repeat(10_000), id_receiver: seller.id_user },
      { objet: "' OR 1=1 --", corps_message: 'hi', id_receiver: -3 },
      { objet: 'To myself', corps_message: 'hi', id_receiver: buyer.id_user },
      { objet: 'Nobody', corps_message: 'hi', id_receiver: 2_000_000 },
    ];
    for (const payload of bad) {
      const ack = await socket.emitWithAck<Ack<unknown>>('message', payload);
      expect(ack.error, JSON.stringify(payload)).toEqual(expect.any(String));
    }
    // An ack callback alone, and a payload without any callback, are survived too.
    expect((await socket.emitWithAck<Ack<unknown>>('like produit')).error).toEqual(expect.any(String));
    socket.emit('update etat commande', { id_commande: 'abc' });
    const still = await socket.emitWithAck<Ack<{ id_user: number }>>('initialize', {});
    expect(still.data).toEqual({ id_user: buyer.id_user });
    expect(
      await server.db.query("SELECT 1 FROM message WHERE objet IN ('To myself', 'Nobody', 'No body')"),
    ).toEqual([]);
  });
});

describe("socket 'like produit'", () => {
  it("toggles the caller's favourite and notifies the caller's sockets", async () => {
    const [{ id_produit }] = (await server.db.query<{ id_produit: number }>(
      `SELECT p.id_produit FROM produit p
        WHERE NOT EXISTS (SELECT 1 FROM wishlist w WHERE w.id_produit = p.id_produit AND w.id_user = $1)
        ORDER BY p.id_produit LIMIT 1`,
      [buyer.id_user],
    )) as [{ id_produit: number }];
    const socket = await connect(buyer);
    const secondTab = await connect(buyer);
    const liked = (id: number) =>
      server.db.query('SELECT 1 FROM wishlist WHERE id_user = $1 AND id_produit = $2', [buyer.id_user, id]);

    const ack = await socket.emitWithAck<Ack<unknown>>('like produit', {
      id_user: buyer.id_user,
      id_produit,
    });
    expect(ack).toEqual({ data: { id_produit, is_liked: true } });
    expect(await liked(id_produit)).toHaveLength(1);
    expect(await secondTab.waitFor('like produit')).toEqual({ id_produit, is_liked: true });

    const again = await socket.emitWithAck<Ack<unknown>>('like produit', { id_produit: String(id_produit) });
    expect(again).toEqual({ data: { id_produit, is_liked: false } });
    expect(await liked(id_produit)).toHaveLength(0);
  });

  it("refuses another user's id_user and an unknown product", async () => {
    const socket = await connect(buyer);
    const forged = await socket.emitWithAck<Ack<unknown>>('like produit', {
      id_user: seller.id_user,
      id_produit: 1,
    });
    expect(forged.error).toMatch(/id_user/);
    expect(
      await server.db.query('SELECT 1 FROM wishlist WHERE id_user = $1 AND id_produit = 1', [seller.id_user]),
    ).toEqual([]);
    const unknown = await socket.emitWithAck<Ack<unknown>>('like produit', { id_produit: 2_000_000 });
    expect(unknown.error).toMatch(/No product/);
  });
});

describe("socket 'update etat commande'", () => {
  /** An order of a demo-seller product bought by the demo buyer, as a succeeded payment leaves it. */
  async function createOrder(): Promise<number> {
    const [item] = (await server.db.query<{ id: number; id_produit: number; prix_unitaire: number }>(
      `SELECT s.id, s.id_produit, p.prix_unitaire FROM sous_produit s JOIN produit p ON p.id_produit = s.id_produit
        WHERE p.id_vendeur = $1 AND s.etat = 'Disponible'
          AND NOT EXISTS (SELECT 1 FROM payment_intent i WHERE i.id_sous_produit = s.id)
        ORDER BY s.id LIMIT 1`,
      [seller.id_user],
    )) as [{ id: number; id_produit: number; prix_unitaire: number }];
    const [address] = (await server.db.query<{ id: number }>(
      `INSERT INTO adresse_livraison (id_user, nom, id_pays, adresse, complement, ville, region_etat, code_postal, telephone)
       SELECT $1, 'Martin', id_pays, '1 rue de Rivoli', '-', 'Paris', 'IDF', '75001', '0612345678' FROM pays WHERE alpha2 = 'FR'
       RETURNING id_adresse_livraison AS id`,
      [buyer.id_user],
    )) as [{ id: number }];
    const intent = `pi_test_${item.id}`;
    await server.db.query(
      `INSERT INTO payment_intent (id, client_secret, idempotency_key, provider, id_user, id_vendeur, id_produit,
                                   id_sous_produit, id_adresse_livraison, amount, currency, amount_vendeur,
                                   currency_vendeur, status, expires_at)
       VALUES ($1, $1 || '_secret', $1, 'sandbox', $2, $3, $4, $5, $6, 10000, 'EUR', 10000, 'EUR', 'succeeded', now())`,
      [intent, buyer.id_user, seller.id_user, item.id_produit, item.id, address.id],
    );
    const [order] = (await server.db.query<{ id_commande: number }>(
      `INSERT INTO commande (id_user, id_vendeur, id_produit, id_sous_produit, id_payment_intent,
                             id_adresse_livraison, prix_unitaire, montant_paye, devise_paye, article)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 10000, 'EUR', ${orderArticleOf('$3::int', '$4::int')})
       RETURNING id_commande`,
      [buyer.id_user, seller.id_user, item.id_produit, item.id, intent, address.id, item.prix_unitaire],
    )) as [{ id_commande: number }];
    return order.id_commande;
  }

  const stateOf = async (id: number) =>
    (
      await server.db.query<{ etat: string; suivi_livraison: string | null; lien_suivi: string | null }>(
        'SELECT etat, suivi_livraison, lien_suivi FROM commande WHERE id_commande = $1',
        [id],
      )
    )[0];

  it('lets only the seller move the order on, by the same rules as the HTTP calls, and tells the buyer', async () => {
    const id_commande = await createOrder();
    const buyerSocket = await connect(buyer);
    const otherSocket = await connect(other);
    const sellerSocket = await connect(seller);

    for (const intruder of [buyerSocket, otherSocket]) {
      const refused = await intruder.emitWithAck<Ack<unknown>>('update etat commande', {
        id_commande,
        etat: 'accepted',
      });
      expect(refused.error).toMatch(/seller/);
    }
    expect((await stateOf(id_commande))?.etat).toBe('paid');

    // Shipping comes after accepting, not before.
    const early = await sellerSocket.emitWithAck<Ack<unknown>>('update etat commande', {
      id_commande,
      etat: 'shipped',
      transporteur: 'UPS',
      suivi_livraison: '1Z999AA10123456784',
      lien_suivi: 'https://tracking.example/1Z999AA10123456784',
    });
    expect(early.error).toMatch(/paid/);

    expect(
      await sellerSocket.emitWithAck<Ack<unknown>>('update etat commande', { id_commande, etat: 'accepted' }),
    ).toEqual({ data: { id_commande, etat: 'accepted' } });
    const ack = await sellerSocket.emitWithAck<Ack<unknown>>('update etat commande', {
      id_commande,
      etat: 'shipped',
      transporteur: 'UPS',
      suivi_livraison: '1Z999AA10123456784',
      lien_suivi: 'https://tracking.example/1Z999AA10123456784',
    });
    expect(ack).toEqual({ data: { id_commande, etat: 'shipped' } });
    expect(await stateOf(id_commande)).toEqual({
      etat: 'shipped',
      suivi_livraison: '1Z999AA10123456784',
      lien_suivi: 'https://tracking.example/1Z999AA10123456784',
    });
    expect(
      await buyerSocket.waitFor<{ etat: string }>(
        'update etat commande',
        (update) => update.etat === 'accepted',
      ),
    ).toEqual({ id_commande, etat: 'accepted' });
    expect(
      await buyerSocket.waitFor<{ etat: string }>(
        'update etat commande',
        (update) => update.etat === 'shipped',
      ),
    ).toEqual({ id_commande, etat: 'shipped' });
    expect(
      await sellerSocket.waitFor<{ etat: string }>(
        'update etat commande',
        (update) => update.etat === 'accepted',
      ),
    ).toEqual({ id_commande, etat: 'accepted' });
    expect(
      await sellerSocket.waitFor<{ etat: string }>(
        'update etat commande',
        (update) => update.etat === 'shipped',
      ),
    ).toEqual({ id_commande, etat: 'shipped' });
    await settle(otherSocket);
    expect(otherSocket.received.filter((entry) => entry.event === 'update etat commande')).toEqual([]);
  });

  it('refuses an unknown order, an unknown state and a tracking link that is not a web address', async () => {
    const id_commande = await createOrder();
    const socket = await connect(seller);
    const cases = [
      { id_commande: 2_000_000, etat: 'accepted' },
      { id_commande, etat: "accepted' OR 1=1 --" },
      { id_commande, etat: 'paid_out' },
      { id_commande, etat: 'declined' },
      {
        id_commande,
        etat: 'shipped',
        transporteur: 'UPS',
        suivi_livraison: '1',
        lien_suivi: 'javascript:alert(1)',
      },
      { id_commande, etat: 'shipped', suivi_livraison: 'x'.repeat(10_000) },
    ];
    for (const payload of cases) {
      const ack = await socket.emitWithAck<Ack<unknown>>('update etat commande', payload);
      expect(ack.error, JSON.stringify(payload)).toEqual(expect.any(String));
    }
    expect((await stateOf(id_commande))?.etat).toBe('paid');
  });
});

describe('a socket lives no longer than its session', () => {
  it("is closed by the server at sign-out, and no longer gets the user's events; another session keeps its socket", async () => {
    const [leaving, staying] = await Promise.all([
      signIn(server.url, TEST_ACCOUNTS.buyer),
      signIn(server.url, TEST_ACCOUNTS.buyer),
    ]);
    const signedOut = await connect(leaving);
    const otherTab = await connect(staying);
    const out = await api(server.url, 'web/logout', { token: leaving.token, body: {} });
    expect(out.status).toBe(200);
    expect(await signedOut.disconnected).toBe('io server disconnect');

    // The user's events still reach the session that remains, and only it.
    const { id_produit } = (
      await server.db.query<{ id_produit: number }>(
        'SELECT id_produit FROM produit ORDER BY id_produit LIMIT 1',
      )
    )[0] as { id_produit: number };
    const liked = await otherTab.emitWithAck<Ack<{ is_liked: boolean }>>('like produit', { id_produit });
    expect(liked.data).toBeDefined();
    await otherTab.emitWithAck('like produit', { id_produit });
    expect(otherTab.connected).toBe(true);
    expect(signedOut.received.filter((entry) => entry.event === 'like produit')).toEqual([]);
  });

  it('refuses the next event of a session ended elsewhere (another process signed it out) and closes the socket', async () => {
    const session = await signIn(server.url, TEST_ACCOUNTS.buyer);
    const socket = await connect(session);
    // As a sign-out handled by another server process: the row goes, this process hears nothing.
    await server.db.query('DELETE FROM session_token WHERE token_hash = $1', [hashToken(session.token)]);
    const ack = await socket.emitWithAck<Ack<unknown>>('message', {
      id_receiver: seller.id_user,
      objet: 'Sac',
      corps_message: 'Toujours là ?',
    });
    expect(ack).toEqual({ error: 'Your session has ended. Sign in again.' });
    expect(await socket.disconnected).toBe('io server disconnect');
  });

  it('is closed by the server when its session expires, without sending anything', async () => {
    // The one real wait left: the server's timer that ends the socket is a real one, so the
    // session lasts two real seconds. What is asserted is the order, not a duration.
    const opened = server.context.now();
    const shortLived = await openSession(server.db, buyer.id_user, 2, opened);
    const socket = await connect({ ...buyer, token: shortLived.token });
    const reason = await socket.disconnected;
    expect(reason).toBe('io server disconnect');
    // Closed at the session's end, not before it: the server's clock had passed the expiry.
    expect(server.context.now().getTime()).toBeGreaterThanOrEqual(opened.getTime() + 2000);
  });
});
