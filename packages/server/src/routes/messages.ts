import type { AppContext } from '../context.js';
import type { Handlers } from '../http/handler.js';
import { notYet } from '../http/notYet.js';

export function messageHandlers(_context: AppContext) {
  return {
    readThread: notYet,
    listConversations: notYet,
    sendMessage: notYet,
  } satisfies Partial<Handlers>;
}
