/**
 * PostgreSQL's text cannot hold the NUL character (U+0000): a parameter carrying one fails with
 * "invalid byte sequence for encoding UTF8: 0x00", which surfaced as a 500. No text the server
 * makes contains it, so it can only come from a client; it is refused here, at the one door to
 * the database, as the bad input it is — for every route, form field and socket event at once.
 */
import { badRequest } from '../../http/httpError.js';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (value instanceof Date || ArrayBuffer.isView(value)) return false;
  return Object.values(value).some((child) => holdsNul(child, depth + 1));
}

/** Throws a 400 when a string among `params` (or inside an array or object of them) holds NUL. */
export function rejectNul(params: readonly unknown[]): void {
  if (params.some((param) => holdsNul(param))) {
    throw badRequest('Text may not contain the NUL character (U+0000).');
  }
}
