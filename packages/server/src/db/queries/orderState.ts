/**
 * An order's life after payment: its state (`etat`), its steps, its deadlines as jobs, and the
 * money moved for it (see orders/lifecycle.ts, which is the only writer of these).
 */
import type { OrderActor, OrderState, OrderStep, OrderTimeline, OrderTransition } from '@vitrine/contract';
import { evidenceUrl } from '../../media/mediaStore.js';
import type { Queryable } from '../database.js';

export interface OrderParties {
  id_commande: number;
  /** The buyer. */
  id_user: number;
  id_vendeur: number;
  etat: OrderState;
}

export async function orderParties(db: Queryable, idCommande: number): Promise<OrderParties | undefined> {
  const rows = await db.query<OrderParties>(
    'SELECT id_commande, id_user, id_vendeur, etat FROM commande WHERE id_commande = $1',
    [idCommande],
  );
  return rows[0];
}

/** What a move of the order needs: its parties, its state, its item, its payment. */
export interface LockedOrder extends OrderParties {
  id_produit: number;
  id_sous_produit: number;
  id_payment_intent: string;
  provider: string;
  montant_paye: number;
  devise_paye: string;
  prix_unitaire: number;
  currency_vendeur: string;
}

/** The order, locked until the transaction ends, so two moves of one order happen one after the other. */
export async function lockOrder(db: Queryable, idCommande: number): Promise<LockedOrder | undefined> {
  const rows = await db.query<LockedOrder>(
    `SELECT c.id_commande, c.id_user, c.id_vendeur, c.etat, c.id_produit, c.id_sous_produit,
            c.id_payment_intent, pi.provider, c.montant_paye, c.devise_paye, c.prix_unitaire,
            pi.currency_vendeur
       FROM commande c JOIN payment_intent pi ON pi.id = c.id_payment_intent
      WHERE c.id_commande = $1
        FOR UPDATE OF c`,
    [idCommande],
  );
  return rows[0];
}

export interface ShippingDetails {
  transporteur: string;
  suivi_livraison: string;
  lien_suivi: string;
}

/** Moves the order to `to` when it is in one of `from`; false when it is not (any more). */
export async function moveOrder(
  db: Queryable,
  idCommande: number,
  from: readonly OrderState[],
  to: OrderState,
  shipping?: ShippingDetails,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE commande
        SET etat = $3,
            transporteur = COALESCE($4, transporteur),
            suivi_livraison = COALESCE($5, suivi_livraison),
            lien_suivi = COALESCE($6, lien_suivi)
      WHERE id_commande = $1 AND etat = ANY($2::text[])
      RETURNING id_commande`,
    [
      idCommande,
      [...from],
      to,
      shipping?.transporteur ?? null,
      shipping?.suivi_livraison ?? null,
      shipping?.lien_suivi ?? null,
    ],
  );
  return rows.length > 0;
}

export interface NewStep {
  id_commande: number;
  etat: OrderState;
  transition: OrderTransition | null;
  actor: OrderActor;
  id_actor: number | null;
  note: string | null;
  photos?: readonly string[];
  at: Date;
}

export async function insertStep(db: Queryable, step: NewStep): Promise<void> {
  await db.query(
    `INSERT INTO commande_etape (id_commande, etat, transition, actor, id_actor, note, photos, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8)`,
    [
      step.id_commande,
      step.etat,
      step.transition,
      step.actor,
      step.id_actor,
      step.note,
      [...(step.photos ?? [])],
      step.at.toISOString(),
    ],
  );
}

/**
 * What a job does: a deadline's transition, a money move, the seller's reminder, or the end of
 * the seller's time to answer a reported problem (which moves no order).
 */
export type JobKind = OrderTransition | MoneyKind | 'remindSeller' | 'closeDisputeAnswer';
export type MoneyKind = 'refund' | 'payout';

/** Schedules a job; an order has each kind of job once at most. */
export async function scheduleJob(
  db: Queryable,
  idCommande: number,
  kind: JobKind,
  runAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO commande_job (id_commande, kind, run_at) VALUES ($1, $2, $3)
     ON CONFLICT (id_commande, kind) DO NOTHING`,
    [idCommande, kind, runAt.toISOString()],
  );
}

/** Deadlines a move made pointless (the seller accepted: no automatic cancel any more). */
export async function cancelJobs(
  db: Queryable,
  idCommande: number,
  kinds: readonly JobKind[],
  now: Date,
): Promise<void> {
  if (kinds.length === 0) return;
  await db.query(
    `UPDATE commande_job SET state = 'cancelled', finished_at = $3
      WHERE id_commande = $1 AND kind = ANY($2::text[]) AND state = 'due'`,
    [idCommande, [...kinds], now.toISOString()],
  );
}

