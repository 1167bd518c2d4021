/**
 * The identity documents as an account token, the same way for every provider: each file goes to
 * the provider's files service first, then one token names them under `individual.verification`
 * (Stripe's shape: `document` and `additional_document`, each a front and an optional back).
 */
import type { Result } from '../errors.js';
import type { IdentityDocuments } from '../onboarding.js';

interface DocumentSides {
  front: Blob;
  back?: Blob;
}

export interface FileSides {
  front: string;
  back?: string;
}

export interface IndividualVerification {
  verification: { document: FileSides; additional_document?: FileSides };
}

async function uploadSides(
  sides: DocumentSides,
  upload: (file: Blob) => Promise<Result<{ id: string }>>,
): Promise<Result<FileSides>> {
  const front = await upload(sides.front);
  if (front.error) return front;
  if (!sides.back) return { data: { front: front.data.id } };
  const back = await upload(sides.back);
  if (back.error) return back;
  return { data: { front: front.data.id, back: back.data.id } };
}

/**
 * The identity card's front and back are Stripe's `document`, the proof of address its
 * `additional_document`.
 */
export async function verificationToken(
  files: IdentityDocuments,
  upload: (file: Blob) => Promise<Result<{ id: string }>>,
  tokenize: (individual: IndividualVerification) => Promise<Result<{ id: string }>>,
): Promise<Result<{ id: string }>> {
  const document = await uploadSides(
    { front: files.piece_identite_profile, back: files.piece_identite_profile_dos },
    upload,
  );
  if (document.error) return document;
  const additional = await uploadSides(
    { front: files.certificat_residence, back: files.certificat_residence2 },
    upload,
  );
  if (additional.error) return additional;
  return tokenize({ verification: { document: document.data, additional_document: additional.data } });
}
