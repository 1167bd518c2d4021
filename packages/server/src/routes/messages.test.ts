import {
  type Conversation,
  ConversationSchema,
  type Message,
  type MessageEvent,
  MessageSchema,
  type Session,
} from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { openSession } from '../db/queries/users.js';
import { connectSocket } from '../realtime/socketServer.test.helpers.js';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';

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

/** A new account with no messages yet, signed in. */
async function newUser(pseudo: string): Promise<Session> {
  const [row] = (await server.db.query<{ id_user: number }>(
    `INSERT INTO utilisateur (email, password_hash, pseudo_profile, nom_profile, prenom_profile, sexe_profile,
                              date_naiss_profile, id_pays, image_link_profile)
     SELECT $1, password_hash, $2, 'Test', $2, 'Femme', '1990-01-01', id_pays, $3
       FROM utilisateur WHERE email = $4
     RETURNING id_user`,
    [
      `${pseudo.toLowerCase()}@test.vitrine.dev`,
      pseudo,
      `/media/uploads/avatars/${pseudo}.png`,
      TEST_ACCOUNTS.buyer,
    ],
  )) as [{ id_user: number }];
  return openSession(server.db, row.id_user, 3600, new Date());
}

const send = (from: Session, to: number, objet: string, corps_message: string) =>
  api<{ data: Message[] }>(server.url, 'MessageController/send_message', {
    token: from.token,
    body: { id_receiver: to, objet, corps_message },
  });

const read = (as: Session, other: number, objet: string) =>
  api<{ data: Message[] }>(server.url, 'MessageController/read', {
    token: as.token,
    body: { id_receiver: other, objet },
  });

const conversations = (as: Session, query = '') =>
  api<{ data: Conversation[] }>(server.url, `MessageController/message_by_user/${as.id_user}${query}`, {
    token: as.token,
  });

