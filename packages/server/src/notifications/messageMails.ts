/**
 * The e-mails of new messages, one per conversation per window (table message_mail): the first
 * message not yet told opens the conversation's window; the messages that arrive until it ends
 * join it; when it ends, the receiver gets one e-mail listing those they have not read yet — none
 * if they read them all meanwhile, or if their 'message' setting is off. A sender writing
 * hundreds of messages makes one e-mail per window, and two conversations make two.
 *
 * Why a delay rather than an e-mail at once (docs/notifications.md): a receiver on the site reads
 * the message live, and an e-mail of what they just read is noise; people write in bursts, and
 * one e-mail should carry the burst.
 *
 * Kept once, across restarts and processes: the window is closed by the transaction that marks
 * its messages as told and keeps the e-mail; a second runner finds it closed. A message stored
 * while its window closes locks the window first (see openMessageWindow), so it is either seen
 * by the closing transaction or opens the next window.
 */
import { ACTIVITY_LIMITS } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { type MailContent, queueUserMail, quoteOf, type Reader } from './mailUser.js';
import { siteAddress } from './siteLinks.js';

/**
 * How long after the first message of a conversation its e-mail waits for the others: the window
 * the message limits count in, so a sender at their limit makes one e-mail per window.
 */
export const MESSAGE_MAIL_WINDOW_MS = ACTIVITY_LIMITS.messages.windowMs;
/** Messages quoted in one e-mail; the others are counted. */
export const MESSAGES_QUOTED = 5;

type MailJobContext = Pick<AppContext, 'db' | 'now' | 'config'>;

/**
 * Counts a new message into its conversation's window, opening one due a window later when none
 * is open. Call it in the transaction that stores the message: the upsert locks the open window,
 * so a runner closing it waits for the message to be committed, then sees it.
 */
export async function openMessageWindow(
  db: Queryable,
  message: { id_receiver: number; id_sender: number; objet: string },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO message_mail (id_receiver, id_sender, objet, due_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (id_receiver, id_sender, objet) WHERE done_at IS NULL
     DO UPDATE SET due_at = message_mail.due_at`,
    [
      message.id_receiver,
      message.id_sender,
      message.objet,
      new Date(now.getTime() + MESSAGE_MAIL_WINDOW_MS).toISOString(),
    ],
  );
}

/** What one conversation's e-mail tells. */
export interface MessagesFacts {
  sender: string;
  objet: string;
  /** What was written, oldest first. */
  messages: readonly string[];
  /** The conversation on the site. */
  link: string;
}

export function composeMessagesMail(reader: Reader, facts: MessagesFacts): MailContent {
  const { t, lng } = reader;
  const count = facts.messages.length;
  const values = { sender: facts.sender, objet: facts.objet };
  const more = count - MESSAGES_QUOTED;
  return {
    subject: t('subject', { ...values, count }),
    paragraphs: [
      t('intro', values),
      ...facts.messages.slice(0, MESSAGES_QUOTED).map((text) => quoteOf(text, lng)),
      ...(more > 0 ? [t('more', { count: more })] : []),
    ],
    link: { label: t('link'), href: facts.link },
  };
}

interface Window {
  id: string;
  id_receiver: number;
  id_sender: number;
  objet: string;
}

/** Closes the windows due now, each with its e-mail; answers how many e-mails were kept. */
export async function runMessageMails(context: MailJobContext, limit = 100): Promise<number> {
  const due = await context.db.query<{ id: string }>(
    `SELECT id FROM message_mail WHERE done_at IS NULL AND due_at <= $1 ORDER BY due_at, id LIMIT $2`,
    [context.now().toISOString(), limit],
  );
  let kept = 0;
  for (const { id } of due) {
    if (await closeWindow(context, id)) kept++;
  }
  return kept;
}

async function closeWindow(context: MailJobContext, id: string): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const now = context.now();
    const [window] = await tx.query<Window>(
      `UPDATE message_mail SET done_at = $2 WHERE id = $1 AND done_at IS NULL
       RETURNING id, id_receiver, id_sender, objet`,
      [id, now.toISOString()],
    );
    // Another runner closed it.
    if (!window) return false;
    const messages = await tx.query<{ id_message: number; corps_message: string }>(
      `UPDATE message SET mailed = true
        WHERE id_receiver = $1 AND id_sender = $2 AND objet = $3 AND NOT mailed AND NOT lu
        RETURNING id_message, corps_message`,
      [window.id_receiver, window.id_sender, window.objet],
    );
    if (messages.length === 0) return false;
    messages.sort((a, b) => a.id_message - b.id_message);
    const [sender] = await tx.query<{ pseudo: string }>(
      'SELECT pseudo_profile AS pseudo FROM utilisateur WHERE id_user = $1',
      [window.id_sender],
    );
    return queueUserMail(
      tx,
      {
        id_user: window.id_receiver,
        setting: 'message',
        texts: 'messagesMail',
        dedupeKey: `messages:${window.id}`,
        compose: (reader) => ({
          ...composeMessagesMail(reader, {
            sender: sender?.pseudo ?? '',
            objet: window.objet,
            messages: messages.map((message) => message.corps_message),
            link: siteAddress(
              context.config,
              { to: 'conversation', id_recever: window.id_sender },
              reader.lng,
            ),
          }),
          headers: {
            'X-Vitrine-Sender': String(window.id_sender),
            'X-Vitrine-Message': String(messages.at(-1)?.id_message),
            'X-Vitrine-Messages': String(messages.length),
          },
        }),
      },
      now,
    );
  });
}
