/**
 * The e-mails of an order's life, to its buyer and its seller when their settings allow: the
 * buyer's 'suivi_commande' (order tracking), the seller's 'vente' (sales), and 'retour' for both
 * once a problem is reported. Each is kept in the outbox by the transaction that moves the order,
 * so an e-mail exists exactly when its move does, and once (one per order, state and party).
 * What each says is {@link composeOrderMail}; whether and how a user is mailed is mailUser's.
 */
import {
  type NotificationSetting,
  ORDER_DEADLINE_HOURS,
  type OrderState,
  type OrderTransition,
  orderNumber,
  toMinorUnits,
} from '@vitrine/contract';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { type MailContent, queueUserMail, quoteOf, type Reader } from '../notifications/mailUser.js';
import { siteAddress } from '../notifications/siteLinks.js';

/** What an order's e-mails tell. Amounts are in minor units. */
export interface OrderFacts {
  id_commande: number;
  id_user: number;
  id_vendeur: number;
  /** The item as its seller named it: brand and model. */
  item: string;
  buyer: string;
  seller: string;
  /** What the buyer paid, in their currency. */
  paid: { amount: number; currency: string };
  /** The seller's price, in their currency. */
  price: { amount: number; currency: string };
  shipping: { transporteur: string | null; suivi_livraison: string | null; lien_suivi: string | null };
}

/** The e-mails an order sends. */
export type OrderMailKind =
  | 'paid'
  | 'newOrder'
  | 'reminder'
  | 'shipped'
  | 'received'
  | 'completedBuyer'
  | 'completedSeller'
  | 'payout'
  | 'moved'
  | 'disputeSeller'
  | 'answeredBuyer'
  | 'answeredSeller'
  | 'unansweredBuyer'
  | 'unansweredSeller'
  | 'decision';

export interface OrderMailValues {
  /** The state reached, for `moved`. */
  etat?: OrderState;
  /** The next deadline: to accept (paid, newOrder, reminder), to report a problem (received). */
  deadline?: Date;
  /** The seller's payout, for `completedSeller` and `payout`. */
  payout?: { amount: number; currency: string };
  /** What a person wrote: the buyer's reason, the seller's answer, staff's note. */
  reason?: string;
  answer?: string;
  note?: string;
  /** Staff's decision, for `decision`. */
  decision?: 'refund' | 'release';
  /** The address of the order on the site. */
  link: string;
}

/** What one e-mail of an order says to its reader; pure, so each can be rendered in a test. */
export function composeOrderMail(
  kind: OrderMailKind,
  facts: OrderFacts,
  reader: Reader,
  values: OrderMailValues,
): MailContent {
  const { t } = reader;
  const payout = values.payout ?? { amount: 0, currency: facts.price.currency };
  const common = {
    number: orderNumber(facts.id_commande),
    item: facts.item,
    buyer: facts.buyer,
    seller: facts.seller,
    deadline: values.deadline ? reader.date(values.deadline) : '',
    // What the reader is told they paid (the buyer) or are paid (the seller).
    amount:
      kind === 'paid'
        ? reader.amount(facts.paid.amount, facts.paid.currency)
        : reader.amount(payout.amount, payout.currency),
    price: reader.amount(facts.price.amount, facts.price.currency),
    commission: reader.amount(facts.price.amount - payout.amount, facts.price.currency),
    reason: quoteOf(values.reason ?? '', reader.lng, 500),
    answer: quoteOf(values.answer ?? '', reader.lng, 500),
    note: quoteOf(values.note ?? '', reader.lng, 500),
  };
  const paragraphs = (...keys: string[]) => keys.map((key) => t(key, common));
  const content = (
    subject: string,
    body: string[],
    link?: { label: string; href: string },
    subjectValues: Record<string, string> = common,
  ): MailContent => ({
    subject: t(subject, subjectValues),
    paragraphs: body,
    link: link ?? { label: t('open'), href: values.link },
    // Lets a mail client (and a test) tell which order, and which of its e-mails, it is.
    headers: { 'X-Vitrine-Commande': String(facts.id_commande), 'X-Vitrine-Etape': kind },
  });
  switch (kind) {
    case 'paid':
      return content('paid.subject', paragraphs('paid.thanks', 'paid.item', 'paid.seller', 'paid.next'));
    case 'newOrder':
      return content('newOrder.subject', paragraphs('newOrder.intro', 'newOrder.next'));
    case 'reminder':
      return content('reminder.subject', paragraphs('reminder.intro', 'newOrder.next'));
    case 'shipped': {
      const { transporteur, suivi_livraison, lien_suivi } = facts.shipping;
      return content(
        'shipped.subject',
        [
          t('shipped.intro', common),
          ...(transporteur ? [t('shipped.carrier', { carrier: transporteur })] : []),
          ...(suivi_livraison ? [t('shipped.tracking', { tracking: suivi_livraison })] : []),
          t('shipped.next'),
        ],
        lien_suivi ? { label: t('shipped.track'), href: lien_suivi } : undefined,
      );
    }
    case 'received':
      return content('received.subject', paragraphs('received.intro', 'received.next'));
    case 'completedBuyer':
      return content('completed.subject', paragraphs('completed.buyer'));
    case 'completedSeller':
      return content('completed.subject', paragraphs('completed.seller'));
    case 'payout':
      return content('payout.subject', paragraphs('payout.intro', 'payout.detail'));
    case 'disputeSeller':
      return content('dispute.subject', paragraphs('dispute.seller'));
    case 'answeredBuyer':
    case 'answeredSeller':
    case 'unansweredBuyer':
    case 'unansweredSeller':
      return content('dispute.subject', paragraphs(`dispute.${kind}`));
    case 'decision':
      return content(
        'dispute.decisionSubject',
        paragraphs(`dispute.${values.decision ?? 'refund'}`, ...(values.note ? ['dispute.note'] : [])),
      );
    case 'moved': {
      const state = { ...common, state: t(`states.${values.etat ?? 'paid'}`) };
      return content('subject', [t('moved', state), t('where')], undefined, state);
    }
  }
}

