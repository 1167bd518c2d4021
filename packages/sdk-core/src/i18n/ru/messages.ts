import type { Messages } from '../fr/index.js';

export const messages: Messages['messages'] = {
  receiverDeleted: 'Этот аккаунт удалён: он больше не получает сообщений.',
  title: 'Мои сообщения',
  listLabel: 'Переписки',
  empty: 'Сообщений пока нет.',
  emptyHint: 'Напишите продавцу со страницы товара или заказа.',
  unread_one: '{{count}} непрочитанное',
  unread_few: '{{count}} непрочитанных',
  unread_many: '{{count}} непрочитанных',
  unread_other: '{{count}} непрочитанного',
  thread: {
    back: 'Назад к моим сообщениям',
    with: 'С {{pseudo}}',
    label: 'Переписка',
    empty: 'В этой переписке пока нет сообщений.',
    you: 'Вы',
    reply: 'Ваш ответ',
    send: 'Отправить',
    missing: 'Переписка не выбрана.',
    limit: 'Слишком много сообщений за короткое время: попробуйте снова через {{minutes}} мин.',
  },
};