describe('MessageController/send_message', () => {
  it('stores the message, answers the thread and notifies both sides live', async () => {
    const receiverSocket = await connectSocket(server.url, { token: seller.token });
    const senderSocket = await connectSocket(server.url, { token: buyer.token });
    try {
      const objet = 'Taille du manteau';
      const answer = await send(buyer, seller.id_user, objet, 'Taille-t-il grand ?');
      expect(answer.status).toBe(200);
      expect(z.safeParse(z.array(MessageSchema), answer.body.data).success).toBe(true);
      expect(answer.body.data.at(-1)).toMatchObject({
        id_sender: buyer.id_user,
        id_receiver: seller.id_user,
        objet,
        corps_message: 'Taille-t-il grand ?',
        pseudo_sender: 'ClaireDemo',
        pseudo_receiver: seller.pseudo,
        lu: false,
      });
      const received = await receiverSocket.waitFor<MessageEvent>('message');
      expect(received).toMatchObject({
        status: 'received',
        message: { objet, corps_message: 'Taille-t-il grand ?' },
      });
      expect(await senderSocket.waitFor<MessageEvent>('message')).toMatchObject({
        status: 'sent',
        message: { objet },
      });
    } finally {
      receiverSocket.close();
      senderSocket.close();
    }
  });

  it('stores a message sent again with its idempotency_key once, answers the thread again, and tells the receiver once', async () => {
    const receiverSocket = await connectSocket(server.url, { token: seller.token });
    try {
      const objet = `Envoyé deux fois ${Date.now()}`;
      const body = {
        id_receiver: seller.id_user,
        objet,
        corps_message: 'Est-il encore là ?',
        idempotency_key: `key-${objet}`,
      };
      const first = await api<{ data: Message[] }>(server.url, 'MessageController/send_message', {
        token: buyer.token,
        body,
      });
      const again = await api<{ data: Message[] }>(server.url, 'MessageController/send_message', {
        token: buyer.token,
        body,
      });
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(again.body.data).toEqual(first.body.data);
      expect(again.body.data.map((message) => message.corps_message)).toEqual(['Est-il encore là ?']);
      const stored = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM message WHERE objet = $1',
        [objet],
      );
      expect(stored[0]?.n).toBe(1);
      // A message sent after both: once it is heard, anything the second sending told would have been.
      expect((await send(buyer, seller.id_user, objet, 'Marque')).status).toBe(200);
      await receiverSocket.waitFor<MessageEvent>(
        'message',
        (event) => event.message.corps_message === 'Marque',
      );
      const told = receiverSocket.received.filter(
        (entry) => entry.event === 'message' && (entry.payload as MessageEvent).message.objet === objet,
      );
      expect(told.map((entry) => (entry.payload as MessageEvent).message.corps_message)).toEqual([
        'Est-il encore là ?',
        'Marque',
      ]);
      // Two sendings racing with one key: still one message.
      const raced = { ...body, objet: `${objet} (course)`, idempotency_key: `race-${objet}` };
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          api(server.url, 'MessageController/send_message', { token: buyer.token, body: raced }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const racedRows = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM message WHERE objet = $1',
        [raced.objet],
      );
      expect(racedRows[0]?.n).toBe(1);
      // The socket's `message` honours the key the same way.
      const senderSocket = await connectSocket(server.url, { token: buyer.token });
      try {
        const overSocket = { ...body, objet: `${objet} (socket)`, idempotency_key: `socket-${objet}` };
        const acks = [
          await senderSocket.emitWithAck<{ data?: Message[] }>('message', overSocket),
          await senderSocket.emitWithAck<{ data?: Message[] }>('message', overSocket),
        ];
        expect(acks.map((ack) => ack.data?.length)).toEqual([1, 1]);
        const socketRows = await server.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM message WHERE objet = $1',
          [overSocket.objet],
        );
        expect(socketRows[0]?.n).toBe(1);
      } finally {
        senderSocket.close();
      }
    } finally {
      receiverSocket.close();
    }
  });

  it('refuses an idempotency_key used for another message (409), and keeps each sender’s keys apart', async () => {
    const objet = `Clé réutilisée ${Date.now()}`;
    const key = `key-${objet}`;
    const sent = (from: Session, to: number, corps_message: string) =>
      api(server.url, 'MessageController/send_message', {
        token: from.token,
        body: { id_receiver: to, objet, corps_message, idempotency_key: key },
      });
    expect((await sent(buyer, seller.id_user, 'Premier')).status).toBe(200);
    const reused = await sent(buyer, seller.id_user, 'Autre chose');
    expect(reused.status).toBe(409);
    expect(reused.body).toHaveProperty('error');
    // Another sender's message under the same key is a message of its own.
    expect((await sent(seller, buyer.id_user, 'Réponse')).status).toBe(200);
    const thread = await read(buyer, seller.id_user, objet);
    expect(thread.body.data.map((message) => message.corps_message)).toEqual(['Premier', 'Réponse']);
    const short = await api(server.url, 'MessageController/send_message', {
      token: buyer.token,
      body: { id_receiver: seller.id_user, objet, corps_message: 'x', idempotency_key: 'short' },
    });
    expect(short.status).toBe(400);
  });

  it('keeps text with SQL metacharacters as written', async () => {
    const objet = "' OR 1=1 --";
    expect((await send(buyer, seller.id_user, objet, "'); DROP TABLE message; --")).status).toBe(200);
    const thread = await read(seller, buyer.id_user, objet);
    expect(thread.body.data.map((message) => message.corps_message)).toEqual(["'); DROP TABLE message; --"]);
  });

  it('refuses writing to oneself (400), to nobody (404), as someone else (403), and without a token (401)', async () => {
    const self = await send(buyer, buyer.id_user, 'Moi', 'Bonjour');
    expect(self.status).toBe(400);
    expect(self.body).toHaveProperty('error');
    const nobody = await send(buyer, 2_000_000, 'Personne', 'Bonjour');
    expect(nobody.status).toBe(404);
    expect(nobody.body).toHaveProperty('error');
    const forged = await api(server.url, 'MessageController/send_message', {
      token: buyer.token,
      body: { id_sender: seller.id_user, id_receiver: buyer.id_user, objet: 'Faux', corps_message: 'Faux' },
    });
    expect(forged.status).toBe(403);
    const anonymous = await api(server.url, 'MessageController/send_message', {
      body: { id_receiver: seller.id_user, objet: 'Anonyme', corps_message: 'Bonjour' },
    });
    expect(anonymous.status).toBe(401);
    expect(
      await server.db.query("SELECT 1 FROM message WHERE objet IN ('Moi', 'Personne', 'Faux', 'Anonyme')"),
    ).toEqual([]);
  });

  it('refuses malformed input with 400', async () => {
    const bodies: unknown[] = [
      {},
      { id_receiver: seller.id_user, objet: 'Sans corps' },
      { id_receiver: seller.id_user, objet: '   ', corps_message: 'Blank subject' },
      { id_receiver: seller.id_user, objet: 'Long', corps_message: 'x'.repeat(10_000) },
      { id_receiver: seller.id_user, objet: 'y'.repeat(10_000), corps_message: 'Long subject' },
      { id_receiver: -1, objet: 'Négatif', corps_message: 'x' },
      { id_receiver: 'abc', objet: 'Texte', corps_message: 'x' },
      { id_receiver: '1 OR 1=1', objet: 'Injection', corps_message: 'x' },
      { id_receiver: seller.id_user, objet: 42, corps_message: ['x'] },
    ];
    for (const body of bodies) {
      const answer = await api(server.url, 'MessageController/send_message', { token: buyer.token, body });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
  });
});

