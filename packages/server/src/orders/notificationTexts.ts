/**
 * The e-mails an order's moves send, in the five application languages, as i18next resources
 * (`{{name}}` interpolation). One namespace, `orderMail`.
 */
import type { AppLanguageCode, OrderState } from '@vitrine/contract';

interface OrderMailTexts {
  subject: string;
  greeting: string;
  /** Why the reader receives it: the order moved to a state. */
  moved: string;
  /** Where to see the order. */
  footer: string;
  states: Record<OrderState, string>;
}

export const ORDER_MAIL_TEXTS: Record<AppLanguageCode, { orderMail: OrderMailTexts }> = {
  fr: {
    orderMail: {
      subject: 'Commande n° {{number}} : {{state}}',
      greeting: 'Bonjour {{pseudo}},',
      moved: 'Votre commande n° {{number}} ({{item}}) est maintenant : {{state}}.',
      footer:
        'Retrouvez-la dans Mon compte › Mes commandes. Vous pouvez couper ces e-mails dans vos paramètres.',
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
      greeting: 'Hello {{pseudo}},',
      moved: 'Your order no. {{number}} ({{item}}) is now: {{state}}.',
      footer: 'Find it under My account › My orders. You can turn these e-mails off in your settings.',
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
      greeting: 'Buongiorno {{pseudo}},',
      moved: 'Il tuo ordine n. {{number}} ({{item}}) ora è: {{state}}.',
      footer:
        'Lo trovi in Il mio account › I miei ordini. Puoi disattivare queste e-mail nelle impostazioni.',
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
      greeting: '{{pseudo}} 様',
      moved: 'ご注文（注文番号 {{number}}、{{item}}）のステータスが「{{state}}」になりました。',
      footer: 'マイアカウント › 注文履歴 でご確認いただけます。このメールは設定から停止できます。',
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
      greeting: 'Здравствуйте, {{pseudo}}!',
      moved: 'Ваш заказ № {{number}} ({{item}}) теперь: {{state}}.',
      footer: 'Он в разделе «Мой аккаунт › Мои заказы». Эти письма можно отключить в настройках.',
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
