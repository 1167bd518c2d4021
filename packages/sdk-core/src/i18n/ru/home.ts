import type { Messages } from '../fr/index.js';

export const home: Messages['home'] = {
  tagline: 'Подлинная роскошь — новая и с историей',
  taglineSub: 'Проверенные дизайнерские вещи от бутиков со всего мира.',
  bannersLabel: 'В центре внимания',
  newArrivals: 'Новинки',
  bestSellers: 'Хиты продаж',
  newSellers: 'Новые продавцы',
  productsCount_one: '{{count}} товар',
  productsCount_few: '{{count}} товара',
  productsCount_many: '{{count}} товаров',
  productsCount_other: '{{count}} товара',
  howItWorks: 'Как это работает',
  buyerTab: 'Покупателю',
  sellerTab: 'Продавцу',
  buyerSteps: {
    find: 'Найдите вещь своей мечты среди тысяч подлинных товаров, новых и с историей.',
    order: 'Оформите заказ и безопасно оплатите картой.',
    ship: 'Продавец принимает заказ в течение {{accept}} ч, затем отправляет его в течение {{ship}} ч.',
    confirm:
      'Подтвердите получение, когда посылка придёт: после этого у вас есть {{disputeWindow}} ч, чтобы сообщить о проблеме.',
  },
  sellerSteps: {
    list: 'Добавьте товар с фотографиями, описанием и ценой.',
    ship: 'Примите заказ в течение {{accept}} ч, затем отправьте его в течение {{ship}} ч с чеком о покупке и благодарственной открыткой.',
    paid: 'Оплата поступит через {{disputeWindow}} ч после получения товара покупателем, если он не сообщит о проблеме.',
  },
  appTitle: 'Vitrine всегда с вами',
  appText: 'Скачайте приложение, чтобы покупать и продавать где угодно.',
  appStore: 'Загрузите в App Store',
  googlePlay: 'Доступно в Google Play',
  badges: {
    authentic: '100% подлинность',
    condition: 'Новые вещи и с историей',
    protection: 'Защита покупателя и продавца',
    payments: 'Безопасные платежи',
  },
  newsletterTitle: 'Будьте в курсе',
  newsletterText: 'Новинки и закрытые распродажи раз в неделю.',
  newsletterLabel: 'Ваш адрес электронной почты',
  newsletterButton: 'Подписаться',
  newsletterThanks: 'Спасибо! Скоро вы получите наши новости.',
};