describe('MessageController/read', () => {
  it('answers the thread oldest first with both ends, and marks what the caller received as read', async () => {
    const anna = await newUser('AnnaThread');
    const bruno = await newUser('BrunoThread');
    const objet = 'Robe en soie';
    await send(anna, bruno.id_user, objet, 'Bonjour');
    await send(bruno, anna.id_user, objet, 'Bonjour Anna');
    await send(anna, bruno.id_user, objet, 'Est-elle doublée ?');
    await send(anna, bruno.id_user, 'Autre sujet', 'Pas dans ce fil');

    const thread = await read(bruno, anna.id_user, objet);
    expect(thread.status).toBe(200);
    expect(thread.body.data.map((message) => message.corps_message)).toEqual([
      'Bonjour',
      'Bonjour Anna',
      'Est-elle doublée ?',
    ]);
    expect(thread.body.data[0]).toMatchObject({
      id_sender: anna.id_user,
      id_receiver: bruno.id_user,
      pseudo_sender: 'AnnaThread',
      pseudo_receiver: 'BrunoThread',
      sender_image_link: '/media/uploads/avatars/AnnaThread.png',
      receiver_image_link: '/media/uploads/avatars/BrunoThread.png',
      lu: true,
    });
    // Only what the caller received is marked: Bruno's reply to Anna stays unread, as does another subject.
    const stored = await server.db.query<{ corps_message: string; lu: boolean }>(
      'SELECT corps_message, lu FROM message WHERE id_receiver = $1 ORDER BY id_message',
      [anna.id_user],
    );
    expect(stored).toEqual([{ corps_message: 'Bonjour Anna', lu: false }]);
    const other = await server.db.query<{ lu: boolean }>(
      "SELECT lu FROM message WHERE id_receiver = $1 AND objet = 'Autre sujet'",
      [bruno.id_user],
    );
    expect(other).toEqual([{ lu: false }]);
  });

  it('answers 404 for an unknown user, 403 as someone else, 401 without a token, 400 for bad input', async () => {
    expect((await read(buyer, 2_000_000, 'Sujet')).status).toBe(404);
    const forged = await api(server.url, 'MessageController/read', {
      token: buyer.token,
      body: { id_sender: seller.id_user, id_receiver: buyer.id_user, objet: 'Sujet' },
    });
    expect(forged.status).toBe(403);
    const anonymous = await api(server.url, 'MessageController/read', {
      body: { id_receiver: seller.id_user, objet: 'Sujet' },
    });
    expect(anonymous.status).toBe(401);
    for (const body of [
      { id_receiver: seller.id_user },
      { id_receiver: 0, objet: 'Sujet' },
      { id_receiver: 'x', objet: 'Sujet' },
      { id_receiver: seller.id_user, objet: 'z'.repeat(10_000) },
    ]) {
      const answer = await api(server.url, 'MessageController/read', { token: buyer.token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
  });
});

describe('MessageController/message_by_user/{id_user}', () => {
  it('lists one conversation per person and subject with its last message and unread count, newest first', async () => {
    const carla = await newUser('CarlaList');
    const dario = await newUser('DarioList');
    const elena = await newUser('ElenaList');
    await send(dario, carla.id_user, 'Sac', 'Premier');
    await send(dario, carla.id_user, 'Sac', 'Deuxième');
    await send(carla, elena.id_user, 'Bottes', 'Question bottes');
    await send(dario, carla.id_user, 'Ceinture', 'Ceinture ?');
    await send(elena, carla.id_user, 'Bottes', 'Réponse bottes');

    const list = await conversations(carla);
    expect(list.status).toBe(200);
    expect(z.safeParse(z.array(ConversationSchema), list.body.data).success).toBe(true);
    expect(
      list.body.data.map(({ id_interlocuteur, pseudo_interlocuteur, objet, corps_message, non_lus }) => ({
        id_interlocuteur,
        pseudo_interlocuteur,
        objet,
        corps_message,
        non_lus,
      })),
    ).toEqual([
      {
        id_interlocuteur: elena.id_user,
        pseudo_interlocuteur: 'ElenaList',
        objet: 'Bottes',
        corps_message: 'Réponse bottes',
        non_lus: 1,
      },
      {
        id_interlocuteur: dario.id_user,
        pseudo_interlocuteur: 'DarioList',
        objet: 'Ceinture',
        corps_message: 'Ceinture ?',
        non_lus: 1,
      },
      {
        id_interlocuteur: dario.id_user,
        pseudo_interlocuteur: 'DarioList',
        objet: 'Sac',
        corps_message: 'Deuxième',
        non_lus: 2,
      },
    ]);
    expect(list.body.data[0]?.image_interlocuteur).toBe('/media/uploads/avatars/ElenaList.png');

    // Reading a thread clears its unread count; the sender's own list never counts its messages.
    await read(carla, dario.id_user, 'Sac');
    const after = await conversations(carla);
    expect(after.body.data.find((entry) => entry.objet === 'Sac')?.non_lus).toBe(0);
    const darioList = await conversations(dario);
    expect(darioList.body.data.map((entry) => [entry.objet, entry.non_lus])).toEqual([
      ['Ceinture', 0],
      ['Sac', 0],
    ]);

    const page2 = await conversations(carla, '?limit=1&page=2');
    expect(page2.body.data.map((entry) => entry.objet)).toEqual(['Ceinture']);
    expect((await conversations(carla, '?limit=1&page=9')).body.data).toEqual([]);
  });

  it("refuses another user's list (403), no token (401) and bad ids or paging (400)", async () => {
    const other = await api(server.url, `MessageController/message_by_user/${seller.id_user}`, {
      token: buyer.token,
    });
    expect(other.status).toBe(403);
    expect((await api(server.url, `MessageController/message_by_user/${buyer.id_user}`)).status).toBe(401);
    for (const path of [
      'MessageController/message_by_user/abc',
      'MessageController/message_by_user/-4',
      `MessageController/message_by_user/${encodeURIComponent("1' OR 1=1 --")}`,
      `MessageController/message_by_user/${buyer.id_user}?limit=0`,
      `MessageController/message_by_user/${buyer.id_user}?page=abc`,
    ]) {
      const answer = await api(server.url, path, { token: buyer.token });
      expect(answer.status, path).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
  });
});

describe('MessageController/contact_support', () => {
  it("reaches the support team as a message: staff read it in their conversations, and the sender's thread has it", async () => {
    const shopper = await newUser('Contact');
    const [staff] = await server.db.query<{ id_user: number }>(
      "SELECT id_user FROM utilisateur WHERE role = 'staff' ORDER BY id_user LIMIT 1",
    );
    if (!staff) throw new Error('The seed has no staff account');
    const objet = 'Suivi de ma commande';
    const sent = await api<{ data: Message[] }>(server.url, 'MessageController/contact_support', {
      token: shopper.token,
      body: { objet, corps_message: 'Où en est ma commande ?' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.at(-1)).toMatchObject({
      id_sender: shopper.id_user,
      id_receiver: staff.id_user,
      objet,
      corps_message: 'Où en est ma commande ?',
    });
    const staffSession = await openSession(server.db, staff.id_user, 3600, new Date());
    const inbox = await conversations(staffSession);
    expect(
      inbox.body.data.find((conversation) => conversation.id_interlocuteur === shopper.id_user),
    ).toMatchObject({
      objet,
      non_lus: 1,
    });
  });

  it('refuses a visitor (401) and an empty message (400)', async () => {
    const anonymous = await api(server.url, 'MessageController/contact_support', {
      body: { objet: 'Anonyme', corps_message: 'Bonjour' },
    });
    expect(anonymous.status).toBe(401);
    const empty = await api(server.url, 'MessageController/contact_support', {
      token: buyer.token,
      body: { objet: 'Vide', corps_message: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toHaveProperty('error');
  });
});
