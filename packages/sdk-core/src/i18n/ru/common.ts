import type { Messages } from '../fr/index.js';

export const common: Messages['common'] = {
  loading: 'Загрузка…',
  retry: 'Повторить',
  loadError: 'Не удалось загрузить содержимое.',
  sold: 'Продано',
  like: 'Добавить в избранное',
  unlike: 'Удалить из избранного',
  previous: 'Назад',
  next: 'Вперёд',
  seller: 'Продавец',
  soldBy: 'Продавец: {{pseudo}}',
  close: 'Закрыть',
  labelSeparator: ': ',
  remove: 'Удалить',
  pagination: 'Страницы',
  itemsPerPage: 'Товаров на странице',
  page: 'Страница {{page}}',
  notices: {
    connected: 'Подключено',
    messageSent: 'Сообщение отправлено',
    messageReceived: 'Получено сообщение',
  },
  contact: {
    title: 'Связаться',
    to: 'Кому',
    subject: 'Тема',
    message: 'Ваше сообщение',
    send: 'Отправить',
    sent: 'Сообщение отправлено',
    signIn: 'Войдите, чтобы написать продавцу.',
  },
};
