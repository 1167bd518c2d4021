/**
 * Both parties of an order told at every step, through the SDK against the real server
 * (in-process, seeded in-memory PGlite, sandbox payments, live socket, e-mails written as `.eml`
 * files and read back with a MIME parser): a buyer who signed up in Japanese and a seller who
 * reads English each get their e-mails in their language, amounts and dates written their way,
 * with a text and an HTML part, the order number as the screens write it — unless their
 * settings say no — and the seller's reminder comes once.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  currencyDecimals,
  ORDER_DEADLINE_HOURS,
  orderNumber,
  sellerShare,
  toMinorUnits,
} from '@vitrine/contract';
import {
  addAddress,
  type Buyer,
  itemOf,
  orderIn,
  runDueJobs,
  startTestServer,
  until,
} from '@vitrine/server/testing';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';
import { sandboxPayments } from './payments/index.js';
import { socketIoRealtime } from './realtime.js';
import { createMemoryStorage } from './storage.js';

type Email = Awaited<ReturnType<typeof PostalMime.parse>>;

const DEMO_PASSWORD = 'Vitrine-demo-2026';
/** A seller in Japan, paid out in yen, who reads English. */
const YEN_SELLER = 'ginzatreasure@sellers.vitrine.dev';
const HOUR = 3_600_000;

let server: Awaited<ReturnType<typeof startTestServer>>;
const outboxDir = mkdtempSync(join(tmpdir(), 'vitrine-order-mails-'));
let clock = Date.now();
const clients: VitrineClient[] = [];
let buyer: VitrineClient;
let seller: VitrineClient;
let buyerAccount: Buyer;
let buyerEmail: string;

function newClient(): VitrineClient {
  const client = createVitrine({
    baseUrl: server.url,
    storage: createMemoryStorage(),
    realtime: socketIoRealtime({ transports: ['websocket'] }),
    payments: sandboxPayments(),
  });
  clients.push(client);
  return client;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), jobIntervalMs: 24 * HOUR, outboxDir });
  // The buyer signs up on the Japanese site: their account is Japanese from the start.
  buyer = newClient();
  await buyer.setLocale({ country: 'JP', language: 'jp' });
  const japan = (await buyer.countries.list()).data?.data.find((country) => country.alpha2 === 'JP');
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  buyerEmail = `hanako.${tag}@example.test`;
  const signedUp = await buyer.auth.signup({
    sexe_profile: 'Femme',
    id_pays_profile: japan?.id_pays as number,
    nom_profile: 'Yamada',
    prenom_profile: '花子',
    email: buyerEmail,
    password: 'un-mot-de-passe',
    pseudo_profile: `Hanako${tag}`,
    date_naiss_profile: '1990-04-01',
  });
  if (signedUp.error) throw signedUp.error;
  const session = signedUp.data.session;
  buyerAccount = {
    id_user: session.id_user,
    token: session.token,
    id_adresse: await addAddress(server, session.id_user),
  };

  seller = newClient();
  const login = await seller.auth.login(YEN_SELLER, DEMO_PASSWORD);
  if (login.error) throw login.error;
  expect((await seller.settings.update('langue', 'en')).error).toBeUndefined();
  // The payout account the seller opened at the provider.
  await server.db.query(
    `INSERT INTO compte_paiement (id_user, account_id, country, payouts_enabled) VALUES ($1, 'acct_ginza_mails', 'JP', true)
     ON CONFLICT DO NOTHING`,
    [login.data.id_user],
  );
});
afterAll(async () => {
  for (const client of clients) await client.auth.logout().catch(() => {});
  await server?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

async function order(state: Parameters<typeof orderIn>[1]) {
  return orderIn(server, state, { buyer: buyerAccount, item: await itemOf(server, YEN_SELLER) });
}

const later = (hours: number) => {
  clock += hours * HOUR;
};

const headerOf = (mail: Email, key: string) => mail.headers.find((header) => header.key === key)?.value;

/** The e-mails written about an order, parsed; `step` keeps one kind (X-Vitrine-Etape). */
async function mailsAbout(idCommande: number, step?: string): Promise<Email[]> {
  const mails = await Promise.all(
    readdirSync(outboxDir).map((file) => PostalMime.parse(readFileSync(join(outboxDir, file)))),
  );
  return mails.filter(
    (mail) =>
      headerOf(mail, 'x-vitrine-commande') === String(idCommande) &&
      (step === undefined || headerOf(mail, 'x-vitrine-etape') === step),
  );
}

async function theMail(idCommande: number, step: string): Promise<Email> {
  await until(async () => (await mailsAbout(idCommande, step)).length > 0);
  return (await mailsAbout(idCommande, step))[0] as Email;
}

const recipientOf = (mail: Email) => mail.to?.map((to) => ('address' in to ? to.address : undefined));

/** What Intl writes for `minor` units of `currency` in `locale`: the test's own reference. */
function amountIn(locale: string, minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minor / 10 ** decimals);
}

function dateIn(locale: string, at: number): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(at));
}