/** The order's facts as its e-mails tell them. */
async function orderFacts(db: Queryable, idCommande: number): Promise<OrderFacts | undefined> {
  const [row] = await db.query<{
    id_commande: number;
    id_user: number;
    id_vendeur: number;
    item: string;
    buyer: string;
    seller: string;
    montant_paye: number;
    devise_paye: string;
    prix_unitaire: number | string;
    currency_vendeur: string;
    transporteur: string | null;
    suivi_livraison: string | null;
    lien_suivi: string | null;
  }>(
    `SELECT c.id_commande, c.id_user, c.id_vendeur, m.nom_marque || ' ' || p.modele AS item,
            b.pseudo_profile AS buyer, s.pseudo_profile AS seller, c.montant_paye, c.devise_paye,
            c.prix_unitaire, pi.currency_vendeur, c.transporteur, c.suivi_livraison, c.lien_suivi
       FROM commande c
       JOIN payment_intent pi ON pi.id = c.id_payment_intent
       JOIN produit p ON p.id_produit = c.id_produit
       JOIN marque m ON m.id_marque = p.id_marque
       JOIN utilisateur b ON b.id_user = c.id_user
       JOIN utilisateur s ON s.id_user = c.id_vendeur
      WHERE c.id_commande = $1`,
    [idCommande],
  );
  if (!row) return undefined;
  const sellerCurrency = row.currency_vendeur.trim();
  return {
    id_commande: row.id_commande,
    id_user: row.id_user,
    id_vendeur: row.id_vendeur,
    item: row.item,
    buyer: row.buyer,
    seller: row.seller,
    paid: { amount: Number(row.montant_paye), currency: row.devise_paye.trim() },
    price: { amount: toMinorUnits(Number(row.prix_unitaire), sellerCurrency), currency: sellerCurrency },
    shipping: {
      transporteur: row.transporteur,
      suivi_livraison: row.suivi_livraison,
      lien_suivi: row.lien_suivi,
    },
  };
}

export type OrderMailContext = Pick<AppContext, 'config' | 'now'>;

interface Letter {
  to: 'buyer' | 'seller';
  kind: OrderMailKind;
  setting: NotificationSetting;
}

/** Who is written what when an order reaches `etat`. */
function lettersFor(etat: OrderState): Letter[] {
  const buyer = (kind: OrderMailKind): Letter => ({ to: 'buyer', kind, setting: 'suivi_commande' });
  const seller = (kind: OrderMailKind): Letter => ({ to: 'seller', kind, setting: 'vente' });
  switch (etat) {
    case 'paid':
      return [buyer('paid'), seller('newOrder')];
    case 'shipped':
      return [buyer('shipped'), seller('moved')];
    case 'received':
      return [buyer('moved'), seller('received')];
    case 'completed':
      return [buyer('completedBuyer'), seller('completedSeller')];
    // The seller hears of it from the payout itself (queuePayoutSentMail); the buyer knew it was done.
    case 'paid_out':
      return [];
    case 'disputed':
      return [
        { to: 'buyer', kind: 'moved', setting: 'retour' },
        { to: 'seller', kind: 'disputeSeller', setting: 'retour' },
      ];
    default:
      return [buyer('moved'), seller('moved')];
  }
}

