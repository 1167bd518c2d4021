/**
 * The e-mails of offers (namespace `offerMail`), in the five application languages, as i18next
 * resources (`{{name}}` interpolation). `amount` is written in the reader's way, in the currency
 * the reader deals in: the seller's own for the seller, the offer's for the buyer.
 */
import type { AppLanguageCode } from '@vitrine/contract';

export interface OfferTexts {
  /** A buyer's offer, or counter-offer, to the seller. */
  receivedSubject: string;
  received: string;
  /** The seller's counter-offer, to the buyer. */
  counteredSubject: string;
  countered: string;
  /** The seller's price to everyone who loves the listing. */
  likersSubject: string;
  likers: string;
  /** Either side accepted: the item is held for the buyer. */
  acceptedSubject: string;
  acceptedBuyer: string;
  acceptedSeller: string;
  /** The other side declined the reader's offer. */
  declinedSubject: string;
  declined: string;
  /** The reader's offer went unanswered. */
  expiredSubject: string;
  expired: string;
  /** The hold ended unpaid. */
  lapsedSubject: string;
  lapsedBuyer: string;
  lapsedSeller: string;
  /** When the answer or the payment is due. */
  deadline: string;
  open: string;
}

export const OFFER_MAIL_TEXTS: Record<AppLanguageCode, { offerMail: OfferTexts }> = {
  fr: {
    offerMail: {
      receivedSubject: 'Offre de {{buyer}} : {{amount}} pour {{item}}',
      received: '{{buyer}} vous propose {{amount}} pour {{item}}.',
      counteredSubject: 'Contre-offre de {{seller}} : {{amount}}',
      countered: '{{seller}} vous propose {{amount}} pour {{item}}.',
      likersSubject: '{{item}}, que vous aimez, à {{amount}}',
      likers: '{{seller}} vous propose {{item}} à {{amount}} jusqu’au {{deadline}}.',
      acceptedSubject: 'Offre acceptée : {{item}} à {{amount}}',
      acceptedBuyer: '{{item}} vous est réservé à {{amount}}. Payez-le avant le {{deadline}}.',
      acceptedSeller: '{{item}} est réservé à {{buyer}} à {{amount}} jusqu’au {{deadline}}.',
      declinedSubject: 'Offre refusée : {{item}}',
      declined: 'Votre offre de {{amount}} pour {{item}} a été refusée.',
      expiredSubject: 'Offre expirée : {{item}}',
      expired: 'Votre offre de {{amount}} pour {{item}} est restée sans réponse et a expiré.',
      lapsedSubject: 'Réservation terminée : {{item}}',
      lapsedBuyer: '{{item}} n’a pas été payé à temps : il n’est plus réservé pour vous.',
      lapsedSeller: '{{item}} n’a pas été payé à temps : il est de nouveau en vente.',
      deadline: 'Réponse attendue avant le {{deadline}}.',
      open: 'Voir mes offres',
    },
  },
  en: {
    offerMail: {
      receivedSubject: 'Offer from {{buyer}}: {{amount}} for {{item}}',
      received: '{{buyer}} offers you {{amount}} for {{item}}.',
      counteredSubject: 'Counter-offer from {{seller}}: {{amount}}',
      countered: '{{seller}} offers you {{item}} for {{amount}}.',
      likersSubject: '{{item}}, which you love, for {{amount}}',
      likers: '{{seller}} offers you {{item}} for {{amount}} until {{deadline}}.',
      acceptedSubject: 'Offer accepted: {{item}} for {{amount}}',
      acceptedBuyer: '{{item}} is held for you at {{amount}}. Pay for it before {{deadline}}.',
      acceptedSeller: '{{item}} is held for {{buyer}} at {{amount}} until {{deadline}}.',
      declinedSubject: 'Offer declined: {{item}}',
      declined: 'Your offer of {{amount}} for {{item}} was declined.',
      expiredSubject: 'Offer expired: {{item}}',
      expired: 'Your offer of {{amount}} for {{item}} was not answered and has expired.',
      lapsedSubject: 'Hold ended: {{item}}',
      lapsedBuyer: '{{item}} was not paid for in time: it is no longer held for you.',
      lapsedSeller: '{{item}} was not paid for in time: it is on sale again.',
      deadline: 'An answer is due before {{deadline}}.',
      open: 'See my offers',
    },
  },
  it: {
    offerMail: {
      receivedSubject: 'Offerta di {{buyer}}: {{amount}} per {{item}}',
      received: '{{buyer}} ti offre {{amount}} per {{item}}.',
      counteredSubject: 'Controfferta di {{seller}}: {{amount}}',
      countered: '{{seller}} ti propone {{item}} a {{amount}}.',
      likersSubject: '{{item}}, che ami, a {{amount}}',
      likers: '{{seller}} ti propone {{item}} a {{amount}} fino al {{deadline}}.',
      acceptedSubject: 'Offerta accettata: {{item}} a {{amount}}',
      acceptedBuyer: '{{item}} è riservato per te a {{amount}}. Pagalo entro il {{deadline}}.',
      acceptedSeller: '{{item}} è riservato per {{buyer}} a {{amount}} fino al {{deadline}}.',
      declinedSubject: 'Offerta rifiutata: {{item}}',
      declined: 'La tua offerta di {{amount}} per {{item}} è stata rifiutata.',
      expiredSubject: 'Offerta scaduta: {{item}}',
      expired: 'La tua offerta di {{amount}} per {{item}} non ha ricevuto risposta ed è scaduta.',
      lapsedSubject: 'Riserva terminata: {{item}}',
      lapsedBuyer: '{{item}} non è stato pagato in tempo: non è più riservato per te.',
      lapsedSeller: '{{item}} non è stato pagato in tempo: è di nuovo in vendita.',
      deadline: 'Risposta attesa entro il {{deadline}}.',
      open: 'Vedi le mie offerte',
    },
  },
  jp: {
    offerMail: {
      receivedSubject: '{{buyer}} 様からのオファー：{{item}} に {{amount}}',
      received: '{{buyer}} 様から {{item}} に {{amount}} のオファーが届きました。',
      counteredSubject: '{{seller}} 様からのカウンターオファー：{{amount}}',
      countered: '{{seller}} 様から {{item}} を {{amount}} でご提案いただきました。',
      likersSubject: 'お気に入りの {{item}} が {{amount}} に',
      likers: '{{seller}} 様が {{item}} を {{deadline}} まで {{amount}} でご提案しています。',
      acceptedSubject: 'オファー成立：{{item}}（{{amount}}）',
      acceptedBuyer: '{{item}} を {{amount}} でお取り置きしました。{{deadline}} までにお支払いください。',
      acceptedSeller: '{{item}} は {{deadline}} まで {{buyer}} 様のために {{amount}} で取り置かれています。',
      declinedSubject: 'オファーが断られました：{{item}}',
      declined: '{{item}} への {{amount}} のオファーは断られました。',
      expiredSubject: 'オファーの期限切れ：{{item}}',
      expired: '{{item}} への {{amount}} のオファーは回答がなく、期限切れになりました。',
      lapsedSubject: 'お取り置き終了：{{item}}',
      lapsedBuyer: '{{item}} は期限内にお支払いがなかったため、お取り置きを終了しました。',
      lapsedSeller: '{{item}} は期限内に支払われなかったため、再び販売中になりました。',
      deadline: '{{deadline}} までにご回答ください。',
      open: 'オファーを見る',
    },
  },
  ru: {
    offerMail: {
      receivedSubject: 'Предложение от {{buyer}}: {{amount}} за {{item}}',
      received: '{{buyer}} предлагает вам {{amount}} за {{item}}.',
      counteredSubject: 'Встречное предложение от {{seller}}: {{amount}}',
      countered: '{{seller}} предлагает вам {{item}} за {{amount}}.',
      likersSubject: '{{item}}, который вам нравится, за {{amount}}',
      likers: '{{seller}} предлагает вам {{item}} за {{amount}} до {{deadline}}.',
      acceptedSubject: 'Предложение принято: {{item}} за {{amount}}',
      acceptedBuyer: '{{item}} отложен для вас за {{amount}}. Оплатите его до {{deadline}}.',
      acceptedSeller: '{{item}} отложен для {{buyer}} за {{amount}} до {{deadline}}.',
      declinedSubject: 'Предложение отклонено: {{item}}',
      declined: 'Ваше предложение {{amount}} за {{item}} отклонено.',
      expiredSubject: 'Срок предложения истёк: {{item}}',
      expired: 'На ваше предложение {{amount}} за {{item}} не ответили, и его срок истёк.',
      lapsedSubject: 'Бронь окончена: {{item}}',
      lapsedBuyer: '{{item}} не был оплачен вовремя и больше не отложен для вас.',
      lapsedSeller: '{{item}} не был оплачен вовремя и снова в продаже.',
      deadline: 'Ответ ожидается до {{deadline}}.',
      open: 'Мои предложения',
    },
  },
};
