/** The media store the configuration names: the media folder, or a bucket (its SDK loaded then only). */
import type { ServerConfig } from '../config.js';
import { createFolderMediaStore } from './folderMediaStore.js';
import type { MediaStore } from './mediaStore.js';

export async function openMediaStore(
  config: Pick<ServerConfig, 'mediaDir' | 'mediaStore'>,
): Promise<MediaStore> {
  const store = config.mediaStore;
  if (store.kind === 'folder') return createFolderMediaStore(config.mediaDir);
  const [{ S3Client }, { createS3MediaStore }] = await Promise.all([
    import('@aws-sdk/client-s3'),
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