async function paymentOf(idCommande: number) {
  const [row] = await server.db.query<{ montant_paye: number; devise_paye: string; prix_unitaire: number }>(
    'SELECT montant_paye, devise_paye, prix_unitaire FROM commande WHERE id_commande = $1',
    [idCommande],
  );
  return row as { montant_paye: number; devise_paye: string; prix_unitaire: number };
}

/** Both parts of an e-mail carry `text`. */
function expectBothParts(mail: Email, ...texts: string[]) {
  for (const text of texts) {
    expect(mail.text).toContain(text);
    expect(mail.html).toContain(text.replace(/&/g, '&amp;'));
  }
}

describe('at payment', () => {
  it("the buyer's confirmation in Japanese and the seller's new order in English, live too", async () => {
    const live: Array<[number, string]> = [];
    await until(() => buyer.store.getState().connected);
    const off = buyer.on('orderState', (update) => live.push([update.id_commande, update.etat]));
    const paidAt = clock;
    const { id_commande } = await order('paid');
    const number = orderNumber(id_commande);
    const payment = await paymentOf(id_commande);
    const deadline = paidAt + ORDER_DEADLINE_HOURS.accept * HOUR;

    const confirmation = await theMail(id_commande, 'paid');
    expect(recipientOf(confirmation)).toEqual([buyerEmail]);
    expect(confirmation.subject).toMatch(new RegExp(`^ご注文 ${number} を承りました：`));
    expectBothParts(
      confirmation,
      amountIn('ja-JP', payment.montant_paye, payment.devise_paye.trim()),
      '出品者：GinzaTreasure',
      dateIn('ja-JP', deadline),
    );
    expect(confirmation.html).toContain('<html lang="ja">');
    expect(confirmation.text).toMatch(/^.+ 様$/m);

    const newOrder = await theMail(id_commande, 'newOrder');
    expect(recipientOf(newOrder)).toEqual([YEN_SELLER]);
    expect(newOrder.subject).toBe(`New order ${number} — accept before ${dateIn('en-GB', deadline)}`);
    expectBothParts(newOrder, amountIn('en-GB', toMinorUnits(payment.prix_unitaire, 'JPY'), 'JPY'));
    expect(newOrder.html).toContain(`/order-detail/${id_commande}`);

    // The buyer's screen hears of the new order as the seller's does.
    await until(() => live.some(([id, etat]) => id === id_commande && etat === 'paid'));
    off();
  });
});

