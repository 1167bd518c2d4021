import type { Messages } from '../fr/index.js';

export const notFound: Messages['notFound'] = {
  title: 'Страница не найдена',
  text: 'Страница, которую вы ищете, не существует или была перемещена.',
  home: 'На главную',
};
