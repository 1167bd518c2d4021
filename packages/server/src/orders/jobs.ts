/**
 * Order deadlines and money moves as durable jobs (table commande_job), run against the injected
 * clock (`context.now`), so tests move time instead of sleeping.
 *
 * Exactly once, on PGlite and on PostgreSQL shared by several processes:
 * - a deadline (cancel, automatic reception, completion) is claimed by the very transaction that
 *   moves the order (`UPDATE … WHERE state = 'due' … FOR UPDATE SKIP LOCKED`): a crash rolls
 *   both back, a second runner finds the job locked or done;
 * - a money move calls the provider, which no transaction of ours covers: the job is leased,
 *   the provider called with the move's idempotency key, then the ledger, the job and (for a
 *   payout) the order are settled in one transaction. A runner that dies after the call leaves
 *   the lease to expire; the next call with the same key answers the same refund or transfer;
 * - a reminder, and the end of a seller's time to answer a dispute, are claimed like a deadline,
 *   by the transaction that keeps their e-mails.
 * Each run then keeps the grouped e-mails of messages and likes whose time has come
 * (notifications/messageMails.ts, likeDigests.ts) and sends the e-mails of the outbox that are
 * due (notifications/outbox.ts).
 *
 * A seller's payout is a transfer to their payout account, then a bank payout from it (its key
 * numbered by attempt: a new one only after the last failed). It waits, without retrying, while
 * the account is not ready, and is woken when it becomes so (payouts/payoutAccounts.ts). Bank
 * payouts on their way are read back from the provider until paid or failed; a failed one makes
 * the sale's payout wait for the seller's new bank details.
 */
import { ORDER_DEADLINE_HOURS } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import {
  bankPayoutsToCheck,
  checkBankPayoutLater,
  latestBankPayout,
  moveBankPayout,
  nextCheck,
  recordBankPayout,
} from '../db/queries/bankPayouts.js';
import {
  claimJob,
  dueJobs,
  finishLeasedJob,
  type JobRow,
  leaseJob,
  lockOrder,
  type MoneyKind,
  type MoneyMove,
  moneyMoveOf,
  postponeJob,
  reopenPayout,
  settleMoneyMove,
  skipJob,
  waitForAccount,
} from '../db/queries/orderState.js';
import { mirrorPayoutAccount, payoutAccountOf } from '../db/queries/paymentAccount.js';
import { runAlertDigests } from '../notifications/alertDigests.js';
import { runLikeDigests } from '../notifications/likeDigests.js';
import { runMessageMails } from '../notifications/messageMails.js';
import { type DeliveryReport, deliverDueMail, purgeSentMail } from '../notifications/outbox.js';
import { runOfferJobs } from '../offers/offerJobs.js';
import type { PaymentProvider, ProviderPayout } from '../payments/provider.js';
import { createSandboxProvider } from '../payments/sandbox.js';
import { accountChanged, readyForPayouts } from '../payouts/payoutAccounts.js';
import { payoutMoved } from '../payouts/payoutNotices.js';
import { closeDisputeAnswer } from './disputeAnswers.js';
import { announce, applyTransition } from './lifecycle.js';
import { queueAcceptReminder, queuePayoutSentMail } from './orderMails.js';

export type JobContext = Pick<AppContext, 'db' | 'now' | 'notifier' | 'config' | 'payments' | 'mailer'>;

/** How long a runner holds a money move while it calls the provider. */
const LEASE_MS = 5 * 60_000;
/** When a money move failed (provider down, no payout account yet), the next try. */
const RETRY_MS = 15 * 60_000;
/** A payout waiting for its account looks at the account again after this, if not woken before. */
const ACCOUNT_RECHECK_MS = 24 * 3_600_000;

const MONEY_KINDS: ReadonlySet<string> = new Set<MoneyKind>(['refund', 'payout']);

export interface JobReport {
  /** Jobs this run performed. */
  done: number;
  /** Jobs whose order had moved on (nothing to do). */
  skipped: number;
  /** Jobs another runner held, or that failed and will be tried again. */
  left: number;
  /** E-mails of the outbox this run sent, or failed to send (they are tried again later). */
  mails: DeliveryReport;
}

