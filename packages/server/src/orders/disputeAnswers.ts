/**
 * The seller's side of a reported problem. The seller answers once, in words and photos, while
 * the dispute is open and within their time from the report; the end of that time is a durable
 * job run against the injected clock, after which staff see the seller did not answer. Both
 * parties hear of the answer, or of its absence, live and by e-mail.
 */
import type { Dispute } from '@vitrine/contract';
import type { AuthUser } from '../auth/authenticate.js';
import {
  answerDeadline,
  answerStillOpen,
  closeAnswerDeadline,
  disputeOf,
  hasAnswer,
  insertAnswer,
} from '../db/queries/disputes.js';
import { claimJob, type JobRow, lockOrder, type OrderParties } from '../db/queries/orderState.js';
import { conflict, forbidden, notFound } from '../http/httpError.js';
import { deliverSoon } from '../notifications/outbox.js';
import type { JobContext } from './jobs.js';
import type { LifecycleContext } from './lifecycle.js';
import { queueDisputeAnswerMails } from './orderMails.js';

/** Both parties' order screens read the dispute again; its e-mails leave. */
function announceAnswer(context: LifecycleContext, order: OrderParties): void {
  const update = { id_commande: order.id_commande, etat: order.etat };
  context.notifier.toUser(order.id_user, 'update etat commande', update);
  context.notifier.toUser(order.id_vendeur, 'update etat commande', update);
  deliverSoon(context);
}

/**
 * The order's seller answers its reported problem: the order must exist (404), the caller be its
 * seller (403), before anything is written; then the dispute be open, unanswered and within its
 * time (409).
 */
export async function answerDispute(
  context: LifecycleContext,
  user: AuthUser,
  answer: { id_commande: number; reponse: string; photos: readonly string[] },
): Promise<Dispute> {
  // The answer is read back in its own transaction: nothing fails once its photos are kept.
  const { order, dispute } = await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, answer.id_commande);
    if (!order) throw notFound(`No order with the id ${answer.id_commande}.`);
    if (order.id_vendeur !== user.id_user) {
      throw forbidden("Only the order's seller answers a problem reported on it.");
    }
    const now = context.now();
    if (order.etat !== 'disputed') {
      throw conflict(`This order is ${order.etat}: there is no open dispute to answer.`, {
        etat: order.etat,
      });
    }
    if (await hasAnswer(tx, order.id_commande)) {
      throw conflict('You answered this dispute already: an answer is given once.', { etat: order.etat });
    }
    const deadline = await answerDeadline(tx, order.id_commande);
    if (!answerStillOpen(order.etat, false, deadline, now)) {
      throw conflict('The time to answer this dispute is over: staff decide without an answer.', {
        etat: order.etat,
      });
    }
    await insertAnswer(tx, {
      id_commande: order.id_commande,
      id_vendeur: user.id_user,
      reponse: answer.reponse,
      photos: answer.photos,
      at: now,
    });
    // Answered: the deadline has nothing left to close.
    await closeAnswerDeadline(tx, order.id_commande, now);
    await queueDisputeAnswerMails(context, tx, order.id_commande, answer.reponse);
    return { order, dispute: (await disputeOf(tx, order.id_commande, now)) as Dispute };
  });
  announceAnswer(context, order);
  return dispute;
}

/**
 * The seller's time to answer is over: claimed by the transaction that tells both parties, so it
 * runs once. Nothing to tell when the dispute was answered or decided meanwhile.
 */
export async function closeDisputeAnswer(
  context: JobContext,
  job: JobRow,
): Promise<'done' | 'skipped' | 'left'> {
  const closed = await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, job.id_commande);
    if (!(await claimJob(tx, job.id, context.now()))) return 'left' as const;
    if (order?.etat !== 'disputed' || (await hasAnswer(tx, job.id_commande))) return 'skipped' as const;
    await queueDisputeAnswerMails(context, tx, job.id_commande, null);
    return order;
  });
  if (typeof closed === 'string') return closed;
  announceAnswer(context, closed);
  return 'done';
}
