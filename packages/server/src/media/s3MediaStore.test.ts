/**
 * Uploads kept in a bucket (MEDIA_STORE=s3): the whole server against a real S3-compatible
 * server (s3rver, on a random port, with a folder of its own), through the AWS SDK.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { OrderTimeline } from '@vitrine/contract';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { multipartForm, signupFields, tinyPng } from '../http/receiveFiles.test.helpers.js';
import type { RunningServer } from '../server.js';
import { orderIn } from '../testing/orderFixtures.js';
import { startTestServer } from '../testing/testServer.js';
import { openMediaStore } from './openMediaStore.js';
import { createS3MediaStore } from './s3MediaStore.js';
import { type SniffedType, sniffType } from './sniffType.js';

const BUCKET = 'vitrine-media';
const PREFIX = 'shop/';
// s3rver's own credentials; the server reads them, as the AWS SDK does, from the environment.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let folder: string;
let s3: S3rver;
let endpoint: string;
let bucket: S3Client;
let server: RunningServer;
const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'vitrine-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  bucket = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  process.env.AWS_ACCESS_KEY_ID = CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = CREDENTIALS.secretAccessKey;
  server = await startTestServer({
    mediaStore: { kind: 's3', bucket: BUCKET, endpoint, region: 'us-east-1', keyPrefix: PREFIX },
  });
});
afterAll(async () => {
  await server?.close();
  bucket?.destroy();
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
  process.env.AWS_ACCESS_KEY_ID = saved.id;
  process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
  if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
  if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
});

/** Every key in the bucket. */
async function keys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key as string).sort();
}

async function signUp(fields: Record<string, string>, picture: Buffer) {
  const response = await fetch(`${server.url}/api/web/signup`, {
    method: 'POST',
    body: multipartForm(fields, [['image_link_profile', picture, 'me.png']]),
  });
  return { status: response.status, body: (await response.json()) as { id_user?: number; error?: string } };
}

describe('uploads in an S3-compatible bucket', () => {
  it('keeps a new avatar in the bucket and serves it from the site’s own origin, long cached', async () => {
    const picture = tinyPng([10, 20, 30]);
    const answer = await signUp(signupFields(), picture);
    expect(answer.status).toBe(200);
    const [row] = await server.db.query<{ image_link_profile: string }>(
      'SELECT image_link_profile FROM utilisateur WHERE id_user = $1',
      [answer.body.id_user],
    );
    const path = row?.image_link_profile as string;
    expect(path).toMatch(/^\/media\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    expect(await keys()).toContain(`${PREFIX}public/avatars/${path.split('/').pop()}`);

    const served = await fetch(`${server.url}${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
  });

  it('keeps nothing of a sign-up refused after its file came', async () => {
    const before = await keys();
    const answer = await signUp(signupFields({ email: 'ACHETEUR@vitrine.dev' }), tinyPng());
    expect(answer.status).toBe(409);
    expect(await keys()).toEqual(before);
  });

  it('never serves a private file, an unknown one or a path outside the uploads', async () => {
    const store = createS3MediaStore({ client: bucket, bucket: BUCKET, keyPrefix: PREFIX });
    const pdf = Buffer.from('%PDF-1.4\n%\n');
    const document = await store.save('documents', pdf, sniffType(pdf) as SniffedType);
    const name = document.path.split('/').pop() as string;
    expect(await keys()).toContain(`${PREFIX}private/documents/${name}`);
    for (const path of [
      `/media/uploads/documents/${name}`,
      `/media/uploads/avatars/${'0'.repeat(32)}.png`,
      `/media/uploads/avatars/..%2F..%2Fprivate%2Fdocuments%2F${name}`,
      '/media/uploads/avatars/',
    ]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
    await store.discard(document.path);
    expect(await keys()).not.toContain(`${PREFIX}private/documents/${name}`);
  });
});

describe('a dispute’s evidence in the bucket', () => {
  it('is kept private and served to the order’s buyer only through the order’s address', async () => {
    const { id_commande, buyer } = await orderIn(server, 'received');
    const picture = tinyPng([200, 10, 10]);
    const form = multipartForm({ id_commande: String(id_commande), motif: 'Taché.' }, [
      ['photo_1', picture, 'tache.png'],
    ]);
    const reported = await fetch(`${server.url}/api/CommandeController/report_probleme`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}` },
      body: form,
    });
    expect(reported.status).toBe(200);
    const photo = ((await reported.json()) as { data: OrderTimeline }).data.steps.at(-1)?.photos[0] as string;
    const name = photo.split('/').pop() as string;
    expect(await keys()).toContain(`${PREFIX}private/disputes/${name}`);
    const served = await fetch(`${server.url}${photo}`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
    expect((await fetch(`${server.url}${photo}`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/uploads/disputes/${name}`)).status).toBe(404);
  });
});

describe('MEDIA_STORE', () => {
  it('is the media folder by default, a bucket with s3, and says what is missing', () => {
    expect(loadConfig({}).mediaStore).toEqual({ kind: 'folder' });
    expect(
      loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000' }).mediaStore,
    ).toEqual({
      kind: 's3',
      bucket: 'b',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      keyPrefix: '',
    });
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ MEDIA_STORE: 'ftp' })).toThrow(/folder or s3/);
  });

  it('says how to install the S3 SDK when a bucket is asked for without it, and loads it only then', async () => {
    const bucket = loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'b' });
    let loads = 0;
    const missing = async (): Promise<never> => {
      loads++;
      throw Object.assign(new Error("Cannot find package '@aws-sdk/client-s3'"), {
        code: 'ERR_MODULE_NOT_FOUND',
      });
    };
    await expect(openMediaStore(bucket, { loadS3: missing })).rejects.toThrow(
      /npm install @aws-sdk\/client-s3.*or unset MEDIA_STORE/,
    );
    const folder = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'vitrine-media-')) });
    await openMediaStore(folder, { loadS3: missing });
    expect(loads).toBe(1);
  });
});
