/**
 * Reading a thread and sending a message, shared by the HTTP calls (MessageController) and the
 * socket's `message` event, so both store and deliver a message the same way.
 */
import { ACCOUNT_DELETED_CODE, type Message } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import {
  insertMessage,
  markThreadRead,
  messageWithKey,
  threadBetween,
  userExists,
  userReachable,
} from '../db/queries/messages.js';
import { badRequest, conflict, notFound } from '../http/httpError.js';
import { openMessageWindow } from '../notifications/messageMails.js';

type Deps = Pick<AppContext, 'db' | 'notifier' | 'now' | 'activityLimits'>;

/**
 * The thread between the caller and `idOther` on `objet`, oldest first, as the caller sees it:
 * opening it marks what the other person wrote as read.
 */
export async function openThread(
  { db }: Pick<AppContext, 'db'>,
  idUser: number,
  idOther: number,
  objet: string,
): Promise<Message[]> {
  if (idOther === idUser) throw badRequest('id_receiver: a conversation is with someone else.');
  if (!(await userExists(db, idOther))) throw notFound(`No user with the id ${idOther}.`);
  await markThreadRead(db, idUser, idOther, objet);
  return threadBetween(db, idUser, idOther, objet);
}

export interface OutgoingMessage {
  id_receiver: number;
  objet: string;
  corps_message: string;
  /** The client's key for this sending: sent again with it, the message is stored once. */
  idempotency_key?: string | undefined;
}

/**
 * Stores a message from `idSender` (within the activity limits, else 429), tells the receiver's
 * sockets ('received') and the sender's sockets and tabs ('sent'), counts it into its
 * conversation's e-mail (one per conversation per window, notifications/messageMails.ts), and
 * answers the thread. Only opening a thread marks it read. Sent again with the key of a message
 * already stored, it stores, counts and tells nothing more and answers the thread: the client
 * whose first answer was lost hears what it would have heard.
 */
export async function sendMessage(
  deps: Deps,
  idSender: number,
  message: OutgoingMessage,
): Promise<Message[]> {
  if (message.id_receiver === idSender) throw badRequest('id_receiver: you cannot write to yourself.');
  if (!(await userExists(deps.db, message.id_receiver))) {
    throw notFound(`No user with the id ${message.id_receiver}.`);
  }
  // A deleted account keeps its conversations for the other side to read, and receives nothing.
  if (!(await userReachable(deps.db, message.id_receiver))) {
    throw conflict('id_receiver: this account was deleted; it receives no messages.', {
      code: ACCOUNT_DELETED_CODE,
    });
  }
  const key = message.idempotency_key;
  const thread = () => threadBetween(deps.db, idSender, message.id_receiver, message.objet);
  if (key) {
    const earlier = await messageWithKey(deps.db, idSender, key);
    if (earlier) {
      if (
        earlier.id_receiver !== message.id_receiver ||
        earlier.objet !== message.objet ||
        earlier.corps_message !== message.corps_message
      ) {
        throw conflict('This idempotency_key was already used for another message: send it with a new one.');
      }
      return thread();
    }
  }
  deps.activityLimits.take('messages', idSender, message.id_receiver);
  const now = deps.now();
  // In one transaction: a message stored is always counted into an e-mail's window.
  const stored = await deps.db.transaction(async (tx) => {
    const inserted = await insertMessage(tx, {
      idSender,
      idReceiver: message.id_receiver,
      objet: message.objet,
      corps: message.corps_message,
      sentAt: now,
      idempotencyKey: key,
    });
    if (inserted) await openMessageWindow(tx, inserted, now);
    return inserted;
  });
  // Its first sending, still in flight when this one began, stored it and tells its receiver.
  if (!stored) return thread();
  deps.notifier.toUser(message.id_receiver, 'message', { status: 'received', message: stored });
  deps.notifier.toUser(idSender, 'message', { status: 'sent', message: stored });
  return thread();
}
