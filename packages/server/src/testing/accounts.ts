/** Signing in from tests, through the real `web/auth` endpoint. */
import type { Session } from '@vitrine/contract';
import { DEMO_PASSWORD } from '../seed/seedCatalogue.js';

/** Seeded accounts tests can sign in as (all with the demo password). */
export const TEST_ACCOUNTS = {
  buyer: 'acheteur@vitrine.dev',
  seller: 'vendeur@vitrine.dev',
  /** Other seeded sellers, for "another user" cases. */
  otherSeller: 'vintageroma@sellers.vitrine.dev',
  thirdSeller: 'levestiairedejuliette@sellers.vitrine.dev',
} as const;

export async function signIn(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/web/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, type_device: 'web' }),
  });
  if (!response.ok)
    throw new Error(`Sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Session;
}

/** `fetch` against the API with a bearer token; answers the status and the parsed body. */
export async function api<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  options: { token?: string; method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}
