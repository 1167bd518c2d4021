import type { Messages } from '../fr/index.js';

export const favourites: Messages['favourites'] = {
  title: 'お気に入り',
  itemCount_other: '商品数：{{count}}',
  empty: 'お気に入りはありません',
  emptyHint: '商品のハートをタップすると、ここに表示されます。',
  browse: '商品を見る',
  signInHint: 'お気に入りを表示するにはログインしてください。',
  signIn: 'ログイン',
};
