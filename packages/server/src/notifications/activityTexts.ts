/**
 * The e-mails of what others do: a new message (namespace `messageMail`), a review of a seller
 * (`reviewMail`) and a like of an item (`loveMail`), in the five application languages, as
 * i18next resources (`{{name}}` interpolation). Menu names are the site's own.
 */
import type { AppLanguageCode } from '@vitrine/contract';

interface KindTexts {
  subject: string;
  /** What happened, before the quoted text when there is one. */
  intro: string;
  /** Where to see it on the site. */
  where: string;
}

interface ActivityTexts {
  messageMail: KindTexts;
  reviewMail: KindTexts;
  loveMail: KindTexts;
}

export const ACTIVITY_MAIL_TEXTS: Record<AppLanguageCode, ActivityTexts> = {
  fr: {
    messageMail: {
      subject: 'Nouveau message de {{sender}}',
      intro: '{{sender}} vous a écrit au sujet de « {{objet}} » :',
      where: 'Répondez depuis Mon compte › Mes messages.',
    },
    reviewMail: {
      subject: 'Nouvel avis de {{buyer}} : {{note}}/5',
      intro: '{{buyer}} a noté votre vente de {{item}} {{note}}/5 :',
      where: 'L’avis est visible sur votre profil de vendeur.',
    },
    loveMail: {
      subject: 'Votre article a été ajouté aux favoris',
      intro: '{{liker}} a ajouté votre {{item}} à ses favoris.',
      where: 'Retrouvez vos articles dans Mon compte › Mes produits.',
    },
  },
  en: {
    messageMail: {
      subject: 'New message from {{sender}}',
      intro: '{{sender}} wrote to you about “{{objet}}”:',
      where: 'Reply from My account › My messages.',
    },
    reviewMail: {
      subject: 'New review from {{buyer}}: {{note}}/5',
      intro: '{{buyer}} rated your sale of {{item}} {{note}}/5:',
      where: 'The review is shown on your seller profile.',
    },
    loveMail: {
      subject: 'Your item was added to favourites',
      intro: '{{liker}} added your {{item}} to their favourites.',
      where: 'See your items under My account › My products.',
    },
  },
  it: {
    messageMail: {
      subject: 'Nuovo messaggio da {{sender}}',
      intro: '{{sender}} ti ha scritto a proposito di «{{objet}}»:',
      where: 'Rispondi da Il mio account › I miei messaggi.',
    },
    reviewMail: {
      subject: 'Nuova recensione da {{buyer}}: {{note}}/5',
      intro: '{{buyer}} ha valutato {{note}}/5 la tua vendita di {{item}}:',
      where: 'La recensione è visibile sul tuo profilo di venditore.',
    },
    loveMail: {
      subject: 'Il tuo articolo è stato aggiunto ai preferiti',
      intro: '{{liker}} ha aggiunto il tuo articolo {{item}} ai preferiti.',
      where: 'Trovi i tuoi articoli in Il mio account › I miei prodotti.',
    },
  },
  jp: {
    messageMail: {
      subject: '{{sender}} さんから新着メッセージ',
      intro: '{{sender}} さんから「{{objet}}」についてメッセージが届きました：',
      where: 'マイアカウント › メッセージ から返信できます。',
    },
    reviewMail: {
      subject: '{{buyer}} さんから新しい評価：{{note}}/5',
      intro: '{{buyer}} さんが {{item}} のお取引を {{note}}/5 で評価しました：',
      where: '評価は出品者プロフィールに表示されます。',
    },
    loveMail: {
      subject: 'あなたの商品がお気に入りに追加されました',
      intro: '{{liker}} さんが {{item}} をお気に入りに追加しました。',
      where: 'マイアカウント › 出品した商品 でご確認いただけます。',
    },
  },
  ru: {
    messageMail: {
      subject: 'Новое сообщение от {{sender}}',
      intro: 'Вам пришло сообщение от {{sender}} по теме «{{objet}}»:',
      where: 'Ответить можно в разделе «Мой аккаунт › Мои сообщения».',
    },
    reviewMail: {
      subject: 'Новый отзыв от {{buyer}}: {{note}}/5',
      intro: 'Ваша продажа «{{item}}» получила от {{buyer}} оценку {{note}}/5:',
      where: 'Отзыв виден в вашем профиле продавца.',
    },
    loveMail: {
      subject: 'Ваш товар добавили в избранное',
      intro: 'Ваш товар «{{item}}» теперь в избранном у {{liker}}.',
      where: 'Ваши товары — в разделе «Мой аккаунт › Мои товары».',
    },
  },
};
