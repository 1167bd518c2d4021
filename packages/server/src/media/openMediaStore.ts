/** The media store the configuration names: the media folder, or a bucket (its SDK loaded then only). */
import type { ServerConfig } from '../config.js';
import { createFolderMediaStore } from './folderMediaStore.js';
import type { MediaStore } from './mediaStore.js';

type S3Module = typeof import('@aws-sdk/client-s3');

export interface MediaStoreOptions {
  /**
   * Loads `@aws-sdk/client-s3`, an optional peer dependency needed only with MEDIA_STORE=s3.
   * @default () => import('@aws-sdk/client-s3')
   */
  loadS3?: () => Promise<S3Module>;
}

async function s3Module(load: () => Promise<S3Module>): Promise<S3Module> {
  try {
    return await load();
  } catch (error) {
    throw new Error(
      'MEDIA_STORE=s3 needs the `@aws-sdk/client-s3` package, which is not installed. Run ' +
        '`npm install @aws-sdk/client-s3` next to @vitrine/server, or unset MEDIA_STORE to keep uploads in the media folder.',
      { cause: error },
    );
  }
}

export async function openMediaStore(
  config: Pick<ServerConfig, 'mediaDir' | 'mediaStore'>,
  options: MediaStoreOptions = {},
): Promise<MediaStore> {
  const store = config.mediaStore;
  if (store.kind === 'folder') return createFolderMediaStore(config.mediaDir);
  const [{ S3Client }, { createS3MediaStore }] = await Promise.all([
    s3Module(options.loadS3 ?? (() => import('@aws-sdk/client-s3'))),
    import('./s3MediaStore.js'),
  ]);
  const client = new S3Client({
    region: store.region,
    endpoint: store.endpoint,
    // S3-compatible stores (MinIO and the like) answer at one host, the bucket in the path.
    forcePathStyle: store.endpoint !== undefined,
  });
  return createS3MediaStore({ client, bucket: store.bucket, keyPrefix: store.keyPrefix });
}
