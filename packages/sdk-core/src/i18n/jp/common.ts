import type { Messages } from '../fr/index.js';

export const common: Messages['common'] = {
  loading: '読み込み中…',
  retry: '再試行',
  loadError: 'このコンテンツを読み込めませんでした。',
  sold: '売約済み',
  like: 'お気に入りに追加',
  unlike: 'お気に入りから削除',
  previous: '前へ',
  next: '次へ',
  seller: '出品者',
  soldBy: '出品者：{{pseudo}}',
  close: '閉じる',
  labelSeparator: '：',
  remove: '削除',
  pagination: 'ページ送り',
  itemsPerPage: '1ページあたりの件数',
  page: '{{page}}ページ',
  notices: {
    connected: '接続しました',
    messageSent: 'メッセージを送信しました',
    messageReceived: 'メッセージを受信しました',
  },
  contact: {
    title: '問い合わせる',
    to: '宛先',
    subject: '件名',
    message: 'メッセージ',
    send: '送信',
    sent: 'メッセージを送信しました',
    signIn: 'この出品者に連絡するにはログインしてください。',
  },
};
