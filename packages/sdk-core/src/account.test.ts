/**
 * Living with an account, through the SDK against the real server (in-process, seeded in-memory
 * PGlite, e-mails written as `.eml` files and read back with a MIME parser, live connections on
 * real sockets): a forgotten password reset through the e-mail's link, once and within the hour;
 * the same answer for a known and an unknown address; the limits on reset requests; sessions and
 * sockets ended after a reset, a new password and signing out everywhere; a new address confirmed
 * from that address with the old one told; the profile's changes under sign-up's rules.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EMAIL_CHANGE_LIMIT_CODE,
  EMAIL_CHANGE_LIMITS,
  EMAIL_CONFIRMATION_LIMIT_CODE,
  EMAIL_CONFIRMATION_LIMITS,
  LINK_REFUSED_CODE,
  PASSWORD_RESET_ATTEMPT_LIMIT_CODE,
  PASSWORD_RESET_ATTEMPT_LIMITS,
  PASSWORD_RESET_LIMIT_CODE,
  PASSWORD_RESET_LIMITS,
} from '@vitrine/contract';
import { api, startTestServer, until } from '@vitrine/server/testing';
import PostalMime from 'postal-mime';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';
import { SdkHttpError } from './errors.js';
import { socketIoRealtime } from './realtime.js';
import { createMemoryStorage } from './storage.js';
import { TEST_SIGN_UP } from './testing/signUp.js';

type Email = Awaited<ReturnType<typeof PostalMime.parse>>;

const MINUTE = 60_000;
/** The server's clock: moved on to expire links and end limit windows. */
let clock = Date.now();
let server: Awaited<ReturnType<typeof startTestServer>>;
const outboxDir = mkdtempSync(join(tmpdir(), 'vitrine-account-mails-'));
const clients: VitrineClient[] = [];
let accounts = 0;
/** Each test asks for reset links from its own client address, as a trusted proxy reports it. */
let addresses = 0;
const nextAddress = () => `198.51.100.${++addresses}`;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), outboxDir, trustProxy: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) client.auth.forget();
  await server?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

interface Client {
  client: VitrineClient;
  /** The sockets its live connection opened. */
  sockets: Socket[];
}

/** A client calling from `address`, with a live connection on real sockets. */
function clientFrom(address = nextAddress()): Client {
  const sockets: Socket[] = [];
  const client = createVitrine({
    baseUrl: server.url,
    storage: createMemoryStorage(),
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('x-forwarded-for', address);
      return fetch(input, { ...init, headers });
    },
    realtime: socketIoRealtime({
      transports: ['websocket'],
      socketFactory: (url, options) => {
        const socket = io(url, options);
        sockets.push(socket);
        return socket;
      },
    }),
  });
  clients.push(client);
  return { client, sockets };
}

interface Account {
  email: string;
  password: string;
  pseudo: string;
}

/** A new account (signed up through the SDK, in `language`), then signed out. */
async function newAccount(language: 'fr' | 'ru' = 'fr'): Promise<Account> {
  const n = `${process.pid}${++accounts}${Math.floor(Math.random() * 1e6)}`;
  const account = {
    email: `account${n}@test.vitrine.dev`,
    password: `first-password-${n}`,
    pseudo: `Acc${n}`,
  };
  const { client } = clientFrom();
  client.store.setState({ language });
  const created = await client.auth.signup({
    ...TEST_SIGN_UP,
    email: account.email,
    password: account.password,
    pseudo_profile: account.pseudo,
  });
  if (created.error) throw created.error;
  await client.auth.logout();
  return account;
}

/** A client signed in as `account`, its live connection open. */
async function signedIn(account: Pick<Account, 'email' | 'password'>): Promise<Client> {
  const signed = clientFrom();
  const login = await signed.client.auth.login(account.email, account.password);
  if (login.error) throw login.error;
  await until(() => signed.sockets[0]?.connected);
  return signed;
}

