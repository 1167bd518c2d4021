/**
 * What each entry point pulls in: the main entry knows nothing of React, the DOM renderer,
 * Emotion, socket.io or Stripe; those only come with the subpaths that need them. Checked on the
 * real module graph, as a bundler sees it.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
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

  /** What a bundle of `contents` (an app importing from the SDK) carries, lazy chunks aside. */
  async function loadedInputs(contents: string, splitting: boolean): Promise<string[]> {
    const result = await build({
      stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
      bundle: true,
      splitting,
      minify: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      outdir: fileURLToPath(new URL('../.entries-check', import.meta.url)),
      conditions: ['@vitrine/source'],
      logLevel: 'silent',
    });
    const outputs = result.metafile.outputs;
    const loaded = new Set<string>();
    const visit = (output: string) => {
      if (loaded.has(output)) return;
      loaded.add(output);
      for (const { path, kind } of outputs[output]?.imports ?? [])
        if (kind === 'import-statement') visit(path);
    };
    visit(Object.keys(outputs).find((output) => outputs[output]?.entryPoint === '<stdin>') as string);
    const size = [...loaded].reduce(
      (total, output) =>
        total +
        gzipSync(result.outputFiles.find((file) => file.path.endsWith(output))?.contents ?? new Uint8Array())
          .length,
      0,
    );
    const inputs = [...loaded].flatMap((output) =>
      Object.entries(outputs[output]?.inputs ?? {})
        .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
        .map(([input]) => input),
    );
    return Object.assign(inputs, { gzip: size });
  }

  it('carries French alone: other languages, signed-in areas and socket.io come in chunks when needed', async () => {
    const inputs = await loadedInputs(
      "import { createVitrine } from './index.js'; export const client = createVitrine({ baseUrl: '' });",
      true,
    );
    expect(inputs.some((input) => input.includes('i18n/fr/'))).toBe(true);
    for (const later of [
      'i18n/en/',
      'i18n/it/',
      'i18n/jp/',
      'i18n/ru/',
      'src/orders.ts',
      'src/messages.ts',
      'src/checkout.ts',
    ]) {
      // The SDK's own modules: the contract has an orders.ts too, whose types the client uses.
      expect(
        inputs.some((input) => input.includes(later) && !input.includes('contract/')),
        later,
      ).toBe(false);
    }
    expect(inputs.some((input) => input.includes('node_modules/i18next'))).toBe(false);
  });

  it('reads the catalogue and formats prices in a few kilobytes, without zod nor the schemas', async () => {
    const inputs = await loadedInputs(
      "export { createCatalogReader, formatPrice } from './index.js';",
      false,
    );
    expect(inputs.some((input) => input.includes('node_modules/zod'))).toBe(false);
    expect(inputs.some((input) => input.includes('contract/src/catalog.ts'))).toBe(false);
    expect((inputs as string[] & { gzip: number }).gzip).toBeLessThan(8_000);
  });

  it('checks every form without zod', async () => {
    const inputs = await loadedInputs(
      "export { checkForm, loginForm, signupForm, deliveryAddressForm, sellerAddressForm, sellerLanguagesForm, replyForm } from './index.js';",
      false,
    );
    expect(inputs.some((input) => input.includes('node_modules/zod'))).toBe(false);
    // The bank form's IBAN rule (each country's account format) stays out of the others.
    expect(inputs.some((input) => input.includes('node_modules/ibantools'))).toBe(false);
    expect((inputs as string[] & { gzip: number }).gzip).toBeLessThan(3_000);
  });

  it('checks bank details without zod, with each country’s account format', async () => {
    const inputs = await loadedInputs(
      "export { checkForm } from './index.js'; export { bankForm } from './forms/bankForm.js';",
      false,
    );
    expect(inputs.some((input) => input.includes('node_modules/zod'))).toBe(false);
    expect(inputs.some((input) => input.includes('node_modules/ibantools'))).toBe(true);
    expect((inputs as string[] & { gzip: number }).gzip).toBeLessThan(9_000);
  });

  it('imports and creates a client with React made unusable', async () => {
    vi.doMock('react', () => ({}));
    const { createVitrine } = await import('./index.js');
    expect(() => createVitrine({ baseUrl: '', storage: null })).not.toThrow();
    vi.doUnmock('react');
  });
});
