/**
 * 7. Uploads: on every endpoint that takes files, oversize files, non-images named .jpg, file
 * names that climb out of folders, and too many files are refused with 400; nothing is written
 * outside the media folder, and nothing is kept of a refused upload. A valid upload is the
 * control that the watch on the disk sees a file when one is written; private files are not
 * served through the public media path, however the path is encoded.
 */
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type AnyEndpoint, type EndpointName, endpoints } from '@vitrine/contract';
import { afterAll, expect, inject, it } from 'vitest';
import { filesUnder } from '../src/http/receiveFiles.test.helpers.js';
import { liveActors, prepareActors } from './actors.js';
import { withDatabase } from './database.js';
import { reportFigure } from './figures.js';
import { type Actors, routeCalls } from './routeInputs.js';
import { PDF, PNG } from './samples.js';
import {
  freshDataDir,
  REPO_ROOT,
  removeDataDir,
  type ServerProcess,
  startServerProcess,
} from './serverProcess.js';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const BOUNDARY = '----vitrine-uploads-2b7f9c';

let server: ServerProcess | undefined;
const dataDir = freshDataDir(inject('reliabilityTemplate'));
const mediaDir = join(dataDir, 'media');
afterAll(async () => {
  await server?.kill('SIGKILL');
  removeDataDir(dataDir);
});

interface Part {
  field: string;
  /** A file part when set. */
  fileName?: string;
  type?: string;
  content: Uint8Array | string;
}