/** Resolves with socket.io's reason once the socket is closed. */
const closed = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (!socket.connected) resolve('already closed');
    socket.once('disconnect', (reason) => resolve(reason));
  });

const allMails = () =>
  Promise.all(readdirSync(outboxDir).map((file) => PostalMime.parse(readFileSync(join(outboxDir, file)))));
const headerOf = (mail: Email, key: string) => mail.headers.find((header) => header.key === key)?.value;
const recipientOf = (mail: Email) => mail.to?.map((to) => ('address' in to ? to.address : '')).join(',');

/** The e-mails of `kind` sent to `address`, oldest first. */
async function mailsTo(address: string, kind: string): Promise<Email[]> {
  return (await allMails()).filter(
    (mail) => recipientOf(mail) === address && headerOf(mail, 'x-vitrine-account') === kind,
  );
}

/** Waits for the `count`-th e-mail of `kind` to `address` and answers it. */
async function nthMail(address: string, kind: string, count = 1): Promise<Email> {
  return until(async () => (await mailsTo(address, kind))[count - 1]);
}

/** The secret of the link an e-mail carries (in the link's fragment). */
function linkToken(mail: Email, page: 'reset-password' | 'confirm-email'): string {
  const match = new RegExp(`/${page}#token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`No ${page} link in: ${mail.text}`);
  return match[1] as string;
}

/** Asks for a reset link for `account` and answers the link's secret from the e-mail. */
async function resetLinkOf(account: Account, count = 1): Promise<string> {
  const asked = await clientFrom().client.account.forgotPassword(account.email);
  if (asked.error) throw asked.error;
  return linkToken(await nthMail(account.email, 'password_reset', count), 'reset-password');
}

const statusOf = (error: unknown) => (error instanceof SdkHttpError ? error.status : undefined);

describe('a forgotten password', () => {
  it('is answered the same for a known and an unknown address; only the known one gets a link', async () => {
    const account = await newAccount();
    const unknown = `nobody${Date.now()}@test.vitrine.dev`;
    const ask = (email: string) =>
      fetch(`${server.url}/api/web/password/forgot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ email }),
      });
    const [known, other] = await Promise.all([ask(account.email), ask(unknown)]);
    expect(known.status).toBe(other.status);
    expect(await known.text()).toBe(await other.text());
    expect(known.status).toBe(200);
    const mail = await nthMail(account.email, 'password_reset');
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail.html).toContain('/fr-fr/reset-password#token=');
    expect(await mailsTo(unknown, 'password_reset')).toEqual([]);
  });

  it('resets through the link once: the old password is refused, the new one signs in, the link is spent', async () => {
    const account = await newAccount();
    const token = await resetLinkOf(account);
    const { client } = clientFrom();
    expect((await client.account.resetPassword(token, 'a-brand-new-password')).error).toBeUndefined();
    expect(statusOf((await client.auth.login(account.email, account.password)).error)).toBe(401);
    expect((await client.auth.login(account.email, 'a-brand-new-password')).error).toBeUndefined();
    const again = await clientFrom().client.account.resetPassword(token, 'a-third-password');
    expect(statusOf(again.error)).toBe(400);
    expect(again.error?.message).toMatch(/link does not work any more/);
  });

  it('refuses a link past its hour, a link replaced by a newer one, and a link used for another purpose', async () => {
    const account = await newAccount();
    const first = await resetLinkOf(account, 1);
    const second = await resetLinkOf(account, 2);
    const { client } = clientFrom();
    expect(statusOf((await client.account.resetPassword(first, 'replaced-link-pass')).error)).toBe(400);
    // The e-mail-change link is no reset link.
    expect(statusOf((await client.account.confirmEmail(second)).error)).toBe(400);
    clock += 61 * MINUTE;
    expect(statusOf((await client.account.resetPassword(second, 'expired-link-pass')).error)).toBe(400);
    expect((await client.auth.login(account.email, account.password)).error).toBeUndefined();
  });

  it("resets only the link's own account: another account keeps its password and its sessions", async () => {
    const [owner, other] = await Promise.all([newAccount(), newAccount()]);
    const otherSession = await signedIn(other);
    const token = await resetLinkOf(owner);
    // Signed in as the other account while using the owner's link changes nothing of theirs.
    expect(
      (await otherSession.client.account.resetPassword(token, 'owner-new-password')).error,
    ).toBeUndefined();
    expect((await clientFrom().client.auth.login(owner.email, 'owner-new-password')).error).toBeUndefined();
    expect((await clientFrom().client.auth.login(other.email, other.password)).error).toBeUndefined();
    expect(otherSession.sockets[0]?.connected).toBe(true);
    expect((await otherSession.client.refresh('user_detail')).error).toBeUndefined();
  });

  it('ends every session of the account and closes its sockets', async () => {
    const account = await newAccount();
    const [first, second] = [await signedIn(account), await signedIn(account)];
    const endings = [closed(first.sockets[0] as Socket), closed(second.sockets[0] as Socket)];
    const tokens = [first, second].map(({ client }) => client.auth.session()?.token as string);
    const token = await resetLinkOf(account);
    expect(
      (await clientFrom().client.account.resetPassword(token, 'after-reset-pass')).error,
    ).toBeUndefined();
    expect(await Promise.all(endings)).toEqual(['io server disconnect', 'io server disconnect']);
    // Told by its closed socket, each client forgets the session without being asked anything.
    await until(() => first.client.auth.session() === null && second.client.auth.session() === null);
    for (const old of tokens)
      expect((await api(server.url, 'UserController/get_profile_byid', { token: old })).status).toBe(401);
  });

  it("leaves no row of the outbox holding the link's secret once the e-mail is sent, and forgets sent e-mails later", async () => {
    const account = await newAccount();
    const token = await resetLinkOf(account);
    const holding = () =>
      server.db.query<{ id: number }>(
        `SELECT id FROM mail_outbox
          WHERE strpos(text_body, $1) > 0 OR strpos(html_body, $1) > 0 OR strpos(subject, $1) > 0
             OR strpos(headers, $1) > 0`,
        [token],
      );
    // The .eml is written just before the row is marked sent.
    await until(async () => (await holding()).length === 0);
    const [kept] = await server.db.query<{ id: number; subject: string }>(
      `SELECT id, subject FROM mail_outbox WHERE to_address = $1 AND kind = 'password_reset'`,
      [account.email],
    );
    expect(kept?.subject).toBe('Réinitialisez votre mot de passe');

    clock += 31 * 24 * 60 * MINUTE;
    await server.jobs.runNow();
    expect(await server.db.query('SELECT 1 FROM mail_outbox WHERE id = $1', [kept?.id])).toEqual([]);
  });

  it('is limited per address and per client, with 429 and retry_after, whether or not the address is known', async () => {
    clock += 2 * 60 * MINUTE;
    const unknown = `limited${Date.now()}@test.vitrine.dev`;
    const perAddress = PASSWORD_RESET_LIMITS.perAddress;
    for (let i = 0; i < perAddress; i++) {
      expect((await clientFrom().client.account.forgotPassword(unknown)).error).toBeUndefined();
    }
    const refused = await clientFrom().client.account.forgotPassword(unknown);
    expect(statusOf(refused.error)).toBe(429);
    const body = (refused.error as SdkHttpError).body;
    expect(body.code).toBe(PASSWORD_RESET_LIMIT_CODE);
    expect(body.retry_after).toBeGreaterThan(0);

    const { client } = clientFrom();
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perClient; i++) {
      expect(
        (await client.account.forgotPassword(`many${i}.${Date.now()}@test.vitrine.dev`)).error,
      ).toBeUndefined();
    }
    expect(statusOf((await client.account.forgotPassword('one-more@test.vitrine.dev')).error)).toBe(429);

    // A window later, both may ask again.
    clock += PASSWORD_RESET_LIMITS.windowMs;
    expect((await client.account.forgotPassword(unknown)).error).toBeUndefined();
  });
});

