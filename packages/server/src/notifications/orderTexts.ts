/**
 * The e-mails of an order's life, in the five application languages, as i18next resources
 * (`{{name}}` interpolation), namespace `orderMail`: the buyer's confirmation at payment, the
 * seller's new order and its reminder, shipping, reception, completion and the payout, and a
 * short e-mail for the other moves (`subject`, `moved`, `states`). `{{number}}` is the order's
 * number as the screens write it; amounts and dates come written the reader's way. The greeting,
 * the link line and the settings line are the common ones (`mail`).
 */
import type { AppLanguageCode, OrderState } from '@vitrine/contract';

export interface OrderMailTexts {
  subject: string;
  /** Why the reader receives it: the order moved to a state. */
  moved: string;
  /** Where to see the order. */
  where: string;
  /** The label of the link to the order. */
  open: string;
  states: Record<OrderState, string>;
  /** To the buyer, once paid. */
  paid: { subject: string; thanks: string; item: string; seller: string; next: string };
  /** To the seller, once paid. */
  newOrder: { subject: string; intro: string; next: string };
  /** To the seller who has not answered, before their deadline. */
  reminder: { subject: string; intro: string };
  /** To the buyer. */
  shipped: { subject: string; intro: string; carrier: string; tracking: string; track: string; next: string };
  /** To the seller. */
  received: { subject: string; intro: string; next: string };
  completed: { subject: string; buyer: string; seller: string };
  /** To the seller, once the payout was sent. */
  payout: { subject: string; intro: string; detail: string };
  /** A reported problem: the seller's time to answer, the answer or its absence, staff's decision. */
  dispute: {
    subject: string;
    /** To the seller, once the buyer reported it. */
    seller: string;
    answeredBuyer: string;
    answeredSeller: string;
    unansweredBuyer: string;
    unansweredSeller: string;
    decisionSubject: string;
    refund: string;
    release: string;
    note: string;
  };
}

