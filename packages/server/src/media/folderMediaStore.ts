/**
 * Media in a folder: `public/<area>/<name>` and `private/<area>/<name>` under the media folder
 * (MEDIA_DIR), which several server processes share when it is on a shared disk. Public files
 * are served by @fastify/static from `public/`.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  type MediaStore,
  mimeOf,
  newPlace,
  PUBLIC_PREFIX,
  placeOf,
  publicPlaceOf,
  storedPath,
} from './mediaStore.js';

export function createFolderMediaStore(root: string): MediaStore {
  return {
    async save(area, content, type) {
      const place = newPlace(area, type);
      const folder = join(root, place.visibility, area);
      await mkdir(folder, { recursive: true });
      // Written aside, then renamed: a write that fails half-way (a full disk) leaves no partial
      // file under a name that would be served.
      const partial = join(folder, `.${place.name}.partial`);
      try {
        await writeFile(partial, content, { flag: 'wx' });
        await rename(partial, join(folder, place.name));
      } catch (error) {
        await rm(partial, { force: true }).catch(() => undefined);
        throw error;
      }
      return { path: storedPath(place), bytes: content.byteLength, mime: type.mime };
    },
    async discard(path) {
      const place = placeOf(path);
      if (place) await rm(join(root, place.visibility, place.area, place.name), { force: true });
    },
    async servePublic(app) {
      await mkdir(join(root, 'public'), { recursive: true });
      await app.register(fastifyStatic, {
        root: join(root, 'public'),
        prefix: PUBLIC_PREFIX,
        decorateReply: false,
        wildcard: true,
        index: false,
        list: false,
        dotfiles: 'deny',
        // Only a public area's file, by a name the store makes: photos once kept public in an
        // area that is private now (a dispute's evidence) are not served here any more.
        allowedPath: (pathName) => publicPlaceOf(pathName.replace(/^\/+/, '')) !== null,
        maxAge: '365d',
        immutable: true,
      });
    },
    async read(place) {
      try {
        const body = await readFile(join(root, place.visibility, place.area, place.name));
        return { body, mime: mimeOf(place.name) };
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
