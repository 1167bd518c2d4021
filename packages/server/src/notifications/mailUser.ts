/**
 * The one place that decides whether a user is e-mailed: their toggle for that kind of news
 * (parametre_user), then their address and language on file. Sending is never part of what the
 * user who caused it waits for, and never makes their request fail.
 */
import type { AppLanguageCode, NotificationSetting } from '@vitrine/contract';
import type { TFunction } from 'i18next';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { settingsOf } from '../db/queries/settings.js';
import type { Mailer } from './mailer.js';
import { type MailNamespace, mailTexts } from './mailTexts.js';

/** The user written to, as the e-mail is composed for them. */
export interface Reader {
  id_user: number;
  pseudo: string;
  lng: AppLanguageCode;
  /** The kind's texts, in the reader's language. */
  t: TFunction;
}

export interface MailContent {
  subject: string;
  /** The paragraphs between the greeting and the settings line. */
  paragraphs: string[];
  headers?: Record<string, string>;
}

export interface MailRequest {
  id_user: number;
  /** The toggle that lets the user be told of this. */
  setting: NotificationSetting;
  /** The namespace of the kind's texts. */
  texts: MailNamespace;
  compose(reader: Reader): MailContent | Promise<MailContent>;
}

/**
 * E-mails the user when their setting allows; answers whether it was sent. Never throws: a
 * failure goes to `mailer.onError`.
 */
export async function mailUser(db: Queryable, mailer: Mailer, request: MailRequest): Promise<boolean> {
  try {
    const settings = await settingsOf(db, request.id_user);
    if (settings?.[request.setting] !== '1') return false;
    const [user] = await db.query<{ email: string; pseudo: string }>(
      'SELECT email, pseudo_profile AS pseudo FROM utilisateur WHERE id_user = $1',
      [request.id_user],
    );
    if (!user) return false;
    const lng: AppLanguageCode = settings.langue;
    const texts = mailTexts();
    const common = texts.getFixedT(lng, 'mail');
    const content = await request.compose({
      id_user: request.id_user,
      pseudo: user.pseudo,
      lng,
      t: texts.getFixedT(lng, request.texts),
    });
    await mailer.send({
      to: user.email,
      subject: content.subject,
      text: [common('greeting', { pseudo: user.pseudo }), ...content.paragraphs, common('optOut')].join(
        '\n\n',
      ),
      // Lets a mail client (and a test) sort the news by kind.
      headers: { 'X-Vitrine-Notification': request.setting, ...content.headers },
    });
    return true;
  } catch (error) {
    mailer.onError(error);
    return false;
  }
}

/**
 * Runs `work` after the caller's answer instead of before it; a failure is reported to the
 * mailer. Nothing is sent when the server has no mailer.
 */
export function mailLater(
  context: Pick<AppContext, 'db' | 'mailer'>,
  work: (db: Queryable, mailer: Mailer) => Promise<unknown>,
): void {
  const { db, mailer } = context;
  if (!mailer) return;
  work(db, mailer).catch((error) => mailer.onError(error));
}

/** A quoted text someone wrote, cut to about `max` characters (whole graphemes) for an e-mail. */
export function quoteOf(text: string, lng: AppLanguageCode, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // Grapheme boundaries do not depend on the language, so the default segmenter serves them all.
  const graphemes = Array.from(new Intl.Segmenter().segment(flat), (part) => part.segment);
  const cut = graphemes.length > max ? `${graphemes.slice(0, max).join('').trimEnd()}…` : flat;
  return mailTexts().t('quote', { lng, text: cut });
}
