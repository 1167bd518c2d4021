/**
 * The browser-side defences the server sends, through HTTP against the real server: the site's pages carry a Content-Security-Policy that runs no inline script,
 * media carry a policy that runs nothing, and no answer lets the browser guess its type.
 * The e2e spec content-safety.spec.ts proves in Chromium that the site works under this policy.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { startTestServer } from '../testing/testServer.js';
import { MEDIA_CSP, siteCsp } from './securityHeaders.js';

const PHOTO = 'avatars/0123456789abcdef0123456789abcdef.png';
/** What the site's build may write inline (a route preloader): allowed by its hash only. */
const INLINE = "(function(){document.documentElement.dataset.page='ready'})()";
const page = (script: string) =>
  `<!doctype html><title>Vitrine</title><script type="module" src="/assets/index-Ab12Cd34.js"></script><script>${script}</script><div id="root"></div>`;
/** The hash a browser computes for an inline script, written out independently of the server's code. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let server: RunningServer;
let siteDir: string;
let mediaDir: string;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'vitrine-headers-site-'));
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), page(INLINE));
  writeFileSync(join(siteDir, 'assets/index-Ab12Cd34.js'), 'export {};\n');
  mediaDir = mkdtempSync(join(tmpdir(), 'vitrine-headers-media-'));
  mkdirSync(join(mediaDir, 'public/avatars'), { recursive: true });
  writeFileSync(join(mediaDir, 'public', PHOTO), Buffer.from('89504e470d0a1a0a', 'hex'));
  server = await startTestServer({ siteDir, mediaDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(mediaDir, { recursive: true, force: true });
});

const get = (path: string, accept = '*/*') => fetch(`${server.url}${path}`, { headers: { accept } });

/** The policy as a map of directive → sources. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('the site’s pages', () => {
  it.each([
    ['the home', '/'],
    ['a route the site’s router answers', '/fr-fr/shopping-detail/sacs/1'],
  ])('carry the site’s policy, which allows the page’s own inline script: %s', async (_, path) => {
    const response = await get(path, 'text/html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(siteCsp([sha256(INLINE)]));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('allows a rebuilt page’s inline script, and no longer the old one, without a restart', async () => {
    const rebuilt = "(function(){document.title='v2'})()";
    writeFileSync(join(siteDir, 'index.html'), page(rebuilt));
    // A rebuild lands at least a moment later; make it visible to a coarse file clock too.
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(siteDir, 'index.html'), later, later);
    const policy = directives((await get('/', 'text/html')).headers.get('content-security-policy'));
    expect(policy.get('script-src')).toContain(sha256(rebuilt));
    expect(policy.get('script-src')).not.toContain(sha256(INLINE));
  });

  it('runs scripts of the site only: no other inline script, no event handler attribute, no eval', async () => {
    const policy = directives((await get('/', 'text/html')).headers.get('content-security-policy'));
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    for (const loose of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'unsafe-hashes'",
      'data:',
      'blob:',
      '*',
      'http:',
      'https:',
    ])
      expect(scripts).not.toContain(loose);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });
});

describe('media', () => {
  it('an uploaded photo is an image the browser may not sniff, and runs nothing opened alone', async () => {
    const response = await get(`/media/uploads/${PHOTO}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(MEDIA_CSP);
  });

  it('a catalogue SVG, which a browser would run scripts in if opened alone, is sandboxed', async () => {
    const response = await get('/media/catalog/banner-1.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(directives(MEDIA_CSP).get('default-src')).toEqual(["'none'"]);
    expect(directives(MEDIA_CSP).has('sandbox')).toBe(true);
  });
});

describe('every other answer', () => {
  it.each([
    ['a script of the site', '/assets/index-Ab12Cd34.js', /javascript/],
    ['an API answer', '/api/health', /^application\/json/],
    ['an API error', '/api/nothing-here', /^application\/json/],
  ])('says its type and forbids guessing: %s', async (_, path, type) => {
    const response = await get(path);
    expect(response.headers.get('content-type')).toMatch(type);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Only HTML pages get the site's policy.
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});

describe('transport and privacy', () => {
  it('sends the referrer and permissions policies with every answer', async () => {
    for (const path of ['/', '/api/health', `/media/uploads/${PHOTO}`]) {
      const response = await get(path);
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      const features = response.headers.get('permissions-policy') ?? '';
      for (const off of ['camera=()', 'microphone=()', 'geolocation=()'])
        expect(features, path).toContain(off);
    }
  });

  it('asks for https only when the request came over it: never over plain http, nor on an untrusted proxy’s word', async () => {
    expect((await get('/api/health')).headers.get('strict-transport-security')).toBeNull();
    const forged = await fetch(`${server.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends Strict-Transport-Security for https through a trusted proxy', async () => {
    const behindProxy = await startTestServer({ siteDir, mediaDir, trustProxy: '127.0.0.1' });
    try {
      const viaProxy = await fetch(`${behindProxy.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const plain = await fetch(`${behindProxy.url}/`, { headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await behindProxy.close();
    }
  });
});
