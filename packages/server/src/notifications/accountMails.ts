/**
 * The e-mails about the account itself: a password-reset link, the link confirming a new address,
 * the link confirming the sign-up's address, and the notice to the address in use that a change was asked. Unlike news, they do not depend on
 * the notification toggles (a switched-off toggle must not lock anyone out), and a link goes to the
 * address the link is about — the account's own for a reset, the new one for a confirmation —
 * never to an address a request names for anyone else's account.
 */
import type { Destination } from '@vitrine/contract';
import type { ServerConfig } from '../config.js';
import type { Queryable } from '../db/database.js';
import { settingsOf } from '../db/queries/settings.js';
import { renderMail } from './mailBody.js';
import { mailTexts } from './mailTexts.js';
import { readerOf } from './mailUser.js';
import { queueMail } from './outbox.js';
import { siteAddress } from './siteLinks.js';

export type AccountMailKind =
  | 'password_reset'
  | 'email_change'
  | 'email_confirmation'
  | 'email_change_notice';

const NAMESPACE = {
  password_reset: 'resetMail',
  email_change: 'emailChangeMail',
  email_confirmation: 'emailConfirmationMail',
  email_change_notice: 'emailChangeNoticeMail',
} as const;

export interface AccountMail {
  id_user: number;
  kind: AccountMailKind;
  /** Where it goes: the account's address on file unless given (a new address being confirmed). */
  to?: string;
  /** The link's secret, for the e-mails that carry one. */
  token?: string;
  /** The new address, named in the notice to the old one. */
  newEmail?: string;
}

/** Keeps the e-mail in the outbox, in the user's language; false when the account is gone. */
export async function queueAccountMail(
  db: Queryable,
  config: Pick<ServerConfig, 'publicUrl'>,
  mail: AccountMail,
  now: Date,
): Promise<boolean> {
  const [user] = await db.query<{ email: string; pseudo: string }>(
    'SELECT email, pseudo_profile AS pseudo FROM utilisateur WHERE id_user = $1',
    [mail.id_user],
  );
  const settings = await settingsOf(db, mail.id_user);
  if (!user || !settings) return false;
  const namespace = NAMESPACE[mail.kind];
  const reader = readerOf(
    { id_user: mail.id_user, pseudo: user.pseudo },
    settings.langue,
    settings.pays,
    namespace,
  );
  const { t, lng } = reader;
  const common = mailTexts().getFixedT(lng, 'mail');
  const footer = mailTexts().getFixedT(lng, 'accountMail')('footer');
  let paragraphs: string[];
  let link: { label: string; href: string; line: string } | undefined;
  if (mail.kind === 'email_change_notice') {
    paragraphs = [t('intro', { email: mail.newEmail ?? '' }), t('notYou')];
  } else {
    const destination: Destination =
      mail.kind === 'password_reset'
        ? { to: 'resetPassword', token: mail.token }
        : { to: 'confirmEmail', token: mail.token };
    const href = siteAddress(config, destination, lng);
    link = { label: t('action'), href, line: common('link', { label: t('action'), href }) };
    paragraphs = [t('intro'), t('expiry'), t('ignore')];
  }
  const body = renderMail(
    { greeting: common('greeting', { pseudo: user.pseudo }), paragraphs, link, optOut: footer },
    lng,
  );
  return queueMail(
    db,
    {
      id_user: mail.id_user,
      dedupeKey: null,
      kind: mail.kind,
      to: mail.to ?? user.email,
      subject: t('subject'),
      ...body,
      headers: { 'X-Vitrine-Account': mail.kind },
    },
    now,
  );
}
