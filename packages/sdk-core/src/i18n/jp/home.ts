import type { Messages } from '../fr/index.js';

export const home: Messages['home'] = {
  tagline: '本物のラグジュアリーを、新品もヴィンテージも',
  taglineSub: '世界中のブティックが出品する、鑑定済みのデザイナーズアイテム。',
  bannersLabel: '注目',
  newArrivals: '新着アイテム',
  bestSellers: 'ベストセラー',
  newSellers: '新しい出品者',
  productsCount_other: 'アイテム数：{{count}}',
  howItWorks: 'ご利用の流れ',
  buyerTab: '購入者',
  sellerTab: '出品者',
  buyerSteps: {
    find: '新品・中古の数千点の本物のアイテムから、理想の一品を見つけましょう。',
    order: 'カードで安全に注文・お支払い。',
    ship: '出品者は{{accept}}時間以内に注文を承認し、その後{{ship}}時間以内に発送します。',
    confirm:
      '荷物が届いたら受け取りを確認してください。その後{{disputeWindow}}時間以内であれば問題を報告できます。',
  },
  sellerSteps: {
    list: '写真、説明、価格を添えてアイテムを出品します。',
    ship: '{{accept}}時間以内に注文を承認し、その後{{ship}}時間以内に購入時の請求書とお礼状を添えて発送します。',
    paid: '問題の報告がなければ、購入者の受け取りから{{disputeWindow}}時間後にお支払いします。',
  },
  appTitle: 'ポケットにVitrineを',
  appText: 'アプリをダウンロードして、どこでも売買を。',
  appStore: 'App Storeからダウンロード',
  googlePlay: 'Google Playで手に入れよう',
  badges: {
    authentic: '100% 本物',
    condition: '新品と中古品',
    protection: '購入者・出品者保護',
    payments: '安全なお支払い',
  },
  newsletterTitle: '最新情報をお届けします',
  newsletterText: '新着アイテムとプライベートセールを週に一度。',
  newsletterLabel: 'メールアドレス',
  newsletterButton: '登録する',
  newsletterThanks: 'ありがとうございます。まもなくお知らせが届きます。',
};