describe('trying reset links', () => {
  it('refuses a bogus link, and limits the tries per client with 429 and retry_after', async () => {
    clock += 2 * 60 * MINUTE;
    const { client } = clientFrom();
    const bogus = (n: number) => `bogus-link-secret-${n}-${'x'.repeat(24)}`;
    for (let i = 0; i < PASSWORD_RESET_ATTEMPT_LIMITS.perClient; i++) {
      const refused = await client.account.resetPassword(bogus(i), 'a-password-never-set');
      expect(statusOf(refused.error)).toBe(400);
    }
    const limited = await client.account.resetPassword(bogus(-1), 'a-password-never-set');
    expect(statusOf(limited.error)).toBe(429);
    expect((limited.error as SdkHttpError).body.code).toBe(PASSWORD_RESET_ATTEMPT_LIMIT_CODE);
    expect((limited.error as SdkHttpError).body.retry_after).toBeGreaterThan(0);
    // Another client, holding a good link, is not held back.
    const account = await newAccount();
    const token = await resetLinkOf(account);
    expect((await clientFrom().client.account.resetPassword(token, 'good-link-pass')).error).toBeUndefined();
    clock += PASSWORD_RESET_ATTEMPT_LIMITS.windowMs;
    expect(statusOf((await client.account.resetPassword(bogus(0), 'a-password-never-set')).error)).toBe(400);
  });
});

