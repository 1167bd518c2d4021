/**
 * A dispute's two sides over HTTP against a real server, its clock moved instead of waited for:
 * the seller answers once, in words and photos kept as private evidence, within 48 h of the
 * report; after that (a durable job) they cannot, and staff read that they did not. Staff read
 * the report, the answer and the parties' messages, and decide with a required note both parties
 * read. Both parties are told by e-mail in their language, as their settings allow.
 */

import type { Dispute, OrderTimeline } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../config.js';
import { updateSetting } from '../db/queries/settings.js';
import { openSession } from '../db/queries/users.js';
import type { RunningServer } from '../server.js';
import { api } from '../testing/accounts.js';
import { pngBlob } from '../testing/images.js';
import { anyItem, type OrderFixture, orderIn, staffSession } from '../testing/orderFixtures.js';
import { startTestServer } from '../testing/testServer.js';

const HOUR = 3_600_000;
let clock = Date.now();
let server: RunningServer;
let staff: { id_user: number; token: string };
let stranger: { id_user: number; token: string };

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), jobIntervalMs: 24 * HOUR });
  staff = await staffSession(server);
  const [other] = await server.db.query<{ id_user: number }>(
    `SELECT id_user FROM utilisateur WHERE role = 'kim' ORDER BY id_user DESC LIMIT 1`,
  );
  const id_user = (other as { id_user: number }).id_user;
  stranger = {
    id_user,
    token: (await openSession(server.db, id_user, DEFAULT_TOKEN_TTL_SECONDS, new Date())).token,
  };
});
afterAll(() => server?.close());

const later = (hours: number) => {
  clock += hours * HOUR;
};

/** The seller's answer, sent as the SDK sends it: multipart, with photos. */
async function answer(token: string, id_commande: number, reponse: string, photos = 0) {
  const form = new FormData();
  form.append('id_commande', String(id_commande));
  form.append('reponse', reponse);
  for (let index = 1; index <= photos; index++)
    form.append(`photo_${index}`, pngBlob(), `colis-${index}.png`);
  const response = await fetch(`${server.url}/api/CommandeController/repondre_litige`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data?: Dispute; error?: string } };
}

const disputeAs = (token: string, id_commande: number) =>
  api<{ data: Dispute | null; error?: string }>(
    server.url,
    `CommandeController/get_litige?id_commande=${id_commande}`,
    { token },
  );

const decide = (token: string, body: Record<string, unknown>) =>
  api<{ data?: OrderTimeline; error?: string }>(server.url, 'CommandeController/decide_litige', {
    token,
    body,
  });

/** The e-mails kept for an order's dispute, by party. */
async function mails(id_commande: number, key: string) {
  const rows = await server.db.query<{ dedupe_key: string; subject: string; text_body: string }>(
    `SELECT dedupe_key, subject, text_body FROM mail_outbox WHERE dedupe_key LIKE $1 ORDER BY dedupe_key`,
    [`commande:${id_commande}:${key}:%`],
  );
  return Object.fromEntries(rows.map((row) => [row.dedupe_key.split(':').at(-1), row]));
}

async function disputed(): Promise<OrderFixture> {
  return orderIn(server, 'disputed', { item: await anyItem(server) });
}

const privatePhotoCount = async () =>
  (await server.db.query('SELECT 1 FROM commande_reponse_litige r, unnest(r.photos) p')).length;

