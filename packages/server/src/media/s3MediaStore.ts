/**
 * Media in a bucket of an S3-compatible store (AWS S3, MinIO, Ceph, R2…), through the AWS SDK:
 * every server process reads and writes the same files without a shared disk. Keys are the
 * folder store's paths (`public/avatars/<name>`, `private/documents/<name>`) under an optional
 * prefix. Public files are streamed from the bucket under /media/uploads/, so pages keep loading
 * images from their own origin (the Content-Security-Policy's `img-src 'self'` holds) and the
 * bucket itself stays private.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import {
  type FilePlace,
  type MediaStore,
  mimeOf,
  newPlace,
  PUBLIC_PREFIX,
  placeOf,
  publicPlaceOf,
  storedPath,
} from './mediaStore.js';

export interface S3MediaStoreOptions {
  client: S3Client;
  bucket: string;
  /** Put before every key, to share a bucket with other data (`vitrine/`). @default '' */
  keyPrefix?: string;
}

/** What the SDK's errors say of an answer's status; a missing object is 404 (`NoSuchKey`). */
const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

export function createS3MediaStore({ client, bucket, keyPrefix = '' }: S3MediaStoreOptions): MediaStore {
  const keyOf = ({ visibility, area, name }: FilePlace) => `${keyPrefix}${visibility}/${area}/${name}`;
  return {
    async save(area, content, type) {
      const place = newPlace(area, type);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: keyOf(place), Body: content, ContentType: type.mime }),
      );
      return { path: storedPath(place), bytes: content.byteLength, mime: type.mime };
    },
    async discard(path) {
      const place = placeOf(path);
      if (place) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(place) }));
    },
    async servePublic(app) {
      app.get(`${PUBLIC_PREFIX}*`, async (request, reply) => {
        const place = publicPlaceOf((request.params as { '*': string })['*']);
        if (!place) return reply.callNotFound();
        let object: GetObjectCommandOutput;
        try {
          object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(place) }));
        } catch (error) {
          if (statusOf(error) === 404) return reply.callNotFound();
          throw error;
        }
        reply
          .header('content-type', object.ContentType ?? 'application/octet-stream')
          .header('cache-control', 'public, max-age=31536000, immutable');
        if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
        if (object.ETag) reply.header('etag', object.ETag);
        return reply.send(object.Body as Readable);
      });
    },
    async read(place) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(place) }));
        return { body: object.Body as Readable, mime: object.ContentType ?? mimeOf(place.name) };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
  };
}
