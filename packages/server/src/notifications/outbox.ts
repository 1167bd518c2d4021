/**
 * The outbox: every e-mail is first kept in the database (table mail_outbox), then handed to the
 * mailer. An SMTP server that is down or refuses only delays it: the e-mail stays, and is tried
 * again later, each wait longer than the last, by the order-jobs runner and after each new e-mail.
 *
 * Sent once, on PGlite and on PostgreSQL shared by several processes: a sender leases a row
 * (`locked_until`, committed at once, `FOR UPDATE SKIP LOCKED` so two senders never take the same
 * row) before it sends, and marks it sent the moment the server took it. Only a process that dies
 * between the server's acceptance and that mark leaves a row to be sent again once its lease ends;
 * the repeat carries the same Message-ID, which mail clients use to tell a repeat.
 *
 * Once sent, an e-mail carrying an account link's secret loses its body at once (the link works
 * for an hour, and the database keeps only the SHA-256 of the secret), and every sent e-mail is
 * forgotten after a retention period: the outbox is a queue, not an archive.
 */
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';

export interface OutboxMail {
  id_user: number | null;
  /** What the e-mail tells, for whom: the same news is kept once. Null for news that cannot repeat. */
  dedupeKey: string | null;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Keeps an e-mail to send; false when the same news was kept already. */
export async function queueMail(db: Queryable, mail: OutboxMail, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO mail_outbox (id_user, dedupe_key, kind, to_address, subject, text_body, html_body, headers,
                              created_at, send_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING id`,
    [
      mail.id_user,
      mail.dedupeKey,
      mail.kind,
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.headers),
      now.toISOString(),
    ],
  );
  return rows.length > 0;
}

/**
 * How long a sender holds an e-mail while the SMTP server answers: longer than the mailer's
 * longest try (its timeouts, notifications/mailer.ts), so no other sender takes an e-mail whose
 * sending is still under way.
 */
const LEASE_MS = 5 * 60_000;
/** The wait after a first failure; it doubles with each failure, up to an hour. */
const FIRST_RETRY_MS = 60_000;
const LAST_RETRY_MS = 60 * 60_000;

/** The wait before trying again an e-mail that failed `attempts` times. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS);
}

/**
 * The kinds whose body carries a link's secret (notifications/accountMails.ts): their body is
 * blanked the moment the SMTP server took them, subject and kind kept.
 */
const SECRET_KINDS: readonly string[] = ['password_reset', 'email_change', 'email_confirmation'];

/** How long a sent e-mail stays in the outbox (to tell what was sent, when) before it is forgotten. */
export const SENT_MAIL_RETENTION_MS = 30 * 24 * 3_600_000;

interface LeasedMail {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
  attempts: number;
}

async function leaseDue(db: Queryable, now: Date, limit: number): Promise<LeasedMail[]> {
  // Read first: an UPDATE that leases nothing still counts as a write of the outbox, and one each
  // job run would move the change clock (and drop kept answers) with nothing sent.
  const due = await db.query(
    `SELECT 1 FROM mail_outbox
      WHERE sent_at IS NULL AND send_at <= $1 AND (locked_until IS NULL OR locked_until <= $1) LIMIT 1`,
    [now.toISOString()],
  );
  if (due.length === 0) return [];
  return db.query<LeasedMail>(
    `UPDATE mail_outbox SET locked_until = $2, attempts = attempts + 1
      WHERE id IN (SELECT id FROM mail_outbox
                    WHERE sent_at IS NULL AND send_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
                    ORDER BY send_at, id LIMIT $3
                    FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, to_address, subject, text_body, html_body, headers, attempts`,
    [now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString(), limit],
  );
}

export interface DeliveryReport {
  sent: number;
  /** Kept to be tried again later. */
  failed: number;
}

export type DeliveryContext = Pick<AppContext, 'db' | 'now' | 'mailer'>;

/** Sends every e-mail due now (none without a mailer); never throws for an e-mail that fails. */
export async function deliverDueMail(context: DeliveryContext, limit = 200): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const { db, mailer } = context;
  if (!mailer) return report;
  while (report.sent + report.failed < limit) {
    // One at a time, leased just before it is sent, so a lease never runs out while it waits
    // behind other e-mails.
    const batch = await leaseDue(db, context.now(), 1);
    if (batch.length === 0) break;
    for (const mail of batch) {
      try {
        await mailer.send({
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
          headers: JSON.parse(mail.headers) as Record<string, string>,
          messageId: `outbox.${mail.id}`,
        });
      } catch (error) {
        report.failed++;
        await db.query(
          `UPDATE mail_outbox SET send_at = $2, locked_until = NULL, last_error = $3 WHERE id = $1`,
          [
            mail.id,
            new Date(context.now().getTime() + retryDelay(mail.attempts)).toISOString(),
            (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          ],
        );
        mailer.onError(error);
        continue;
      }
      // At once: the server has it, and nothing must send it again; a link's secret is not kept.
      await db.query(
        SECRET_KINDS.includes(mail.kind)
          ? `UPDATE mail_outbox SET sent_at = $2, locked_until = NULL, last_error = NULL, text_body = '', html_body = ''
              WHERE id = $1`
          : 'UPDATE mail_outbox SET sent_at = $2, locked_until = NULL, last_error = NULL WHERE id = $1',
        [mail.id, context.now().toISOString()],
      );
      report.sent++;
    }
  }
  return report;
}

/**
 * Forgets the e-mails sent more than the retention period before `now`; answers how many. One
 * whose news has a dedupe key keeps its row, body blanked, so the same news is still kept once.
 */
export async function purgeSentMail(db: Queryable, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SENT_MAIL_RETENTION_MS).toISOString();
  // Read first, like leaseDue: a write that changes nothing must not move the change clock.
  const old = await db.query(
    `SELECT 1 FROM mail_outbox
      WHERE sent_at < $1 AND (dedupe_key IS NULL OR text_body <> '' OR html_body <> '') LIMIT 1`,
    [before],
  );
  if (old.length === 0) return 0;
  const deleted = await db.query(
    'DELETE FROM mail_outbox WHERE sent_at < $1 AND dedupe_key IS NULL RETURNING id',
    [before],
  );
  const blanked = await db.query(
    `UPDATE mail_outbox SET text_body = '', html_body = ''
      WHERE sent_at < $1 AND dedupe_key IS NOT NULL AND (text_body <> '' OR html_body <> '') RETURNING id`,
    [before],
  );
  return deleted.length + blanked.length;
}

/**
 * Ends every lease: for a database one process holds, at that process's start, when any lease
 * found was left by a process that ended while sending.
 */
export async function releaseMailLeases(db: Queryable): Promise<void> {
  await db.query(
    'UPDATE mail_outbox SET locked_until = NULL WHERE sent_at IS NULL AND locked_until IS NOT NULL',
  );
}

/** The deliveries started by `deliverSoon`, per mailer, and whether new e-mails came meanwhile. */
const draining = new WeakMap<object, { again: boolean; done: Promise<void> }>();

/**
 * Sends what is due, after the caller's answer: called once e-mails were kept, so they leave at
 * once rather than at the runner's next turn. Calls during a delivery make it look again.
 */
export function deliverSoon(context: DeliveryContext): void {
  const { mailer } = context;
  if (!mailer) return;
  const running = draining.get(mailer);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: false, done: Promise.resolve() };
  draining.set(mailer, state);
  state.done = (async () => {
    try {
      do {
        state.again = false;
        await deliverDueMail(context);
      } while (state.again);
    } catch (error) {
      mailer.onError(error);
    } finally {
      draining.delete(mailer);
    }
  })();
}

/** Waits for a delivery `deliverSoon` started, so the database can close after it. */
export async function deliveriesDone(context: Pick<AppContext, 'mailer'>): Promise<void> {
  if (context.mailer) await draining.get(context.mailer)?.done;
}
