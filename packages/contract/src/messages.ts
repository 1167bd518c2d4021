/** Messages between users (spec §3 "Message", §7 MessageController; live delivery in socket.ts). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { Id, IdempotencyKey, listOf, Pagination, requiredText } from './schema.js';

export const MessageSchema = z.object({
  id_message: z.number(),
  id_sender: z.number(),
  id_receiver: z.number(),
  objet: z.string(),
  corps_message: z.string(),
  date_envoi: z.string(),
  pseudo_sender: z.string(),
  pseudo_receiver: z.string(),
  sender_image_link: z.nullable(z.string()),
  receiver_image_link: z.nullable(z.string()),
  /** Whether the receiver has opened it. */
  lu: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;

/** A conversation in the list: its last message, and who the other person is. */
export const ConversationSchema = z.object({
  ...MessageSchema.shape,
  id_interlocuteur: z.number(),
  pseudo_interlocuteur: z.string(),
  image_interlocuteur: z.nullable(z.string()),
  /** Messages to the caller not opened yet. */
  non_lus: z.number(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const Subject = requiredText(150);
export const MessageBody = requiredText(4000);

export const messageEndpoints = {
  readThread: defineEndpoint({
    method: 'POST',
    path: 'MessageController/read',
    body: z.object({ id_sender: z.optional(Id), id_receiver: Id, objet: Subject }),
    response: listOf(MessageSchema),
    access: 'private',
    self: ['id_sender'],
    summary: 'The thread between the caller and another user on one subject, oldest first; marks it read.',
  }),
  listConversations: defineEndpoint({
    method: 'GET',
    path: 'MessageController/message_by_user/{id_user}',
    params: z.object({ id_user: Id }),
    query: z.object(Pagination),
    response: listOf(ConversationSchema),
    access: 'private',
    self: ['id_user'],
    summary: "The caller's conversations, most recent first.",
  }),
  sendMessage: defineEndpoint({
    method: 'POST',
    path: 'MessageController/send_message',
    body: z.object({
      id_sender: z.optional(Id),
      id_receiver: Id,
      objet: Subject,
      corps_message: MessageBody,
      /** The same key twice stores the message once and answers the thread again: sending again is safe. */
      idempotency_key: z.optional(IdempotencyKey),
    }),
    response: listOf(MessageSchema),
    access: 'private',
    self: ['id_sender'],
    summary:
      "Sends a message and answers the thread, like the socket's `message` (an addition for clients without a socket).",
  }),
  contactSupport: defineEndpoint({
    method: 'POST',
    path: 'MessageController/contact_support',
    body: z.object({ objet: Subject, corps_message: MessageBody }),
    response: listOf(MessageSchema),
    access: 'private',
    self: [],
    summary:
      "Sends the caller's message to the marketplace's support team, who answer it in the caller's messages; answers the thread (an addition: the contact page's form).",
  }),
} as const;
