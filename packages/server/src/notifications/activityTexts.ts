/**
 * The e-mails of what others do: the new messages of one conversation (namespace
 * `messagesMail`), a review of a seller (`reviewMail`) and the day's likes of a seller's items
 * (`likeDigestMail`), in the five application languages, as i18next resources (`{{name}}`
 * interpolation; a key with `count` takes the language's plural forms, `_one`, `_few`, `_many`,
 * `_other`, as Intl.PluralRules names them — the Japanese resources are read with English rules,
 * i18next knowing the language as `jp`, so they have `_one` too). Menu names are the site's own.
 */
import type { AppLanguageCode } from '@vitrine/contract';

interface KindTexts {
  subject: string;
  /** What happened, before the quoted text when there is one. */
  intro: string;
  /** Where to see it on the site. */
  where: string;
}

/** Plural forms of a text with `count`: those the language uses. */
type Plural<Key extends string> = { [K in `${Key}_other`]: string } & {
  [K in `${Key}_${'one' | 'few' | 'many'}`]?: string;
};

/** The unread messages of one conversation, in one e-mail. */
type MessagesTexts = Plural<'subject'> &
  Plural<'more'> & {
    /** Who wrote, and about what, before the quoted messages. */
    intro: string;
    /** The link to the conversation. */
    link: string;
  };

/** The day's likes of a seller's items. */
type LikeDigestTexts = Plural<'subject'> &
  Plural<'items'> &
  Plural<'item'> & {
    /** Before the list of items. */
    intro: string;
    /** The link to the seller's items. */
    link: string;
  };

/** The day's alerts of a shopper: new listings matching their searches, lower prices on loved items. */
type AlertDigestTexts = Plural<'subject'> & {
  /** Before the list of alerts. */
  intro: string;
  /** A new listing: `item`, its `price`. */
  new: string;
  /** A lower price: `item`, `before` and `price`. */
  drop: string;
  link: string;
};

interface ActivityTexts {
  messagesMail: MessagesTexts;
  reviewMail: KindTexts;
  likeDigestMail: LikeDigestTexts;
  alertDigestMail: AlertDigestTexts;
}

