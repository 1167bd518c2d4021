/**
 * Where uploaded files go. Names are made by the server (random, with the extension of the
 * sniffed type), so a client's file name never reaches the disk. Public files (avatars, product
 * photos) are served under /media/uploads/; private ones (identity documents) never are.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SniffedType } from './sniffType.js';

export type MediaArea = 'avatars' | 'products' | 'disputes' | 'documents' | 'provider-files';

const PRIVATE_AREAS: ReadonlySet<MediaArea> = new Set(['documents', 'provider-files']);

export interface StoredFile {
  /** For public files, the URL path (`/media/uploads/avatars/….png`); for private ones, a path under the media folder. */
  path: string;
  bytes: number;
  mime: string;
}

export interface MediaStore {
  readonly root: string;
  save(area: MediaArea, content: Uint8Array, type: SniffedType): Promise<StoredFile>;
  /**
   * Deletes a file `save` stored, by the path it answered: for a request refused after its files
   * were received (a sign-up whose e-mail is taken), so refused uploads leave nothing behind.
   * Paths this store cannot have made are ignored.
   */
  discard(path: string): Promise<void>;
}

export const PUBLIC_PREFIX = '/media/uploads/';

/** `/media/uploads/avatars/<name>` or `private/documents/<name>`, as `save` answers them. */
const STORED_PATH =
  /^(?:\/media\/uploads\/|private\/)(avatars|products|disputes|documents|provider-files)\/([0-9a-f]{32}\.[a-z]{3,4})$/;

export function createMediaStore(root: string): MediaStore {
  return {
    root,
    async discard(path) {
      const match = STORED_PATH.exec(path);
      if (!match) return;
      const [, area, name] = match as unknown as [string, MediaArea, string];
      const visibility = PRIVATE_AREAS.has(area) ? 'private' : 'public';
      if (path.startsWith('private/') !== (visibility === 'private')) return;
      await rm(join(root, visibility, area, name), { force: true });
    },
    async save(area, content, type) {
      const visibility = PRIVATE_AREAS.has(area) ? 'private' : 'public';
      const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
      const folder = join(root, visibility, area);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, name), content, { flag: 'wx' });
      const path = visibility === 'public' ? `${PUBLIC_PREFIX}${area}/${name}` : `private/${area}/${name}`;
      return { path, bytes: content.byteLength, mime: type.mime };
    },
  };
}
