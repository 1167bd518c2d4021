import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { newBuyer } from '../testing/checkoutFixtures.js';
import { startTestServer } from '../testing/testServer.js';
import { MAX_FILE_BYTES } from './receiveFiles.js';
import { filesUnder, multipartForm, signupFields, tinyPng } from './receiveFiles.test.helpers.js';

let server: RunningServer;
/** Holds the media folder and nothing else, so a file written beside it would show. */
let sandbox: string;
let mediaDir: string;

beforeAll(async () => {
  sandbox = mkdtempSync(join(tmpdir(), 'vitrine-receive-'));
  mediaDir = join(sandbox, 'media');
  server = await startTestServer({ mediaDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(sandbox, { recursive: true, force: true });
});

async function postSignup(body: FormData | string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/web/signup`, { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Sends `body` and checks it is refused with 400 and an error, leaving the media folder as it was. */
async function expectRefusedWithNothingWritten(body: FormData | string, headers?: Record<string, string>) {
  const before = filesUnder(sandbox);
  const answer = await postSignup(body, headers);
  expect(answer.status).toBe(400);
  expect(answer.body.error).toEqual(expect.any(String));
  expect(filesUnder(sandbox)).toEqual(before);
  return answer;
}

describe('multipart uploads (web/signup)', () => {
  it('refuses a file larger than 5 MB', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(MAX_FILE_BYTES + 1024)]);
    const answer = await expectRefusedWithNothingWritten(
      multipartForm(signupFields(), [['image_link_profile', big, 'big.png']]),
    );
    expect(answer.body.error).toMatch(/5 MB/);
  });

  it('refuses a text file renamed avatar.jpg', async () => {
    const answer = await expectRefusedWithNothingWritten(
      multipartForm(signupFields(), [
        ['image_link_profile', Buffer.from('<?php system($_GET["c"]); ?>\n'), 'avatar.jpg'],
      ]),
    );
    expect(answer.body.error).toMatch(/image_link_profile/);
  });

  // Regression (the reliability suite's uploads check): such names used to be cut to their last
  // part by the parser and accepted; the issue wants them refused.
  it.each([
    '../../etc/passwd.png',
    '..\\..\\evil.png',
    '/etc/passwd.png',
    'C:\\Windows\\evil.png',
    'evil.png\u0000.php',
    '..',
  ])('refuses a file named %j, and writes nothing', async (fileName) => {
    const answer = await expectRefusedWithNothingWritten(
      multipartForm(signupFields(), [['image_link_profile', tinyPng(), fileName]]),
    );
    expect(answer.body.error).toMatch(/image_link_profile: the file name/);
  });

  it('stores a plain name under a name the server makes, inside the media folder', async () => {
    const answer = await postSignup(
      multipartForm(signupFields(), [['image_link_profile', tinyPng(), 'photo de moi (1).png']]),
    );
    expect(answer.status).toBe(200);
    const [row] = await server.db.query<{ image_link_profile: string }>(
      'SELECT image_link_profile FROM utilisateur WHERE id_user = $1',
      [answer.body.id_user],
    );
    expect(row?.image_link_profile).toMatch(/^\/media\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    const name = row?.image_link_profile.split('/').pop();
    expect(filesUnder(sandbox)).toContain(join('media', 'public', 'avatars', name as string));
    expect(filesUnder(sandbox).every((path) => path.startsWith(`media${'/'}`))).toBe(true);
  });

  it('refuses a file the endpoint does not declare', async () => {
    const answer = await expectRefusedWithNothingWritten(
      multipartForm(signupFields(), [
        ['image_link_profile', tinyPng(), 'me.png'],
        ['piece_identite_profile', tinyPng(), 'id.png'],
      ]),
    );
    expect(answer.body.error).toMatch(/file/i);
  });

  it('refuses two files for one field', async () => {
    await expectRefusedWithNothingWritten(
      multipartForm(signupFields(), [
        ['image_link_profile', tinyPng(), 'one.png'],
        ['image_link_profile', tinyPng([1, 2, 3]), 'two.png'],
      ]),
    );
  });

  it('refuses a malformed multipart body', async () => {
    const boundary = 'vitrine-boundary';
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="image_link_profile"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${tinyPng().toString('latin1')}`;
    await expectRefusedWithNothingWritten(truncated, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    await expectRefusedWithNothingWritten('no parts at all', {
      'content-type': 'multipart/form-data',
    });
    // The parser throws a plain Error on a boundary longer than 256 characters.
    await expectRefusedWithNothingWritten(`--${'b'.repeat(300)}--\r\n`, {
      'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}`,
    });
  });

  it('writes nothing when the text fields are refused', async () => {
    const answer = await expectRefusedWithNothingWritten(
      multipartForm(signupFields({ email: 'not-an-email' }), [['image_link_profile', tinyPng(), 'me.png']]),
    );
    expect(answer.body.error).toMatch(/^email/);
  });

  it('answers 503 with Retry-After when the media store cannot write, keeps nothing, and takes the same form sent again', async () => {
    const avatars = join(mediaDir, 'public', 'avatars');
    const fields = signupFields();
    const form = () => multipartForm(fields, [['image_link_profile', tinyPng(), 'me.png']]);
    // A file where the store's folder should be: every write into it fails, as on a broken disk.
    const moved = `${avatars}.away`;
    renameSync(avatars, moved);
    writeFileSync(avatars, 'not a folder');
    const before = filesUnder(sandbox);
    let refused: Response;
    try {
      refused = await fetch(`${server.url}/api/web/signup`, { method: 'POST', body: form() });
      expect(filesUnder(sandbox)).toEqual(before);
    } finally {
      rmSync(avatars);
      renameSync(moved, avatars);
    }
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(((await refused.json()) as { error: string }).error).toMatch(/send it again/);
    const [account] = await server.db.query('SELECT 1 FROM utilisateur WHERE email = $1', [fields.email]);
    expect(account).toBeUndefined();

    const again = await postSignup(form());
    expect(again.status).toBe(200);
  });

  it('keeps no file of a sign-up refused by the account rules', async () => {
    const before = filesUnder(sandbox);
    const answer = await postSignup(
      multipartForm(signupFields({ email: 'ACHETEUR@vitrine.dev' }), [
        ['image_link_profile', tinyPng(), 'me.png'],
      ]),
    );
    expect(answer.status).toBe(409);
    expect(filesUnder(sandbox)).toEqual(before);
  });
});

describe('uploads refused for who sends them', () => {
  const documents = (): [string, Uint8Array, string][] =>
    [
      'piece_identite_profile',
      'piece_identite_profile_dos',
      'certificat_residence',
      'certificat_residence2',
    ].map((field) => [field, tinyPng(), `${field}.png`]);
  const sendDocuments = async (token: string, fields: Record<string, string>) =>
    fetch(`${server.url}/api/ProfileController/become_kim_step4`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: multipartForm(fields, documents()),
    });

  it('writes no byte of a form naming another user (403): the rights are checked before the files are stored', async () => {
    const [sender, victim] = [await newBuyer(server), await newBuyer(server)];
    const before = filesUnder(sandbox);
    const forged = await sendDocuments(sender.token, { id_user: String(victim.id_user), device: 'web' });
    expect(forged.status).toBe(403);
    expect(filesUnder(sandbox)).toEqual(before);
  });

  it('removes the files of a form its handler refuses (documents before the earlier steps: 409)', async () => {
    const early = await newBuyer(server);
    const before = filesUnder(sandbox);
    const refused = await sendDocuments(early.token, { id_user: String(early.id_user), device: 'web' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toEqual(expect.any(String));
    expect(filesUnder(sandbox)).toEqual(before);
  });
});
