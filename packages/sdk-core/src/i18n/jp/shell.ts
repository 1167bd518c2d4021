import type { Messages } from '../fr/index.js';

export const shell: Messages['shell'] = {
  country: {
    open: '国を変更：{{country}}',
    title: 'お届け先の国',
    deliveredIn: 'お届け先は{{country}}、ご請求は{{currency}}（{{unit}}）です。',
    billedIn: 'ご請求は{{currency}}（{{unit}}）です。',
    filter: '国名または通貨で絞り込む',
    filterPlaceholder: 'France, JPY…',
    list: '国',
    noMatch: '「{{query}}」に一致する国はありません。',
    confirm: '決定',
  },
  language: {
    label: '言語',
  },
};