describe('a new password', () => {
  it('needs the current one, keeps this session and ends every other one with its socket', async () => {
    const account = await newAccount();
    const [here, elsewhere] = [await signedIn(account), await signedIn(account)];
    const wrong = await here.client.account.changePassword('not-the-password', 'another-password');
    expect(statusOf(wrong.error)).toBe(403);
    expect(here.client.auth.session()).not.toBeNull();

    const ending = closed(elsewhere.sockets[0] as Socket);
    expect(
      (await here.client.account.changePassword(account.password, 'changed-password')).error,
    ).toBeUndefined();
    expect(await ending).toBe('io server disconnect');
    expect(statusOf((await elsewhere.client.refresh('user_detail')).error)).toBe(401);
    expect((await here.client.refresh('user_detail')).error).toBeUndefined();
    expect(here.sockets[0]?.connected).toBe(true);
    expect(statusOf((await clientFrom().client.auth.login(account.email, account.password)).error)).toBe(401);
    expect((await clientFrom().client.auth.login(account.email, 'changed-password')).error).toBeUndefined();
  });
});

describe('signing out everywhere', () => {
  it('ends every session of the account, this one included, and closes their sockets', async () => {
    const account = await newAccount();
    const [here, elsewhere] = [await signedIn(account), await signedIn(account)];
    const endings = [closed(here.sockets[0] as Socket), closed(elsewhere.sockets[0] as Socket)];
    const elsewhereToken = elsewhere.client.auth.session()?.token as string;
    expect((await here.client.account.logoutEverywhere()).error).toBeUndefined();
    expect(here.client.auth.session()).toBeNull();
    const reasons = await Promise.all(endings);
    // This client closed its own socket as it forgot the session; the other was closed by the server.
    expect(reasons[1]).toBe('io server disconnect');
    await until(() => elsewhere.client.auth.session() === null);
    expect((await api(server.url, 'UserController/get_profile_byid', { token: elsewhereToken })).status).toBe(
      401,
    );
  });
});

