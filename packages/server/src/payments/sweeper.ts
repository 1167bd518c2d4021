/**
 * Ends reservations and repairs the two sides of a payment after a crash.
 *
 * Every 30 s, a pending intent whose reservation has expired is settled: the provider is asked
 * first, because it alone knows whether the card was charged. Charged → the order is made
 * (late, but the payment is real). Not charged → the intent is canceled at the provider FIRST,
 * so no one can pay it any more, and only then is the item released. At start, any pending
 * intent the provider reports paid is finalized: the server stopped between the charge and
 * the order.
 */
import type { AppContext } from '../context.js';
import { ADVISORY_LOCKS, aloneAcrossProcesses } from '../db/aloneAcrossProcesses.js';
import {
  cancelReservation,
  expiredReservations,
  type IntentRecord,
  pendingIntents,
} from '../db/queries/payments.js';
import { finalizeIntent } from './finalizeIntent.js';
import { providerOf } from './providerOf.js';

/** Ids of reservations whose provider intent is not open yet (see reservations.ts). */
export const PLACEHOLDER_PREFIX = 'res_';

export const SWEEP_INTERVAL_MS = 30_000;

type SweepContext = Pick<AppContext, 'db' | 'now' | 'notifier' | 'payments' | 'config' | 'mailer'>;

export type Settlement = 'finalized' | 'released' | 'kept';

export interface SweepReport {
  finalized: number;
  released: number;
  /** Still pending: the provider is processing it, or could not be asked. */
  kept: number;
}

export interface SweepOptions {
  /** Where failures go (one intent's failure does not stop the others). */
  onError?: (error: unknown) => void;
}

/** Ends one pending reservation: finalized when the provider charged it, else canceled and released. */
export async function settleReservation(context: SweepContext, intent: IntentRecord): Promise<Settlement> {
  // No client was ever given a secret for a placeholder: nothing can have been charged.
  if (intent.id.startsWith(PLACEHOLDER_PREFIX)) {
    await cancelReservation(context.db, intent.id, context.now());
    return 'released';
  }
  const provider = providerOf(context, intent);
  const { status } = await provider.retrieveIntent(intent.id);
  const final = status === 'succeeded' ? status : await provider.cancelIntent(intent.id);
  if (final === 'succeeded') {
    const finalized = await finalizeIntent(context, intent.id);
    // A charge the listing no longer honours is refunded rather than made an order.
    if (finalized.outcome === 'not-honoured') return finalized.givenBack ? 'released' : 'kept';
    return 'finalized';
  }
  if (final !== 'canceled') return 'kept';
  await cancelReservation(context.db, intent.id, context.now());
  return 'released';
}

async function settleAll(
  intents: IntentRecord[],
  settle: (intent: IntentRecord) => Promise<Settlement>,
  options: SweepOptions,
): Promise<SweepReport> {
  const report: SweepReport = { finalized: 0, released: 0, kept: 0 };
  for (const intent of intents) {
    try {
      report[await settle(intent)]++;
    } catch (error) {
      report.kept++;
      options.onError?.(error);
    }
  }
  return report;
}

/** One sweep: settles every reservation expired at `context.now()`. */
export function sweepExpiredReservations(
  context: SweepContext,
  options: SweepOptions = {},
): Promise<SweepReport> {
  return expiredReservations(context.db, context.now()).then((intents) =>
    settleAll(intents, (intent) => settleReservation(context, intent), options),
  );
}

/**
 * At start: finalizes every pending intent the provider reports paid, whether or not its
 * reservation has expired, then runs a sweep. Processes sharing a PostgreSQL reconcile one at a
 * time; one that finds another at it skips (nothing settled).
 */
export async function reconcilePayments(
  context: SweepContext,
  options: SweepOptions = {},
): Promise<SweepReport> {
  const report = await aloneAcrossProcesses(context.db, ADVISORY_LOCKS.paymentReconciliation, () =>
    reconcileNow(context, options),
  );
  return report ?? { finalized: 0, released: 0, kept: 0 };
}

async function reconcileNow(context: SweepContext, options: SweepOptions): Promise<SweepReport> {
  const pending = (await pendingIntents(context.db)).filter(
    (intent) => !intent.id.startsWith(PLACEHOLDER_PREFIX),
  );
  const paid = await settleAll(
    pending,
    async (intent) => {
      const { status } = await providerOf(context, intent).retrieveIntent(intent.id);
      if (status !== 'succeeded') return 'kept';
      const finalized = await finalizeIntent(context, intent.id);
      if (finalized.outcome === 'not-honoured') return finalized.givenBack ? 'released' : 'kept';
      return 'finalized';
    },
    options,
  );
  const swept = await sweepExpiredReservations(context, options);
  return { finalized: paid.finalized + swept.finalized, released: swept.released, kept: swept.kept };
}

export interface Sweeper {
  /** Stops the timer and waits for a sweep in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Sweeps every `intervalMs` until stopped; a sweep never overlaps the previous one, nor, on a
 * PostgreSQL shared by several processes, another process's sweep.
 */
export function startReservationSweeper(
  context: SweepContext,
  options: SweepOptions & { intervalMs?: number } = {},
): Sweeper {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = aloneAcrossProcesses(context.db, ADVISORY_LOCKS.reservationSweep, () =>
      sweepExpiredReservations(context, options),
    )
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  }, options.intervalMs ?? SWEEP_INTERVAL_MS);
  // The sweeper alone never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
