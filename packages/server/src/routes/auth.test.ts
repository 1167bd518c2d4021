import { UserDetailSchema } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

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
