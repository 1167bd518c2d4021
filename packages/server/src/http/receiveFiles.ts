/**
 * Reads a multipart request for an endpoint that declares files: text fields become the body,
 * each declared file is read into memory (at most 5 MB) and checked by its real type. Anything
 * else — an undeclared file, a second copy, a non-image called .jpg, too large a file, a file
 * name with folders in it, text fields the endpoint's schema refuses — is refused with 400.
 *
 * Nothing is written here: the route checks the caller's rights first, then `store`s the files
 * under names the server makes, and `discard`s them if the request is refused after all.
 */
import { type AnyEndpoint, endpoints, type FilePart } from '@vitrine/contract';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { MediaArea, MediaStore } from '../media/mediaStore.js';
import { MediaUnavailableError } from '../media/mediaUnavailable.js';
import { accepts, sniffType } from '../media/sniffType.js';
import type { ReceivedFile } from './handler.js';
import { badRequest, HttpError } from './httpError.js';
import { describeIssue } from './registerEndpoint.js';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_FIELDS = 50;

/**
 * Whether a client's file name is a plain name. The name never reaches the disk (the store makes
 * its own), but one naming folders (`../../etc/passwd`, `C:\\x`), or holding control characters,
 * is no browser's upload: it is refused rather than quietly cut down to its last part, as the
 * multipart parser would otherwise do before we see it.
 */
export function isPlainFileName(name: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  return !/[/\\\u0000-\u001f\u007f]/.test(name) && name !== '.' && name !== '..' && name.length <= 255;
}

/** Which media area each endpoint's files go to. */
function areaOf(part: FilePart, endpoint: AnyEndpoint): MediaArea {
  if (endpoint.path.startsWith('sandbox/')) return 'provider-files';
  if (endpoint.path === endpoints.addProduit.path) return 'products';
  if (endpoint.path === endpoints.reportProblem.path || endpoint.path === endpoints.answerDispute.path) {
    return 'disputes';
  }
  return part.kind === 'document' ? 'documents' : 'avatars';
}

/**
 * Multipart limits reached (size, number of files or fields) are bad input, answered 400; so is
 * anything else that fails while reading the client's body — the parser throws plain errors for
 * malformed input (a boundary longer than 256 characters, a truncated part…), and only the
 * body's bytes are read here, so none of them is the server's fault.
 */
function asBadRequest(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest('A file is larger than 5 MB.');
  if (code === 'FST_FILES_LIMIT') return badRequest('Too many files in this form.');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest('Too many fields in this form.');
  return badRequest('This form could not be read as multipart/form-data.');
}

/** A request's files, read and checked but not yet written. */
export interface ReceivedUpload {
  /** The text fields, as the endpoint's body. */
  fields: Record<string, unknown>;
  /** Writes the files; all or none. */
  store(): Promise<ReceivedFile[]>;
  /** Removes what `store` wrote: the request was refused. */
  discard(): Promise<void>;
}

export function createFileReceiver(media: MediaStore) {
  return async function receiveFiles(
    request: FastifyRequest,
    endpoint: AnyEndpoint,
  ): Promise<ReceivedUpload> {
    if (!request.isMultipart()) throw new HttpError(415, 'Send this form as multipart/form-data.');
    const declared = new Map((endpoint.files ?? []).map((part) => [part.name, part]));
    const fields: Record<string, unknown> = {};
    const received = new Map<string, { part: FilePart; content: Buffer }>();

    try {
      await readParts();
    } catch (error) {
      throw asBadRequest(error);
    }

    async function readParts() {
      let count = 0;
      for await (const part of request.parts({
        // The name as the client sent it, folders included, so that `isPlainFileName` sees them.
        preservePath: true,
        limits: { fileSize: MAX_FILE_BYTES, fields: MAX_FIELDS, files: declared.size },
      })) {
        if (++count > MAX_FIELDS + declared.size) throw badRequest('Too many fields in this form.');
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        const file = declared.get(part.fieldname);
        if (!file) {
          part.file.resume();
          throw badRequest(`Unexpected file ${part.fieldname}.`);
        }
        if (received.has(part.fieldname)) throw badRequest(`Send one file only for ${part.fieldname}.`);
        if (!isPlainFileName(part.filename ?? '')) {
          part.file.resume();
          throw badRequest(`${part.fieldname}: the file name must be a plain name, without folders.`);
        }
        const content = await part.toBuffer();
        if (part.file.truncated) throw badRequest(`${part.fieldname}: the file is larger than 5 MB.`);
        received.set(part.fieldname, { part: file, content });
      }
    }

    // Check everything before writing anything: the text fields too, which the endpoint parses
    // again after us, so a form refused for a bad e-mail leaves no file behind.
    const parsedFields = z.safeParse(endpoint.body, fields);
    if (!parsedFields.success) throw badRequest(describeIssue(parsedFields.error));
    const checked = [...declared.values()].flatMap((part) => {
      const upload = received.get(part.name);
      if (!upload) {
        if (part.required) throw badRequest(`${part.name}: a file is required.`);
        return [];
      }
      const type = sniffType(upload.content.subarray(0, 16));
      if (!type || !accepts(part.kind, type)) {
        throw badRequest(
          `${part.name}: ${part.kind === 'image' ? 'an image (JPEG, PNG, WebP or GIF)' : 'an image or a PDF'} is expected.`,
        );
      }
      return [{ part, content: upload.content, type }];
    });

    const files: ReceivedFile[] = [];
    const discard = async () => {
      const written = files.splice(0);
      await Promise.all(written.map((file) => media.discard(file.storedPath).catch(() => undefined)));
    };
    return {
      fields,
      async store() {
        try {
          for (const { part, content, type } of checked) {
            const stored = await media.save(areaOf(part, endpoint), content, type);
            files.push({
              field: part.name,
              storedPath: stored.path,
              mimeType: stored.mime,
              bytes: stored.bytes,
            });
          }
        } catch (error) {
          // All or nothing: a disk failure on the second file must not leave the first behind.
          await discard();
          throw new MediaUnavailableError(error);
        }
        return [...files];
      },
      discard,
    };
  };
}
