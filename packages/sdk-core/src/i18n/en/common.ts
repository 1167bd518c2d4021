import type { Messages } from '../fr/index.js';

export const common: Messages['common'] = {
  loading: 'Loading…',
  retry: 'Try again',
  loadError: 'This content could not be loaded.',
  sold: 'Sold',
  like: 'Add to favourites',
  unlike: 'Remove from favourites',
  previous: 'Previous',
  next: 'Next',
  seller: 'Seller',
  soldBy: 'Sold by {{pseudo}}',
  close: 'Close',
  labelSeparator: ': ',
  remove: 'Remove',
  pagination: 'Pagination',
  itemsPerPage: 'Items per page',
  page: 'Page {{page}}',
  notices: {
    connected: 'Connected',
    messageSent: 'Message sent',
    messageReceived: 'Message received',
  },
  contact: {
    title: 'Contact',
    to: 'To',
    subject: 'Subject',
    message: 'Your message',
    send: 'Send',
    sent: 'Message sent',
    signIn: 'Sign in to write to this seller.',
  },
};
