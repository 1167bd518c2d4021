/**
 * The built site as the server sends it: the precompressed copy the browser accepts, the cache
 * policy of hashed assets and of the page, and the single-page-app fallback.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSite } from './site.js';

const ENTRY = '/assets/index-Ab12Cd34.js';
const script = `export const greeting = ${JSON.stringify('bonjour '.repeat(400))};\n`;
const page =
  '<!doctype html><html><head><title>Vitrine</title></head><body><div id="root"></div></body></html>';

let siteDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'vitrine-site-'));
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), page);
  // What the site's build writes: each asset with its brotli and gzip copies. The copies are
  // marked so a test can tell which file was sent, not only that some bytes decode.
  writeFileSync(join(siteDir, ENTRY), script);
  writeFileSync(join(siteDir, `${ENTRY}.br`), brotli(`${script}// br\n`));
  writeFileSync(join(siteDir, `${ENTRY}.gz`), gzip(`${script}// gz\n`));
  writeFileSync(join(siteDir, 'assets/small-Zz99Yy88.css'), 'body{margin:0}');
  app = Fastify();
  app.get('/api/ping', async () => ({ ok: true }));
  // Files only: a page's head (seo/pageHead.test.ts) is not asked of a database here.
  await registerSite(
    app,
    siteDir,
    { query: () => Promise.reject(new Error('No database in this test')) } as never,
    undefined,
    () => 'https://vitrine.example',
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the site’s hashed assets', () => {
  it('are sent as their brotli copy to a browser that accepts brotli', async () => {
    const response = await get(ENTRY, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${script}// br\n`);
  });

  it('are sent as their gzip copy when gzip is all the client takes', async () => {
    const response = await get(ENTRY, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(`${script}// gz\n`);
  });

  it('are sent as they are to a client that accepts no encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get(ENTRY, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(script);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('are sent as they are when the build wrote no compressed copy', async () => {
    const response = await get('/assets/small-Zz99Yy88.css', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('body{margin:0}');
  });

  it('answer 404, not the page, when missing', async () => {
    const response = await get('/assets/index-Gone0000.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('error');
  });
});

describe('the page', () => {
  it('is index.html for any route of the site, never cached without a check', async () => {
    for (const url of ['/', '/fr-fr', '/fr-fr/shopping-detail/sacs/12?x=1']) {
      const response = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      // `/` is the file itself (the static files' own copies); a route is composed, then compressed.
      if (url !== '/') expect(response.headers['content-encoding'], url).toBe('br');
      const body =
        response.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(response.rawPayload).toString()
          : response.body;
      // The site's page; under a locale, with the page's head for crawlers added (seo/pageHead.ts).
      expect(body.replace(/<link rel="(canonical|alternate)"[^>]*>\n/g, ''), url).toBe(page);
    }
  });

  it('is compressed as the client takes it: gzip, or not at all', async () => {
    const zipped = await get('/fr-fr', { accept: 'text/html', 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toContain('<div id="root">');
    const plain = await get('/fr-fr', { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('leaves the API its own answers and 404s', async () => {
    expect((await get('/api/ping')).json()).toEqual({ ok: true });
    const missing = await get('/api/Nope/nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toHaveProperty('error');
  });
});

function brotli(text: string): Buffer {
  return brotliCompressSync(Buffer.from(text));
}
function gzip(text: string): Buffer {
  return gzipSync(Buffer.from(text));
}
