/** The signed-in user's session, kept under `ky_user` as the spec's JSON (spec §3). */
import { type Session, SessionSchema } from '@vitrine/contract';
import * as z from 'zod/mini';
import { readJson, type StorageLike, writeJson } from './storage.js';

export const SESSION_STORAGE_KEY = 'ky_user';

/** The stored session, or null when there is none or it is not one (an old or tampered value). */
export function readSession(storage: StorageLike | null): Session | null {
  const parsed = z.safeParse(SessionSchema, readJson(storage, SESSION_STORAGE_KEY));
  return parsed.success ? parsed.data : null;
}

export function writeSession(storage: StorageLike | null, session: Session): void {
  writeJson(storage, SESSION_STORAGE_KEY, session);
}