describe('a new e-mail address', () => {
  it('is confirmed by a link sent to it, the old address is told, and the link works once', async () => {
    const account = await newAccount('ru');
    const { client } = await signedIn(account);
    const moved = `moved${Date.now()}@test.vitrine.dev`;
    expect(statusOf((await client.account.changeEmail('wrong-password', moved)).error)).toBe(403);
    expect((await client.account.changeEmail(account.password, moved)).error).toBeUndefined();

    const notice = await nthMail(account.email, 'email_change_notice');
    expect(notice.subject).toBe('Запрошена смена адреса электронной почты');
    expect(notice.text).toContain(moved);
    const confirmation = await nthMail(moved, 'email_change');
    expect(confirmation.html).toContain('/ru-ru/confirm-email#token=');
    // Nothing changes before the link is used.
    expect(client.store.getState().userDetail?.email).toBe(account.email);

    const token = linkToken(confirmation, 'confirm-email');
    expect((await client.account.confirmEmail(token)).data).toBe(moved);
    expect(client.store.getState().userDetail?.email).toBe(moved);
    expect(client.auth.session()?.email).toBe(moved);
    expect(statusOf((await client.account.confirmEmail(token)).error)).toBe(400);
    expect(statusOf((await clientFrom().client.auth.login(account.email, account.password)).error)).toBe(401);
    expect((await clientFrom().client.auth.login(moved, account.password)).error).toBeUndefined();
  });

  it('ends the reset links sent to the old address once the new one is confirmed', async () => {
    const account = await newAccount();
    const resetToken = await resetLinkOf(account);
    const { client } = await signedIn(account);
    const moved = `away${Date.now()}@test.vitrine.dev`;
    expect((await client.account.changeEmail(account.password, moved)).error).toBeUndefined();
    const token = linkToken(await nthMail(moved, 'email_change'), 'confirm-email');
    expect((await client.account.confirmEmail(token)).data).toBe(moved);
    const old = await clientFrom().client.account.resetPassword(resetToken, 'old-mailbox-pass');
    expect(statusOf(old.error)).toBe(400);
    expect((await clientFrom().client.auth.login(moved, account.password)).error).toBeUndefined();
  });

  it('asked for with a password since changed, or before signing out everywhere, is not confirmed', async () => {
    // Someone who knew the password asks for their own address; the owner resets the password.
    const account = await newAccount();
    const { client } = await signedIn(account);
    const intruder = `intruder${Date.now()}@test.vitrine.dev`;
    expect((await client.account.changeEmail(account.password, intruder)).error).toBeUndefined();
    const stolen = linkToken(await nthMail(intruder, 'email_change'), 'confirm-email');
    const reset = await clientFrom().client.account.resetPassword(
      await resetLinkOf(account),
      'owner-again-1',
    );
    expect(reset.error).toBeUndefined();
    const refused = await clientFrom().client.account.confirmEmail(stolen);
    expect(statusOf(refused.error)).toBe(400);
    expect((refused.error as SdkHttpError).body.code).toBe(LINK_REFUSED_CODE);
    expect((await clientFrom().client.auth.login(account.email, 'owner-again-1')).error).toBeUndefined();

    // The same after 'sign out everywhere'.
    const again = await signedIn({ email: account.email, password: 'owner-again-1' });
    const other = `other${Date.now()}@test.vitrine.dev`;
    expect((await again.client.account.changeEmail('owner-again-1', other)).error).toBeUndefined();
    const pending = linkToken(await nthMail(other, 'email_change'), 'confirm-email');
    expect((await again.client.account.logoutEverywhere()).error).toBeUndefined();
    expect(statusOf((await clientFrom().client.account.confirmEmail(pending)).error)).toBe(400);
  });

  it('is limited per account and per address mailed, with 429 and retry_after', async () => {
    clock += 2 * 24 * 60 * MINUTE;
    const account = await newAccount();
    const { client } = await signedIn(account);
    for (let i = 0; i < EMAIL_CHANGE_LIMITS.perAccount; i++) {
      const asked = await client.account.changeEmail(
        account.password,
        `try${i}.${Date.now()}@test.vitrine.dev`,
      );
      expect(asked.error).toBeUndefined();
    }
    const refused = await client.account.changeEmail(account.password, `more${Date.now()}@test.vitrine.dev`);
    expect(statusOf(refused.error)).toBe(429);
    expect((refused.error as SdkHttpError).body.code).toBe(EMAIL_CHANGE_LIMIT_CODE);
    expect((refused.error as SdkHttpError).body.retry_after).toBeGreaterThan(0);

    // One stranger's mailbox, named by several accounts, gets no more than its share.
    const stranger = `stranger${Date.now()}@test.vitrine.dev`;
    for (let i = 0; i < EMAIL_CHANGE_LIMITS.perAddress; i++) {
      const other = await newAccount();
      const signed = await signedIn(other);
      expect((await signed.client.account.changeEmail(other.password, stranger)).error).toBeUndefined();
    }
    const other = await newAccount();
    const signed = await signedIn(other);
    expect(statusOf((await signed.client.account.changeEmail(other.password, stranger)).error)).toBe(429);
    expect((await mailsTo(stranger, 'email_change')).length).toBeLessThanOrEqual(
      EMAIL_CHANGE_LIMITS.perAddress,
    );
  });

  it('refuses an address another account has', async () => {
    const [account, other] = await Promise.all([newAccount(), newAccount()]);
    const { client } = await signedIn(account);
    expect(statusOf((await client.account.changeEmail(account.password, other.email)).error)).toBe(409);
  });
});

