import type { Messages } from '../fr/index.js';

export const sellers: Messages['sellers'] = {
  title: 'Наши продавцы',
  filtersLabel: 'Фильтр продавцов',
  country: {
    label: 'Страна',
    all: 'Все страны',
    search: 'Поиск страны',
    noMatch: 'Нет подходящих стран.',
  },
  language: {
    label: 'Язык общения',
    all: 'Все языки',
  },
  count: 'Продавцов: {{count}}',
  productCount: 'Товаров: {{count}}',
  languages: 'Языки: {{list}}',
  noMatch: 'Нет продавцов, подходящих под эти фильтры.',
  clearFilters: 'Сбросить фильтры',
  empty: 'Продавцов пока нет.',
  profile: {
    memberSince: 'Дата регистрации: {{date}}',
    spokenLanguages: 'Языки общения',
    contact: 'Связаться',
    contactSubject: 'Вопрос для {{pseudo}}',
    tabsLabel: 'Профиль {{pseudo}}',
    about: 'О продавце',
    products: 'Товары',
    activity: 'Недавняя активность',
    noAbout: 'Продавец ещё не написал о себе.',
    productsOf: 'Товары {{pseudo}}',
    noProducts: 'Сейчас у этого продавца нет товаров в продаже.',
    noActivity: 'Пока нет недавней активности.',
    notFound: 'Продавец не найден',
    notFoundText: 'Этот профиль не существует или больше недоступен.',
    backToSellers: 'Все продавцы',
  },
};
