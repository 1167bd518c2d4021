/**
 * The one place an order moves after payment. Every move — a party's action, a deadline, staff's
 * decision — goes through {@link applyTransition} inside a transaction that holds the order's row:
 * it checks the move is allowed from the order's state, records the step with its time and actor,
 * schedules the deadlines and money moves that follow and cancels those that no longer apply.
 * The parties' e-mails are kept in the same transaction; once committed, both parties get a live
 * `update etat commande` and the e-mails leave.
 */
import {
  ORDER_DEADLINE_HOURS,
  ORDER_TRANSITIONS,
  type OrderActor,
  type OrderState,
  type OrderTimeline,
  type OrderTransition,
  sellerShare,
  toMinorUnits,
} from '@vitrine/contract';
import type { AuthUser } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import type { Transaction } from '../db/database.js';
import {
  cancelJobs,
  insertStep,
  type JobKind,
  type LockedOrder,
  lockOrder,
  markPaymentRefunded,
  moveOrder,
  orderTimeline,
  putItemBackOnSale,
  recordMoneyMove,
  type ShippingDetails,
  scheduleJob,
} from '../db/queries/orderState.js';
import { conflict, forbidden, notFound } from '../http/httpError.js';
import { deliverSoon } from '../notifications/outbox.js';
import { queueOrderMails } from './orderMails.js';

export type LifecycleContext = Pick<AppContext, 'db' | 'now' | 'notifier' | 'config' | 'mailer'>;

const HOUR = 3_600_000;

/** Who makes a move: a party or staff with their id, or the deadlines (no id). */
export interface MoveActor {
  actor: OrderActor;
  id_actor: number | null;
}

export interface MoveDetails {
  /** A reason, a decision's note. */
  note?: string | null;
  /** Photos of a reported problem, as the media store saved them. */
  photos?: readonly string[];
  shipping?: ShippingDetails;
}

/** The deadline a party's move makes pointless (a deadline that runs is done already). */
const DEADLINES_ENDED_BY: Partial<Record<OrderTransition, readonly JobKind[]>> = {
  accept: ['expireAcceptance', 'remindSeller'],
  ship: ['expireShipping'],
  confirmReception: ['receiveAutomatically'],
  reportProblem: ['complete'],
  // Staff decided: the seller's answer, if it has not come, is no longer waited for.
  releaseDispute: ['closeDisputeAnswer'],
};

/** Refunded in full, in the currency paid; the item goes back on sale unless the buyer has it. */
const REFUNDING: ReadonlySet<OrderTransition> = new Set([
  'decline',
  'expireAcceptance',
  'expireShipping',
  'refundDispute',
]);
const BACK_ON_SALE: ReadonlySet<OrderTransition> = new Set(['decline', 'expireAcceptance', 'expireShipping']);
const PAYING_OUT: ReadonlySet<OrderTransition> = new Set(['complete', 'releaseDispute']);

/** What the buyer is given back: everything they paid, in their currency. */
export function refundAmount(order: Pick<LockedOrder, 'montant_paye' | 'devise_paye'>) {
  return { amount: order.montant_paye, currency: order.devise_paye.trim() };
}

/** What the seller is paid out: the price minus the marketplace's tenth, in their currency (spec §9). */
export function payoutAmount(order: Pick<LockedOrder, 'prix_unitaire' | 'currency_vendeur'>) {
  const currency = order.currency_vendeur.trim();
  return { amount: toMinorUnits(sellerShare(order.prix_unitaire, currency), currency), currency };
}

/**
 * Moves a locked order by `transition`, with everything that follows from it. The caller has
 * checked who may make it; the state is checked here (409).
 */
