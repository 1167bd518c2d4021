/** Buyers' reviews of sellers: the form after a completed order, and where they are shown. */
import type { Messages } from '../fr/index.js';

export const reviews: Messages['reviews'] = {
  title: 'Отзывы',
  summary_one: '{{average}} из 5 · {{count}} отзыв',
  summary_few: '{{average}} из 5 · {{count}} отзыва',
  summary_many: '{{average}} из 5 · {{count}} отзывов',
  summary_other: '{{average}} из 5 · {{count}} отзыва',
  none: 'Отзывов пока нет.',
  stars: '{{note}} из 5',
  by: '{{buyer}}, {{date}}',
  about: 'О товаре: {{item}}',
  formTitle: 'Оценить продавца',
  note: 'Оценка',
  noteOption: '{{note}} из 5',
  comment: 'Ваш комментарий',
  send: 'Опубликовать отзыв',
  sent: 'Спасибо: ваш отзыв опубликован.',
  yours: 'Ваш отзыв',
  pickNote: 'Выберите оценку от 1 до 5.',
  already: 'На этот заказ уже оставлен отзыв.',
};
