import type { Messages } from '../fr/index.js';

export const notFound: Messages['notFound'] = {
  title: 'Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  home: 'Back to the home page',
};