export const ORDER_MAIL_TEXTS: Record<AppLanguageCode, { orderMail: OrderMailTexts }> = {
  fr: {
    orderMail: {
      subject: 'Commande {{number}} : {{state}}',
      moved: 'Votre commande {{number}} ({{item}}) est maintenant : {{state}}.',
      where: 'Retrouvez-la dans Mon compte › Mes commandes.',
      open: 'Voir la commande',
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
      paid: {
        subject: 'Commande {{number}} confirmée : {{item}}',
        thanks: 'Merci pour votre achat ! Nous avons bien reçu votre paiement de {{amount}}.',
        item: 'Article : {{item}}',
        seller: 'Vendu par : {{seller}}',
        next: '{{seller}} a jusqu’au {{deadline}} pour accepter votre commande. Sans réponse d’ici là, elle est annulée et vous êtes remboursé en totalité.',
      },
      newOrder: {
        subject: 'Nouvelle commande {{number}} — à accepter avant le {{deadline}}',
        intro: '{{buyer}} a acheté votre article {{item}} ({{price}}).',
        next: 'Acceptez ou refusez cette commande avant le {{deadline}} : sans réponse, elle est annulée et l’acheteur remboursé.',
      },
      reminder: {
        subject: 'Rappel : commande {{number}} à accepter avant le {{deadline}}',
        intro: 'La commande {{number}} ({{item}}) de {{buyer}} attend toujours votre réponse.',
      },
      shipped: {
        subject: 'Commande {{number}} expédiée',
        intro: '{{seller}} a expédié votre article {{item}}.',
        carrier: 'Transporteur : {{carrier}}',
        tracking: 'Numéro de suivi : {{tracking}}',
        track: 'Suivre le colis',
        next: 'Dès réception, confirmez-la dans votre commande, ou signalez un problème.',
      },
      received: {
        subject: 'Commande {{number}} reçue par l’acheteur',
        intro: '{{buyer}} a confirmé avoir reçu {{item}}.',
        next: 'La vente sera conclue le {{deadline}} si aucun problème n’est signalé d’ici là ; votre versement partira alors.',
      },
      completed: {
        subject: 'Commande {{number}} terminée',
        buyer: 'Votre commande {{number}} ({{item}}) est terminée. Merci pour votre confiance !',
        seller:
          'La vente de {{item}} (commande {{number}}) est conclue. Votre versement de {{amount}} est en préparation.',
      },
      payout: {
        subject: 'Versement envoyé : {{amount}} pour la commande {{number}}',
        intro: 'Nous vous avons versé {{amount}} pour la vente de {{item}}.',
        detail: 'Prix de vente {{price}}, moins la commission de la place de marché ({{commission}}).',
      },
      dispute: {
        subject: 'Commande {{number}} : problème signalé',
        seller:
          '{{buyer}} a signalé un problème avec la commande {{number}} ({{item}}) : {{reason}}. Vous avez jusqu’au {{deadline}} pour répondre, avec vos explications et vos photos, depuis la page de la commande ; notre équipe tranchera ensuite.',
        answeredBuyer:
          '{{seller}} a répondu à votre signalement sur la commande {{number}} : {{answer}}. Notre équipe tranche maintenant avec les deux versions.',
        answeredSeller:
          'Votre réponse sur la commande {{number}} est bien reçue. Notre équipe tranche maintenant avec les deux versions.',
        unansweredBuyer:
          '{{seller}} n’a pas répondu à temps à votre signalement sur la commande {{number}}. Notre équipe tranche avec ce que vous avez envoyé.',
        unansweredSeller:
          'Le délai pour répondre au signalement sur la commande {{number}} est passé. Notre équipe tranche sans votre réponse.',
        decisionSubject: 'Commande {{number}} : notre décision sur le problème signalé',
        refund:
          'Après examen, nous avons décidé de rembourser l’acheteur en totalité pour la commande {{number}} ({{item}}).',
        release:
          'Après examen, nous avons décidé de verser le paiement de la commande {{number}} ({{item}}) au vendeur.',
        note: 'La note de notre équipe : {{note}}',
      },
    },
  },
  en: {
    orderMail: {
      subject: 'Order {{number}}: {{state}}',
      moved: 'Your order {{number}} ({{item}}) is now: {{state}}.',
      where: 'Find it under My account › My orders.',
      open: 'View the order',
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
      paid: {
        subject: 'Order {{number}} confirmed: {{item}}',
        thanks: 'Thank you for your purchase! We have received your payment of {{amount}}.',
        item: 'Item: {{item}}',
        seller: 'Sold by: {{seller}}',
        next: '{{seller}} has until {{deadline}} to accept your order. Without an answer by then, it is cancelled and you are refunded in full.',
      },
      newOrder: {
        subject: 'New order {{number}} — accept before {{deadline}}',
        intro: '{{buyer}} bought your item {{item}} ({{price}}).',
        next: 'Accept or decline this order before {{deadline}}: without an answer, it is cancelled and the buyer refunded.',
      },
      reminder: {
        subject: 'Reminder: accept order {{number}} before {{deadline}}',
        intro: 'Order {{number}} ({{item}}) from {{buyer}} is still waiting for your answer.',
      },
      shipped: {
        subject: 'Order {{number}} shipped',
        intro: '{{seller}} has shipped your item {{item}}.',
        carrier: 'Carrier: {{carrier}}',
        tracking: 'Tracking number: {{tracking}}',
        track: 'Track the parcel',
        next: 'Once it arrives, confirm reception in your order, or report a problem.',
      },
      received: {
        subject: 'Order {{number}} received by the buyer',
        intro: '{{buyer}} confirmed receiving {{item}}.',
        next: 'The sale completes on {{deadline}} unless a problem is reported by then; your payout is sent then.',
      },
      completed: {
        subject: 'Order {{number}} completed',
        buyer: 'Your order {{number}} ({{item}}) is completed. Thank you for shopping with us!',
        seller:
          'The sale of {{item}} (order {{number}}) is complete. Your payout of {{amount}} is being prepared.',
      },
      payout: {
        subject: 'Payout sent: {{amount}} for order {{number}}',
        intro: 'We have paid you {{amount}} for the sale of {{item}}.',
        detail: 'Sale price {{price}}, less the marketplace commission ({{commission}}).',
      },
      dispute: {
        subject: 'Order {{number}}: problem reported',
        seller:
          '{{buyer}} reported a problem with order {{number}} ({{item}}): {{reason}}. You have until {{deadline}} to answer, with your explanation and photos, from the order’s page; our team then decides.',
        answeredBuyer:
          '{{seller}} answered your report on order {{number}}: {{answer}}. Our team now decides with both sides.',
        answeredSeller:
          'Your answer on order {{number}} has been received. Our team now decides with both sides.',
        unansweredBuyer:
          '{{seller}} did not answer your report on order {{number}} in time. Our team decides with what you sent.',
        unansweredSeller:
          'The time to answer the report on order {{number}} is over. Our team decides without your answer.',
        decisionSubject: 'Order {{number}}: our decision on the reported problem',
        refund:
          'Having reviewed both sides, we decided to refund the buyer in full for order {{number}} ({{item}}).',
        release:
          'Having reviewed both sides, we decided to release the payment for order {{number}} ({{item}}) to the seller.',
        note: 'Our team’s note: {{note}}',
      },
    },
  },
  it: {
    orderMail: {
      subject: 'Ordine {{number}}: {{state}}',
      moved: 'Il tuo ordine {{number}} ({{item}}) ora è: {{state}}.',
      where: 'Lo trovi in Il mio account › I miei ordini.',
      open: 'Vedi l’ordine',
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
      paid: {
        subject: 'Ordine {{number}} confermato: {{item}}',
        thanks: 'Grazie per il tuo acquisto! Abbiamo ricevuto il tuo pagamento di {{amount}}.',
        item: 'Articolo: {{item}}',
        seller: 'Venduto da: {{seller}}',
        next: '{{seller}} ha tempo fino al {{deadline}} per accettare il tuo ordine. Senza risposta entro allora, viene annullato e ricevi il rimborso completo.',
      },
      newOrder: {
        subject: 'Nuovo ordine {{number}} — da accettare entro il {{deadline}}',
        intro: '{{buyer}} ha acquistato il tuo articolo {{item}} ({{price}}).',
        next: 'Accetta o rifiuta questo ordine entro il {{deadline}}: senza risposta, viene annullato e l’acquirente rimborsato.',
      },
      reminder: {
        subject: 'Promemoria: ordine {{number}} da accettare entro il {{deadline}}',
        intro: 'L’ordine {{number}} ({{item}}) di {{buyer}} attende ancora la tua risposta.',
      },
      shipped: {
        subject: 'Ordine {{number}} spedito',
        intro: '{{seller}} ha spedito il tuo articolo {{item}}.',
        carrier: 'Corriere: {{carrier}}',
        tracking: 'Numero di tracciamento: {{tracking}}',
        track: 'Traccia il pacco',
        next: 'Appena arriva, conferma la ricezione nel tuo ordine, oppure segnala un problema.',
      },
      received: {
        subject: 'Ordine {{number}} ricevuto dall’acquirente',
        intro: '{{buyer}} ha confermato di aver ricevuto {{item}}.',
        next: 'La vendita si conclude il {{deadline}} se nessun problema viene segnalato entro allora; il tuo pagamento partirà in quel momento.',
      },
      completed: {
        subject: 'Ordine {{number}} completato',
        buyer: 'Il tuo ordine {{number}} ({{item}}) è completato. Grazie per la fiducia!',
        seller:
          'La vendita di {{item}} (ordine {{number}}) è conclusa. Il tuo pagamento di {{amount}} è in preparazione.',
      },
      payout: {
        subject: 'Pagamento inviato: {{amount}} per l’ordine {{number}}',
        intro: 'Ti abbiamo versato {{amount}} per la vendita di {{item}}.',
        detail: 'Prezzo di vendita {{price}}, meno la commissione del marketplace ({{commission}}).',
      },
      dispute: {
        subject: 'Ordine {{number}}: problema segnalato',
        seller:
          '{{buyer}} ha segnalato un problema con l’ordine {{number}} ({{item}}): {{reason}}. Hai tempo fino al {{deadline}} per rispondere, con le tue spiegazioni e le tue foto, dalla pagina dell’ordine; poi deciderà il nostro team.',
        answeredBuyer:
          '{{seller}} ha risposto alla tua segnalazione sull’ordine {{number}}: {{answer}}. Ora il nostro team decide con entrambe le versioni.',
        answeredSeller:
          'La tua risposta sull’ordine {{number}} è stata ricevuta. Ora il nostro team decide con entrambe le versioni.',
        unansweredBuyer:
          '{{seller}} non ha risposto in tempo alla tua segnalazione sull’ordine {{number}}. Il nostro team decide con ciò che hai inviato.',
        unansweredSeller:
          'Il tempo per rispondere alla segnalazione sull’ordine {{number}} è scaduto. Il nostro team decide senza la tua risposta.',
        decisionSubject: 'Ordine {{number}}: la nostra decisione sul problema segnalato',
        refund:
          'Dopo aver esaminato le due versioni, abbiamo deciso di rimborsare interamente l’acquirente per l’ordine {{number}} ({{item}}).',
        release:
          'Dopo aver esaminato le due versioni, abbiamo deciso di versare al venditore il pagamento dell’ordine {{number}} ({{item}}).',
        note: 'La nota del nostro team: {{note}}',
      },
    },
  },
  jp: {
    orderMail: {
      subject: '注文 {{number}}：{{state}}',
      moved: 'ご注文 {{number}}（{{item}}）のステータスが「{{state}}」になりました。',
      where: 'マイアカウント › 注文履歴 でご確認いただけます。',
      open: '注文を見る',
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
      paid: {
        subject: 'ご注文 {{number}} を承りました：{{item}}',
        thanks: 'ご購入ありがとうございます。{{amount}} のお支払いを確認しました。',
        item: '商品：{{item}}',
        seller: '出品者：{{seller}}',
        next: '{{seller}} さんは {{deadline}} までにご注文を承認します。期限までに回答がない場合、ご注文はキャンセルされ、全額返金されます。',
      },
      newOrder: {
        subject: '新しい注文 {{number}}：{{deadline}} までに承認してください',
        intro: '{{buyer}} さんがあなたの商品 {{item}}（{{price}}）を購入しました。',
        next: '{{deadline}} までにこの注文を承認または辞退してください。回答がない場合、注文はキャンセルされ、購入者に返金されます。',
      },
      reminder: {
        subject: 'リマインダー：注文 {{number}} を {{deadline}} までに承認してください',
        intro: '{{buyer}} さんの注文 {{number}}（{{item}}）があなたの回答を待っています。',
      },
      shipped: {
        subject: 'ご注文 {{number}} を発送しました',
        intro: '{{seller}} さんが商品 {{item}} を発送しました。',
        carrier: '配送業者：{{carrier}}',
        tracking: '追跡番号：{{tracking}}',
        track: '荷物を追跡する',
        next: '商品が届いたら、ご注文ページで受け取りを確認するか、問題を報告してください。',
      },
      received: {
        subject: '注文 {{number}}：購入者が受け取りました',
        intro: '{{buyer}} さんが {{item}} の受け取りを確認しました。',
        next: '{{deadline}} までに問題の報告がなければ取引は完了し、売上金が送金されます。',
      },
      completed: {
        subject: '注文 {{number}} の取引が完了しました',
        buyer: 'ご注文 {{number}}（{{item}}）の取引が完了しました。ご利用ありがとうございました。',
        seller: '{{item}}（注文 {{number}}）の取引が完了しました。売上金 {{amount}} の送金を準備しています。',
      },
      payout: {
        subject: '売上金を送金しました：注文 {{number}}、{{amount}}',
        intro: '{{item}} の売上金として {{amount}} を送金しました。',
        detail: '販売価格 {{price}} からマーケットプレイス手数料（{{commission}}）を差し引いた金額です。',
      },
      dispute: {
        subject: 'ご注文 {{number}}：問題の報告',
        seller:
          '{{buyer}} さんがご注文 {{number}}（{{item}}）について問題を報告しました：{{reason}}。{{deadline}} までに、注文ページから説明と写真でご回答ください。その後、運営が判断します。',
        answeredBuyer:
          '{{seller}} さんがご注文 {{number}} の報告に回答しました：{{answer}}。双方の内容をもとに運営が判断します。',
        answeredSeller: 'ご注文 {{number}} へのご回答を受け付けました。双方の内容をもとに運営が判断します。',
        unansweredBuyer:
          '{{seller}} さんはご注文 {{number}} の報告に期限内に回答しませんでした。お送りいただいた内容をもとに運営が判断します。',
        unansweredSeller: 'ご注文 {{number}} の報告への回答期限が過ぎました。ご回答なしで運営が判断します。',
        decisionSubject: 'ご注文 {{number}}：報告された問題についての運営の判断',
        refund:
          '双方の内容を確認した結果、ご注文 {{number}}（{{item}}）について購入者に全額を返金することにしました。',
        release:
          '双方の内容を確認した結果、ご注文 {{number}}（{{item}}）の代金を出品者へ支払うことにしました。',
        note: '運営からのメモ：{{note}}',
      },
    },
  },
  ru: {
    orderMail: {
      subject: 'Заказ {{number}}: {{state}}',
      moved: 'Ваш заказ {{number}} ({{item}}) теперь: {{state}}.',
      where: 'Он в разделе «Мой аккаунт › Мои заказы».',
      open: 'Открыть заказ',
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
      paid: {
        subject: 'Заказ {{number}} оформлен: {{item}}',
        thanks: 'Спасибо за покупку! Мы получили ваш платёж на сумму {{amount}}.',
        item: 'Товар: {{item}}',
        seller: 'Продавец: {{seller}}',
        next: 'У продавца {{seller}} есть время до {{deadline}}, чтобы принять заказ. Если ответа не будет, заказ отменят, а деньги вернут полностью.',
      },
      newOrder: {
        subject: 'Новый заказ {{number}} — примите до {{deadline}}',
        intro: '{{buyer}} купил(а) ваш товар {{item}} ({{price}}).',
        next: 'Примите или отклоните заказ до {{deadline}}: без ответа он будет отменён, а покупателю вернут деньги.',
      },
      reminder: {
        subject: 'Напоминание: примите заказ {{number}} до {{deadline}}',
        intro: 'Заказ {{number}} ({{item}}) от {{buyer}} всё ещё ждёт вашего ответа.',
      },
      shipped: {
        subject: 'Заказ {{number}} отправлен',
        intro: '{{seller}} отправил(а) ваш товар {{item}}.',
        carrier: 'Служба доставки: {{carrier}}',
        tracking: 'Трек-номер: {{tracking}}',
        track: 'Отследить посылку',
        next: 'Когда посылка придёт, подтвердите получение в заказе или сообщите о проблеме.',
      },
      received: {
        subject: 'Заказ {{number}} получен покупателем',
        intro: '{{buyer}} подтвердил(а) получение товара {{item}}.',
        next: 'Сделка завершится {{deadline}}, если до этого не будет сообщено о проблеме; тогда же будет отправлена ваша выплата.',
      },
      completed: {
        subject: 'Заказ {{number}} завершён',
        buyer: 'Ваш заказ {{number}} ({{item}}) завершён. Спасибо за покупку!',
        seller: 'Продажа товара {{item}} (заказ {{number}}) завершена. Ваша выплата {{amount}} готовится.',
      },
      payout: {
        subject: 'Выплата отправлена: {{amount}} за заказ {{number}}',
        intro: 'Мы перевели вам {{amount}} за продажу товара {{item}}.',
        detail: 'Цена продажи {{price}} за вычетом комиссии площадки ({{commission}}).',
      },
      dispute: {
        subject: 'Заказ {{number}}: сообщение о проблеме',
        seller:
          '{{buyer}} сообщил(а) о проблеме с заказом {{number}} ({{item}}): {{reason}}. У вас есть время до {{deadline}}, чтобы ответить — с пояснениями и фотографиями — на странице заказа; затем решение примет наша команда.',
        answeredBuyer:
          '{{seller}} ответил(а) на ваше сообщение о заказе {{number}}: {{answer}}. Теперь наша команда примет решение, учитывая обе стороны.',
        answeredSeller:
          'Ваш ответ по заказу {{number}} получен. Теперь наша команда примет решение, учитывая обе стороны.',
        unansweredBuyer:
          '{{seller}} не ответил(а) вовремя на ваше сообщение о заказе {{number}}. Наша команда решит на основе того, что вы прислали.',
        unansweredSeller:
          'Срок ответа на сообщение о заказе {{number}} истёк. Наша команда примет решение без вашего ответа.',
        decisionSubject: 'Заказ {{number}}: наше решение по сообщению о проблеме',
        refund:
          'Рассмотрев обе стороны, мы решили полностью вернуть деньги покупателю за заказ {{number}} ({{item}}).',
        release:
          'Рассмотрев обе стороны, мы решили перечислить оплату за заказ {{number}} ({{item}}) продавцу.',
        note: 'Комментарий нашей команды: {{note}}',
      },
    },
  },
};
