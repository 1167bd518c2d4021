import { isAllowedBirthDate } from '@vitrine/contract';
import { issueConfirmationLink, queueConfirmationMail } from '../auth/emailConfirmation.js';
import { createLoginThrottle } from '../auth/loginThrottle.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { bearerToken, hashToken } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import {
  closeSession,
  countryExists,
  credentialsByEmail,
  duplicateAccountField,
  insertAccount,
  openSession,
  TAKEN_MESSAGE,
  takenAccountField,
  userDetail,
} from '../db/queries/users.js';
import type { Handlers } from '../http/handler.js';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../http/httpError.js';
import { mailLater } from '../notifications/mailUser.js';

export function authHandlers(context: AppContext) {
  const { db, config, now, notifier } = context;
  const throttle = createLoginThrottle(db, now);

  return {
    login: async ({ input, request, reply }) => {
      const attempt = await throttle.begin(input.email, request.ip);
      if (!attempt.allowed) {
        const seconds = attempt.retryAfterSeconds;
        reply.header('retry-after', String(seconds));
        const minutes = Math.ceil(seconds / 60);
        const wait =
          seconds < 60
            ? `${seconds} second${seconds > 1 ? 's' : ''}`
            : `${minutes} minute${minutes > 1 ? 's' : ''}`;
        throw new HttpError(429, `Too many failed sign-ins for this e-mail from here. Try again in ${wait}.`);
      }
      const account = await credentialsByEmail(db, input.email);
      // Same answer for an unknown e-mail and a wrong password: no account discovery.
      if (!account || !(await verifyPassword(input.password, account.password_hash))) {
        await attempt.permit.failed();
        throw unauthorized('The e-mail or the password is not right.');
      }
      await attempt.permit.succeeded();
      return openSession(db, account.id_user, config.tokenTtlSeconds, now());
    },

    signup: async ({ input, files }) => {
      // A refused sign-up keeps no avatar: the route removes the files of a refused request.
      const avatar = files.find((file) => file.field === 'image_link_profile');
      if (!isAllowedBirthDate(input.date_naiss_profile, now())) {
        throw badRequest('date_naiss_profile: you must be between 16 and 100 years old to sign up.');
      }
      if (!(await countryExists(db, input.id_pays_profile))) {
        throw badRequest('id_pays_profile: no such country.');
      }
      const taken = await takenAccountField(db, input.email, input.pseudo_profile);
      if (taken) throw conflict(TAKEN_MESSAGE[taken]);

      const passwordHash = await hashPassword(input.password);
      const at = now();
      const { idUser, token } = await db
        .transaction(async (tx) => {
          const id_user = await insertAccount(tx, {
            email: input.email,
            passwordHash,
            pseudo: input.pseudo_profile,
            nom: input.nom_profile,
            prenom: input.prenom_profile,
            sexe: input.sexe_profile,
            dateNaissance: input.date_naiss_profile,
            idPays: input.id_pays_profile,
            // Not presumed: absent means the box was not ticked.
            newsletter: input.newsletter ?? false,
            langueApplication: input.langue_application ?? 1,
            imageLinkProfile: avatar?.storedPath ?? null,
            createdAt: at,
            emailConfirmed: false,
          });
          // The address is a stranger's word until a link mailed to it is used.
          return {
            idUser: id_user,
            token: await issueConfirmationLink(tx, { id_user, email: input.email }, at),
          };
        })
        .catch((error: unknown) => {
          // Two sign-ups racing for one e-mail or pseudo: the unique index decides.
          const field = duplicateAccountField(error);
          throw field ? conflict(TAKEN_MESSAGE[field]) : error;
        });
      // The e-mail is written after the answer, which it would slow: a lost one is sent again
      // from 'Mon identité'.
      mailLater(context, (store, when) => queueConfirmationMail(store, config, idUser, token, when));
      return { success: true as const, id_user: idUser };
    },

    logout: async ({ request }) => {
      const token = bearerToken(request.headers.authorization);
      if (token) {
        await closeSession(db, token);
        // The live connections opened with this token end with it.
        notifier.sessionEnded(hashToken(token));
      }
      return { success: true };
    },

    getProfile: async ({ user }) => {
      const detail = await userDetail(db, user.id_user);
      if (!detail) throw notFound('This account no longer exists.');
      return detail;
    },
  } satisfies Partial<Handlers>;
}
