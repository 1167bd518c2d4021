import type { Messages } from '../fr/index.js';

export const favourites: Messages['favourites'] = {
  title: 'Избранное',
  itemCount_one: '{{count}} товар',
  itemCount_few: '{{count}} товара',
  itemCount_many: '{{count}} товаров',
  itemCount_other: '{{count}} товара',
  empty: 'В избранном пусто',
  emptyHint: 'Нажмите на сердечко у товара, чтобы он появился здесь.',
  browse: 'Смотреть товары',
  signInHint: 'Войдите, чтобы увидеть избранное.',
  signIn: 'Войти',
};
