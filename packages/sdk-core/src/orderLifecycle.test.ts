/**
 * Orders after payment, through the SDK against the real server (in-process, seeded in-memory
 * PGlite, sandbox payments, live socket): the seller accepts, declines or ships, the buyer
 * confirms or reports a problem, staff decide, and the deadlines act on their own when the
 * server's clock is moved on. Refunds and payouts are read back from the sandbox's ledger.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sellerShare, toMinorUnits } from '@vitrine/contract';
import {
  addAddress,
  type Buyer,
  deliveriesDone,
  itemOf,
  newBuyer,
  orderIn,
  pngBlob,
  runDueJobs,
  startTestServer,
  TEST_ACCOUNTS,
  until,
} from '@vitrine/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';
import { type Result, SdkHttpError } from './errors.js';
import { sandboxPayments } from './payments/index.js';
import { socketIoRealtime } from './realtime.js';
import { createMemoryStorage } from './storage.js';

const DEMO_PASSWORD = 'Vitrine-demo-2026';
/** A seller in Japan: payouts in yen show the seller's currency is kept. */
const YEN_SELLER = 'ginzatreasure@sellers.vitrine.dev';
const HOUR = 3_600_000;

/** The HTTP status a failed call answered. */
const statusOf = (result: Result<unknown>) =>
  result.error instanceof SdkHttpError ? result.error.status : undefined;

let server: Awaited<ReturnType<typeof startTestServer>>;
/** Without SMTP, e-mails are written here as `.eml` files. */
const outboxDir = mkdtempSync(join(tmpdir(), 'vitrine-outbox-test-'));
/** The server's clock: tests move it instead of waiting. */
let clock = Date.now();
const clients: VitrineClient[] = [];
let buyer: VitrineClient;
let seller: VitrineClient;
let staff: VitrineClient;
let stranger: VitrineClient;
let buyerAccount: Buyer;
let sellerId: number;
let sellerAccount: string | undefined;

async function signedIn(email: string): Promise<VitrineClient> {
  const client = createVitrine({
    baseUrl: server.url,
    storage: createMemoryStorage(),
    realtime: socketIoRealtime({ transports: ['websocket'] }),
    payments: sandboxPayments(),
  });
  clients.push(client);
  const session = await client.auth.login(email, DEMO_PASSWORD);
  if (session.error) throw session.error;
  return client;
}

