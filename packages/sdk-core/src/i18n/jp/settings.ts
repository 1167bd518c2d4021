import type { Messages } from '../fr/index.js';

export const settings: Messages['settings'] = {
  title: '設定',
  notifications: '通知',
  notificationsIntro: '受け取る通知を選んでください。',
  toggles: {
    vente: '販売',
    message: 'メッセージ',
    commentaire: 'コメント',
    retour: '返品',
    suivi_commande: '注文の配送状況',
    love: 'お気に入り',
    alertes: '検索と値下げのお知らせ',
  },
  international: '言語と地域',
  language: '言語',
  country: '国',
  saved: '設定を保存しました',
  failed: 'この設定を保存できませんでした：{{message}}',
};