export interface JobRow {
  id: number;
  id_commande: number;
  kind: JobKind;
  run_at: string;
  attempts: number;
}

const JOB_COLUMNS = 'id, id_commande, kind, run_at, attempts';

/** Jobs due at `now` and not leased by a runner, oldest first. */
export async function dueJobs(db: Queryable, now: Date, limit: number): Promise<JobRow[]> {
  return db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM commande_job
      WHERE state = 'due' AND run_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
      ORDER BY run_at, id LIMIT $2`,
    [now.toISOString(), limit],
  );
}

/**
 * Claims a due job for good, inside the transaction that does its work: of two runners, the
 * second finds it locked (skipped) or no longer due. Rolled back with the work, it is due again.
 */
export async function claimJob(db: Queryable, id: number, now: Date): Promise<JobRow | undefined> {
  const rows = await db.query<JobRow>(
    `UPDATE commande_job SET state = 'done', finished_at = $2, attempts = attempts + 1, locked_until = NULL
      WHERE id = (SELECT id FROM commande_job
                   WHERE id = $1 AND state = 'due' AND run_at <= $2
                     AND (locked_until IS NULL OR locked_until <= $2)
                     FOR UPDATE SKIP LOCKED)
      RETURNING ${JOB_COLUMNS}`,
    [id, now.toISOString()],
  );
  return rows[0];
}

/**
 * Ends every lease of a due job: for a database one process holds, at that process's start,
 * when any lease found was left by a runner that ended.
 */
export async function releaseJobLeases(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE commande_job SET locked_until = NULL WHERE state = 'due' AND locked_until IS NOT NULL`,
  );
}

/**
 * Leases a due job until `until`, committed at once: its work calls the payment provider, which
 * cannot be in our transaction. Another runner leaves it alone while the lease holds; after,
 * it may run it again, and the provider's idempotency key makes that second call a no-op.
 */
export async function leaseJob(
  db: Queryable,
  id: number,
  now: Date,
  until: Date,
): Promise<JobRow | undefined> {
  const rows = await db.query<JobRow>(
    `UPDATE commande_job SET locked_until = $3, attempts = attempts + 1
      WHERE id = (SELECT id FROM commande_job
                   WHERE id = $1 AND state = 'due' AND run_at <= $2
                     AND (locked_until IS NULL OR locked_until <= $2)
                     FOR UPDATE SKIP LOCKED)
      RETURNING ${JOB_COLUMNS}`,
    [id, now.toISOString(), until.toISOString()],
  );
  return rows[0];
}

/** Ends a leased job (its work done); false when it was not due any more. */
export async function finishLeasedJob(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE commande_job SET state = 'done', finished_at = $2, locked_until = NULL
      WHERE id = $1 AND state = 'due' RETURNING id`,
    [id, now.toISOString()],
  );
  return rows.length > 0;
}

/** A leased job that failed: tried again once `retryAt` comes. */
export async function postponeJob(db: Queryable, id: number, retryAt: Date, error: string): Promise<void> {
  await db.query(
    `UPDATE commande_job SET locked_until = $2, last_error = $3 WHERE id = $1 AND state = 'due'`,
    [id, retryAt.toISOString(), error.slice(0, 1000)],
  );
}

/**
 * A seller's payout that cannot go out before their payout account is ready: left alone until
 * `recheckAt` (in case the account became ready without a word from us), or woken sooner by
 * {@link wakeWaitingPayouts}.
 */
export async function waitForAccount(
  db: Queryable,
  id: number,
  recheckAt: Date,
  reason: string,
): Promise<void> {
  await db.query(
    `UPDATE commande_job SET state = 'due', locked_until = $2, last_error = $3, waits_for_account = true,
                             finished_at = NULL
      WHERE id = $1`,
    [id, recheckAt.toISOString(), reason.slice(0, 1000)],
  );
}

/** A sale's payout whose bank payout failed waits for the seller's new bank details. */
export async function reopenPayout(
  db: Queryable,
  idCommande: number,
  recheckAt: Date,
  reason: string,
): Promise<void> {
  await db.query(
    `UPDATE commande_job SET state = 'due', locked_until = $2, last_error = $3, waits_for_account = true,
                             finished_at = NULL
      WHERE id_commande = $1 AND kind = 'payout'`,
    [idCommande, recheckAt.toISOString(), reason.slice(0, 1000)],
  );
}

/** The seller's payouts that waited for their account are due now; answers how many. */
export async function wakeWaitingPayouts(db: Queryable, idVendeur: number, now: Date): Promise<number> {
  const rows = await db.query(
    `UPDATE commande_job SET locked_until = NULL, run_at = LEAST(run_at, $2), waits_for_account = false
      WHERE kind = 'payout' AND state = 'due' AND waits_for_account
        AND id_commande IN (SELECT id_commande FROM commande WHERE id_vendeur = $1)
      RETURNING id`,
    [idVendeur, now.toISOString()],
  );
  return rows.length;
}

/** A job whose order had moved on already: nothing to do. */
export async function skipJob(db: Queryable, id: number): Promise<void> {
  await db.query(`UPDATE commande_job SET state = 'skipped' WHERE id = $1`, [id]);
}

export interface MoneyMove {
  id: number;
  id_commande: number;
  kind: MoneyKind;
  amount: number;
  currency: string;
  idempotency_key: string;
  provider: string;
  status: 'pending' | 'succeeded';
}

/** Records money to move for an order: once per order and kind (the key is the provider's too). */
export async function recordMoneyMove(
  db: Queryable,
  move: Omit<MoneyMove, 'id' | 'status' | 'idempotency_key'>,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO mouvement_argent (id_commande, kind, amount, currency, idempotency_key, provider, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id_commande, kind) DO NOTHING`,
    [
      move.id_commande,
      move.kind,
      move.amount,
      move.currency,
      `vitrine:${move.kind}:commande:${move.id_commande}`,
      move.provider,
      now.toISOString(),
    ],
  );
}