beforeAll(async () => {
  // The runner's own polling is left out of the way: each test runs what is due when it says so.
  server = await startTestServer({ now: () => new Date(clock), jobIntervalMs: 24 * HOUR, outboxDir });
  [buyer, seller, staff, stranger] = await Promise.all([
    signedIn(TEST_ACCOUNTS.buyer),
    signedIn(YEN_SELLER),
    signedIn('staff@vitrine.dev'),
    signedIn(TEST_ACCOUNTS.seller),
  ]);
  const session = buyer.store.getState().user;
  if (!session) throw new Error('The buyer is not signed in');
  buyerAccount = {
    id_user: session.id_user,
    token: session.token,
    id_adresse: await addAddress(server, session.id_user),
  };
  sellerId = (seller.store.getState().user as { id_user: number }).id_user;
  // The seeded seller's payout account, ready at the sandbox.
  const [account] = await server.db.query<{ account_id: string }>(
    'SELECT account_id FROM compte_paiement WHERE id_user = $1',
    [sellerId],
  );
  sellerAccount = account?.account_id;
});
afterAll(async () => {
  for (const client of clients) await client.auth.logout().catch(() => {});
  await server?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

/** A paid order of the demo buyer for one of the yen seller's items, moved on to `state`. */
async function order(state: Parameters<typeof orderIn>[1]) {
  return orderIn(server, state, { buyer: buyerAccount, item: await itemOf(server, YEN_SELLER) });
}

const later = (hours: number) => {
  clock += hours * HOUR;
};

async function refundsOf(idCommande: number) {
  return server.db.query<{ amount: number; currency: string }>(
    `SELECT r.amount, r.currency FROM sandbox_refund r
       JOIN commande c ON c.id_payment_intent = r.payment_intent WHERE c.id_commande = $1`,
    [idCommande],
  );
}

async function transfersOf(idCommande: number) {
  return server.db.query<{ amount: number; currency: string; destination: string }>(
    `SELECT amount, currency, destination FROM sandbox_transfer WHERE transfer_group = $1`,
    [`commande_${idCommande}`],
  );
}

async function paidOf(idCommande: number) {
  const [row] = await server.db.query<{ montant_paye: number; devise_paye: string; prix_unitaire: number }>(
    'SELECT montant_paye, devise_paye, prix_unitaire FROM commande WHERE id_commande = $1',
    [idCommande],
  );
  return row as { montant_paye: number; devise_paye: string; prix_unitaire: number };
}

async function itemState(idSousProduit: number) {
  const [row] = await server.db.query<{ etat: string }>('SELECT etat FROM sous_produit WHERE id = $1', [
    idSousProduit,
  ]);
  return row?.etat;
}

describe('the seller answers', () => {
  it('declines with a reason: the buyer is refunded in full, in their currency, and the item is back on sale', async () => {
    const { id_commande, item } = await order('paid');
    const declined = await seller.orders.decline(id_commande, 'Vendu en boutique ce matin.');
    expect(declined.error).toBeUndefined();
    expect(declined.data).toMatchObject({ etat: 'declined', next_deadline: null });
    expect(declined.data?.steps.map((step) => [step.etat, step.actor, step.note])).toEqual([
      ['paid', 'buyer', null],
      ['declined', 'seller', 'Vendu en boutique ce matin.'],
    ]);

    await server.jobs.runNow();
    const paid = await paidOf(id_commande);
    expect(await refundsOf(id_commande)).toEqual([{ amount: paid.montant_paye, currency: 'EUR' }]);
    const timeline = await buyer.orders.timeline(id_commande);
    expect(timeline.data?.money).toEqual([
      {
        kind: 'refund',
        amount: paid.montant_paye,
        currency: 'EUR',
        status: 'succeeded',
        at: expect.any(String),
      },
    ]);

    // Back on sale: another buyer can buy the very same item.
    expect(await itemState(item.id_sous_produit)).toBe('Disponible');
    const again = await orderIn(server, 'paid', { buyer: await newBuyer(server), item });
    expect(again.id_commande).not.toBe(id_commande);
    expect(await itemState(item.id_sous_produit)).toBe('Vendu');
  });

  it('does not answer in 48 h: the order is cancelled by the marketplace and refunded', async () => {
    const { id_commande, item } = await order('paid');
    expect((await buyer.orders.timeline(id_commande)).data?.next_deadline).toEqual({
      transition: 'expireAcceptance',
      due_at: new Date(clock + 48 * HOUR).toISOString(),
    });
    later(47);
    await server.jobs.runNow();
    expect((await buyer.orders.timeline(id_commande)).data?.etat).toBe('paid');

    later(1.01);
    await server.jobs.runNow();
    const timeline = (await buyer.orders.timeline(id_commande)).data;
    expect(timeline?.etat).toBe('cancelled');
    expect(timeline?.steps.at(-1)).toMatchObject({
      etat: 'cancelled',
      transition: 'expireAcceptance',
      actor: 'system',
      id_actor: null,
    });
    expect(await refundsOf(id_commande)).toEqual([
      { amount: (await paidOf(id_commande)).montant_paye, currency: 'EUR' },
    ]);
    expect(await itemState(item.id_sous_produit)).toBe('Disponible');
    // Too late for the seller now.
    const accepted = await seller.orders.accept(id_commande);
    expect(statusOf(accepted)).toBe(409);
  });

  it('accepts but does not ship in 72 h: cancelled and refunded', async () => {
    const { id_commande } = await order('paid');
    const accepted = await seller.orders.accept(id_commande);
    expect(accepted.data).toMatchObject({
      etat: 'accepted',
      next_deadline: { transition: 'expireShipping', due_at: new Date(clock + 72 * HOUR).toISOString() },
    });
    later(71);
    await server.jobs.runNow();
    expect((await seller.orders.timeline(id_commande)).data?.etat).toBe('accepted');
    later(1.01);
    await server.jobs.runNow();
    const timeline = (await seller.orders.timeline(id_commande)).data;
    expect(timeline?.etat).toBe('cancelled');
    expect(timeline?.steps.at(-1)).toMatchObject({ transition: 'expireShipping', actor: 'system' });
    expect(await refundsOf(id_commande)).toHaveLength(1);
  });
});

describe('after shipping', () => {
  it('ships with carrier and tracking; received automatically after 14 days; completed and paid out 48 h later', async () => {
    const { id_commande } = await order('accepted');
    const shipped = await seller.orders.ship(id_commande, {
      transporteur: 'Yamato',
      suivi_livraison: '4567-8901-2345',
      lien_suivi: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number=456789012345',
    });
    expect(shipped.data?.etat).toBe('shipped');
    expect((await buyer.orders.get(id_commande)).data).toMatchObject({
      etat: 'shipped',
      transporteur: 'Yamato',
      suivi_livraison: '4567-8901-2345',
      lien_suivi: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number=456789012345',
    });

    later(14 * 24 - 1);
    await server.jobs.runNow();
    expect((await buyer.orders.timeline(id_commande)).data?.etat).toBe('shipped');
    later(1.01);
    await server.jobs.runNow();
    const received = (await buyer.orders.timeline(id_commande)).data;
    expect(received?.etat).toBe('received');
    expect(received?.steps.at(-1)).toMatchObject({ transition: 'receiveAutomatically', actor: 'system' });
    expect(received?.next_deadline?.transition).toBe('complete');
    expect(await transfersOf(id_commande)).toEqual([]);

    later(48.01);
    await server.jobs.runNow();
    const done = (await seller.orders.timeline(id_commande)).data;
    expect(done?.steps.slice(-2).map((step) => [step.etat, step.actor])).toEqual([
      ['completed', 'system'],
      ['paid_out', 'system'],
    ]);
    const { prix_unitaire } = await paidOf(id_commande);
    const share = toMinorUnits(sellerShare(prix_unitaire, 'JPY'), 'JPY');
    expect(share).toBe(Math.round(prix_unitaire * 0.9));
    expect(done?.money).toEqual([
      { kind: 'payout', amount: share, currency: 'JPY', status: 'succeeded', at: expect.any(String) },
    ]);
    expect(await transfersOf(id_commande)).toEqual([
      { amount: share, currency: 'JPY', destination: sellerAccount },
    ]);
    expect(await refundsOf(id_commande)).toEqual([]);
  });

  it('the buyer confirms reception; both parties see every move live', async () => {
    const moves: Array<[string, number, string]> = [];
    await until(() => buyer.store.getState().connected && seller.store.getState().connected);
    const offBuyer = buyer.on('orderState', (update) =>
      moves.push(['buyer', update.id_commande, update.etat]),
    );
    const offSeller = seller.on('orderState', (update) =>
      moves.push(['seller', update.id_commande, update.etat]),
    );
    const { id_commande } = await order('shipped');
    // The moves that brought the order here were told too; this test is about reception.
    const received = () => moves.filter(([, id, etat]) => id === id_commande && etat === 'received');
    expect(received()).toEqual([]);
    const confirmed = await buyer.orders.confirmReception(id_commande);
    expect(confirmed.data?.steps.at(-1)).toMatchObject({ etat: 'received', actor: 'buyer' });
    await until(() => received().length >= 2);
    expect(received().sort()).toEqual([
      ['buyer', id_commande, 'received'],
      ['seller', id_commande, 'received'],
    ]);
    await until(() =>
      moves.some(([who, id, etat]) => who === 'buyer' && id === id_commande && etat === 'shipped'),
    );
    offBuyer();
    offSeller();
  });
});

/** The dispute photos the server keeps. */
const disputePhotos = () => {
  try {
    return readdirSync(join(server.config.mediaDir, 'private', 'disputes')).sort();
  } catch {
    return [];
  }
};

describe('disputes', () => {
  it('the buyer reports a problem within 48 h; staff refund them and the order never completes', async () => {
    const { id_commande, item } = await order('received');
    // The seller cannot report in the buyer's place, and the photo sent with the attempt is not kept.
    const photosBefore = disputePhotos();
    expect(statusOf(await seller.orders.reportProblem(id_commande, 'Faux.', [pngBlob()]))).toBe(403);
    expect(disputePhotos()).toEqual(photosBefore);

    const reported = await buyer.orders.reportProblem(id_commande, 'La boucle est cassée.', [
      pngBlob(),
      pngBlob(),
    ]);
    expect(reported.data).toMatchObject({ etat: 'disputed', next_deadline: null });
    const photos = reported.data?.steps.at(-1)?.photos ?? [];
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      // Under the order: its buyer, its seller and staff read it with their token; nobody else.
      expect(photo).toMatch(new RegExp(`^/media/orders/${id_commande}/[0-9a-f]{32}\\.png$`));
      expect((await fetch(`${server.url}${photo}`)).status).toBe(404);
      expect(statusOf(await stranger.orders.photo(photo))).toBe(404);
      for (const reader of [buyer, seller, staff])
        expect((await reader.orders.photo(photo)).data?.type).toBe('image/png');
    }
    // Staff find it among the open disputes and may read it; nobody else may list them.
    const open = await staff.orders.disputes();
    expect(open.data?.map((row) => row.id_commande)).toContain(id_commande);
    expect(open.data?.every((row) => row.etat === 'disputed')).toBe(true);
    expect((await staff.orders.get(id_commande)).data?.etat).toBe('disputed');
    expect(statusOf(await buyer.orders.disputes())).toBe(403);
    expect(statusOf(await seller.orders.disputes())).toBe(403);
    later(49);
    await server.jobs.runNow();
    expect((await buyer.orders.timeline(id_commande)).data?.etat).toBe('disputed');

    const decided = await staff.orders.decideDispute(id_commande, 'refund', 'Photos show the damage.');
    expect(decided.data?.steps.at(-1)).toMatchObject({
      etat: 'cancelled',
      transition: 'refundDispute',
      actor: 'staff',
      note: 'Photos show the damage.',
    });
    await server.jobs.runNow();
    expect(await refundsOf(id_commande)).toEqual([
      { amount: (await paidOf(id_commande)).montant_paye, currency: 'EUR' },
    ]);
    expect(await transfersOf(id_commande)).toEqual([]);
    // The buyer has the item: it is not for sale again.
    expect(await itemState(item.id_sous_produit)).toBe('Vendu');
    expect((await staff.orders.disputes()).data?.map((row) => row.id_commande)).not.toContain(id_commande);
  });

  it('staff release the payout: completed, then paid out to the seller', async () => {
    const { id_commande } = await order('disputed');
    const decided = await staff.orders.decideDispute(id_commande, 'release', 'Item as described.');
    expect(decided.data?.etat).toBe('completed');
    await server.jobs.runNow();
    expect((await seller.orders.timeline(id_commande)).data?.etat).toBe('paid_out');
    expect(await transfersOf(id_commande)).toHaveLength(1);
    expect(await refundsOf(id_commande)).toEqual([]);
  });
});

describe('a dispute’s two sides', () => {
  it('the seller answers with a photo; both parties are told live; staff read both sides and decide with a note both read', async () => {
    await until(() => buyer.store.getState().connected && seller.store.getState().connected);
    const { id_commande } = await order('disputed');
    const told: Array<[string, number]> = [];
    const offBuyer = buyer.on('orderState', (update) => told.push(['buyer', update.id_commande]));
    const offSeller = seller.on('orderState', (update) => told.push(['seller', update.id_commande]));
    // Only the seller answers; the buyer and a stranger are refused, and nothing is kept.
    expect(statusOf(await buyer.orders.answerDispute(id_commande, 'Moi aussi.'))).toBe(403);
    expect(statusOf(await stranger.orders.dispute(id_commande))).toBe(403);
    const answered = await seller.orders.answerDispute(id_commande, 'Emballé avec soin, voir la photo.', [
      pngBlob(),
    ]);
    expect(answered.data?.answer?.reponse).toBe('Emballé avec soin, voir la photo.');
    await until(() => told.filter(([, id]) => id === id_commande).length >= 2);
    expect(told.filter(([, id]) => id === id_commande).sort()).toEqual([
      ['buyer', id_commande],
      ['seller', id_commande],
    ]);
    offBuyer();
    offSeller();
    const seen = await staff.orders.dispute(id_commande);
    expect(seen.data?.report.motif).toBe('The clasp is broken.');
    const photo = seen.data?.answer?.photos[0] as string;
    expect((await staff.orders.photo(photo)).data?.type).toBe('image/png');
    expect(statusOf(await stranger.orders.photo(photo))).toBe(404);
    expect(statusOf(await seller.orders.answerDispute(id_commande, 'Encore.'))).toBe(409);

    expect(
      (await staff.orders.decideDispute(id_commande, 'refund', 'Le colis était abîmé.')).data?.etat,
    ).toBe('cancelled');
    for (const party of [buyer, seller]) {
      expect((await party.orders.dispute(id_commande)).data?.decision).toMatchObject({
        decision: 'refund',
        note: 'Le colis était abîmé.',
      });
    }
  });
});

describe('rights and states', () => {
  it('refuses the wrong party with 403 and the wrong state with 409, writing nothing', async () => {
    const { id_commande } = await order('paid');
    const stepsBefore = (await buyer.orders.timeline(id_commande)).data?.steps.length;

    expect(statusOf(await buyer.orders.accept(id_commande))).toBe(403);
    expect(statusOf(await stranger.orders.decline(id_commande, 'Pas à moi.'))).toBe(403);
    expect(statusOf(await seller.orders.confirmReception(id_commande))).toBe(403);
    expect(statusOf(await buyer.orders.decideDispute(id_commande, 'refund', 'Moi.'))).toBe(403);
    expect(statusOf(await seller.orders.decideDispute(id_commande, 'release', 'Moi.'))).toBe(403);
    expect(statusOf(await stranger.orders.timeline(id_commande))).toBe(403);

    const early = await seller.orders.ship(id_commande, {
      transporteur: 'DHL',
      suivi_livraison: '123',
      lien_suivi: 'https://www.dhl.com/track?id=123',
    });
    expect(statusOf(early)).toBe(409);
    expect(early.error?.message).toMatch(/paid/);
    expect(statusOf(await buyer.orders.reportProblem(id_commande, 'Rien reçu.'))).toBe(409);
    expect(statusOf(await staff.orders.decideDispute(id_commande, 'refund', 'Trop tôt.'))).toBe(409);

    const after = (await buyer.orders.timeline(id_commande)).data;
    expect(after?.etat).toBe('paid');
    expect(after?.steps.length).toBe(stepsBefore);
    expect(after?.money).toEqual([]);

    expect((await seller.orders.accept(id_commande)).data?.etat).toBe('accepted');
    expect(statusOf(await seller.orders.accept(id_commande))).toBe(409);
    expect(statusOf(await seller.orders.decline(id_commande, 'Trop tard'))).toBe(409);
  });

  it('a tracking link must be a web address', async () => {
    const { id_commande } = await order('accepted');
    const shipped = await seller.orders.ship(id_commande, {
      transporteur: 'DHL',
      suivi_livraison: '123',
      lien_suivi: 'javascript:alert(1)',
    });
    expect(shipped.error).toBeDefined();
    expect((await seller.orders.timeline(id_commande)).data?.etat).toBe('accepted');
  });
});

describe('jobs', () => {
  it('run once when two runners take the same due jobs at the same moment', async () => {
    const { id_commande } = await order('paid');
    later(48.01);
    const context = server.context;
    const reports = await Promise.all([runDueJobs(context), runDueJobs(context), server.jobs.runNow()]);
    await server.jobs.runNow();
    expect(reports.reduce((sum, report) => sum + report.done, 0)).toBeGreaterThanOrEqual(2);
    const timeline = (await buyer.orders.timeline(id_commande)).data;
    expect(timeline?.steps.filter((step) => step.etat === 'cancelled')).toHaveLength(1);
    expect(await refundsOf(id_commande)).toHaveLength(1);
    expect(timeline?.money).toHaveLength(1);
  });
});

describe('e-mails', () => {
  /** The `.eml` files written about an order, as text. */
  const mailsAbout = (idCommande: number) =>
    readdirSync(outboxDir)
      .map((file) => readFileSync(join(outboxDir, file), 'utf8'))
      .filter((mail) => new RegExp(`^X-Vitrine-Commande: ${idCommande}$`, 'm').test(mail));

  it('tell each party of a move in their language, unless their settings say no', async () => {
    expect((await buyer.settings.update('langue', 'en')).error).toBeUndefined();
    expect((await seller.settings.update('vente', '0')).error).toBeUndefined();
    try {
      const { id_commande } = await order('paid');
      expect((await seller.orders.accept(id_commande)).data?.etat).toBe('accepted');
      // The move's e-mails were kept with it, and their sending started before the answer: once
      // it ends, every e-mail the move was ever going to write is in the outbox folder.
      await deliveriesDone(server.context);
      // The seller turned sales e-mails off: only the buyer is written to, in English.
      const mails = mailsAbout(id_commande).filter((mail) => /^X-Vitrine-Etape: moved$/m.test(mail));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatch(/^To: acheteur@vitrine\.dev$/m);
      expect(mails[0]).toMatch(
        new RegExp(`^Subject: Order V&T${id_commande}: accepted, awaiting shipment$`, 'm'),
      );
      expect(mails[0]).toContain('Hello ClaireDemo,');
    } finally {
      await buyer.settings.update('langue', 'fr');
      await seller.settings.update('vente', '1');
    }
  });
});