export async function applyTransition(
  context: LifecycleContext,
  tx: Transaction,
  order: LockedOrder,
  transition: OrderTransition,
  by: MoveActor,
  details: MoveDetails = {},
): Promise<OrderState> {
  const rule = ORDER_TRANSITIONS[transition];
  const now = context.now();
  if (!(rule.from as readonly OrderState[]).includes(order.etat)) {
    throw conflict(
      `This order is ${order.etat}: "${transition}" is only possible when it is ${rule.from.join(' or ')}.`,
      { etat: order.etat },
    );
  }
  if (!(await moveOrder(tx, order.id_commande, rule.from, rule.to, details.shipping))) {
    throw conflict('This order has just changed. Reload it and try again.', { etat: order.etat });
  }
  const shippingNote = details.shipping
    ? `${details.shipping.transporteur} ${details.shipping.suivi_livraison}`
    : null;
  await insertStep(tx, {
    id_commande: order.id_commande,
    etat: rule.to,
    transition,
    actor: by.actor,
    id_actor: by.id_actor,
    note: details.note ?? shippingNote,
    photos: details.photos,
    at: now,
  });

  // Whatever was still due for this order ends with a final state; a move ends its own deadline.
  const ending = ['declined', 'cancelled', 'paid_out'].includes(rule.to)
    ? ([
        'expireAcceptance',
        'remindSeller',
        'expireShipping',
        'receiveAutomatically',
        'complete',
        'closeDisputeAnswer',
      ] as const)
    : (DEADLINES_ENDED_BY[transition] ?? []);
  await cancelJobs(tx, order.id_commande, ending, now);

  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  if (transition === 'accept')
    await scheduleJob(tx, order.id_commande, 'expireShipping', at(ORDER_DEADLINE_HOURS.ship));
  if (transition === 'ship') {
    await scheduleJob(tx, order.id_commande, 'receiveAutomatically', at(context.config.autoReceiveDays * 24));
  }
  if (rule.to === 'received') {
    await scheduleJob(tx, order.id_commande, 'complete', at(ORDER_DEADLINE_HOURS.disputeWindow));
  }
  if (transition === 'reportProblem') {
    await scheduleJob(tx, order.id_commande, 'closeDisputeAnswer', at(ORDER_DEADLINE_HOURS.disputeAnswer));
  }
  if (REFUNDING.has(transition)) {
    await recordMoneyMove(
      tx,
      { id_commande: order.id_commande, kind: 'refund', provider: order.provider, ...refundAmount(order) },
      now,
    );
    await scheduleJob(tx, order.id_commande, 'refund', now);
    if (BACK_ON_SALE.has(transition)) await putItemBackOnSale(tx, order, now);
    else await markPaymentRefunded(tx, order.id_payment_intent, now);
  }
  if (PAYING_OUT.has(transition)) {
    await recordMoneyMove(
      tx,
      { id_commande: order.id_commande, kind: 'payout', provider: order.provider, ...payoutAmount(order) },
      now,
    );
    await scheduleJob(tx, order.id_commande, 'payout', now);
  }
  await queueOrderMails(context, tx, {
    id_commande: order.id_commande,
    etat: rule.to,
    transition,
    note: details.note ?? null,
    payout: PAYING_OUT.has(transition) ? payoutAmount(order) : undefined,
  });
  return rule.to;
}

/** Both parties see the committed move at once, and its e-mails (kept with it) leave. */
export function announce(
  context: Pick<AppContext, 'notifier' | 'db' | 'mailer' | 'now'>,
  order: Pick<LockedOrder, 'id_commande' | 'id_user' | 'id_vendeur'>,
  etat: OrderState,
): void {
  const update = { id_commande: order.id_commande, etat };
  context.notifier.toUser(order.id_user, 'update etat commande', update);
  context.notifier.toUser(order.id_vendeur, 'update etat commande', update);
  deliverSoon(context);
}

/** Whether `user` is the party the move belongs to. */
function mayMake(user: AuthUser, order: LockedOrder, actor: OrderActor): boolean {
  if (actor === 'seller') return user.id_user === order.id_vendeur;
  if (actor === 'buyer') return user.id_user === order.id_user;
  if (actor === 'staff') return user.role === 'staff';
  return false;
}

const PARTY_NAMES: Record<OrderActor, string> = {
  seller: "the order's seller",
  buyer: "the order's buyer",
  staff: 'staff',
  system: 'the marketplace itself',
};

/**
 * A user's move of an order (accept, decline, ship, confirm, report, decide): the order must
 * exist (404), the move be theirs (403), before anything is written; then the state (409).
 */
export async function act(
  context: LifecycleContext,
  user: AuthUser,
  idCommande: number,
  transition: OrderTransition,
  details: MoveDetails = {},
): Promise<OrderTimeline> {
  const rule = ORDER_TRANSITIONS[transition];
  const { order, etat } = await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, idCommande);
    if (!order) throw notFound(`No order with the id ${idCommande}.`);
    if (!mayMake(user, order, rule.by)) {
      throw forbidden(`Only ${PARTY_NAMES[rule.by]} can do this ("${transition}").`);
    }
    // Staff judge between two other people: a staff member who bought or sold the order would
    // be refunding themselves, or paying themselves out.
    if (rule.by === 'staff' && (user.id_user === order.id_user || user.id_user === order.id_vendeur)) {
      throw forbidden(
        'You bought or sold this order: another staff member must decide it, since no one judges their own case.',
      );
    }
    const etat = await applyTransition(
      context,
      tx,
      order,
      transition,
      { actor: rule.by, id_actor: user.id_user },
      details,
    );
    return { order, etat };
  });
  announce(context, order, etat);
  return (await orderTimeline(context.db, idCommande)) as OrderTimeline;
}

/**
 * Records the payment as the order's first step, starts the seller's 48 hours to answer (with a
 * reminder before they end) and keeps the buyer's confirmation and the seller's new-order e-mail.
 */
export async function startOrder(
  context: Pick<AppContext, 'config' | 'now'>,
  tx: Transaction,
  order: { id_commande: number; id_user: number },
): Promise<void> {
  const now = context.now();
  await insertStep(tx, {
    id_commande: order.id_commande,
    etat: 'paid',
    transition: null,
    actor: 'buyer',
    id_actor: order.id_user,
    note: null,
    at: now,
  });
  const deadline = now.getTime() + ORDER_DEADLINE_HOURS.accept * HOUR;
  await scheduleJob(tx, order.id_commande, 'expireAcceptance', new Date(deadline));
  await scheduleJob(
    tx,
    order.id_commande,
    'remindSeller',
    new Date(deadline - ORDER_DEADLINE_HOURS.acceptReminder * HOUR),
  );
  await queueOrderMails(context, tx, { id_commande: order.id_commande, etat: 'paid' });
}
