import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { birthDateWindow, SessionSchema, UserDetailSchema } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { FAILURE_WINDOW_MS, FREE_FAILURES, throttleKey } from '../auth/loginThrottle.js';
import { multipartForm, signupFields, tinyPng } from '../http/receiveFiles.test.helpers.js';
import { DEMO_PASSWORD } from '../seed/seedCatalogue.js';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
let mediaDir: string;
/** How far the server's clock runs ahead of the real one; the throttling tests move it. */
let clockOffsetMs = 0;
beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'vitrine-auth-media-'));
  server = await startTestServer({
    mediaDir,
    now: () => new Date(Date.now() + clockOffsetMs),
    // The throttle counts per client address: the tests name theirs as a proxy in front would.
    trustProxy: '127.0.0.1',
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

type Body = Record<string, unknown> & { error?: string };

async function signup(fields: Record<string, string>, files: Parameters<typeof multipartForm>[1] = []) {
  const response = await fetch(`${server.url}/api/web/signup`, {
    method: 'POST',
    body: multipartForm(fields, files),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

/** A client address of the documentation range, as the trusted proxy reports it. */
const GUESSER = '203.0.113.7';

async function login(email: string, password: string, client = GUESSER) {
  const response = await fetch(`${server.url}/api/web/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email, password, type_device: 'web' }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Body,
  };
}

async function countryId(alpha2: string): Promise<number> {
  const [row] = await server.db.query<{ id_pays: number }>('SELECT id_pays FROM pays WHERE alpha2 = $1', [
    alpha2,
  ]);
  return row?.id_pays as number;
}

/** A `YYYY-MM-DD` date `years` years before the server's today, moved by `days`. */
function yearsAgo(years: number, days = 0): string {
  const date = server.context.now();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('web/auth', () => {
  it('answers the session with a token that opens private calls', async () => {
    const session = await signIn(server.url, TEST_ACCOUNTS.buyer);
    expect(session).toMatchObject({
      email: TEST_ACCOUNTS.buyer,
      role: 'user',
      status: 'Welcome Claire',
      pseudo: 'ClaireDemo',
    });
    expect(session.token.length).toBeGreaterThan(30);
    const profile = await api(server.url, `UserController/get_profile_byid?id_user=${session.id_user}`, {
      token: session.token,
    });
    expect(profile.status).toBe(200);
    expect(z.safeParse(UserDetailSchema, profile.body).success).toBe(true);
    expect(profile.body).toMatchObject({ prenom_profile: 'Claire', alpha2: 'FR', code_monnaie: 'EUR' });
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = await api(server.url, 'web/auth', {
      body: { email: TEST_ACCOUNTS.buyer, password: 'nope-nope' },
    });
    const unknown = await api(server.url, 'web/auth', {
      body: { email: 'nobody@vitrine.dev', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it("refuses another user's profile, and any private call without a valid token", async () => {
    const buyer = await signIn(server.url, TEST_ACCOUNTS.buyer);
    const seller = await signIn(server.url, TEST_ACCOUNTS.seller);
    const other = await api(server.url, `UserController/get_profile_byid?id_user=${seller.id_user}`, {
      token: buyer.token,
    });
    expect(other.status).toBe(403);
    expect((await api(server.url, 'UserController/get_profile_byid')).status).toBe(401);
    expect((await api(server.url, 'UserController/get_profile_byid', { token: 'x'.repeat(43) })).status).toBe(
      401,
    );
  });

  it('ends the session on logout', async () => {
    const session = await signIn(server.url, TEST_ACCOUNTS.seller);
    expect((await api(server.url, 'web/logout', { token: session.token, body: {} })).status).toBe(200);
    expect((await api(server.url, 'UserController/get_profile_byid', { token: session.token })).status).toBe(
      401,
    );
  });
});

describe('web/signup', () => {
  it('creates an account that can sign in at once, with the profile it was given', async () => {
    const italy = await countryId('IT');
    const fields = signupFields({
      sexe_profile: 'Homme',
      id_pays_profile: String(italy),
      nom_profile: 'Rossi',
      prenom_profile: 'Marco',
      date_naiss_profile: '1985-07-09',
    });
    const created = await signup(fields);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ success: true, id_user: expect.any(Number) });
    const idUser = created.body.id_user as number;

    const session = await signIn(server.url, fields.email as string, fields.password);
    expect(z.safeParse(SessionSchema, session).success).toBe(true);
    expect(session).toMatchObject({
      id_user: idUser,
      role: 'user',
      email: fields.email,
      pseudo: fields.pseudo_profile,
      status: 'Welcome Marco',
      image_link_profile: `/media/catalog/avatar-${idUser}.svg`,
    });

    const profile = await api(server.url, 'UserController/get_profile_byid', { token: session.token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      id_user: idUser,
      nom_profile: 'Rossi',
      prenom_profile: 'Marco',
      pseudo_profile: fields.pseudo_profile,
      sexe_profile: 'Homme',
      date_naiss_profile: '1985-07-09',
      email: fields.email,
      alpha2: 'IT',
      code_monnaie: 'EUR',
      account_id: null,
      nombre_produit: 0,
      role: 'user',
      status: 'Welcome Marco',
    });

    const [stored] = await server.db.query<Record<string, unknown>>(
      `SELECT password_hash, onboarding_step, newsletter, langue_application
         FROM utilisateur WHERE id_user = $1`,
      [idUser],
    );
    expect(stored).toMatchObject({ onboarding_step: 0, newsletter: true, langue_application: 1 });
    expect(stored?.password_hash).toMatch(/^scrypt\$/);
    expect(stored?.password_hash).not.toContain(fields.password);

    // The drawn avatar the account got is served.
    const avatar = await fetch(`${server.url}${session.image_link_profile}`);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('takes the newsletter as not wanted and the application language as 1 when they are absent', async () => {
    const created = await signup(signupFields({ newsletter: undefined, langue_application: undefined }));
    expect(created.status).toBe(200);
    const [stored] = await server.db.query<Record<string, unknown>>(
      'SELECT newsletter, langue_application FROM utilisateur WHERE id_user = $1',
      [created.body.id_user],
    );
    expect(stored).toEqual({ newsletter: false, langue_application: 1 });
  });

  it('stores an uploaded avatar under a name the server makes and serves it back', async () => {
    const png = tinyPng([12, 34, 56]);
    const fields = signupFields();
    const created = await signup(fields, [['image_link_profile', png, 'my photo.png']]);
    expect(created.status).toBe(200);
    const session = await signIn(server.url, fields.email as string, fields.password);
    expect(session.image_link_profile).toMatch(/^\/media\/uploads\/avatars\/[0-9a-f]{32}\.png$/);

    const served = await fetch(`${server.url}${session.image_link_profile}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    const profile = await api(server.url, 'UserController/get_profile_byid', { token: session.token });
    expect(profile.body.image_link_profile).toBe(session.image_link_profile);
  });

  it('stores pseudos and names exactly as given, HTML and SQL metacharacters included', async () => {
    const fields = signupFields({
      pseudo_profile: `<b>O'Brien</b>' OR 1=1 -- ${Date.now()}`,
      nom_profile: "Robert'); DROP TABLE utilisateur; --",
      prenom_profile: '<script>alert(1)</script>',
    });
    const created = await signup(fields);
    expect(created.status).toBe(200);
    const session = await signIn(server.url, fields.email as string, fields.password);
    expect(session.pseudo).toBe(fields.pseudo_profile);
    expect(session.status).toBe('Welcome <script>alert(1)</script>');
    const profile = await api(server.url, 'UserController/get_profile_byid', { token: session.token });
    expect(profile.body).toMatchObject({
      pseudo_profile: fields.pseudo_profile,
      nom_profile: fields.nom_profile,
      prenom_profile: fields.prenom_profile,
    });
    // The drawn avatar shows the pseudo's initials as text, not as markup.
    const svg = await (await fetch(`${server.url}${session.image_link_profile}`)).text();
    expect(svg).not.toContain('<b>');
  });

  it('refuses an e-mail already used, whatever its case, naming the field', async () => {
    const taken = await signup(signupFields({ email: TEST_ACCOUNTS.buyer.toUpperCase() }));
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatch(/^email: /);
  });

  it('refuses a pseudo already used, whatever its case, naming the field', async () => {
    const taken = await signup(signupFields({ pseudo_profile: 'clairedemo' }));
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatch(/^pseudo_profile: /);
  });

  it('keeps the age window: 16 by the end of this year, at most 100 years old', async () => {
    const { earliest, latest } = birthDateWindow(server.context.now());
    const cases: [birthDate: string, status: number][] = [
      [yearsAgo(15), 400],
      [yearsAgo(101), 400],
      [yearsAgo(100, -1), 400],
      [yearsAgo(1, 1), 400],
      [latest, 200],
      [earliest, 200],
    ];
    for (const [birthDate, status] of cases) {
      const answer = await signup(signupFields({ date_naiss_profile: birthDate }));
      expect(answer.status, birthDate).toBe(status);
      if (status === 400) expect(answer.body.error, birthDate).toMatch(/^date_naiss_profile: /);
    }
  });

  it('refuses each missing required field with a message naming it', async () => {
    for (const field of [
      'sexe_profile',
      'id_pays_profile',
      'nom_profile',
      'prenom_profile',
      'email',
      'password',
      'pseudo_profile',
      'date_naiss_profile',
    ]) {
      const answer = await signup(signupFields({ [field]: undefined }));
      expect(answer.status, field).toBe(400);
      expect(answer.body.error, field).toMatch(new RegExp(`^${field}: `));
    }
    const blank = await signup(signupFields({ nom_profile: '   ' }));
    expect(blank.status).toBe(400);
  });

  it('refuses malformed values with a message naming the field', async () => {
    const long = 'x'.repeat(10_000);
    const cases: [Record<string, string>, string][] = [
      [{ email: 'claire.at.example.test' }, 'email'],
      [{ email: "' OR 1=1 --" }, 'email'],
      [{ password: 'short12' }, 'password'],
      [{ sexe_profile: 'Autre' }, 'sexe_profile'],
      [{ id_pays_profile: '999999' }, 'id_pays_profile'],
      [{ id_pays_profile: '-3' }, 'id_pays_profile'],
      [{ id_pays_profile: "1' OR 1=1 --" }, 'id_pays_profile'],
      [{ date_naiss_profile: '1990-02-30' }, 'date_naiss_profile'],
      [{ date_naiss_profile: '12/04/1990' }, 'date_naiss_profile'],
      [{ nom_profile: long }, 'nom_profile'],
      [{ prenom_profile: long }, 'prenom_profile'],
      [{ pseudo_profile: long }, 'pseudo_profile'],
      [{ langue_application: '9' }, 'langue_application'],
    ];
    for (const [override, field] of cases) {
      const answer = await signup(signupFields(override));
      expect(answer.status, JSON.stringify(override).slice(0, 80)).toBe(400);
      expect(answer.body.error, field).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('asks for multipart when the form comes as JSON', async () => {
    const answer = await api(server.url, 'web/signup', { body: signupFields() });
    expect(answer.status).toBe(415);
    expect(answer.body.error).toMatch(/multipart\/form-data/);
  });
});

describe('sign-in throttling', () => {
  async function newAccount() {
    const fields = signupFields();
    expect((await signup(fields)).status).toBe(200);
    return { email: fields.email as string, password: fields.password as string };
  }

  it('slows a client down after 5 failures for an e-mail, doubling the wait with each further failure', async () => {
    const account = await newAccount();
    for (let attempt = 1; attempt <= FREE_FAILURES; attempt += 1) {
      expect((await login(account.email, 'wrong-password')).status, `attempt ${attempt}`).toBe(401);
    }
    const throttled = await login(account.email, 'wrong-password');
    expect(throttled.status).toBe(429);
    expect(throttled.body.error).toMatch(/too many failed sign-ins/i);
    expect(throttled.retryAfter).toBe('1');
    // Even the right password waits, from this client: a guess cannot be told from the owner.
    expect((await login(account.email.toUpperCase(), account.password)).status).toBe(429);

    // Each failure past the free ones doubles the wait: 1 s, 2 s, 4 s, 8 s.
    for (const seconds of [1, 2, 4, 8]) {
      clockOffsetMs += seconds * 1000;
      expect((await login(account.email, 'wrong-password')).status, `after ${seconds} s`).toBe(401);
      const next = await login(account.email, 'wrong-password');
      expect(next.status).toBe(429);
      expect(Number(next.retryAfter)).toBe(seconds * 2);
    }
    clockOffsetMs += 16 * 1000;
    const again = await login(account.email, account.password);
    expect(again.status).toBe(200);
    expect(again.body.email).toBe(account.email);
  });

  it('never locks the owner out: guesses from one address leave the owner’s own connection alone', async () => {
    const account = await newAccount();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => login(account.email, 'wrong-password', GUESSER)),
    );
    expect(results.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
    const owner = await login(account.email, account.password, '198.51.100.20');
    expect(owner.status).toBe(200);
    // Other e-mails from the guessing address are not slowed either.
    expect((await login(TEST_ACCOUNTS.seller, DEMO_PASSWORD, GUESSER)).status).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const account = await newAccount();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(account.email, 'wrong-password')).status).toBe(401);
    }
    expect((await login(account.email, account.password)).status).toBe(200);
    const rows = await server.db.query('SELECT 1 FROM login_attempt WHERE cle = $1', [
      throttleKey(account.email, GUESSER),
    ]);
    expect(rows).toHaveLength(0);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(account.email, 'wrong-password')).status).toBe(401);
    }
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('throttles an unknown e-mail alike, so the answer tells nothing about accounts', async () => {
    const email = `nobody.${Date.now()}@example.test`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(email, 'wrong-password')).status).toBe(401);
    }
    expect((await login(email, 'wrong-password')).status).toBe(429);
  });

  it('counts parallel guesses, so no more than 5 passwords are checked at once', async () => {
    const account = await newAccount();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(account.email, 'wrong-password')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('purges failures older than the window now and then', async () => {
    const old = new Date(server.context.now().getTime() - 2 * FAILURE_WINDOW_MS).toISOString();
    await server.db.query("INSERT INTO login_attempt (cle, created_at) VALUES ('email:stale', $1)", [old]);
    // The purge runs at most once a window per process: let a window pass.
    clockOffsetMs += FAILURE_WINDOW_MS + 1000;
    expect((await login(`purge.${Date.now()}@example.test`, 'wrong-password')).status).toBe(401);
    const rows = await server.db.query("SELECT 1 FROM login_attempt WHERE cle = 'email:stale'");
    expect(rows).toHaveLength(0);
  });
});