describe("the seller's reminder", () => {
  it('comes once, 12 h before the deadline, however many runners run it', async () => {
    const { id_commande } = await order('paid');
    later(ORDER_DEADLINE_HOURS.accept - ORDER_DEADLINE_HOURS.acceptReminder - 0.1);
    await server.jobs.runNow();
    expect(await mailsAbout(id_commande, 'reminder')).toEqual([]);
    later(0.2);
    await Promise.all([runDueJobs(server.context), runDueJobs(server.context), server.jobs.runNow()]);
    await server.jobs.runNow();
    const reminders = await mailsAbout(id_commande, 'reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toMatch(
      new RegExp(`^Reminder: accept order ${orderNumber(id_commande)} before `),
    );
    later(1);
    await server.jobs.runNow();
    expect(await mailsAbout(id_commande, 'reminder')).toHaveLength(1);
    later(ORDER_DEADLINE_HOURS.acceptReminder);
    await server.jobs.runNow();
  });

  it('does not come once the seller answered', async () => {
    const { id_commande } = await order('paid');
    expect((await seller.orders.accept(id_commande)).error).toBeUndefined();
    later(ORDER_DEADLINE_HOURS.accept);
    await server.jobs.runNow();
    await theMail(id_commande, 'moved');
    expect(await mailsAbout(id_commande, 'reminder')).toEqual([]);
  });
});

describe('after payment', () => {
  it('shipped with carrier, tracking number and link; received; completed; payout sent', async () => {
    const { id_commande } = await order('shipped');
    const shipped = await theMail(id_commande, 'shipped');
    expect(recipientOf(shipped)).toEqual([buyerEmail]);
    expectBothParts(shipped, '配送業者：Colissimo', '追跡番号：6A123456789');
    expect(shipped.text).toContain(
      '荷物を追跡する：https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789',
    );
    expect(shipped.html).toContain('href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789"');

    const receivedAt = clock;
    expect((await buyer.orders.confirmReception(id_commande)).error).toBeUndefined();
    const received = await theMail(id_commande, 'received');
    expect(recipientOf(received)).toEqual([YEN_SELLER]);
    expectBothParts(received, dateIn('en-GB', receivedAt + ORDER_DEADLINE_HOURS.disputeWindow * HOUR));

    later(ORDER_DEADLINE_HOURS.disputeWindow + 0.01);
    await server.jobs.runNow();
    await server.jobs.runNow();
    const { prix_unitaire } = await paymentOf(id_commande);
    const payout = amountIn('en-GB', toMinorUnits(sellerShare(prix_unitaire, 'JPY'), 'JPY'), 'JPY');
    const completed = await mailsAbout(id_commande, 'completedBuyer');
    expect(completed.map(recipientOf)).toEqual([[buyerEmail]]);
    expect(completed[0]?.subject).toBe(`注文 ${orderNumber(id_commande)} の取引が完了しました`);
    expectBothParts(await theMail(id_commande, 'completedSeller'), payout);
    const sent = await theMail(id_commande, 'payout');
    expect(recipientOf(sent)).toEqual([YEN_SELLER]);
    expect(sent.subject).toBe(`Payout sent: ${payout} for order ${orderNumber(id_commande)}`);
    expectBothParts(sent, amountIn('en-GB', toMinorUnits(prix_unitaire, 'JPY'), 'JPY'));
  });

  it("honours the toggles: no sales e-mail with 'vente' off, no tracking e-mail with 'suivi_commande' off", async () => {
    expect((await seller.settings.update('vente', '0')).error).toBeUndefined();
    expect((await buyer.settings.update('suivi_commande', '0')).error).toBeUndefined();
    try {
      const { id_commande } = await order('accepted');
      // A later e-mail to the buyer, allowed by another toggle, shows the earlier ones were decided.
      expect((await seller.settings.update('vente', '1')).error).toBeUndefined();
      expect(
        (
          await seller.orders.ship(id_commande, {
            transporteur: 'DHL',
            suivi_livraison: 'JD014600003',
            lien_suivi: 'https://www.dhl.com/track?id=JD014600003',
          })
        ).error,
      ).toBeUndefined();
      await theMail(id_commande, 'moved');
      expect((await mailsAbout(id_commande)).map((mail) => headerOf(mail, 'x-vitrine-etape'))).toEqual([
        'moved',
      ]);
      expect(recipientOf((await mailsAbout(id_commande))[0] as Email)).toEqual([YEN_SELLER]);
    } finally {
      await seller.settings.update('vente', '1');
      await buyer.settings.update('suivi_commande', '1');
    }
  });
});
