// @vitest-environment happy-dom
/**
 * The Stripe provider on a hand-written Stripe.js (Stripe cannot run here): Elements get the
 * interface language's locale, and refusals keep Stripe's codes so the host words them itself.
 */

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Stripe, StripeElementsOptions, StripeError } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';
import { SdkHttpError } from '../errors.js';
import type { HttpClient } from '../http/httpClient.js';
import { declineKey } from './declineKey.js';
import { stripeLocale, stripePayments } from './stripe.js';

function fakeStripe(refusal?: Partial<StripeError>) {
  const elementsOptions: (StripeElementsOptions | undefined)[] = [];
  const tokens: Array<{ type: string; data: unknown }> = [];
  const card = { mount() {}, on() {}, focus() {}, destroy() {} };
  const stripe = {
    elements(options?: StripeElementsOptions) {
      elementsOptions.push(options);
      return { create: () => card };
    },
    async createPaymentMethod() {
      return refusal ? { error: { type: 'card_error', ...refusal } } : { paymentMethod: { id: 'pm_1' } };
    },
    async createToken(type: string, data: unknown) {
      tokens.push({ type, data });
      return { token: { id: `ct_fake${tokens.length}` } };
    },
  } as unknown as Stripe;
  return { stripe, elementsOptions, tokens };
}

/**
 * A stand-in for Stripe's files service (files.stripe.com) on a real HTTP port: it answers a
 * multipart upload with a `file_…` id, as Stripe does, and keeps what it was sent.
 */
async function fakeFilesService() {
  const uploads: Array<{ authorization?: string; purpose: unknown; name: unknown; size: number }> = [];
  const server = createServer(async (request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type',
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = await new Request('http://files.test/', {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? '' },
      body: Buffer.concat(chunks),
    }).formData();
    const file = form.get('file') as File;
    uploads.push({
      authorization: request.headers.authorization,
      purpose: form.get('purpose'),
      name: await file.text(),
      size: file.size,
    });
    response
      .writeHead(200, { ...cors, 'content-type': 'application/json' })
      .end(
        JSON.stringify({ id: `file_fake${uploads.length}`, object: 'file', purpose: form.get('purpose') }),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1/files`, uploads, close: () => server.close() };
}

const provider = async (stripe: Stripe, filesUrl?: string) =>
  stripePayments({ publishableKey: 'pk_test_x', loadStripe: async () => stripe, filesUrl })({
    http: {} as HttpClient,
  });

describe('stripePayments', () => {
  it.each([
    ['fr', 'fr'],
    ['en', 'en'],
    ['it', 'it'],
    ['jp', 'ja'],
    ['ru', 'ru'],
  ] as const)("gives Elements the locale of '%s': '%s'", async (language, locale) => {
    const { stripe, elementsOptions } = fakeStripe();
    await (await provider(stripe)).mountCardField(document.createElement('div'), { language });
    expect(elementsOptions).toEqual([{ locale }]);
    expect(stripeLocale(language)).toBe(locale);
  });

  it("keeps Stripe's decline code on a refusal, which declineKey words", async () => {
    const { stripe } = fakeStripe({
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Declined',
    });
    const payments = await provider(stripe);
    const field = await payments.mountCardField(document.createElement('div'), { language: 'jp' });
    const result = await payments.createToken(field, { name: 'Aiko' });
    expect(result.error).toBeInstanceOf(SdkHttpError);
    expect((result.error as SdkHttpError).body).toEqual({
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    expect(declineKey(result.error!)).toBe('insufficientFunds');
  });

  it("uploads the identity documents to Stripe's files service with the publishable key, then names them in an account token", async () => {
    const { stripe, tokens } = fakeStripe();
    const files = await fakeFilesService();
    try {
      const payments = await provider(stripe, files.url);
      const side = (text: string) => new Blob([text], { type: 'image/png' });
      const result = await payments.createVerificationToken({
        piece_identite_profile: side('id front'),
        piece_identite_profile_dos: side('id back'),
        certificat_residence: side('address front'),
        certificat_residence2: side('address back'),
      });
      expect(result).toEqual({ data: { id: 'ct_fake1' } });
      expect(files.uploads).toEqual(
        ['id front', 'id back', 'address front', 'address back'].map((name) => ({
          authorization: 'Bearer pk_test_x',
          purpose: 'identity_document',
          name,
          size: name.length,
        })),
      );
      // Only a token updates an account opened from one: the files go in the token, by id.
      expect(tokens).toEqual([
        {
          type: 'account',
          data: {
            individual: {
              verification: {
                document: { front: 'file_fake1', back: 'file_fake2' },
                additional_document: { front: 'file_fake3', back: 'file_fake4' },
              },
            },
          },
        },
      ]);
    } finally {
      files.close();
    }
  });
});
