/**
 * Living with an account: a forgotten password reset through an e-mailed link, the profile's
 * changes, a new password, a new e-mail address confirmed from that address, the sign-up's
 * address confirmed (and its link sent again), signing out everywhere. Whoever acts comes from the token (or, for a link, from the link's secret alone);
 * the password is checked before any change that needs it.
 */
import { ACCOUNT_LINK_TTL_MS, LINK_REFUSED_CODE } from '@vitrine/contract';
import { issueLink, type LinkPurpose, linkIsLive, spendLink } from '../auth/accountLinks.js';
import { createCurrentPasswordCheck } from '../auth/currentPassword.js';
import { emailConfirmed, issueConfirmationLink, queueConfirmationMail } from '../auth/emailConfirmation.js';
import { closeSockets, deleteSessions } from '../auth/endSessions.js';
import { hashPassword } from '../auth/passwords.js';
import {
  createConfirmationResendLimiter,
  createEmailChangeLimiter,
  createResetAttemptLimiter,
  createResetLimiter,
} from '../auth/resetLimiter.js';
import { bearerToken, hashToken } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { updateSetting } from '../db/queries/settings.js';
import {
  credentialsByEmail,
  duplicateAccountField,
  TAKEN_MESSAGE,
  userDetail,
  welcomeStatus,
} from '../db/queries/users.js';
import type { Handlers } from '../http/handler.js';
import { badRequest, conflict, HttpError, notFound } from '../http/httpError.js';
import { queueAccountMail } from '../notifications/accountMails.js';
import { mailLater } from '../notifications/mailUser.js';
import { deliverSoon } from '../notifications/outbox.js';

/** A link that does not work, said the same whatever the reason (used, expired or replaced). */
function linkRefused(): HttpError {
  return new HttpError(
    400,
    'This link does not work any more: it was used, it expired, or a newer one was sent.',
    {
      code: LINK_REFUSED_CODE,
    },
  );
}

/** Every link of the account not used yet stops working: reset links and address changes alike. */
async function endOpenLinks(db: Queryable, idUser: number, at: Date): Promise<void> {
  await db.query('UPDATE account_link SET used_at = $2 WHERE id_user = $1 AND used_at IS NULL', [
    idUser,
    at.toISOString(),
  ]);
}

async function emailTaken(db: Queryable, email: string, except: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM utilisateur WHERE lower(email) = lower($1) AND id_user <> $2', [
    email,
    except,
  ]);
  return rows.length > 0;
}

