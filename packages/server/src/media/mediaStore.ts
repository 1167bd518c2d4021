/**
 * Where uploaded files go. Names are made by the server (random, with the extension of the
 * sniffed type), so a client's file name never reaches the disk. Public files (avatars, product
 * photos) are served under /media/uploads/; private ones (identity documents) never are.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SniffedType } from './sniffType.js';

export type MediaArea = 'avatars' | 'products' | 'documents' | 'provider-files';

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
}

export const PUBLIC_PREFIX = '/media/uploads/';

export function createMediaStore(root: string): MediaStore {
  return {
    root,
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
