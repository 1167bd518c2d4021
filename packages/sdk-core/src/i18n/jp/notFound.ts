import type { Messages } from '../fr/index.js';

export const notFound: Messages['notFound'] = {
  title: 'ページが見つかりません',
  text: 'お探しのページは存在しないか、移動しました。',
  home: 'ホームに戻る',
};
