import type { AppContext } from '../context.js';
import { listConversations } from '../db/queries/messages.js';
import type { Handlers } from '../http/handler.js';
import { openThread, sendMessage } from '../realtime/conversation.js';

export function messageHandlers(context: AppContext) {
  const { db } = context;
  return {
    readThread: async ({ input, user }) => ({
      data: await openThread(context, user.id_user, input.id_receiver, input.objet),
    }),
    listConversations: async ({ input, user }) => ({
      data: await listConversations(db, user.id_user, { page: input.page, limit: input.limit }),
    }),
    sendMessage: async ({ input, user }) => ({ data: await sendMessage(context, user.id_user, input) }),
  } satisfies Partial<Handlers>;
}