export interface RunOptions {
  limit?: number;
  onError?: (error: unknown) => void;
}

/** Runs every job due at `context.now()` once; safe to call from several runners at once. */
export async function runDueJobs(context: JobContext, options: RunOptions = {}): Promise<JobReport> {
  const report: JobReport = { done: 0, skipped: 0, left: 0, mails: { sent: 0, failed: 0 } };
  // A run takes what is due now; what its own work makes due (a refund after a cancel) is
  // taken by a second pass, so one run leaves nothing due behind it.
  for (let pass = 0; pass < 2; pass++) {
    const jobs = await dueJobs(context.db, context.now(), options.limit ?? 100);
    if (jobs.length === 0) break;
    for (const job of jobs) {
      try {
        const outcome = MONEY_KINDS.has(job.kind)
          ? await moveMoney(context, job)
          : job.kind === 'remindSeller'
            ? await remindSeller(context, job)
            : job.kind === 'closeDisputeAnswer'
              ? await closeDisputeAnswer(context, job)
              : await runDeadline(context, job);
        report[outcome]++;
      } catch (error) {
        report.left++;
        options.onError?.(error);
      }
    }
  }
  report.done += await trackBankPayouts(context, options);
  // Offers unanswered and holds unpaid whose day is over.
  try {
    report.done += await runOfferJobs(context, options);
  } catch (error) {
    report.left++;
    options.onError?.(error);
  }
  // The e-mails of messages whose window ended, and of likes and alerts whose day ended: kept here,
  // sent below.
  for (const digest of [runMessageMails, runLikeDigests, runAlertDigests]) {
    try {
      report.done += await digest(context);
    } catch (error) {
      report.left++;
      options.onError?.(error);
    }
  }
  // What the jobs kept, and what an SMTP server refused before, once its wait is over.
  try {
    report.mails = await deliverDueMail(context);
  } catch (error) {
    options.onError?.(error);
  }
  // Sent e-mails past their retention are forgotten.
  try {
    await purgeSentMail(context.db, context.now());
  } catch (error) {
    options.onError?.(error);
  }
  return report;
}

type Outcome = Exclude<keyof JobReport, 'mails'>;

/** The seller who has not answered yet is reminded of their deadline, once. */
async function remindSeller(context: JobContext, job: JobRow): Promise<Outcome> {
  return context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, job.id_commande);
    if (!(await claimJob(tx, job.id, context.now()))) return 'left';
    if (order?.etat !== 'paid') return 'skipped';
    const deadline = new Date(
      new Date(job.run_at).getTime() + ORDER_DEADLINE_HOURS.acceptReminder * 3_600_000,
    );
    await queueAcceptReminder(context, tx, job.id_commande, deadline);
    return 'done';
  });
}

async function runDeadline(context: JobContext, job: JobRow): Promise<Outcome> {
  const moved = await context.db.transaction(async (tx) => {
    // The order first, then its job: the order in the same order as a party's move (which locks
    // the order, then cancels its deadlines), so the two never wait on each other in a cycle.
    const order = await lockOrder(tx, job.id_commande);
    const claimed = await claimJob(tx, job.id, context.now());
    if (!claimed) return 'left' as const;
    if (!order) return 'skipped' as const;
    const transition = job.kind as Exclude<JobRow['kind'], MoneyKind | 'remindSeller' | 'closeDisputeAnswer'>;
    try {
      const etat = await applyTransition(context, tx, order, transition, { actor: 'system', id_actor: null });
      return { order, etat };
    } catch (error) {
      // The order left the state this deadline was for (a cancel racing an acceptance).
      if ((error as { status?: number }).status !== 409) throw error;
      await skipJob(tx, job.id);
      return 'skipped' as const;
    }
  });
  if (typeof moved === 'string') return moved;
  announce(context, moved.order, moved.etat);
  return 'done';
}

