/** The signed-in user's session, kept under `ky_user` as the spec's JSON (spec §3). */
import { type Session, SessionSchema } from '@vitrine/contract';
import { readJson, type StorageLike, writeJson } from './storage.js';

export const SESSION_STORAGE_KEY = 'ky_user';

/** The stored session, or null when there is none or it is not one (an old or tampered value). */
export function readSession(storage: StorageLike | null): Session | null {
  // Through the Standard Schema interface, as answers are checked (http/httpClient.ts): a bundle
  // that carries the schemas as data rather than zod's (the script-tag build) reads it the same.
  const checked = SessionSchema['~standard'].validate(readJson(storage, SESSION_STORAGE_KEY));
  return checked instanceof Promise || checked.issues ? null : (checked.value as Session);
}

export function writeSession(storage: StorageLike | null, session: Session): void {
  writeJson(storage, SESSION_STORAGE_KEY, session);
}
