/** Opaque sign-in tokens: random, shown to the client once, stored only as a SHA-256 digest. */
import { createHash, randomBytes } from 'node:crypto';

/** A new token: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads the token of an `Authorization: Bearer …` header; anything else is no token. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/.exec(header ?? '');
  return match ? (match[1] as string) : null;
}