describe('the seller’s answer', () => {
  it('is kept with its photos, which only the parties and staff read, and both parties are told in their language', async () => {
    const order = await disputed();
    // The buyer reads Italian, the seller English.
    await updateSetting(server.db, order.buyer.id_user, { name: 'langue', value: 'it' });
    await updateSetting(server.db, order.seller.id_user, { name: 'langue', value: 'en' });
    const answered = await answer(order.seller.token, order.id_commande, 'Parti intact : voyez le colis.', 2);
    expect(answered.status, answered.body.error).toBe(200);
    const dispute = answered.body.data as Dispute;
    expect(dispute.answer?.reponse).toBe('Parti intact : voyez le colis.');
    expect(dispute.answer_open).toBe(false);
    expect(dispute.answer?.photos).toHaveLength(2);
    for (const photo of dispute.answer?.photos ?? []) {
      expect(photo).toMatch(new RegExp(`^/media/orders/${order.id_commande}/[0-9a-f]{32}\\.png$`));
      for (const token of [order.buyer.token, order.seller.token, staff.token]) {
        const served = await fetch(`${server.url}${photo}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(served.status).toBe(200);
        expect(served.headers.get('cache-control')).toBe('private, no-store');
      }
      for (const headers of [{}, { authorization: `Bearer ${stranger.token}` }] as Record<string, string>[]) {
        const refused = await fetch(`${server.url}${photo}`, { headers });
        expect(refused.status).toBe(404);
      }
    }
    // The buyer reads the answer too.
    expect((await disputeAs(order.buyer.token, order.id_commande)).body.data?.answer?.reponse).toBe(
      'Parti intact : voyez le colis.',
    );
    const told = await mails(order.id_commande, 'disputeAnswer');
    expect(told.buyer?.subject).toMatch(/^Ordine /);
    expect(told.buyer?.text_body).toContain('Parti intact : voyez le colis.');
    expect(told.seller?.subject).toMatch(/^Order /);
    expect(told.seller?.text_body).toContain('has been received');
  });

  it('is refused to anyone but the seller (403), for an unknown order (404), and writes nothing', async () => {
    const order = await disputed();
    const before = await privatePhotoCount();
    for (const token of [order.buyer.token, stranger.token, staff.token]) {
      const refused = await answer(token, order.id_commande, 'Pas moi.', 1);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatch(/seller/);
    }
    expect((await answer(order.seller.token, 99_999_999, 'Inconnue.')).status).toBe(404);
    expect((await answer(order.seller.token, order.id_commande, '   ')).status).toBe(400);
    expect(await privatePhotoCount()).toBe(before);
    expect((await disputeAs(staff.token, order.id_commande)).body.data?.answer).toBeNull();
  });

  it('is given once, only while the dispute is open (409 otherwise)', async () => {
    const received = await orderIn(server, 'received');
    expect((await answer(received.seller.token, received.id_commande, 'Trop tôt.')).status).toBe(409);

    const order = await disputed();
    expect((await answer(order.seller.token, order.id_commande, 'Première réponse.')).status).toBe(200);
    const again = await answer(order.seller.token, order.id_commande, 'Seconde réponse.', 1);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/once/);
    expect((await disputeAs(order.buyer.token, order.id_commande)).body.data?.answer?.reponse).toBe(
      'Première réponse.',
    );

    const decided = await disputed();
    expect(
      (await decide(staff.token, { id_commande: decided.id_commande, decision: 'refund', note: 'Vu.' }))
        .status,
    ).toBe(200);
    expect((await answer(decided.seller.token, decided.id_commande, 'Après coup.')).status).toBe(409);
  });

  it('is refused once 48 h have passed, even before the deadline’s job ran; the job then tells both parties and staff read there was none', async () => {
    const order = await disputed();
    await updateSetting(server.db, order.buyer.id_user, { name: 'langue', value: 'fr' });
    await updateSetting(server.db, order.seller.id_user, { name: 'langue', value: 'en' });
    const due = (await disputeAs(staff.token, order.id_commande)).body.data as Dispute;
    expect(due.answer_open).toBe(true);
    expect(new Date(due.answer_due_at as string).getTime()).toBe(
      new Date(due.report.at).getTime() + 48 * HOUR,
    );
    later(48);
    const late = await answer(order.seller.token, order.id_commande, 'En retard.', 1);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/time to answer/);
    expect(await mails(order.id_commande, 'disputeAnswer')).toEqual({});
    await server.jobs.runNow();
    const told = await mails(order.id_commande, 'disputeAnswer');
    expect(told.buyer?.text_body).toMatch(/n’a pas répondu à temps/);
    expect(told.seller?.text_body).toMatch(/The time to answer the report on order .* is over/);
    const seen = (await disputeAs(staff.token, order.id_commande)).body.data as Dispute;
    expect(seen).toMatchObject({ answer: null, answer_open: false, etat: 'disputed' });
    // The order still waits for staff.
    expect((await disputeAs(order.buyer.token, order.id_commande)).body.data?.etat).toBe('disputed');
  });

  it('honours the parties’ settings: no e-mail to a party who turned off dispute news', async () => {
    const order = await disputed();
    await updateSetting(server.db, order.buyer.id_user, { name: 'retour', value: false });
    expect((await answer(order.seller.token, order.id_commande, 'Réponse.')).status).toBe(200);
    const told = await mails(order.id_commande, 'disputeAnswer');
    expect(told.buyer).toBeUndefined();
    expect(told.seller).toBeDefined();
  });
});

describe('a dispute as staff read it', () => {
  it('holds the report, the answer and the parties’ messages; strangers get 403, unknown orders 404', async () => {
    const order = await disputed();
    for (const [from, to, text] of [
      [order.buyer, order.seller, 'Bonjour, la boucle est arrivée cassée.'],
      [order.seller, order.buyer, 'Elle était intacte à l’envoi.'],
    ] as const) {
      const sent = await api(server.url, 'MessageController/send_message', {
        token: from.token,
        body: { id_receiver: to.id_user, objet: `Commande ${order.id_commande}`, corps_message: text },
      });
      expect(sent.status).toBe(200);
    }
    expect((await answer(order.seller.token, order.id_commande, 'Voir mes photos.', 1)).status).toBe(200);
    const read = await disputeAs(staff.token, order.id_commande);
    expect(read.status).toBe(200);
    const dispute = read.body.data as Dispute;
    expect(dispute.report.motif).toBe('The clasp is broken.');
    expect(dispute.answer?.reponse).toBe('Voir mes photos.');
    expect(dispute.answer?.photos).toHaveLength(1);
    expect(dispute.messages.map((message) => [message.id_sender, message.corps_message])).toEqual([
      [order.buyer.id_user, 'Bonjour, la boucle est arrivée cassée.'],
      [order.seller.id_user, 'Elle était intacte à l’envoi.'],
    ]);
    expect((await disputeAs(stranger.token, order.id_commande)).status).toBe(403);
    expect((await disputeAs(staff.token, 99_999_999)).status).toBe(404);
    // An order with no reported problem has no dispute.
    const quiet = await orderIn(server, 'received');
    expect((await disputeAs(quiet.buyer.token, quiet.id_commande)).body.data).toBeNull();
  });
});

describe('staff’s decision', () => {
  it('needs a note (400 without), which both parties read on the order and by e-mail', async () => {
    const order = await disputed();
    for (const body of [
      { id_commande: order.id_commande, decision: 'release' },
      { id_commande: order.id_commande, decision: 'release', note: '   ' },
    ]) {
      const refused = await decide(staff.token, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/note/);
    }
    await updateSetting(server.db, order.buyer.id_user, { name: 'langue', value: 'fr' });
    await updateSetting(server.db, order.seller.id_user, { name: 'langue', value: 'ru' });
    const note = 'The photos show wear from use, not a defect.';
    const decided = await decide(staff.token, { id_commande: order.id_commande, decision: 'release', note });
    expect(decided.status).toBe(200);
    for (const token of [order.buyer.token, order.seller.token]) {
      expect((await disputeAs(token, order.id_commande)).body.data?.decision).toMatchObject({
        decision: 'release',
        note,
      });
    }
    const told = await mails(order.id_commande, 'decision');
    expect(told.buyer?.text_body).toContain(note);
    expect(told.buyer?.subject).toMatch(/notre décision/);
    expect(told.seller?.text_body).toContain(note);
    expect(told.seller?.subject).toMatch(/наше решение/);
  });
});
