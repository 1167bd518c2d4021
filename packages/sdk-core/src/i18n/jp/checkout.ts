import type { Messages } from '../fr/index.js';

export const checkout: Messages['checkout'] = {
  title: 'お支払い',
  signInHint: 'カートのお支払いにはログインが必要です。',
  signIn: 'ログイン',
  deliveryStep: '1. お届け先',
  paymentStep: '2. お支払い',
  alphanumericNote: '英数字のみを使用してください。',
  requiredNote: '* の付いた項目は必須です。',
  fields: {
    prenom: '名',
    nom: '姓',
    pays: '国',
    adresse: '住所',
    complement: '住所（建物名・部屋番号）',
    ville: '市区町村',
    region_etat: '都道府県・州',
    code_postal: '郵便番号',
    telephone: '電話番号',
  },
  chooseCountry: '国を選択してください',
  continue: 'お支払いへ進む',
  deliverTo: 'お届け先',
  editAddress: 'お届け先を変更',
  holderName: 'カード名義人',
  card: 'クレジットカード',
  cardLoading: 'カード入力フォームを読み込み中…',
  cardUnavailable: '現在カード決済はご利用いただけません。',
  saveCard: '次回の支払いのために保存する',
  submit: '支払いを確定する',
  cardField: {
    number: 'カード番号',
    expiry: '有効期限 (MM/YY)',
    cvc: 'セキュリティコード',
    brand: 'カードブランド：{{brand}}',
    invalidNumber: 'カード番号が正しくありません。',
    invalidExpiry: '有効期限が正しくありません。',
    pastExpiry: '有効期限が過ぎています。',
  },
  declines: {
    declined: 'カードが拒否されました。',
    insufficientFunds: 'カードの残高が不足しています。',
    expiredCard: 'カードの有効期限が切れています。',
    incorrectCvc: 'カードのセキュリティコードが正しくありません。',
    incorrectNumber: 'カード番号が正しくありません。',
    authenticationRequired:
      'このお支払いには本人認証が必要ですが、カード会社で完了できませんでした。別のカードをお試しください。',
    processingError: 'カードの処理中にエラーが発生しました。しばらくしてからもう一度お試しください。',
    incomplete: 'カード情報が不完全です。',
  },
  progress: {
    address: 'お届け先を保存しています…',
    token: 'カードを確認しています…',
    intent: '商品を確保しています…',
    confirm: 'お支払いを確定しています…',
    done: 'お支払いが完了しました。',
  },
  addressChanged: 'この住所はその間に変更または削除されました。もう一度お選びください。',
  conflict:
    'カート内の商品が売約済みになったか、価格が変更されました。カートを更新しましたので、内容をご確認のうえ再度お支払いください。',
  /** A payment the listing no longer honours (the server's `reason`): nothing was charged. */
  notHonoured: {
    refused:
      'お支払い手続き中に、カート内の商品が鑑定スタッフにより却下されました。請求は行われず、注文も作成されていません。',
    withdrawn:
      'お支払い手続き中に、出品者がカート内の商品の販売を取り下げました。請求は行われず、注文も作成されていません。',
    unverified:
      'カート内の商品が変更され、再鑑定中です。請求は行われていません。再び販売されてからお試しください。',
    repriced:
      'お取り置きの期限が切れ、その後カート内の商品の価格が変更されました。請求は行われていません。カートで新しい価格をご確認のうえ、再度お支払いください。',
    taken:
      'お取り置きの期限が切れ、カート内の商品はお客様のために確保されていません。請求は行われていません。カートをご確認のうえ、再度お支払いください。',
  },
  holdLimit:
    '未払いの決済ですでに商品を確保しています（最大{{checkouts}}件の決済で{{items}}点まで）。支払いを完了するか、確保が解除されるまでお待ちください。',
  tooLarge:
    'カート内の商品が、1回のカード決済で支払える上限額を超えています。別の通貨でお支払いいただくか、出品者にお問い合わせください。',
  failed: 'お支払いができませんでした：{{message}}',
  nothingToPay: 'カートが空です。お支払いいただく商品はありません。',
  backToCart: 'カートに戻る',
  summaryTitle: 'カート',
  review: {
    title: 'ご注文ありがとうございます！',
    text: 'お支払いが完了しました。出品者が72時間以内に商品を発送します。',
    paid: 'お支払い金額',
    items_other: 'お支払い済みの商品：{{count}}',
    orders: '購入履歴',
    home: 'ホームに戻る',
    nothing: '表示するお支払いはありません。',
    nothingHint: 'このページはお支払い完了直後の内容を表示します。',
    toCart: 'カートを見る',
  },
};
