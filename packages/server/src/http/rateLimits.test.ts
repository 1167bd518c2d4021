/**
 * The limits on what one client may do, against a real server with small limits: sign-ups and
 * sign-ins per client address (another address is not affected), and requests with files per
 * account (another account on the same address is not affected).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/seedCatalogue.js';
import type { RunningServer } from '../server.js';
import { TEST_ACCOUNTS } from '../testing/accounts.js';
import { newBuyer } from '../testing/checkoutFixtures.js';
import { startTestServer, UNLIMITED_FOR_TESTS } from '../testing/testServer.js';
import { multipartForm, signupFields, tinyPng } from './receiveFiles.test.helpers.js';

const LIMITS = { signupsPerHour: 2, signinsPerQuarterHour: 3, uploadsPerHour: 2 };
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: LIMITS,
    holdLimits: UNLIMITED_FOR_TESTS.holdLimits,
    // Clients are told apart by the address the trusted proxy in front reports.
    trustProxy: '127.0.0.1',
  });
});
afterAll(() => server?.close());

async function post(path: string, client: string, body: FormData | object, token?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': client };
  if (token) headers.authorization = `Bearer ${token}`;
  if (!(body instanceof FormData)) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers,
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { error?: string },
  };
}

describe('per client address', () => {
  it('allows RATE_LIMIT_SIGNUPS sign-ups an hour from one address, then 429 with Retry-After', async () => {
    const client = '203.0.113.10';
    for (let made = 1; made <= LIMITS.signupsPerHour; made += 1) {
      expect(
        (await post('web/signup', client, multipartForm(signupFields()))).status,
        `sign-up ${made}`,
      ).toBe(200);
    }
    const refused = await post('web/signup', client, multipartForm(signupFields()));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Try again in \d+ minutes?\./);
    expect(Number(refused.retryAfter)).toBeGreaterThan(55 * 60);
    // Another address signs up as usual.
    expect((await post('web/signup', '203.0.113.11', multipartForm(signupFields()))).status).toBe(200);
  });

  it('allows RATE_LIMIT_SIGNINS sign-ins in 15 minutes from one address, right or wrong, whatever the e-mails', async () => {
    const client = '203.0.113.20';
    const signIn = (email: string, password: string, from = client) =>
      post('web/auth', from, { email, password, type_device: 'web' });
    expect((await signIn(TEST_ACCOUNTS.buyer, DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn(`nobody.${Date.now()}@example.test`, 'guess-1')).status).toBe(401);
    expect((await signIn(`nobody2.${Date.now()}@example.test`, 'guess-2')).status).toBe(401);
    const refused = await signIn(TEST_ACCOUNTS.buyer, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual(expect.any(String));
    expect((await signIn(TEST_ACCOUNTS.buyer, DEMO_PASSWORD, '203.0.113.21')).status).toBe(200);
  });
});

describe('per account', () => {
  it('allows RATE_LIMIT_UPLOADS requests with files an hour to one account; another account is not affected', async () => {
    const client = '203.0.113.30';
    const [uploader, neighbour] = [await newBuyer(server), await newBuyer(server)];
    const documents = () =>
      multipartForm(
        { id_user: '0', device: 'web' },
        [
          'piece_identite_profile',
          'piece_identite_profile_dos',
          'certificat_residence',
          'certificat_residence2',
        ].map((field) => [field, tinyPng(), `${field}.png`]),
      );
    const send = (who: { id_user: number; token: string }) => {
      const form = documents();
      form.set('id_user', String(who.id_user));
      return post('ProfileController/become_kim_step4', client, form, who.token);
    };
    // Each is refused by the onboarding (its earlier steps are not done), and still counts.
    for (let sent = 1; sent <= LIMITS.uploadsPerHour; sent += 1) {
      expect((await send(uploader)).status, `upload ${sent}`).toBe(409);
    }
    const refused = await send(uploader);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(55 * 60);
    expect((await send(neighbour)).status).toBe(409);
  });
});
