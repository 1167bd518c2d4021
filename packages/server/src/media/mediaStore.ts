/**
 * Where uploaded files go: a folder every server process shares (the default), or a bucket of an
 * S3-compatible store. Names are made by the server (random, with the extension of the sniffed
 * type), so a client's file name never reaches the storage. Public files (avatars, product
 * photos) are served under /media/uploads/; private ones (identity documents) never are.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SniffedType } from './sniffType.js';

export type MediaArea = 'avatars' | 'products' | 'disputes' | 'documents' | 'provider-files';

const PRIVATE_AREAS: ReadonlySet<MediaArea> = new Set(['documents', 'provider-files']);

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
