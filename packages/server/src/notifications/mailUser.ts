/**
 * The one place that decides whether a user is e-mailed and composes what they read: their
 * toggle for that kind of news (parametre_user), then their address, language and country on
 * file. The e-mail is kept in the outbox (notifications/outbox.ts), in the caller's transaction
 * when there is one, and sent from there; sending is never part of what the user who caused it
 * waits for, and never makes their request fail.
 */
import type { AppLanguageCode, NotificationSetting } from '@vitrine/contract';
import type { TFunction } from 'i18next';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { settingsOf } from '../db/queries/settings.js';
import { renderMail } from './mailBody.js';
import { type MailNamespace, mailTexts } from './mailTexts.js';
import { deliverSoon, queueMail } from './outbox.js';
import { amountWriter, dateWriter } from './readerFormats.js';

/** The user written to, as the e-mail is composed for them. */
export interface Reader {
  id_user: number;
  pseudo: string;
  lng: AppLanguageCode;
  /** The reader's country (for the way amounts are written). */
  country: string | null;
  /** The kind's texts, in the reader's language. */
  t: TFunction;
  /** An amount in minor units, written the reader's way. */
  amount(minor: number, currency: string): string;
  /** A moment, written the reader's way. */
  date(at: Date): string;
}

export interface MailContent {
  subject: string;
  /** The paragraphs between the greeting and the settings line. */
  paragraphs: string[];
  /** What the e-mail is about, on the site: a line of the text part, a link of the HTML one. */
  link?: { label: string; href: string };
  headers?: Record<string, string>;
}

export interface MailRequest {
  id_user: number;
  /** The toggle that lets the user be told of this. */
  setting: NotificationSetting;
  /** The namespace of the kind's texts. */
  texts: MailNamespace;
  /** What the e-mail tells, for this user: the same news is kept once. */
  dedupeKey?: string;
  compose(reader: Reader): MailContent | Promise<MailContent>;
}

/** The reader's side of an e-mail: what `compose` is given. */
export function readerOf(
  user: { id_user: number; pseudo: string },
  lng: AppLanguageCode,
  country: string | null,
  texts: MailNamespace,
): Reader {
  return {
    ...user,
    lng,
    country,
    t: mailTexts().getFixedT(lng, texts),
    amount: amountWriter(lng, country),
    date: dateWriter(lng, country),
  };
}

/** The whole e-mail of `content` for `reader`: the common greeting and settings line around it. */
export function renderFor(reader: Reader, content: MailContent): { text: string; html: string } {
  const common = mailTexts().getFixedT(reader.lng, 'mail');
  const { link } = content;
  return renderMail(
    {
      greeting: common('greeting', { pseudo: reader.pseudo }),
      paragraphs: content.paragraphs,
      link: link && { ...link, line: common('link', { label: link.label, href: link.href }) },
      optOut: common('optOut'),
    },
    reader.lng,
  );
}

/**
 * Keeps the user's e-mail in the outbox when their setting allows; answers whether it was kept.
 * Run inside the transaction of what it tells, it is kept or lost with it.
 */
export async function queueUserMail(db: Queryable, request: MailRequest, now: Date): Promise<boolean> {
  const settings = await settingsOf(db, request.id_user);
  if (settings?.[request.setting] !== '1') return false;
  const [user] = await db.query<{ email: string; pseudo: string }>(
    'SELECT email, pseudo_profile AS pseudo FROM utilisateur WHERE id_user = $1',
    [request.id_user],
  );
  if (!user) return false;
  const reader = readerOf(
    { id_user: request.id_user, pseudo: user.pseudo },
    settings.langue,
    settings.pays,
    request.texts,
  );
  const content = await request.compose(reader);
  const body = renderFor(reader, content);
  return queueMail(
    db,
    {
      id_user: request.id_user,
      dedupeKey: request.dedupeKey ?? null,
      kind: request.setting,
      to: user.email,
      subject: content.subject,
      ...body,
      // Lets a mail client (and a test) sort the news by kind.
      headers: { 'X-Vitrine-Notification': request.setting, ...content.headers },
    },
    now,
  );
}

/**
 * Runs `work` (which keeps e-mails) after the caller's answer instead of before it, then sends
 * what it kept; a failure is reported to the mailer. Nothing is kept when the server has no mailer.
 */
export function mailLater(
  context: Pick<AppContext, 'db' | 'mailer' | 'now'>,
  work: (db: Queryable, now: Date) => Promise<unknown>,
): void {
  const { db, mailer } = context;
  if (!mailer) return;
  work(db, context.now())
    .then(() => deliverSoon(context))
    .catch((error) => mailer.onError(error));
}

/** A quoted text someone wrote, cut to about `max` characters (whole graphemes) for an e-mail. */
export function quoteOf(text: string, lng: AppLanguageCode, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // Grapheme boundaries do not depend on the language, so the default segmenter serves them all.
  const graphemes = Array.from(new Intl.Segmenter().segment(flat), (part) => part.segment);
  const cut = graphemes.length > max ? `${graphemes.slice(0, max).join('').trimEnd()}…` : flat;
  return mailTexts().t('quote', { lng, text: cut });
}