/** A multipart body written byte by byte: file names go on the wire exactly as given. */
function multipart(parts: Part[]): Uint8Array {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.fileName}"`;
    const type = part.fileName === undefined ? '' : `\r\nContent-Type: ${part.type ?? 'image/png'}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`, 'latin1'));
    chunks.push(Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The text fields of the endpoint's well-formed call, as form parts. */
function fieldParts(input: Record<string, unknown>): Part[] {
  return Object.entries(input).map(([field, value]) => ({
    field,
    content: typeof value === 'object' ? JSON.stringify(value) : String(value),
  }));
}

/** The hostile uploads for one endpoint: each replaces the files of its well-formed call. */
function hostileUploads(endpoint: AnyEndpoint, marker: string): { label: string; files: Part[] }[] {
  const declared = endpoint.files ?? [];
  const first = declared[0]?.name as string;
  const valid = (fileName: string, field = first): Part => ({ field, fileName, content: PNG });
  const others = declared.slice(1).map((part) => valid(`${part.name}.png`, part.name));
  const with1 = (part: Part) => [part, ...others];
  const oversize = new Uint8Array(MAX_FILE_BYTES + 1);
  oversize.set(PNG);
  return [
    {
      label: 'oversize (5 MB + 1 byte)',
      files: with1({ field: first, fileName: 'big.png', content: oversize }),
    },
    {
      label: 'PHP script named .jpg',
      files: with1({
        field: first,
        fileName: 'photo.jpg',
        type: 'image/jpeg',
        content: '<?php system($_GET["c"]); ?>',
      }),
    },
    {
      label: 'SVG with a script named .jpg',
      files: with1({
        field: first,
        fileName: 'photo.jpg',
        type: 'image/jpeg',
        content: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      }),
    },
    {
      label: 'HTML page named .png',
      files: with1({ field: first, fileName: 'a.png', content: '<html><script>alert(1)</script></html>' }),
    },
    { label: 'name ../../../../x', files: with1(valid(`../../../../${marker}.png`)) },
    { label: 'name ..\\..\\x', files: with1(valid(`..\\..\\..\\${marker}.png`)) },
    { label: 'absolute name', files: with1(valid(`${tmpdir()}/${marker}.png`)) },
    { label: 'name with NUL', files: with1(valid(`${marker}.png\u0000.php`)) },
    { label: 'same file twice', files: [...with1(valid('one.png')), valid('two.png')] },
    { label: 'undeclared file', files: [...with1(valid('me.png')), valid('x.png', 'not_a_file_field')] },
    {
      label: '20 files',
      files: [
        ...with1(valid('me.png')),
        ...Array.from({ length: 19 }, (_, i) => valid(`${i}.png`, `extra_${i}`)),
      ],
    },
  ];
}

/** Where a climbing name would land from each media folder and from the server's working folder. */
function landingSpots(marker: string): string[] {
  const folders = ['public/avatars', 'public/products', 'private/documents', 'private/provider-files'].map(
    (f) => join(mediaDir, f),
  );
  return [...folders, REPO_ROOT, dataDir, tmpdir()].flatMap((folder) => [
    resolve(folder, `../../../../${marker}.png`),
    resolve(folder, `../../../${marker}.png`),
    resolve(folder, `../../${marker}.png`),
    resolve(folder, `../${marker}.png`),
    resolve(folder, `${marker}.png`),
  ]);
}

it('hostile uploads are refused with 400, and nothing lands outside the media folder', async () => {
  const prepared = await withDatabase(dataDir, prepareActors);
  server = await startServerProcess({ dataDir });
  const url = server.url;
  const actors: Actors = await liveActors(url, prepared);
  const marker = `vitrine-evil-${Date.now()}`;
  const bearerOf = (as: string) =>
    as === 'a' ? `Bearer ${actors.a.token}` : as === 'publishable' ? 'Bearer pk_test_sandbox' : undefined;

  const send = async (endpoint: AnyEndpoint, authorization: string | undefined, body: Uint8Array) => {
    const response = await fetch(`${url}/api/${endpoint.path}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(authorization ? { authorization } : {}),
      },
      body: new Blob([new Uint8Array(body)]),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const topLevelBefore = readdirSync(dataDir).sort();
  const mediaBefore = filesUnder(mediaDir);
  const results: { route: string; label: string; status: number; error: unknown }[] = [];
  const withFiles = (Object.entries(endpoints) as [EndpointName, AnyEndpoint][]).filter(([, e]) => e.files);
  for (const [name, endpoint] of withFiles) {
    const call = routeCalls[name](actors);
    for (const upload of hostileUploads(endpoint, marker)) {
      const answer = await send(
        endpoint,
        bearerOf(call.as),
        multipart([...fieldParts(call.input), ...upload.files]),
      );
      results.push({ route: name, label: upload.label, status: answer.status, error: answer.body.error });
    }
  }
  const mediaAfterRefusals = filesUnder(mediaDir);

  // The control: a valid upload is seen where it belongs.
  const signup = routeCalls.signup(actors);
  const stored = await send(
    endpoints.signup,
    undefined,
    multipart([
      ...fieldParts(signup.input),
      { field: 'image_link_profile', fileName: 'me.png', content: PNG },
    ]),
  );
  const file = await send(
    endpoints.sandboxFile,
    'Bearer pk_test_sandbox',
    multipart([
      { field: 'purpose', content: 'identity_document' },
      { field: 'file', fileName: 'id.pdf', type: 'application/pdf', content: PDF },
    ]),
  );
  const mediaAfterControl = filesUnder(mediaDir);
  const added = mediaAfterControl.filter((path) => !mediaAfterRefusals.includes(path));

  // Private files are never served through the public media path, however the path is written.
  const privateName =
    added
      .find((path) => path.startsWith('private/'))
      ?.split('/')
      .pop() ?? 'none';
  const readAttempts = [
    `/media/uploads/%2e%2e/%2e%2e/private/provider-files/${privateName}`,
    `/media/uploads/..%2f..%2fprivate%2fprovider-files%2f${privateName}`,
    `/media/uploads/%2e%2e%2f%2e%2e%2fprivate%2fprovider-files%2f${privateName}`,
    `/media/uploads/....//....//private/provider-files/${privateName}`,
    `/media/private/provider-files/${privateName}`,
  ];
  const served = [];
  for (const path of readAttempts) {
    const response = await fetch(`${url}${path}`);
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status === 200 && body.includes(Buffer.from('%PDF'))) served.push(path);
  }
  await server.stop();

  const refused = results.filter((result) => result.status === 400);
  const wrong = results.filter((result) => result.status !== 400);
  const landed = landingSpots(marker).filter((path) => existsSync(path));
  // The server's own e-mail outbox (DATA_DIR/outbox) may appear meanwhile: it holds no upload.
  const outside = readdirSync(dataDir)
    .sort()
    .filter((entry) => !topLevelBefore.includes(entry) && entry !== 'outbox');
  const keptFromRefused = mediaAfterRefusals.filter((path) => !mediaBefore.includes(path));
  reportFigure(
    `uploads: ${results.length} hostile uploads on ${withFiles.length} endpoints → ${refused.length} × 400, ` +
      `${wrong.length} other; files written outside the media folder: ${landed.length + outside.length}; ` +
      `files kept from refused uploads: ${keptFromRefused.length}; private file served publicly: ${served.length}/${readAttempts.length} ` +
      `(control: 2 valid uploads stored ${added.length} files, inside media)` +
      (wrong.length
        ? ` — ${wrong.map((r) => `${r.route} ${r.label}: ${r.status} ${r.error}`).join('; ')}`
        : ''),
  );

  expect(wrong).toEqual([]);
  expect(landed).toEqual([]);
  expect(outside).toEqual([]);
  expect(keptFromRefused).toEqual([]);
  expect([stored.status, file.status]).toEqual([200, 200]);
  expect(added).toHaveLength(2);
  expect(
    added.every((path) => path.startsWith('public/avatars/') || path.startsWith('private/provider-files/')),
  ).toBe(true);
  expect(served).toEqual([]);
});
