/**
 * The sandbox's files service (Stripe's files.stripe.com): identity documents a seller sends to
 * the provider. The upload is already checked and stored in the private media area by
 * http/receiveFiles.ts; the sandbox records it under a `file_…` id, as Stripe answers.
 */
import type { Queryable } from '../db/database.js';
import type { ReceivedFile } from '../http/handler.js';
import { randomId } from './randomId.js';

export interface SandboxFile {
  id: string;
  purpose: string;
  size: number;
}

export async function recordSandboxFile(
  db: Queryable,
  file: ReceivedFile,
  purpose: string,
): Promise<SandboxFile> {
  const id = randomId('file');
  await db.query('INSERT INTO sandbox_file (id, purpose, chemin, taille) VALUES ($1, $2, $3, $4)', [
    id,
    purpose,
    file.storedPath,
    file.bytes,
  ]);
  return { id, purpose, size: file.bytes };
}
