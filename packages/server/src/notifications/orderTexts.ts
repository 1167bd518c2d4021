/**
 * The e-mails an order's moves send, in the five application languages, as i18next resources
 * (`{{name}}` interpolation), namespace `orderMail`. The greeting and the settings line are the
 * common ones (`mail`).
 */
import type { AppLanguageCode, OrderState } from '@vitrine/contract';

interface OrderMailTexts {
  subject: string;
  /** Why the reader receives it: the order moved to a state. */
  moved: string;
  /** Where to see the order. */
  where: string;
  states: Record<OrderState, string>;
}

export const ORDER_MAIL_TEXTS: Record<AppLanguageCode, { orderMail: OrderMailTexts }> = {
  fr: {
    orderMail: {
      subject: 'Commande n° {{number}} : {{state}}',
      moved: 'Votre commande n° {{number}} ({{item}}) est maintenant : {{state}}.',
      where: 'Retrouvez-la dans Mon compte › Mes commandes.',
      states: {
        paid: 'payée, en attente du vendeur',
        accepted: 'acceptée, en attente d’expédition',
        declined: 'refusée par le vendeur, remboursement en cours',
        shipped: 'expédiée',
        received: 'reçue',
        disputed: 'en litige, notre équipe va trancher',
        completed: 'terminée',
        paid_out: 'terminée, vendeur payé',
        cancelled: 'annulée, remboursement en cours',
      },
    },
  },
  en: {
    orderMail: {
      subject: 'Order no. {{number}}: {{state}}',
      moved: 'Your order no. {{number}} ({{item}}) is now: {{state}}.',
      where: 'Find it under My account › My orders.',
      states: {
        paid: 'paid, awaiting the seller',
        accepted: 'accepted, awaiting shipment',
        declined: 'declined by the seller, refund under way',
        shipped: 'shipped',
        received: 'received',
        disputed: 'disputed, our team will decide',
        completed: 'completed',
        paid_out: 'completed, seller paid out',
        cancelled: 'cancelled, refund under way',
      },
    },
  },
  it: {
    orderMail: {
      subject: 'Ordine n. {{number}}: {{state}}',
      moved: 'Il tuo ordine n. {{number}} ({{item}}) ora è: {{state}}.',
      where: 'Lo trovi in Il mio account › I miei ordini.',
      states: {
        paid: 'pagato, in attesa del venditore',
        accepted: 'accettato, in attesa di spedizione',
        declined: 'rifiutato dal venditore, rimborso in corso',
        shipped: 'spedito',
        received: 'ricevuto',
        disputed: 'contestato, deciderà il nostro team',
        completed: 'completato',
        paid_out: 'completato, venditore pagato',
        cancelled: 'annullato, rimborso in corso',
      },
    },
  },
  jp: {
    orderMail: {
      subject: '注文番号 {{number}}：{{state}}',
      moved: 'ご注文（注文番号 {{number}}、{{item}}）のステータスが「{{state}}」になりました。',
      where: 'マイアカウント › 注文履歴 でご確認いただけます。',
      states: {
        paid: '支払い済み・出品者の確認待ち',
        accepted: '承認済み・発送待ち',
        declined: '出品者が辞退・返金手続き中',
        shipped: '発送済み',
        received: '受け取り済み',
        disputed: '問題の報告あり・運営が判断します',
        completed: '取引完了',
        paid_out: '取引完了・出品者へ支払い済み',
        cancelled: 'キャンセル・返金手続き中',
      },
    },
  },
  ru: {
    orderMail: {
      subject: 'Заказ № {{number}}: {{state}}',
      moved: 'Ваш заказ № {{number}} ({{item}}) теперь: {{state}}.',
      where: 'Он в разделе «Мой аккаунт › Мои заказы».',
      states: {
        paid: 'оплачен, ждёт ответа продавца',
        accepted: 'принят, ждёт отправки',
        declined: 'отклонён продавцом, деньги возвращаются',
        shipped: 'отправлен',
        received: 'получен',
        disputed: 'спор, решение примет наша команда',
        completed: 'завершён',
        paid_out: 'завершён, продавцу выплачено',
        cancelled: 'отменён, деньги возвращаются',
      },
    },
  },
};
