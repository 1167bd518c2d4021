import type { Messages } from '../fr/index.js';

export const brands: Messages['brands'] = {
  title: 'Бренды',
  searchLabel: 'Поиск бренда',
  searchPlaceholder: 'Chanel, Hermès…',
  indexLabel: 'Алфавитный указатель брендов',
  otherGroupName: 'Цифры и символы',
  productCount: 'Товаров: {{count}}',
  results: 'Найдено брендов: {{count}}',
  noMatch: 'Нет брендов по запросу «{{query}}».',
  clearSearch: 'Очистить поиск',
  empty: 'Брендов пока нет.',
};
