/**
 * Signing in and out (spec §4): the session is stored under `ky_user`, the cart count and the
 * favourites are loaded, the live connection is started; signing out clears all of it.
 */
import { authEndpoints, type Session, type SignupBody, signupLanguageId } from '@vitrine/contract';
import { type ClientCore, currentUserId } from './core.js';
import type { Result } from './errors.js';
import type { LiveSession } from './liveSession.js';
import { readSession, SESSION_STORAGE_KEY, writeSession } from './session.js';
import { readShared } from './sharedReads.js';
import { SIGNED_OUT } from './store.js';

/** What the sign-up form collects; `vendeur` (the seller option) decides where the user goes next. */
export interface SignupValues extends Omit<SignupBody, 'newsletter' | 'langue_application' | 'device'> {
  newsletter?: boolean;
  vendeur?: boolean;
}

export function createAuth(core: ClientCore, live: LiveSession) {
  /** After a session is known: profile, cart count and favourites, and the live connection. */
  async function afterSignIn(session: Session, profileLoaded = false): Promise<void> {
    core.store.setState({ user: session });
    core.events.emit('session', { user: session });
    live.start();
    await Promise.all([
      profileLoaded ? null : readShared(core, 'user_detail'),
      readShared(core, 'panier'),
      readShared(core, 'favoris'),
    ]);
  }

  /**
   * Forgets the session locally: storage, live connection, shared state (spec §4 "Logout"). The
   * visitor's chosen country (`ky_pays`) stays: it is not the account's, and prices keep their
   * currency after signing out.
   */
  function forget(): void {
    live.stop();
    core.storage?.removeItem(SESSION_STORAGE_KEY);
    const hadUser = core.store.getState().user !== null;
    core.store.setState({ ...SIGNED_OUT });
    if (hadUser) core.events.emit('session', { user: null });
  }

  const auth = {
    /** The signed-in user's session, or null. */
    session: (): Session | null => core.store.getState().user,

    async login(email: string, password: string): Promise<Result<Session>> {
      const result = await core.http.call(authEndpoints.login, { email, password, type_device: 'web' });
      if (result.error) return result;
      writeSession(core.storage, result.data);
      await afterSignIn(result.data);
      return { data: result.data };
    },

    /**
     * Creates the account, then signs in with it (spec §4). `seller` in the answer says the user
     * ticked the seller option, so the app goes to the onboarding next. The account's language
     * is the interface language the user signs up in.
     */
    async signup(
      values: SignupValues,
      avatar?: Blob,
    ): Promise<Result<{ session: Session; seller: boolean }>> {
      const { vendeur, newsletter, ...fields } = values;
      const created = await core.http.call(
        authEndpoints.signup,
        {
          ...fields,
          newsletter: newsletter ? '1' : '0',
          langue_application: signupLanguageId(core.store.getState().language),
          device: 'web',
        },
        { files: { image_link_profile: avatar } },
      );
      if (created.error) return created;
      const session = await auth.login(values.email, values.password);
      if (session.error) return session;
      return { data: { session: session.data, seller: Boolean(vendeur) } };
    },

    /** Signs out: the server forgets the token, the client forgets everything (spec §4). */
    async logout(): Promise<void> {
      if (currentUserId(core) !== null) await core.http.call(authEndpoints.logout, {});
      forget();
    },

    /**
     * At start: a stored session is used again, its profile and favourites loaded and the live
     * connection started (spec §4). An ended session is forgotten.
     */
    async restore(): Promise<Session | null> {
      const session = readSession(core.storage);
      if (!session) return null;
      // Check the token first: an ended session is forgotten (the 401 does it) before any socket opens.
      core.store.setState({ user: session });
      const profile = await readShared(core, 'user_detail');
      if (profile.error) {
        if (core.store.getState().user) core.store.setState({ user: null });
        return null;
      }
      await afterSignIn(session, true);
      return core.store.getState().user;
    },

    /** Forgets the session without calling the server (e.g. when the server said it ended). */
    forget,

    /** The session's role changed on the server (the onboarding made the user a seller). */
    updateSession(changes: Partial<Session>): void {
      const user = core.store.getState().user;
      if (!user) return;
      const next = { ...user, ...changes };
      writeSession(core.storage, next);
      core.store.setState({ user: next });
      core.events.emit('session', { user: next });
    },
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