/** The provider a payment was made with; sandbox payments stay reachable after a switch to Stripe. */
function providerFor(context: JobContext, name: string): PaymentProvider {
  if (name === context.payments.name) return context.payments;
  if (name === 'sandbox') return createSandboxProvider(context.db, { now: context.now });
  throw new Error(`Money for a ${name} payment, which is not configured.`);
}

async function moveMoney(context: JobContext, job: JobRow): Promise<Outcome> {
  const now = context.now();
  const leased = await leaseJob(context.db, job.id, now, new Date(now.getTime() + LEASE_MS));
  if (!leased) return 'left';
  const kind = job.kind as MoneyKind;
  try {
    const move = await moneyMoveOf(context.db, job.id_commande, kind);
    const order = (
      await context.db.query<{ id_payment_intent: string; id_vendeur: number }>(
        'SELECT id_payment_intent, id_vendeur FROM commande WHERE id_commande = $1',
        [job.id_commande],
      )
    )[0];
    if (!move || !order) {
      await finishLeasedJob(context.db, job.id, now);
      return 'skipped';
    }
    const provider = providerFor(context, move.provider);
    if (kind === 'payout') return await payOut(context, job, move, order.id_vendeur, provider);
    const providerId =
      move.status === 'succeeded'
        ? ''
        : (
            await provider.refund({
              paymentIntentId: order.id_payment_intent,
              amount: move.amount,
              currency: move.currency,
              idempotencyKey: move.idempotency_key,
            })
          ).id;
    await context.db.transaction(async (tx) => {
      await lockOrder(tx, job.id_commande);
      if (!(await finishLeasedJob(tx, job.id, context.now()))) return;
      if (move.status !== 'succeeded') {
        await settleMoneyMove(tx, move.id, {
          provider_id: providerId,
          destination: null,
          now: context.now(),
        });
      }
    });
    return 'done';
  } catch (error) {
    await postponeJob(
      context.db,
      job.id,
      new Date(context.now().getTime() + RETRY_MS),
      error instanceof Error ? error.message : String(error),
    );
    throw error;
  }
}

/**
 * A sale's payout, once the seller's account is ready: the transfer to it (once), then a bank
 * payout unless one is on its way or arrived. Both calls carry keys, so a runner that takes the
 * job over after a crash makes the same transfer and the same payout, not new ones.
 */
async function payOut(
  context: JobContext,
  job: JobRow,
  move: MoneyMove,
  idVendeur: number,
  provider: PaymentProvider,
): Promise<Outcome> {
  let account = await payoutAccountOf(context.db, idVendeur);
  if (account && !readyForPayouts(account)) {
    // The provider may have finished a verification meanwhile.
    await accountChanged(context, idVendeur, await provider.retrieveAccount(account.account_id));
    account = await payoutAccountOf(context.db, idVendeur);
  }
  if (!account || !readyForPayouts(account)) {
    const reason = account
      ? `The payout account of seller ${idVendeur} is not ready (${account.currently_due.join(', ') || 'bank account errored'}); the payout waits for it.`
      : `Seller ${idVendeur} has no payout account yet; the payout waits for one.`;
    await waitForAccount(context.db, job.id, new Date(context.now().getTime() + ACCOUNT_RECHECK_MS), reason);
    return 'left';
  }
  const destination = account.account_id;
  const transferId =
    move.status === 'succeeded'
      ? ''
      : (
          await provider.transfer({
            amount: move.amount,
            currency: move.currency,
            destination,
            transferGroup: `commande_${job.id_commande}`,
            idempotencyKey: move.idempotency_key,
          })
        ).id;
  const last = await latestBankPayout(context.db, move.id);
  let bank: { attempt: number; payout: ProviderPayout } | null = null;
  if (!last || last.status === 'failed' || last.status === 'canceled') {
    const attempt = (last?.attempt ?? 0) + 1;
    const payout = await provider.payout({
      account: destination,
      amount: move.amount,
      currency: move.currency,
      idempotencyKey: `${move.idempotency_key}:bank:${attempt}`,
    });
    bank = { attempt, payout };
  }
  const settled = await context.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, job.id_commande);
    if (!(await finishLeasedJob(tx, job.id, context.now()))) return null;
    if (move.status !== 'succeeded') {
      await settleMoneyMove(tx, move.id, { provider_id: transferId, destination, now: context.now() });
    }
    const sent =
      bank !== null &&
      (await recordBankPayout(
        tx,
        { id_mouvement: move.id, attempt: bank.attempt, account_id: destination, ...bank.payout },
        context.now(),
      ));
    // The seller hears of the payout the moment its bank payout is recorded as sent.
    if (sent) {
      await queuePayoutSentMail(context, tx, {
        id_commande: job.id_commande,
        amount: move.amount,
        currency: move.currency,
      });
    }
    if (locked?.etat !== 'completed') return { paidOut: null, sent };
    const etat = await applyTransition(context, tx, locked, 'payOut', { actor: 'system', id_actor: null });
    return { paidOut: { order: locked, etat }, sent };
  });
  if (settled?.paidOut) announce(context, settled.paidOut.order, settled.paidOut.etat);
  if (settled?.sent && bank) {
    payoutMoved(context, {
      id_commande: job.id_commande,
      id_vendeur: idVendeur,
      status: bank.payout.status,
      amount: move.amount,
      currency: move.currency,
      arrival_date: bank.payout.arrival_date,
      failure_code: bank.payout.failure_code,
    });
  }
  return 'done';
}

