/**
 * The identity documents as an account token, the same way for every provider: each file goes to
 * the provider's files service first, then one token names them under `individual.verification`
 * (Stripe's shape: `document` and `additional_document`, each a front and an optional back).
 */
import type { Result } from '../errors.js';
import type { DocumentSides, VerificationDocuments } from '../paymentTypes.js';

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

export async function verificationToken(
  documents: VerificationDocuments,
  upload: (file: Blob) => Promise<Result<{ id: string }>>,
  tokenize: (individual: IndividualVerification) => Promise<Result<{ id: string }>>,
): Promise<Result<{ id: string }>> {
  const document = await uploadSides(documents.document, upload);
  if (document.error) return document;
  let additional: FileSides | undefined;
  if (documents.additional_document) {
    const uploaded = await uploadSides(documents.additional_document, upload);
    if (uploaded.error) return uploaded;
    additional = uploaded.data;
  }
  return tokenize({
    verification: { document: document.data, ...(additional ? { additional_document: additional } : {}) },
  });
}
