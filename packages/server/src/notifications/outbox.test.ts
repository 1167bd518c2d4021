/**
 * The outbox against a real SMTP server in this process (smtp-server, the server side of
 * nodemailer's project): e-mails written while the SMTP server is down, or while it refuses them,
 * are kept, then delivered once after it comes back — once, whatever the number of runners.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../orders/jobs.js';
import type { RunningServer } from '../server.js';
import { until } from '../testing/fixtures.js';
import { orderIn } from '../testing/orderFixtures.js';
import { startTestServer } from '../testing/testServer.js';
import { deliveriesDone, retryDelay } from './outbox.js';

const HOUR = 3_600_000;

/** What the SMTP server received: each message's Message-ID and its order header. */
const received: Array<{ messageId: string; commande: string | undefined; step: string | undefined }> = [];
/** When true, the SMTP server answers every message with a temporary refusal. */
let refusing = false;
let smtp: SMTPServer | null = null;
let port = 0;

async function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    // A plain local server: no TLS upgrade, no sign-in.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) {
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) => new RegExp(`^${name}: (.+)$`, 'mi').exec(raw)?.[1]?.trim();
        received.push({
          messageId: header('Message-ID') ?? '',
          commande: header('X-Vitrine-Commande'),
          step: header('X-Vitrine-Etape'),
        });
        callback();
      });
    },
  });
  smtp.listen(port, '127.0.0.1');
  await once(smtp.server, 'listening');
  port = (smtp.server.address() as AddressInfo).port;
}

async function stopSmtp(): Promise<void> {
  const server = smtp;
  smtp = null;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
}

let server: RunningServer;
let clock = Date.now();

beforeAll(async () => {
  await startSmtp();
  server = await startTestServer({
    now: () => new Date(clock),
    jobIntervalMs: 24 * HOUR,
    smtpUrl: `smtp://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await server?.close();
  await stopSmtp();
});

const about = (idCommande: number) => received.filter((mail) => mail.commande === String(idCommande));

async function unsent(idCommande: number) {
  return server.db.query<{ attempts: number; last_error: string | null }>(
    `SELECT attempts, last_error FROM mail_outbox
      WHERE sent_at IS NULL AND headers LIKE '%"X-Vitrine-Commande":"' || $1 || '"%'`,
    [String(idCommande)],
  );
}

describe('the outbox', () => {
  it('sends at once while the SMTP server is up', async () => {
    const { id_commande } = await orderIn(server, 'paid');
    await until(() => about(id_commande).length === 2);
    expect(
      about(id_commande)
        .map((mail) => mail.step)
        .sort(),
    ).toEqual(['newOrder', 'paid']);
    // Marked sent once the server's answer reached the sender.
    await until(async () => (await unsent(id_commande)).length === 0);
  });

  it('keeps what it could not send while the SMTP server is down, and sends it once it is back', async () => {
    await stopSmtp();
    const { id_commande } = await orderIn(server, 'paid');
    // The sending the payment started ends before the test moves the clock.
    await deliveriesDone(server.context);
    await until(async () => (await unsent(id_commande)).every((mail) => mail.last_error !== null));
    const kept = await unsent(id_commande);
    expect(kept).toHaveLength(2);
    expect(kept[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);

    await startSmtp();
    // Not before its wait is over.
    await server.jobs.runNow();
    expect(about(id_commande)).toEqual([]);
    clock += retryDelay(1);
    // Two runners, as two processes would, and the server's own.
    await Promise.all([runDueJobs(server.context), runDueJobs(server.context), server.jobs.runNow()]);
    await server.jobs.runNow();
    expect(
      about(id_commande)
        .map((mail) => mail.step)
        .sort(),
    ).toEqual(['newOrder', 'paid']);
    expect(new Set(about(id_commande).map((mail) => mail.messageId)).size).toBe(2);
    expect(await unsent(id_commande)).toEqual([]);
    clock += HOUR;
    await server.jobs.runNow();
    expect(about(id_commande)).toHaveLength(2);
  });

  it('tries again, each time later, while the SMTP server refuses, then sends once', async () => {
    refusing = true;
    try {
      const { id_commande } = await orderIn(server, 'paid');
      await deliveriesDone(server.context);
      await until(async () => (await unsent(id_commande)).every((mail) => mail.last_error !== null));
      expect((await unsent(id_commande))[0]?.last_error).toMatch(/451|busy/);
      clock += retryDelay(1);
      await server.jobs.runNow();
      expect((await unsent(id_commande)).map((mail) => mail.attempts)).toEqual([2, 2]);
      // The second wait is twice the first.
      clock += retryDelay(1);
      await server.jobs.runNow();
      expect((await unsent(id_commande)).map((mail) => mail.attempts)).toEqual([2, 2]);
      refusing = false;
      clock += retryDelay(2) - retryDelay(1);
      await server.jobs.runNow();
      await server.jobs.runNow();
      expect(
        about(id_commande)
          .map((mail) => mail.step)
          .sort(),
      ).toEqual(['newOrder', 'paid']);
      expect(await unsent(id_commande)).toEqual([]);
    } finally {
      refusing = false;
    }
  });
});
