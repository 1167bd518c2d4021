import type { Messages } from '../fr/index.js';

export const sellers: Messages['sellers'] = {
  title: '出品者一覧',
  filtersLabel: '出品者を絞り込む',
  country: {
    label: '国',
    all: 'すべての国',
    search: '国を検索',
    noMatch: '一致する国はありません。',
  },
  language: {
    label: '対応言語',
    all: 'すべての言語',
  },
  count_other: '出品者：{{count}}人',
  productCount_other: 'アイテム数：{{count}}',
  languages: '言語：{{list}}',
  noMatch: 'この条件に一致する出品者はいません。',
  clearFilters: '条件をクリア',
  empty: '出品者はまだいません。',
  profile: {
    memberSince: '{{date}}から利用',
    spokenLanguages: '対応言語',
    contact: '問い合わせる',
    contactSubject: '{{pseudo}}さんへの質問',
    tabsLabel: '{{pseudo}}さんのプロフィール',
    about: '紹介',
    products: 'アイテム',
    activity: '最近のアクティビティ',
    noAbout: 'この出品者はまだ紹介文を書いていません。',
    productsOf: '{{pseudo}}さんのアイテム',
    noProducts: 'この出品者が現在出品中のアイテムはありません。',
    noActivity: '表示できる最近のアクティビティはまだありません。',
    notFound: '出品者が見つかりません',
    notFoundText: 'このプロフィールは存在しないか、現在ご覧いただけません。',
    backToSellers: '出品者一覧を見る',
  },
};
