/**
 * A reported problem's two sides as stored: the buyer's report (an order step), the seller's
 * answer (commande_reponse_litige), the seller's deadline (a commande_job), staff's decision (an
 * order step) and the messages the two parties exchanged.
 */
import type { Dispute, DisputeDecision, OrderState } from '@vitrine/contract';
import { evidenceUrl } from '../../media/mediaStore.js';
import type { Queryable } from '../database.js';

/** The most messages between the parties a dispute shows: the latest ones. */
const MESSAGES_SHOWN = 500;

/** The seller's time to answer: when it ends and whether its job is still waiting. */
export interface AnswerDeadline {
  run_at: string;
  state: 'due' | 'done' | 'skipped' | 'cancelled';
}

export async function answerDeadline(db: Queryable, idCommande: number): Promise<AnswerDeadline | undefined> {
  const rows = await db.query<AnswerDeadline>(
    `SELECT run_at, state FROM commande_job WHERE id_commande = $1 AND kind = 'closeDisputeAnswer'`,
    [idCommande],
  );
  return rows[0];
}

/** Whether the seller may still answer at `now`: open, unanswered, its time neither run out nor closed. */
export function answerStillOpen(
  etat: OrderState,
  answered: boolean,
  deadline: AnswerDeadline | undefined,
  now: Date,
): boolean {
  return (
    etat === 'disputed' &&
    !answered &&
    deadline?.state === 'due' &&
    now.getTime() < new Date(deadline.run_at).getTime()
  );
}

export async function hasAnswer(db: Queryable, idCommande: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM commande_reponse_litige WHERE id_commande = $1', [idCommande]);
  return rows.length > 0;
}

/** Keeps the seller's answer; false when there is one already (an answer is given once). */
export async function insertAnswer(
  db: Queryable,
  answer: { id_commande: number; id_vendeur: number; reponse: string; photos: readonly string[]; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO commande_reponse_litige (id_commande, id_vendeur, reponse, photos, at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id_commande) DO NOTHING RETURNING id_commande`,
    [answer.id_commande, answer.id_vendeur, answer.reponse, [...answer.photos], answer.at.toISOString()],
  );
  return rows.length > 0;
}

/** The seller's time to answer ends: the job that says so is done (or nothing is, if it was). */
export async function closeAnswerDeadline(db: Queryable, idCommande: number, now: Date): Promise<void> {
  await db.query(
    `UPDATE commande_job SET state = 'done', finished_at = $2
      WHERE id_commande = $1 AND kind = 'closeDisputeAnswer' AND state = 'due'`,
    [idCommande, now.toISOString()],
  );
}

const DECISIONS: Record<string, DisputeDecision> = { refundDispute: 'refund', releaseDispute: 'release' };

/** The dispute of an order, as its parties and staff read it; null when no problem was reported. */
export async function disputeOf(db: Queryable, idCommande: number, now: Date): Promise<Dispute | null> {
  const [order] = await db.query<{ etat: OrderState; id_user: number; id_vendeur: number }>(
    'SELECT etat, id_user, id_vendeur FROM commande WHERE id_commande = $1',
    [idCommande],
  );
  if (!order) return null;
  const steps = await db.query<{ transition: string; at: string; note: string | null; photos: string[] }>(
    `SELECT transition, at, note, photos FROM commande_etape
      WHERE id_commande = $1 AND transition IN ('reportProblem', 'refundDispute', 'releaseDispute')
      ORDER BY at, id`,
    [idCommande],
  );
  const report = steps.find((step) => step.transition === 'reportProblem');
  if (!report) return null;
  const decided = steps.find((step) => step.transition in DECISIONS);
  const [answer] = await db.query<{ at: string; reponse: string; photos: string[] }>(
    'SELECT at, reponse, photos FROM commande_reponse_litige WHERE id_commande = $1',
    [idCommande],
  );
  const deadline = await answerDeadline(db, idCommande);
  const messages = await db.query<Dispute['messages'][number]>(
    `SELECT * FROM (
       SELECT id_message, id_sender, objet, corps_message, date_envoi FROM message
        WHERE (id_sender = $1 AND id_receiver = $2) OR (id_sender = $2 AND id_receiver = $1)
        ORDER BY date_envoi DESC, id_message DESC LIMIT ${MESSAGES_SHOWN}
     ) latest ORDER BY date_envoi, id_message`,
    [order.id_user, order.id_vendeur],
  );
  // Photos are read at the order's own address, where its rights are checked.
  const urls = (photos: readonly string[]) => photos.map((path) => evidenceUrl(idCommande, path));
  return {
    id_commande: idCommande,
    etat: order.etat,
    report: { at: report.at, motif: report.note, photos: urls(report.photos) },
    answer_due_at: deadline?.run_at ?? null,
    answer_open: answerStillOpen(order.etat, answer !== undefined, deadline, now),
    answer: answer ? { at: answer.at, reponse: answer.reponse, photos: urls(answer.photos) } : null,
    decision: decided
      ? { decision: DECISIONS[decided.transition] as DisputeDecision, at: decided.at, note: decided.note }
      : null,
    messages,
  };
}
