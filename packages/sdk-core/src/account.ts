/**
 * Living with an account: asking for a password-reset link and using it, changing the profile,
 * the password or the e-mail address, signing out everywhere, taking one's data and leaving. A chunk of its own: most pages
 * never need it. Every call answers a {@link Result}; the server's refusals (a link used or
 * expired, a wrong current password, too many reset requests) are its `error`.
 */
import {
  type AccountExport,
  accountEndpoints,
  leavingEndpoints,
  type UpdateProfileBody,
  type UserDetail,
} from '@vitrine/contract';
import type { Auth } from './auth.js';
import { type ClientCore, currentUserId } from './core.js';
import { type Result, SdkHttpError } from './errors.js';
import { readShared } from './sharedReads.js';

/** The profile's editable fields; absent ones stay as they are. */
export type ProfileChanges = Omit<UpdateProfileBody, 'id_user'>;

const signedOut = (): Result<never> => ({ error: new SdkHttpError(401, 'Sign in to change your account.') });

export function createAccount(core: ClientCore, auth: Auth) {
  return {
    /**
     * Asks for a reset link sent to `email`. The answer is the same whether an account has the
     * address or not; a 429 (with `retry_after`) when asked too often.
     */
    async forgotPassword(email: string): Promise<Result<true>> {
      const result = await core.http.call(accountEndpoints.forgotPassword, { email });
      return result.error ? result : { data: true };
    },

    /** Sets a new password with the token of a reset link; every session of the account ends. */
    async resetPassword(token: string, password: string): Promise<Result<true>> {
      const result = await core.http.call(accountEndpoints.resetPassword, { token, password });
      return result.error ? result : { data: true };
    },

    /** Changes the signed-in user's profile, and avatar when given; answers the profile as it now is. */
    async updateProfile(changes: ProfileChanges, avatar?: Blob): Promise<Result<UserDetail>> {
      const id_user = currentUserId(core);
      if (id_user === null) return signedOut();
      const result = await core.http.call(
        accountEndpoints.updateProfile,
        { ...changes, id_user },
        { files: { image_link_profile: avatar } },
      );
      if (result.error) return result;
      core.store.setState({ userDetail: result.data });
      // The session carries the pseudo, avatar and greeting the top bar shows.
      auth.updateSession({
        pseudo: result.data.pseudo_profile,
        image_link_profile: result.data.image_link_profile,
        status: result.data.status,
      });
      return { data: result.data };
    },

    /** A new password, given the current one; this session goes on, every other one ends. */
    async changePassword(currentPassword: string, password: string): Promise<Result<true>> {
      if (currentUserId(core) === null) return signedOut();
      const result = await core.http.call(accountEndpoints.changePassword, {
        current_password: currentPassword,
        password,
      });
      return result.error ? result : { data: true };
    },

    /**
     * Asks to move the account to `email`: a confirmation link goes to that address, and the
     * current one is told. Nothing changes until the link is used.
     */
    async changeEmail(currentPassword: string, email: string): Promise<Result<true>> {
      if (currentUserId(core) === null) return signedOut();
      const result = await core.http.call(accountEndpoints.changeEmail, {
        current_password: currentPassword,
        email,
      });
      return result.error ? result : { data: true };
    },

    /**
     * Sends again the link confirming the signed-in account's address (the earlier link stops
     * working): a 409 once the address is confirmed, a 429 (`retry_after`, code
     * `EMAIL_CONFIRMATION_LIMIT_CODE`) past the contract's `EMAIL_CONFIRMATION_LIMITS`.
     */
    async resendEmailConfirmation(): Promise<Result<true>> {
      if (currentUserId(core) === null) return signedOut();
      const result = await core.http.call(accountEndpoints.resendEmailConfirmation, {});
      return result.error ? result : { data: true };
    },

    /**
     * Confirms an address with the token of the link sent to it — a new address, or the one the
     * account signed up with; answers the address.
     */
    async confirmEmail(token: string): Promise<Result<string>> {
      const result = await core.http.call(accountEndpoints.confirmEmail, { token });
      if (result.error) return result;
      if (currentUserId(core) !== null) {
        // Signed in here, perhaps as the account the link moved: the profile is read again, and
        // the session takes the new address when it is this account's.
        await readShared(core, 'user_detail');
        const detail = core.store.getState().userDetail;
        if (detail?.email === result.data.email) auth.updateSession({ email: detail.email });
      }
      return { data: result.data.email };
    },

    /** Ends every session of the account, this one included, and forgets it here. */
    async logoutEverywhere(): Promise<Result<true>> {
      if (currentUserId(core) === null) return signedOut();
      const result = await core.http.call(accountEndpoints.logoutEverywhere, {});
      if (result.error) return result;
      auth.forget();
      return { data: true };
    },

    /**
     * Everything the marketplace keeps about the signed-in account, as one JSON document, with
     * its orders as CSV in `orders_csv`; a 429 (`retry_after`, code `ACCOUNT_EXPORT_LIMIT_CODE`)
     * past the contract's `ACCOUNT_EXPORT_LIMITS`.
     */
    async exportData(): Promise<Result<AccountExport>> {
      if (currentUserId(core) === null) return signedOut();
      return core.http.call(leavingEndpoints.exportAccount, {});
    },

    /**
     * Deletes the signed-in account, given its password, and forgets the session here. A wrong
     * password is 403; while an order, an offer or a checkout still needs the account, 409 with
     * the code `ACCOUNT_BUSY_CODE` and what is open (`orders`, `offers`, `checkouts`).
     */
    async deleteAccount(password: string): Promise<Result<true>> {
      if (currentUserId(core) === null) return signedOut();
      const result = await core.http.call(leavingEndpoints.deleteAccount, { password });
      if (result.error) return result;
      auth.forget();
      return { data: true };
    },
  };
}

export type AccountArea = ReturnType<typeof createAccount>;
