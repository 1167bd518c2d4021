import type { Messages } from '../fr/index.js';

export const messages: Messages['messages'] = {
  receiverDeleted: 'このアカウントは削除されたため、メッセージを受け取れません。',
  title: 'メッセージ',
  listLabel: '会話一覧',
  empty: 'メッセージはまだありません。',
  emptyHint: '商品ページや注文から出品者にメッセージを送れます。',
  unread_other: '未読：{{count}}',
  thread: {
    back: 'メッセージ一覧に戻る',
    with: '{{pseudo}} との会話',
    label: '会話のスレッド',
    empty: 'この会話にはまだメッセージがありません。',
    you: 'あなた',
    reply: '返信',
    send: '送信',
    missing: '会話が選択されていません。',
    limit: '短時間のメッセージが多すぎます。{{minutes}}分後にもう一度お試しください。',
  },
};
