import type { AppContext } from '../context.js';
import { listConversations, supportAccountId } from '../db/queries/messages.js';
import type { Handlers } from '../http/handler.js';
import { notFound } from '../http/httpError.js';
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
    // The contact page's form: a message like any other, to the support team's account, so staff
    // answer it where they answer everything and the shopper reads the answer in their messages.
    contactSupport: async ({ input, user }) => {
      const support = await supportAccountId(db);
      if (support === null) throw notFound('The support team cannot be reached yet.');
      return { data: await sendMessage(context, user.id_user, { ...input, id_receiver: support }) };
    },
  } satisfies Partial<Handlers>;
}