/**
 * Reads back the bank payouts on their way whose time has come; answers how many changed. Of
 * two runners reading one payout, the one whose update wins announces the change.
 */
async function trackBankPayouts(context: JobContext, options: RunOptions): Promise<number> {
  const now = context.now();
  let changed = 0;
  for (const row of await bankPayoutsToCheck(context.db, now, options.limit ?? 100)) {
    try {
      const provider = providerFor(context, row.provider);
      const payout = await provider.retrievePayout(row.account_id, row.provider_id);
      if (payout.status === row.status) {
        await checkBankPayoutLater(context.db, row.id, nextCheck(payout, now));
        continue;
      }
      const failed = payout.status === 'failed' || payout.status === 'canceled';
      const moved = await context.db.transaction(async (tx) => {
        if (!(await moveBankPayout(tx, row.id, row.status, payout, now))) return false;
        if (failed) {
          await reopenPayout(
            tx,
            row.id_commande,
            new Date(now.getTime() + ACCOUNT_RECHECK_MS),
            `The bank payout ${row.provider_id} failed (${payout.failure_code ?? payout.status}); it goes again once the bank details are fixed.`,
          );
        }
        return true;
      });
      if (!moved) continue;
      if (failed) {
        // The bank account it failed to is errored at the provider: the seller is asked for another.
        await mirrorPayoutAccount(
          context.db,
          row.id_vendeur,
          await provider.retrieveAccount(row.account_id),
          now,
        );
      }
      changed++;
      payoutMoved(context, {
        id_commande: row.id_commande,
        id_vendeur: row.id_vendeur,
        status: payout.status,
        amount: Number(row.amount),
        currency: row.currency,
        arrival_date: payout.arrival_date,
        failure_code: payout.failure_code,
      });
    } catch (error) {
      options.onError?.(error);
    }
  }
  return changed;
}

export interface JobRunner {
  /** Runs what is due now, after any run in progress (tests call it after moving the clock). */
  runNow(): Promise<JobReport>;
  /** Stops polling and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/** Polls due jobs every `intervalMs`; runs of one runner never overlap. */
export function startJobRunner(
  context: JobContext,
  options: { intervalMs: number; onError?: (error: unknown) => void },
): JobRunner {
  let chain: Promise<unknown> = Promise.resolve();
  let busy = false;
  const run = (): Promise<JobReport> => {
    const next = chain.then(() => runDueJobs(context, { onError: options.onError }));
    chain = next.catch(() => undefined);
    return next;
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    run()
      .catch((error) => options.onError?.(error))
      .finally(() => {
        busy = false;
      });
  }, options.intervalMs);
  // The runner alone never keeps the process alive.
  timer.unref();
  return {
    runNow: run,
    async stop() {
      clearInterval(timer);
      await chain;
    },
  };
}
