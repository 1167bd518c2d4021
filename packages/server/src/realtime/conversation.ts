/**
 * Reading a thread and sending a message, shared by the HTTP calls (MessageController) and the
 * socket's `message` event, so both store and deliver a message the same way.
 */
import type { Message } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import { insertMessage, markThreadRead, threadBetween, userExists } from '../db/queries/messages.js';
import { badRequest, notFound } from '../http/httpError.js';
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
}

/**
 * Stores a message from `idSender` (within the activity limits, else 429), tells the receiver's
 * sockets ('received') and the sender's sockets and tabs ('sent'), counts it into its
 * conversation's e-mail (one per conversation per window, notifications/messageMails.ts), and
 * answers the thread. Only opening a thread marks it read.
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
    });
    await openMessageWindow(tx, inserted, now);
    return inserted;
  });
  deps.notifier.toUser(message.id_receiver, 'message', { status: 'received', message: stored });
  deps.notifier.toUser(idSender, 'message', { status: 'sent', message: stored });
  return threadBetween(deps.db, idSender, message.id_receiver, message.objet);
}
