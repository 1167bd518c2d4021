/**
 * Where uploaded files go: a folder every server process shares (the default), or a bucket of an
 * S3-compatible store. Names are made by the server (random, with the extension of the sniffed
 * type), so a client's file name never reaches the storage. Public files (avatars, product
 * photos) are served under /media/uploads/; private ones never are: identity documents not at all,
 * the evidence photos of a dispute only to the order's parties and staff (evidencePhotos.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { SniffedType } from './sniffType.js';

export type MediaArea = 'avatars' | 'products' | 'disputes' | 'documents' | 'provider-files';

const PRIVATE_AREAS: ReadonlySet<MediaArea> = new Set(['documents', 'provider-files', 'disputes']);

export type Visibility = 'public' | 'private';

export interface StoredFile {
  /** For public files, the URL path (`/media/uploads/avatars/….png`); for private ones, `private/<area>/<name>`. */
  path: string;
  bytes: number;
  mime: string;
}

export interface MediaStore {
  save(area: MediaArea, content: Uint8Array, type: SniffedType): Promise<StoredFile>;
  /**
   * Deletes a file `save` stored, by the path it answered: for a request refused after its files
   * were received (a sign-up whose e-mail is taken), so refused uploads leave nothing behind.
   * Paths this store cannot have made are ignored.
   */
  discard(path: string): Promise<void>;
  /** Serves the public files under {@link PUBLIC_PREFIX}, long cached: a name is never reused. */
  servePublic(app: FastifyInstance): Promise<void>;
  /** A stored file's bytes and type, for a route that checked who may read it; null when absent. */
  read(place: FilePlace): Promise<{ body: Readable | Uint8Array; mime: string } | null>;
}

export const PUBLIC_PREFIX = '/media/uploads/';

/** A stored file's place: `public/avatars/<name>` in a folder, the same as a bucket's key. */
export interface FilePlace {
  visibility: Visibility;
  area: MediaArea;
  name: string;
}

export const visibilityOf = (area: MediaArea): Visibility => (PRIVATE_AREAS.has(area) ? 'private' : 'public');

/** A new file's place in `area`, named at random with the sniffed type's extension. */
export function newPlace(area: MediaArea, type: SniffedType): FilePlace {
  return {
    visibility: visibilityOf(area),
    area,
    name: `${randomBytes(16).toString('hex')}.${type.extension}`,
  };
}

/** The path `save` answers for a place. */
export function storedPath({ visibility, area, name }: FilePlace): string {
  return visibility === 'public' ? `${PUBLIC_PREFIX}${area}/${name}` : `private/${area}/${name}`;
}

/** `/media/uploads/avatars/<name>` or `private/documents/<name>`, as `save` answers them. */
const STORED_PATH =
  /^(?:\/media\/uploads\/|private\/)(avatars|products|disputes|documents|provider-files)\/([0-9a-f]{32}\.[a-z]{3,4})$/;

/** The place of a path `save` answered; null for any other path, or one of the wrong visibility. */
export function placeOf(path: string): FilePlace | null {
  const match = STORED_PATH.exec(path);
  if (!match) return null;
  const [, area, name] = match as unknown as [string, MediaArea, string];
  const visibility = visibilityOf(area);
  if (path.startsWith('private/') !== (visibility === 'private')) return null;
  return { visibility, area, name };
}

/** The place of a public file asked for under {@link PUBLIC_PREFIX} (`avatars/<name>`), or null. */
export function publicPlaceOf(pathUnderPrefix: string): FilePlace | null {
  return placeOf(`${PUBLIC_PREFIX}${pathUnderPrefix}`);
}

/** The type a stored file was saved as, told by the extension its name was given from its bytes. */
export function mimeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return (
    { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', pdf: 'application/pdf' }[
      extension
    ] ?? 'application/octet-stream'
  );
}

/**
 * The place of a dispute's evidence photo as an order step keeps it: `private/disputes/<name>`, or
 * the public path photos were kept under before they became private (their files stay where they
 * were written, and are served only as evidence now). Null for anything else.
 */
export function evidencePlaceOf(path: string): FilePlace | null {
  const legacy = /^\/media\/uploads\/disputes\/([0-9a-f]{32}\.[a-z]{3,4})$/.exec(path);
  if (legacy) return { visibility: 'public', area: 'disputes', name: legacy[1] as string };
  const place = placeOf(path);
  return place?.area === 'disputes' ? place : null;
}

/** Where an order's evidence photos are served, to its buyer, its seller and staff only. */
export const EVIDENCE_PREFIX = '/media/orders/';

/** The address an order step's photo is read at: under the order, so its rights are the order's. */
export function evidenceUrl(idCommande: number, path: string): string {
  return `${EVIDENCE_PREFIX}${idCommande}/${path.slice(path.lastIndexOf('/') + 1)}`;
}
