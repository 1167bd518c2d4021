/**
 * A reset link's tries against the real server and database: a link that does not work is
 * refused before the new password is hashed (scrypt costs; the route is public). The real hasher
 * is kept, only counted.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwords from '../auth/passwords.js';
import type { RunningServer } from '../server.js';
import { api } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';

vi.mock('../auth/passwords.js', async (original) => {
  const real = await original<typeof import('../auth/passwords.js')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});
const hashed = vi.mocked(passwords.hashPassword);

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('a reset link tried', () => {
  it('is refused without hashing the new password when it does not work', async () => {
    hashed.mockClear();
    const answer = await api<{ error: string }>(server.url, 'web/password/reset', {
      body: { token: 'n'.repeat(43), password: 'never-hashed-password' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/does not work any more/);
    expect(hashed).not.toHaveBeenCalled();
  });
});
