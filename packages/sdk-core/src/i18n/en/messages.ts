import type { Messages } from '../fr/index.js';

export const messages: Messages['messages'] = {
  receiverDeleted: 'This account was deleted: it receives no messages.',
  title: 'My messages',
  listLabel: 'Conversations',
  empty: 'No messages yet.',
  emptyHint: 'Write to a seller from an item or an order.',
  unread_one: '{{count}} unread',
  unread_other: '{{count}} unread',
  thread: {
    back: 'Back to my messages',
    with: 'With {{pseudo}}',
    label: 'Conversation thread',
    empty: 'No messages in this conversation yet.',
    you: 'You',
    reply: 'Your reply',
    send: 'Send',
    missing: 'No conversation chosen.',
    limit: 'Too many messages in a short time: please try again in {{minutes}} min.',
  },
};