export async function moneyMoveOf(
  db: Queryable,
  idCommande: number,
  kind: MoneyKind,
): Promise<MoneyMove | undefined> {
  const rows = await db.query<MoneyMove>(
    `SELECT id, id_commande, kind, amount, currency, idempotency_key, provider, status
       FROM mouvement_argent WHERE id_commande = $1 AND kind = $2`,
    [idCommande, kind],
  );
  return rows[0];
}

export async function settleMoneyMove(
  db: Queryable,
  id: number,
  settled: { provider_id: string; destination: string | null; now: Date },
): Promise<void> {
  await db.query(
    `UPDATE mouvement_argent SET status = 'succeeded', provider_id = $2, destination = $3, settled_at = $4
      WHERE id = $1 AND status = 'pending'`,
    [id, settled.provider_id, settled.destination, settled.now.toISOString()],
  );
}

/** The seller's payout account at the provider, or undefined before they opened one. */
export async function payoutDestination(db: Queryable, idVendeur: number): Promise<string | undefined> {
  const rows = await db.query<{ account_id: string }>(
    'SELECT account_id FROM compte_paiement WHERE id_user = $1',
    [idVendeur],
  );
  return rows[0]?.account_id;
}

/**
 * The item of a declined or cancelled order is for sale again: selectable, its reservation
 * released (the payment is being refunded), one sale fewer for its product.
 */
export async function putItemBackOnSale(db: Queryable, order: LockedOrder, now: Date): Promise<void> {
  await db.query(`UPDATE sous_produit SET etat = 'Disponible' WHERE id = $1`, [order.id_sous_produit]);
  await db.query('UPDATE produit SET ventes = greatest(ventes - 1, 0) WHERE id_produit = $1', [
    order.id_produit,
  ]);
  await markPaymentRefunded(db, order.id_payment_intent, now);
}

export async function markPaymentRefunded(db: Queryable, idPaymentIntent: string, now: Date): Promise<void> {
  await db.query(`UPDATE payment_intent SET status = 'refunded', updated_at = $2 WHERE id = $1`, [
    idPaymentIntent,
    now.toISOString(),
  ]);
}

/** The order's timeline: steps oldest first, the next deadline, the money moved. */
export async function orderTimeline(db: Queryable, idCommande: number): Promise<OrderTimeline | undefined> {
  const order = await orderParties(db, idCommande);
  if (!order) return undefined;
  const steps = await db.query<OrderStep>(
    `SELECT etat, transition, at, actor, id_actor, note, photos FROM commande_etape
      WHERE id_commande = $1 ORDER BY at, id`,
    [idCommande],
  );
  const [deadline] = await db.query<{ transition: OrderTransition; due_at: string }>(
    `SELECT kind AS transition, run_at AS due_at FROM commande_job
      WHERE id_commande = $1 AND state = 'due' AND kind NOT IN ('refund', 'payout', 'remindSeller', 'closeDisputeAnswer')
      ORDER BY run_at LIMIT 1`,
    [idCommande],
  );
  const money = await db.query<OrderTimeline['money'][number]>(
    `SELECT kind, amount, trim(currency) AS currency, status, COALESCE(settled_at, created_at) AS at
       FROM mouvement_argent WHERE id_commande = $1 ORDER BY id`,
    [idCommande],
  );
  return {
    id_commande: idCommande,
    etat: order.etat,
    // Photos are read at the order's own address, where its rights are checked.
    steps: steps.map((step) => ({
      ...step,
      photos: step.photos.map((path) => evidenceUrl(idCommande, path)),
    })),
    next_deadline: deadline ?? null,
    money,
  };
}
