/**
 * Messages (spec §7 MessageController and the socket's `message`): reading a thread, the
 * conversation list, and sending — live when connected, over HTTP otherwise.
 */
import { type Conversation, type Message, messageEndpoints } from '@vitrine/contract';
import { type ClientCore, currentUserId } from './core.js';
import { type Result, SdkHttpError } from './errors.js';
import { newIdempotencyKey } from './idempotencyKey.js';
import type { LiveSession } from './liveSession.js';
import { readShared } from './sharedReads.js';

const signedOut = (): Result<never> => ({ error: new SdkHttpError(401, 'Sign in to read your messages.') });

export interface OutgoingMessage {
  id_receiver: number;
  objet: string;
  corps_message: string;
  /**
   * This sending's key: sent again with it (a "try again" after an error), the message is stored
   * once. @default a new random key for each call
   */
  idempotency_key?: string;
}

/** The signed-in user's conversation list, kept in the shared state (spec §7 "messages"). */
export async function readConversations(
  core: ClientCore,
  id_user: number,
): Promise<Result<{ data: Conversation[] }>> {
  const result = await core.http.call(messageEndpoints.listConversations, { id_user });
  if (result.data) core.store.setState({ messages: result.data.data });
  return result;
}

export function createMessages(core: ClientCore, live: LiveSession) {
  return {
    /** The conversation list; also kept in the shared state (spec §7 "messages"). */
    async conversations(): Promise<Result<Conversation[]>> {
      if (currentUserId(core) === null) return signedOut();
      const result = await readShared(core, 'messages');
      if (result.error) return result;
      return { data: core.store.getState().messages ?? [] };
    },

    /** The thread with one user on one subject, oldest first (spec §4: opening it loads it). */
    async thread(idReceiver: number, objet: string): Promise<Result<Message[]>> {
      const id_sender = currentUserId(core);
      if (id_sender === null) return signedOut();
      const result = await core.http.call(messageEndpoints.readThread, {
        id_sender,
        id_receiver: idReceiver,
        objet,
      });
      if (result.error) return result;
      core.events.emit('threadRead', { id_receiver: idReceiver, objet });
      return { data: result.data.data };
    },

    /**
     * Sends a message; answers the thread, whose last item is the message sent (spec §4: "the
     * last item of the response is appended"). It carries a key, so the SDK sends it again when
     * the service was briefly away and the server stores it once.
     */
    async send(message: OutgoingMessage): Promise<Result<Message[]>> {
      const id_sender = currentUserId(core);
      if (id_sender === null) return signedOut();
      message = { ...message, idempotency_key: message.idempotency_key ?? newIdempotencyKey() };
      const viaSocket = live.emit('message', { ...message, id_sender });
      if (viaSocket) {
        const ack = await viaSocket;
        return ack.error ? { error: new SdkHttpError(400, ack.error) } : { data: ack.data as Message[] };
      }
      const result = await core.http.call(messageEndpoints.sendMessage, { ...message, id_sender });
      return result.error ? result : { data: result.data.data };
    },
  };
}

export type Messages = ReturnType<typeof createMessages>;
