import { verifyPassword } from '../auth/passwords.js';
import { bearerToken } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { closeSession, credentialsByEmail, openSession, userDetail } from '../db/queries/users.js';
import type { Handlers } from '../http/handler.js';
import { notFound, unauthorized } from '../http/httpError.js';
import { notYet } from '../http/notYet.js';

export function authHandlers({ db, config, now }: AppContext) {
  return {
    login: async ({ input }) => {
      const account = await credentialsByEmail(db, input.email);
      // Same answer for an unknown e-mail and a wrong password: no account discovery.
      if (!account || !(await verifyPassword(input.password, account.password_hash))) {
        throw unauthorized('The e-mail or the password is not right.');
      }
      return openSession(db, account.id_user, config.tokenTtlSeconds, now());
    },
    signup: notYet,
    logout: async ({ request }) => {
      const token = bearerToken(request.headers.authorization);
      if (token) await closeSession(db, token);
      return { success: true };
    },
    getProfile: async ({ user }) => {
      const detail = await userDetail(db, user.id_user);
      if (!detail) throw notFound('This account no longer exists.');
      return detail;
    },
  } satisfies Partial<Handlers>;
}
