/**
 * What each entry point pulls in: the main entry knows nothing of React, the DOM renderer,
 * Emotion, socket.io or Stripe; those only come with the subpaths that need them. Checked on the
 * real module graph, as a bundler sees it.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';

async function inputsOf(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['@vitrine/source'],
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

const packageOf = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];

describe('entry points', () => {
  it('keeps the main entry free of React, Emotion, socket.io and Stripe', async () => {
    const packages = new Set((await inputsOf('./index.ts')).map(packageOf).filter(Boolean));
    for (const banned of [
      'react',
      'react-dom',
      '@emotion/css',
      'socket.io-client',
      'engine.io-client',
      '@stripe/stripe-js',
    ]) {
      expect(packages.has(banned), banned).toBe(false);
    }
    expect(packages.has('zod')).toBe(true);
  });

  it('brings socket.io only with the realtime entry', async () => {
    const packages = new Set((await inputsOf('./realtime.ts')).map(packageOf));
    expect(packages.has('socket.io-client')).toBe(true);
  });

  it('imports and creates a client with React made unusable', async () => {
    vi.doMock('react', () => ({}));
    const { createVitrine } = await import('./index.js');
    expect(() => createVitrine({ baseUrl: '', storage: null })).not.toThrow();
    vi.doUnmock('react');
  });
});