async function queueLetters(
  context: OrderMailContext,
  tx: Queryable,
  idCommande: number,
  letters: readonly Letter[],
  values: Omit<OrderMailValues, 'link'> & { key: string },
): Promise<void> {
  if (letters.length === 0) return;
  const facts = await orderFacts(tx, idCommande);
  if (!facts) return;
  for (const letter of letters) {
    await queueUserMail(
      tx,
      {
        id_user: letter.to === 'buyer' ? facts.id_user : facts.id_vendeur,
        setting: letter.setting,
        texts: 'orderMail',
        dedupeKey: `commande:${idCommande}:${values.key}:${letter.to}`,
        compose: (reader) =>
          composeOrderMail(letter.kind, facts, reader, {
            ...values,
            link: siteAddress(context.config, { to: 'order', id_commande: idCommande }, reader.lng),
          }),
      },
      context.now(),
    );
  }
}

const HOUR = 3_600_000;

/**
 * Keeps the e-mails of an order that just reached `etat`, in the transaction `tx` that moved it.
 * The seller's payout is the seller's to tell: see {@link queuePayoutSentMail}.
 */
export async function queueOrderMails(
  context: OrderMailContext,
  tx: Queryable,
  move: {
    id_commande: number;
    etat: OrderState;
    transition?: OrderTransition;
    /** The move's reason or note, as its maker wrote it. */
    note?: string | null;
    payout?: { amount: number; currency: string };
  },
): Promise<void> {
  const now = context.now().getTime();
  const deadline =
    move.etat === 'paid'
      ? new Date(now + ORDER_DEADLINE_HOURS.accept * HOUR)
      : move.etat === 'received'
        ? new Date(now + ORDER_DEADLINE_HOURS.disputeWindow * HOUR)
        : move.etat === 'disputed'
          ? new Date(now + ORDER_DEADLINE_HOURS.disputeAnswer * HOUR)
          : undefined;
  const decision =
    move.transition === 'refundDispute' ? 'refund' : move.transition === 'releaseDispute' ? 'release' : null;
  if (decision) {
    // Staff's decision: both parties read it and its note, as they chose to hear of disputes.
    await queueLetters(
      context,
      tx,
      move.id_commande,
      [
        { to: 'buyer', kind: 'decision', setting: 'retour' },
        { to: 'seller', kind: 'decision', setting: 'retour' },
      ],
      { key: 'decision', decision, note: move.note ?? undefined },
    );
    return;
  }
  await queueLetters(context, tx, move.id_commande, lettersFor(move.etat), {
    key: move.etat,
    etat: move.etat,
    deadline,
    reason: move.etat === 'disputed' ? (move.note ?? undefined) : undefined,
    payout: move.payout,
  });
}

/**
 * Keeps both parties' e-mails about the seller's side of a dispute: their answer (with its words
 * for the buyer), or its absence once their time is over. Once per order.
 */
export async function queueDisputeAnswerMails(
  context: OrderMailContext,
  tx: Queryable,
  idCommande: number,
  answer: string | null,
): Promise<void> {
  const letters: Letter[] =
    answer === null
      ? [
          { to: 'buyer', kind: 'unansweredBuyer', setting: 'retour' },
          { to: 'seller', kind: 'unansweredSeller', setting: 'retour' },
        ]
      : [
          { to: 'buyer', kind: 'answeredBuyer', setting: 'retour' },
          { to: 'seller', kind: 'answeredSeller', setting: 'retour' },
        ];
  await queueLetters(context, tx, idCommande, letters, { key: 'disputeAnswer', answer: answer ?? undefined });
}

/** Keeps the seller's reminder to answer before `deadline`; once per order. */
export async function queueAcceptReminder(
  context: OrderMailContext,
  tx: Queryable,
  idCommande: number,
  deadline: Date,
): Promise<void> {
  await queueLetters(context, tx, idCommande, [{ to: 'seller', kind: 'reminder', setting: 'vente' }], {
    key: 'reminder',
    deadline,
  });
}

/** Keeps the seller's "payout sent" e-mail, in the transaction that records the payout as sent. */
export async function queuePayoutSentMail(
  context: OrderMailContext,
  tx: Queryable,
  payout: { id_commande: number; amount: number; currency: string },
): Promise<void> {
  await queueLetters(context, tx, payout.id_commande, [{ to: 'seller', kind: 'payout', setting: 'vente' }], {
    key: 'payout',
    payout,
  });
}
