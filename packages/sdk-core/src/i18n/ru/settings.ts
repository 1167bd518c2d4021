import type { Messages } from '../fr/index.js';

export const settings: Messages['settings'] = {
  title: 'Мои настройки',
  notifications: 'Уведомления',
  notificationsIntro: 'Выберите, о чём вас уведомлять.',
  toggles: {
    vente: 'Продажи',
    message: 'Сообщения',
    commentaire: 'Комментарии',
    retour: 'Возвраты',
    suivi_commande: 'Отслеживание заказов',
    love: 'Избранное',
    alertes: 'Уведомления о поиске и ценах',
  },
  international: 'Язык и регион',
  language: 'Язык',
  country: 'Страна',
  saved: 'Настройка сохранена',
  failed: 'Не удалось сохранить настройку: {{message}}',
};
