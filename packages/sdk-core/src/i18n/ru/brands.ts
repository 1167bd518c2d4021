import type { Messages } from '../fr/index.js';

export const brands: Messages['brands'] = {
  title: 'Бренды',
  searchLabel: 'Поиск бренда',
  searchPlaceholder: 'Chanel, Hermès…',
  indexLabel: 'Алфавитный указатель брендов',
  otherGroupName: 'Цифры и символы',
  productCount_one: '{{count}} товар',
  productCount_few: '{{count}} товара',
  productCount_many: '{{count}} товаров',
  productCount_other: '{{count}} товара',
  results_one: 'Найден {{count}} бренд',
  results_few: 'Найдено {{count}} бренда',
  results_many: 'Найдено {{count}} брендов',
  results_other: 'Найдено {{count}} бренда',
  noMatch: 'Нет брендов по запросу «{{query}}».',
  clearSearch: 'Очистить поиск',
  empty: 'Брендов пока нет.',
};
