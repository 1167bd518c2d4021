/**
 * The CSRF guard (design.md "CSRF"), through HTTP: the cookie the server hands out, and which
 * state-changing calls it lets through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/seedCatalogue.js';
import type { RunningServer } from '../server.js';
import { signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';
import { XSRF_COOKIE } from './xsrf.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const signInBody = JSON.stringify({
  email: TEST_ACCOUNTS.buyer,
  password: DEMO_PASSWORD,
  type_device: 'web',
});

/** The XSRF cookie a first visit is given. */
async function xsrfCookie(): Promise<{ value: string; attributes: string }> {
  const response = await fetch(`${server.url}/api/PaysController/list_pays_simple`);
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${XSRF_COOKIE}=`));
  expect(cookie).toBeDefined();
  const [pair = '', ...attributes] = (cookie as string).split(';');
  return { value: pair.slice(XSRF_COOKIE.length + 1), attributes: attributes.join(';') };
}

async function post(path: string, headers: Record<string, string>, body = '{}') {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('XSRF-TOKEN', () => {
  it('is handed out on a GET, readable by the page script and kept to the same site', async () => {
    const { value, attributes } = await xsrfCookie();
    expect(value.length).toBeGreaterThanOrEqual(20);
    expect(attributes).toMatch(/SameSite=Strict/i);
    expect(attributes).toMatch(/Path=\//i);
    expect(attributes).not.toMatch(/HttpOnly/i);
    // A second visit gets a token of its own.
    expect((await xsrfCookie()).value).not.toBe(value);
  });

  it('gives every visit a token of its own, past the random pool it draws from', async () => {
    const values: string[] = [];
    for (let i = 0; i < 600; i++) values.push((await xsrfCookie()).value);
    expect(new Set(values).size).toBe(600);
    for (const value of values) expect(value).toMatch(/^[\w-]{24}$/);
  });

  it('refuses a POST that carries the cookie without echoing it in X-XSRF-TOKEN', async () => {
    const { value } = await xsrfCookie();
    const refused = await post('web/auth', { cookie: `${XSRF_COOKIE}=${value}` }, signInBody);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/X-XSRF-TOKEN/);
    // The token with its last character changed (to one it is not: 1 token in 64 ends in 'A').
    const altered = `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    const wrong = await post(
      'web/auth',
      { cookie: `${XSRF_COOKIE}=${value}`, 'x-xsrf-token': altered },
      signInBody,
    );
    expect(wrong.status).toBe(403);
  });

  it('lets a POST through when the header matches the cookie', async () => {
    const { value } = await xsrfCookie();
    const answer = await post(
      'web/auth',
      { cookie: `${XSRF_COOKIE}=${value}`, 'x-xsrf-token': value },
      signInBody,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe(TEST_ACCOUNTS.buyer);
  });

  it('does not ask a GET carrying the cookie for the header', async () => {
    const { value } = await xsrfCookie();
    const response = await fetch(`${server.url}/api/PaysController/list_pays_simple`, {
      headers: { cookie: `${XSRF_COOKIE}=${value}` },
    });
    expect(response.status).toBe(200);
  });

  it("lets a partner's page, which sends no cookie, call on its bearer token alone", async () => {
    const session = await signIn(server.url, TEST_ACCOUNTS.seller);
    const answer = await post('web/logout', { authorization: `Bearer ${session.token}` });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
  });
});
