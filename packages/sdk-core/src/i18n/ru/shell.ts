import type { Messages } from '../fr/index.js';

export const shell: Messages['shell'] = {
  country: {
    open: 'Сменить страну: {{country}}',
    title: 'Страна доставки',
    deliveredIn: 'Доставка: «{{country}}», оплата в {{currency}} {{unit}}.',
    billedIn: 'Оплата в {{currency}} {{unit}}.',
    filter: 'Фильтр по стране или валюте',
    filterPlaceholder: 'France, JPY…',
    list: 'Страны',
    noMatch: 'Нет стран по запросу «{{query}}».',
    confirm: 'Подтвердить',
  },
  language: {
    label: 'Язык',
  },
};