describe('the address an account signs up with', () => {
  /** Whether the signed-in client's account has its address confirmed, as the server says now. */
  async function confirmedNow(client: VitrineClient): Promise<boolean | undefined> {
    await client.refresh('user_detail');
    return client.store.getState().userDetail?.email_confirmed;
  }

  it('is sent a link in the account language at sign-up; the link confirms it once', async () => {
    const account = await newAccount('ru');
    const mail = await nthMail(account.email, 'email_confirmation');
    expect(mail.subject).toBe('Подтвердите адрес электронной почты');
    expect(mail.html).toContain('/ru-ru/confirm-email#token=');
    const { client } = await signedIn(account);
    expect(await confirmedNow(client)).toBe(false);

    const token = linkToken(mail, 'confirm-email');
    expect((await clientFrom().client.account.confirmEmail(token)).data).toBe(account.email);
    expect(await confirmedNow(client)).toBe(true);
    const again = await clientFrom().client.account.confirmEmail(token);
    expect(statusOf(again.error)).toBe(400);
    expect((again.error as SdkHttpError).body.code).toBe(LINK_REFUSED_CODE);
    // Nothing else moved: the address is the one signed up with.
    expect((await clientFrom().client.auth.login(account.email, account.password)).error).toBeUndefined();
  });

  it('is sent again on asking, the earlier link ending; limited per account; 409 once confirmed', async () => {
    clock += 2 * 24 * 60 * MINUTE;
    const account = await newAccount();
    const first = linkToken(await nthMail(account.email, 'email_confirmation'), 'confirm-email');
    const { client } = await signedIn(account);
    for (let i = 0; i < EMAIL_CONFIRMATION_LIMITS.perAccount; i++) {
      expect((await client.account.resendEmailConfirmation()).error).toBeUndefined();
    }
    const refused = await client.account.resendEmailConfirmation();
    expect(statusOf(refused.error)).toBe(429);
    expect((refused.error as SdkHttpError).body.code).toBe(EMAIL_CONFIRMATION_LIMIT_CODE);
    expect((refused.error as SdkHttpError).body.retry_after).toBeGreaterThan(0);

    const last = EMAIL_CONFIRMATION_LIMITS.perAccount + 1;
    const latest = linkToken(await nthMail(account.email, 'email_confirmation', last), 'confirm-email');
    expect(statusOf((await client.account.confirmEmail(first)).error)).toBe(400);
    expect((await client.account.confirmEmail(latest)).data).toBe(account.email);
    expect(statusOf((await client.account.resendEmailConfirmation()).error)).toBe(409);
    expect(statusOf((await clientFrom().client.account.resendEmailConfirmation()).error)).toBe(401);
  });

  it('refuses a link past its week, and one whose address the account left for a confirmed new one', async () => {
    const late = await newAccount();
    const expired = linkToken(await nthMail(late.email, 'email_confirmation'), 'confirm-email');
    const moving = await newAccount();
    const left = linkToken(await nthMail(moving.email, 'email_confirmation'), 'confirm-email');

    const { client } = await signedIn(moving);
    const moved = `confirmedmove${Date.now()}@test.vitrine.dev`;
    expect((await client.account.changeEmail(moving.password, moved)).error).toBeUndefined();
    const change = linkToken(await nthMail(moved, 'email_change'), 'confirm-email');
    expect((await client.account.confirmEmail(change)).data).toBe(moved);
    // The new address answered its own link: confirmed, and the old address's link is spent.
    expect(await confirmedNow(client)).toBe(true);
    expect(statusOf((await clientFrom().client.account.confirmEmail(left)).error)).toBe(400);

    clock += 7 * 24 * 60 * MINUTE + MINUTE;
    const refused = await clientFrom().client.account.confirmEmail(expired);
    expect((refused.error as SdkHttpError).body.code).toBe(LINK_REFUSED_CODE);
    expect(await confirmedNow((await signedIn(late)).client)).toBe(false);
  });

  it('is confirmed by a password reset, whose link came through the same mailbox', async () => {
    const account = await newAccount();
    const token = await resetLinkOf(account);
    expect(
      (await clientFrom().client.account.resetPassword(token, 'reset-confirms-1')).error,
    ).toBeUndefined();
    const { client } = await signedIn({ email: account.email, password: 'reset-confirms-1' });
    expect(await confirmedNow(client)).toBe(true);
  });
});