export function accountHandlers(context: AppContext) {
  const { db, config, now } = context;
  const resetLimiter = createResetLimiter(now, config.passwordResetLimits);
  const resetAttempts = createResetAttemptLimiter(now);
  const emailChanges = createEmailChangeLimiter(now);
  const confirmationResends = createConfirmationResendLimiter(now);

  const currentPassword = createCurrentPasswordCheck(db, now);
  const checkPassword = (idUser: number, email: string, password: string, client: string) =>
    currentPassword.check({ id_user: idUser, email }, password, client);

  /** Sends the e-mails `work` keeps after the answer, when the server has a mailer. */
  const sendLinks = (work: (db: Queryable, at: Date) => Promise<unknown>) => mailLater(context, work);

  return {
    forgotPassword: async ({ input, request }) => {
      resetLimiter.take(input.email, request.ip);
      // The answer leaves before the address is even looked up: a known and an unknown address
      // get the same answer, in the same time.
      sendLinks(async (store, at) => {
        const account = await credentialsByEmail(store, input.email);
        if (!account) return;
        await db.transaction(async (inner) => {
          const token = await issueLink(inner, {
            id_user: account.id_user,
            purpose: 'password_reset',
            now: at,
            ttlMs: ACCOUNT_LINK_TTL_MS.passwordReset,
          });
          await queueAccountMail(
            inner,
            config,
            { id_user: account.id_user, kind: 'password_reset', token },
            at,
          );
        });
      });
      return { success: true };
    },

    resetPassword: async ({ input, request }) => {
      resetAttempts.take(request.ip);
      // Hashing a password costs; a link that does not work is refused before any is hashed.
      if (!(await linkIsLive(db, input.token, 'password_reset', now()))) throw linkRefused();
      const passwordHash = await hashPassword(input.password);
      const ended = await db.transaction(async (tx) => {
        const link = await spendLink(tx, input.token, 'password_reset', now());
        if (!link) throw linkRefused();
        // The link came through the account's mailbox: the address is shown to answer, too.
        await tx.query(
          'UPDATE utilisateur SET password_hash = $2, email_confirmed = true WHERE id_user = $1',
          [link.id_user, passwordHash],
        );
        // Whoever knew the old password is signed out everywhere, and no link they asked for works.
        await endOpenLinks(tx, link.id_user, now());
        return deleteSessions(tx, link.id_user);
      });
      closeSockets(context, ended);
      return { success: true };
    },

    updateProfile: async ({ input, user, files }) => {
      const avatar = files.find((file) => file.field === 'image_link_profile');
      const changes: [column: string, value: string][] = [];
      if (input.nom_profile !== undefined) changes.push(['nom_profile', input.nom_profile]);
      if (input.prenom_profile !== undefined) {
        changes.push(['prenom_profile', input.prenom_profile]);
        // The top bar's greeting is made of the first name.
        changes.push(['status', welcomeStatus(input.prenom_profile)]);
      }
      if (input.pseudo_profile !== undefined) changes.push(['pseudo_profile', input.pseudo_profile]);
      if (input.contact_profile !== undefined) changes.push(['contact_profile', input.contact_profile]);
      if (avatar) changes.push(['image_link_profile', avatar.storedPath]);
      if (changes.length === 0 && input.langue === undefined) throw badRequest('Nothing to change.');
      if (input.pseudo_profile !== undefined) {
        const taken = await db.query(
          'SELECT 1 FROM utilisateur WHERE lower(pseudo_profile) = lower($1) AND id_user <> $2',
          [input.pseudo_profile, user.id_user],
        );
        if (taken.length > 0) throw conflict(TAKEN_MESSAGE.pseudo_profile);
      }
      // Read back in the same transaction: nothing fails once the new avatar is kept.
      const detail = await db
        .transaction(async (tx) => {
          if (changes.length > 0) {
            // Column names come from the list above, never from the request.
            const set = changes.map(([column], index) => `${column} = $${index + 2}`).join(', ');
            await tx.query(`UPDATE utilisateur SET ${set} WHERE id_user = $1`, [
              user.id_user,
              ...changes.map(([, value]) => value),
            ]);
          }
          if (input.langue !== undefined) {
            await updateSetting(tx, user.id_user, { name: 'langue', value: input.langue });
          }
          return userDetail(tx, user.id_user);
        })
        .catch((error: unknown) => {
          throw duplicateAccountField(error) === 'pseudo_profile'
            ? conflict(TAKEN_MESSAGE.pseudo_profile)
            : error;
        });
      if (!detail) throw notFound('This account no longer exists.');
      return detail;
    },

    changePassword: async ({ input, user, request }) => {
      await checkPassword(user.id_user, user.email, input.current_password, request.ip);
      const passwordHash = await hashPassword(input.password);
      const current = bearerToken(request.headers.authorization);
      const ended = await db.transaction(async (tx) => {
        await tx.query('UPDATE utilisateur SET password_hash = $2 WHERE id_user = $1', [
          user.id_user,
          passwordHash,
        ]);
        // An address change asked for with the old password, or a reset link, works no more.
        await endOpenLinks(tx, user.id_user, now());
        // This session goes on; every other one ends.
        return deleteSessions(tx, user.id_user, current ? hashToken(current) : undefined);
      });
      closeSockets(context, ended);
      return { success: true };
    },

    changeEmail: async ({ input, user, request }) => {
      await checkPassword(user.id_user, user.email, input.current_password, request.ip);
      if (input.email.toLowerCase() === user.email.toLowerCase()) {
        throw badRequest('email: this is already your address.');
      }
      // Counted before the address is looked up: the 409 tells whether an account uses it, so
      // asking is limited like sending.
      emailChanges.take(user.id_user, input.email);
      if (await emailTaken(db, input.email, user.id_user)) throw conflict(TAKEN_MESSAGE.email);
      const purpose: LinkPurpose = 'email_change';
      const at = now();
      await db.transaction(async (tx) => {
        const token = await issueLink(tx, {
          id_user: user.id_user,
          purpose,
          newEmail: input.email,
          now: at,
          ttlMs: ACCOUNT_LINK_TTL_MS.emailChange,
        });
        await queueAccountMail(
          tx,
          config,
          { id_user: user.id_user, kind: 'email_change', to: input.email, token },
          at,
        );
        await queueAccountMail(
          tx,
          config,
          { id_user: user.id_user, kind: 'email_change_notice', newEmail: input.email },
          at,
        );
      });
      deliverSoon(context);
      return { success: true };
    },

    confirmEmail: async ({ input }) => {
      const email = await db
        .transaction(async (tx) => {
          const link = await spendLink(tx, input.token, ['email_change', 'email_confirmation'], now());
          if (!link?.new_email) throw linkRefused();
          if (link.purpose === 'email_confirmation') {
            // The sign-up's address, confirmed only while it is still the account's: a link of an
            // address the account left behind confirms nothing (the transaction is undone).
            const [account] = await tx.query<{ email: string }>(
              'UPDATE utilisateur SET email_confirmed = true WHERE id_user = $1 AND lower(email) = lower($2) RETURNING email',
              [link.id_user, link.new_email],
            );
            if (!account) throw linkRefused();
            return account.email;
          }
          // Taken since the link was sent: the link stays unused (the transaction is undone).
          if (await emailTaken(tx, link.new_email, link.id_user)) throw conflict(TAKEN_MESSAGE.email);
          // The new address answered its link: it is the account's, and confirmed.
          await tx.query('UPDATE utilisateur SET email = $2, email_confirmed = true WHERE id_user = $1', [
            link.id_user,
            link.new_email,
          ]);
          // A reset link sent to the old address would open the account to whoever reads that
          // mailbox, and another address asked for meanwhile is not this one: none works any more.
          await endOpenLinks(tx, link.id_user, now());
          return link.new_email;
        })
        .catch((error: unknown) => {
          throw duplicateAccountField(error) === 'email' ? conflict(TAKEN_MESSAGE.email) : error;
        });
      return { success: true as const, email };
    },

    resendEmailConfirmation: async ({ user }) => {
      if (await emailConfirmed(db, user.id_user)) {
        throw conflict('email: your address is already confirmed.');
      }
      // Counted per account: the link only ever goes to the account's own address.
      confirmationResends.take(user.id_user);
      const at = now();
      await db.transaction(async (tx) => {
        const token = await issueConfirmationLink(tx, user, at);
        await queueConfirmationMail(tx, config, user.id_user, token, at);
      });
      deliverSoon(context);
      return { success: true };
    },

    logoutEverywhere: async ({ user }) => {
      // Whoever the account is being taken from: their sessions end, and so do the links they asked for.
      const ended = await db.transaction(async (tx) => {
        await endOpenLinks(tx, user.id_user, now());
        return deleteSessions(tx, user.id_user);
      });
      closeSockets(context, ended);
      return { success: true };
    },
  } satisfies Partial<Handlers>;
}
