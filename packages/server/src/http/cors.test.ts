/**
 * Cross-origin rules (design.md "CORS"), through HTTP: partner boutiques read public data from
 * any origin; token-bearing calls only from the allowed origins; cookies never cross.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';

let open: RunningServer;
let restricted: RunningServer;
beforeAll(async () => {
  [open, restricted] = await Promise.all([
    startTestServer(),
    startTestServer({ allowedOrigins: ['https://partner.example'] }),
  ]);
});
afterAll(() => Promise.all([open?.close(), restricted?.close()]));

function preflight(server: RunningServer, origin: string, requestHeaders: string) {
  return fetch(`${server.url}/api/UserController/get_profile_byid`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': requestHeaders,
    },
  });
}

describe('CORS by default (any origin, for the demo)', () => {
  it('allows a token-bearing preflight from a boutique, with Authorization and without credentials', async () => {
    const response = await preflight(open, 'https://boutique.example', 'authorization');
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://boutique.example');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    expect(allowed).toContain('authorization');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets the boutique read the answer of a token-bearing call', async () => {
    const session = await signIn(open.url, TEST_ACCOUNTS.buyer);
    const response = await fetch(`${open.url}/api/UserController/get_profile_byid`, {
      headers: { origin: 'https://boutique.example', authorization: `Bearer ${session.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://boutique.example');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('CORS with ALLOWED_ORIGINS', () => {
  it('refuses a token-bearing preflight from an origin not on the list', async () => {
    const response = await preflight(restricted, 'https://evil.example', 'content-type, Authorization');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows a token-bearing preflight from a listed origin', async () => {
    const response = await preflight(restricted, 'https://partner.example', 'authorization');
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });

  it('still lets any origin read public data', async () => {
    const response = await fetch(`${restricted.url}/api/PaysController/list_pays_simple`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://evil.example');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('does not let an unlisted origin read the answer of a token-bearing call', async () => {
    const session = await signIn(restricted.url, TEST_ACCOUNTS.buyer);
    const response = await fetch(`${restricted.url}/api/UserController/get_profile_byid`, {
      headers: { origin: 'https://evil.example', authorization: `Bearer ${session.token}` },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
