import type { Messages } from '../fr/index.js';

export const brands: Messages['brands'] = {
  title: 'ブランド',
  searchLabel: 'ブランドを検索',
  searchPlaceholder: 'Chanel, Hermès…',
  indexLabel: 'ブランド索引',
  otherGroupName: '数字・記号',
  productCount_other: 'アイテム数：{{count}}',
  results_other: '該当ブランド：{{count}}件',
  noMatch: '「{{query}}」に一致するブランドはありません。',
  clearSearch: '検索をクリア',
  empty: 'ブランドはまだありません。',
};
