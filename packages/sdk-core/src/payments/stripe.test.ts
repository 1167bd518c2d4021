// @vitest-environment happy-dom
/**
 * The Stripe provider on a hand-written Stripe.js (Stripe cannot run here): Elements get the
 * interface language's locale, and refusals keep Stripe's codes so the host words them itself.
 */
import type { Stripe, StripeElementsOptions, StripeError } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';
import { SdkHttpError } from '../errors.js';
import type { HttpClient } from '../http/httpClient.js';
import { declineKey } from './declineKey.js';
import { stripeLocale, stripePayments } from './stripe.js';

function fakeStripe(refusal?: Partial<StripeError>) {
  const elementsOptions: (StripeElementsOptions | undefined)[] = [];
  const card = { mount() {}, on() {}, focus() {}, destroy() {} };
  const stripe = {
    elements(options?: StripeElementsOptions) {
      elementsOptions.push(options);
      return { create: () => card };
    },
    async createPaymentMethod() {
      return refusal ? { error: { type: 'card_error', ...refusal } } : { paymentMethod: { id: 'pm_1' } };
    },
  } as unknown as Stripe;
  return { stripe, elementsOptions };
}

const provider = async (stripe: Stripe) =>
  stripePayments({ publishableKey: 'pk_test_x', loadStripe: async () => stripe })({ http: {} as HttpClient });

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
});