export const ACTIVITY_MAIL_TEXTS: Record<AppLanguageCode, ActivityTexts> = {
  fr: {
    messagesMail: {
      subject_one: '{{count}} nouveau message de {{sender}}',
      subject_many: '{{count}} nouveaux messages de {{sender}}',
      subject_other: '{{count}} nouveaux messages de {{sender}}',
      intro: '{{sender}} vous a écrit au sujet de « {{objet}} » :',
      more_one: 'Et {{count}} autre message.',
      more_many: 'Et {{count}} autres messages.',
      more_other: 'Et {{count}} autres messages.',
      link: 'Lire la conversation',
    },
    reviewMail: {
      subject: 'Nouvel avis de {{buyer}} : {{note}}/5',
      intro: '{{buyer}} a noté votre vente de {{item}} {{note}}/5 :',
      where: 'L’avis est visible sur votre profil de vendeur.',
    },
    likeDigestMail: {
      subject_one: '{{count}} personne a aimé {{items}} aujourd’hui',
      subject_many: '{{count}} personnes ont aimé {{items}} aujourd’hui',
      subject_other: '{{count}} personnes ont aimé {{items}} aujourd’hui',
      items_one: '{{count}} de vos articles',
      items_many: '{{count}} de vos articles',
      items_other: '{{count}} de vos articles',
      intro: 'Les articles concernés :',
      item_one: '{{item}} : {{count}} personne',
      item_many: '{{item}} : {{count}} personnes',
      item_other: '{{item}} : {{count}} personnes',
      link: 'Voir mes produits',
    },
    alertDigestMail: {
      subject_one: '{{count}} nouveauté pour vous aujourd’hui',
      subject_many: '{{count}} nouveautés pour vous aujourd’hui',
      subject_other: '{{count}} nouveautés pour vous aujourd’hui',
      intro: 'Vos recherches enregistrées et vos coups de cœur :',
      new: 'Nouveau : {{item}}, {{price}}',
      drop: 'Prix en baisse : {{item}}, {{before}} → {{price}}',
      link: 'Voir mes coups de cœur',
    },
  },
  en: {
    messagesMail: {
      subject_one: '{{count}} new message from {{sender}}',
      subject_other: '{{count}} new messages from {{sender}}',
      intro: '{{sender}} wrote to you about “{{objet}}”:',
      more_one: 'And {{count}} more message.',
      more_other: 'And {{count}} more messages.',
      link: 'Read the conversation',
    },
    reviewMail: {
      subject: 'New review from {{buyer}}: {{note}}/5',
      intro: '{{buyer}} rated your sale of {{item}} {{note}}/5:',
      where: 'The review is shown on your seller profile.',
    },
    likeDigestMail: {
      subject_one: '{{count}} person loved {{items}} today',
      subject_other: '{{count}} people loved {{items}} today',
      items_one: '{{count}} of your items',
      items_other: '{{count}} of your items',
      intro: 'They added them to their favourites:',
      item_one: '{{item}}: {{count}} person',
      item_other: '{{item}}: {{count}} people',
      link: 'See my products',
    },
    alertDigestMail: {
      subject_one: '{{count}} new alert for you today',
      subject_other: '{{count}} new alerts for you today',
      intro: 'From your saved searches and favourites:',
      new: 'New: {{item}}, {{price}}',
      drop: 'Price drop: {{item}}, {{before}} → {{price}}',
      link: 'See my favourites',
    },
  },
  it: {
    messagesMail: {
      subject_one: '{{count}} nuovo messaggio da {{sender}}',
      subject_many: '{{count}} nuovi messaggi da {{sender}}',
      subject_other: '{{count}} nuovi messaggi da {{sender}}',
      intro: '{{sender}} ti ha scritto a proposito di «{{objet}}»:',
      more_one: 'E {{count}} altro messaggio.',
      more_many: 'E altri {{count}} messaggi.',
      more_other: 'E altri {{count}} messaggi.',
      link: 'Leggi la conversazione',
    },
    reviewMail: {
      subject: 'Nuova recensione da {{buyer}}: {{note}}/5',
      intro: '{{buyer}} ha valutato {{note}}/5 la tua vendita di {{item}}:',
      where: 'La recensione è visibile sul tuo profilo di venditore.',
    },
    likeDigestMail: {
      subject_one: 'Oggi {{count}} persona ha aggiunto ai preferiti {{items}}',
      subject_many: 'Oggi {{count}} persone hanno aggiunto ai preferiti {{items}}',
      subject_other: 'Oggi {{count}} persone hanno aggiunto ai preferiti {{items}}',
      items_one: '{{count}} dei tuoi articoli',
      items_many: '{{count}} dei tuoi articoli',
      items_other: '{{count}} dei tuoi articoli',
      intro: 'Ecco quali:',
      item_one: '{{item}}: {{count}} persona',
      item_many: '{{item}}: {{count}} persone',
      item_other: '{{item}}: {{count}} persone',
      link: 'Vedi i miei prodotti',
    },
    alertDigestMail: {
      subject_one: '{{count}} novità per te oggi',
      subject_many: '{{count}} novità per te oggi',
      subject_other: '{{count}} novità per te oggi',
      intro: 'Dalle tue ricerche salvate e dai tuoi preferiti:',
      new: 'Novità: {{item}}, {{price}}',
      drop: 'Prezzo ribassato: {{item}}, {{before}} → {{price}}',
      link: 'Vedi i miei preferiti',
    },
  },
  jp: {
    messagesMail: {
      subject_one: '{{sender}} さんから新着メッセージ {{count}} 件',
      subject_other: '{{sender}} さんから新着メッセージ {{count}} 件',
      intro: '{{sender}} さんから「{{objet}}」についてメッセージが届きました：',
      more_one: 'ほかに {{count}} 件のメッセージがあります。',
      more_other: 'ほかに {{count}} 件のメッセージがあります。',
      link: '会話を読む',
    },
    reviewMail: {
      subject: '{{buyer}} さんから新しい評価：{{note}}/5',
      intro: '{{buyer}} さんが {{item}} のお取引を {{note}}/5 で評価しました：',
      where: '評価は出品者プロフィールに表示されます。',
    },
    likeDigestMail: {
      subject_one: '今日 {{count}} 人が {{items}} をお気に入りに追加しました',
      subject_other: '今日 {{count}} 人が {{items}} をお気に入りに追加しました',
      items_one: 'あなたの商品 {{count}} 点',
      items_other: 'あなたの商品 {{count}} 点',
      intro: 'お気に入りに追加された商品：',
      item_one: '{{item}}：{{count}} 人',
      item_other: '{{item}}：{{count}} 人',
      link: '出品した商品を見る',
    },
    alertDigestMail: {
      subject_one: '今日のお知らせ {{count}} 件',
      subject_other: '今日のお知らせ {{count}} 件',
      intro: '保存した検索とお気に入りから：',
      new: '新着：{{item}}、{{price}}',
      drop: '値下げ：{{item}}、{{before}} → {{price}}',
      link: 'お気に入りを見る',
    },
  },
  ru: {
    messagesMail: {
      subject_one: '{{count}} новое сообщение от {{sender}}',
      subject_few: '{{count}} новых сообщения от {{sender}}',
      subject_many: '{{count}} новых сообщений от {{sender}}',
      subject_other: '{{count}} новых сообщения от {{sender}}',
      intro: 'Вам пишет {{sender}} по теме «{{objet}}»:',
      more_one: 'И ещё {{count}} сообщение.',
      more_few: 'И ещё {{count}} сообщения.',
      more_many: 'И ещё {{count}} сообщений.',
      more_other: 'И ещё {{count}} сообщения.',
      link: 'Открыть переписку',
    },
    reviewMail: {
      subject: 'Новый отзыв от {{buyer}}: {{note}}/5',
      intro: 'Ваша продажа «{{item}}» получила от {{buyer}} оценку {{note}}/5:',
      where: 'Отзыв виден в вашем профиле продавца.',
    },
    likeDigestMail: {
      subject_one: 'Сегодня {{count}} человек добавил в избранное {{items}}',
      subject_few: 'Сегодня {{count}} человека добавили в избранное {{items}}',
      subject_many: 'Сегодня {{count}} человек добавили в избранное {{items}}',
      subject_other: 'Сегодня {{count}} человека добавили в избранное {{items}}',
      items_one: '{{count}} ваш товар',
      items_few: '{{count}} ваших товара',
      items_many: '{{count}} ваших товаров',
      items_other: '{{count}} ваших товара',
      intro: 'Вот какие:',
      item_one: '{{item}}: {{count}} человек',
      item_few: '{{item}}: {{count}} человека',
      item_many: '{{item}}: {{count}} человек',
      item_other: '{{item}}: {{count}} человека',
      link: 'Мои товары',
    },
    alertDigestMail: {
      subject_one: '{{count}} новое уведомление для вас сегодня',
      subject_few: '{{count}} новых уведомления для вас сегодня',
      subject_many: '{{count}} новых уведомлений для вас сегодня',
      subject_other: '{{count}} новых уведомления для вас сегодня',
      intro: 'По вашим сохранённым поискам и избранному:',
      new: 'Новинка: {{item}}, {{price}}',
      drop: 'Цена снижена: {{item}}, {{before}} → {{price}}',
      link: 'Открыть избранное',
    },
  },
};
