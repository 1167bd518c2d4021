/** Buyers' reviews of sellers: the form after a completed order, and where they are shown. */
import type { Messages } from '../fr/index.js';

export const reviews: Messages['reviews'] = {
  title: 'レビュー',
  summary_other: '5点中{{average}} · {{count}}件のレビュー',
  none: 'まだレビューはありません。',
  stars: '5点中{{note}}',
  by: '{{buyer}}（{{date}}）',
  about: '対象：{{item}}',
  formTitle: '出品者を評価する',
  note: '評価',
  noteOption: '5点中{{note}}',
  comment: 'コメント',
  send: 'レビューを投稿',
  sent: 'ありがとうございます。レビューを投稿しました。',
  yours: 'あなたのレビュー',
  pickNote: '1〜5の評価を選んでください。',
  already: 'この注文にはすでにレビューがあります。',
};
