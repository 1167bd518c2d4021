/** Messages between users: threads per (pair of users, subject) and the conversation list. */
import type { Conversation, Message } from '@vitrine/contract';
import type { Queryable } from '../database.js';
import { pageClause } from './products.js';

/** A message with the pseudos and avatars of both ends; `m` is the message row. */
const MESSAGE_COLUMNS = `
  m.id_message, m.id_sender, m.id_receiver, m.objet, m.corps_message, m.date_envoi, m.lu,
  s.pseudo_profile AS pseudo_sender, r.pseudo_profile AS pseudo_receiver,
  s.image_link_profile AS sender_image_link, r.image_link_profile AS receiver_image_link`;

const MESSAGE_JOINS = `
  JOIN utilisateur s ON s.id_user = m.id_sender
  JOIN utilisateur r ON r.id_user = m.id_receiver`;

export async function userExists(db: Queryable, idUser: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM utilisateur WHERE id_user = $1', [idUser]);
  return rows.length > 0;
}

/** Whether the user may be written to: one who exists and has not deleted the account. */
export async function userReachable(db: Queryable, idUser: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM utilisateur WHERE id_user = $1 AND supprime_le IS NULL', [
    idUser,
  ]);
  return rows.length > 0;
}

/** The account the contact page's messages go to: the first staff account; null when there is none. */
export async function supportAccountId(db: Queryable): Promise<number | null> {
  const [row] = await db.query<{ id_user: number }>(
    "SELECT id_user FROM utilisateur WHERE role = 'staff' ORDER BY id_user LIMIT 1",
  );
  return row?.id_user ?? null;
}

/** The messages between two users on one subject, oldest first. */
export async function threadBetween(
  db: Queryable,
  idUser: number,
  idOther: number,
  objet: string,
): Promise<Message[]> {
  return db.query<Message>(
    `SELECT ${MESSAGE_COLUMNS}
       FROM message m ${MESSAGE_JOINS}
      WHERE ((m.id_sender = $1 AND m.id_receiver = $2) OR (m.id_sender = $2 AND m.id_receiver = $1))
        AND m.objet = $3
      ORDER BY m.date_envoi, m.id_message`,
    [idUser, idOther, objet],
  );
}

/** Marks what `idOther` wrote to `idUser` on this subject as read. */
export async function markThreadRead(
  db: Queryable,
  idUser: number,
  idOther: number,
  objet: string,
): Promise<void> {
  await db.query(
    'UPDATE message SET lu = true WHERE id_receiver = $1 AND id_sender = $2 AND objet = $3 AND NOT lu',
    [idUser, idOther, objet],
  );
}

export interface NewMessage {
  idSender: number;
  idReceiver: number;
  objet: string;
  corps: string;
  sentAt: Date;
  /** The sender's key for this sending, if the client gave one. */
  idempotencyKey?: string | undefined;
}

/**
 * Stores a message and answers it as a thread shows it; undefined when the sender already stored
 * one with the same key (a sending asked again, raced with its first).
 */
export async function insertMessage(db: Queryable, message: NewMessage): Promise<Message | undefined> {
  const rows = await db.query<Message>(
    `WITH m AS (
       INSERT INTO message (id_sender, id_receiver, objet, corps_message, date_envoi, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id_sender, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
       RETURNING *
     )
     SELECT ${MESSAGE_COLUMNS} FROM m ${MESSAGE_JOINS}`,
    [
      message.idSender,
      message.idReceiver,
      message.objet,
      message.corps,
      message.sentAt.toISOString(),
      message.idempotencyKey ?? null,
    ],
  );
  return rows[0];
}

/** What the sender's message stored under `key` was sent to, if there is one. */
export async function messageWithKey(
  db: Queryable,
  idSender: number,
  key: string,
): Promise<{ id_receiver: number; objet: string; corps_message: string } | undefined> {
  const rows = await db.query<{ id_receiver: number; objet: string; corps_message: string }>(
    'SELECT id_receiver, objet, corps_message FROM message WHERE id_sender = $1 AND idempotency_key = $2',
    [idSender, key],
  );
  return rows[0];
}

/**
 * The user's conversations: one per (other user, subject), carried by its last message, with
 * the number of messages to the user not read yet; the most recently active first.
 */
export async function listConversations(
  db: Queryable,
  idUser: number,
  page?: { page?: number; limit?: number },
): Promise<Conversation[]> {
  const params: unknown[] = [idUser];
  return db.query<Conversation>(
    `WITH mine AS (
       SELECT m.*, CASE WHEN m.id_sender = $1 THEN m.id_receiver ELSE m.id_sender END AS id_interlocuteur
         FROM message m
        WHERE m.id_sender = $1 OR m.id_receiver = $1
     ), latest AS (
       SELECT DISTINCT ON (id_interlocuteur, objet) *
         FROM mine
        ORDER BY id_interlocuteur, objet, date_envoi DESC, id_message DESC
     ), unread AS (
       SELECT id_sender AS id_interlocuteur, objet, count(*)::int AS non_lus
         FROM message
        WHERE id_receiver = $1 AND NOT lu
        GROUP BY id_sender, objet
     )
     SELECT ${MESSAGE_COLUMNS},
            m.id_interlocuteur, o.pseudo_profile AS pseudo_interlocuteur,
            o.image_link_profile AS image_interlocuteur, COALESCE(n.non_lus, 0) AS non_lus
       FROM latest m ${MESSAGE_JOINS}
       JOIN utilisateur o ON o.id_user = m.id_interlocuteur
       LEFT JOIN unread n ON n.id_interlocuteur = m.id_interlocuteur AND n.objet = m.objet
      ORDER BY m.date_envoi DESC, m.id_message DESC
      ${pageClause(page?.page, page?.limit, params)}`,
    params,
  );
}