describe('the profile', () => {
  it('changes names, pseudo, telephone, language and avatar; the session shows the new pseudo', async () => {
    const account = await newAccount();
    const { client } = await signedIn(account);
    const pseudo = `New${account.pseudo}`.slice(0, 40);
    const avatar = new Blob(
      [
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          'base64',
        ),
      ],
      { type: 'image/png' },
    );
    const changed = await client.account.updateProfile(
      {
        nom_profile: 'Petrova',
        prenom_profile: 'Anna',
        pseudo_profile: pseudo,
        contact_profile: '+7 495 123-45-67',
        langue: 'ru',
      },
      avatar,
    );
    expect(changed.error).toBeUndefined();
    expect(changed.data).toMatchObject({
      nom_profile: 'Petrova',
      prenom_profile: 'Anna',
      pseudo_profile: pseudo,
      contact_profile: '+7 495 123-45-67',
      status: 'Welcome Anna',
    });
    expect(changed.data?.image_link_profile).toMatch(/^\/media\//);
    expect(client.auth.session()).toMatchObject({ pseudo, status: 'Welcome Anna' });
    expect((await client.settings.get()).data?.langue).toBe('ru');
    // E-mails now speak the chosen language.
    await client.account.forgotPassword(account.email);
    expect((await nthMail(account.email, 'password_reset')).subject).toBe('Сброс пароля');
  });

  it("refuses what sign-up refuses, and another account's pseudo", async () => {
    const [account, other] = await Promise.all([newAccount(), newAccount()]);
    const { client } = await signedIn(account);
    expect(
      statusOf((await client.account.updateProfile({ pseudo_profile: other.pseudo.toLowerCase() })).error),
    ).toBe(409);
    expect(statusOf((await client.account.updateProfile({ nom_profile: '   ' })).error)).toBe(400);
    expect(statusOf((await client.account.updateProfile({ contact_profile: 'call me' })).error)).toBe(400);
    expect(statusOf((await client.account.updateProfile({ pseudo_profile: 'x'.repeat(41) })).error)).toBe(
      400,
    );
  });
});
