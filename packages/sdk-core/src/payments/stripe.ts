/**
 * The Stripe payment provider, on Stripe.js loaded lazily when checkout starts (`@stripe/stripe-js/pure`
 * does not inject Stripe's script at import). The card field is Stripe's Card Element, mounted in
 * light DOM: Elements refuse shadow roots (stripe/stripe-js#662).
 */

import type {
  Stripe,
  StripeCardElement,
  StripeConstructorOptions,
  StripeElementLocale,
  StripeError,
} from '@stripe/stripe-js';
import type { AppLanguageCode } from '@vitrine/contract';
import { type Result, SdkHttpError, SdkNetworkError } from '../errors.js';
import type {
  CardField,
  CardFieldState,
  PaymentMethodProvider,
  PaymentProviderFactory,
} from '../paymentTypes.js';
import { verificationToken } from './verificationToken.js';

export interface StripePaymentsOptions {
  /** @default the key the server's payment answer gives */
  publishableKey?: string;
  /** How Stripe.js is loaded. @default loadStripe from @stripe/stripe-js/pure */
  loadStripe?: (key: string, options?: StripeConstructorOptions) => Promise<Stripe | null>;
  /** Stripe's files service, where the identity documents go. @default https://files.stripe.com/v1/files */
  filesUrl?: string;
}

/** Stripe's answer to a file upload (the fields used here). */
interface StripeFileAnswer {
  id?: string;
  error?: { message?: string; code?: string; param?: string };
}

/**
 * Uploads one identity document to Stripe's files service from the browser, with the publishable
 * key as bearer as Stripe documents it (https://docs.stripe.com/file-upload): Stripe.js has no
 * call for it. The file never passes through the marketplace's server on its way to Stripe.
 */
async function uploadToStripe(url: string, key: string, file: Blob): Promise<Result<{ id: string }>> {
  const form = new FormData();
  form.append('purpose', 'identity_document');
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
  } catch (error) {
    return { error: new SdkNetworkError(`Stripe's files service could not be reached: ${String(error)}`) };
  }
  const answer = (await response.json().catch(() => ({}))) as StripeFileAnswer;
  if (!response.ok || !answer.id) {
    return {
      error: new SdkHttpError(
        response.ok ? 502 : response.status,
        answer.error?.message ?? 'Stripe refused this document.',
        { code: answer.error?.code, param: answer.error?.param },
      ),
    };
  }
  return { data: { id: answer.id } };
}

const elements = new WeakMap<CardField, StripeCardElement>();

/** Stripe's locale for an interface language: ours say 'jp' where Stripe, like Intl, says 'ja'. */
export function stripeLocale(language: AppLanguageCode | undefined): StripeElementLocale {
  return language === undefined ? 'auto' : language === 'jp' ? 'ja' : language;
}

/** A refusal, with Stripe's codes kept so the host can word it in its own language. */
function refusal(error: StripeError): SdkHttpError {
  return new SdkHttpError(402, error.message ?? 'Your card was declined.', {
    code: error.code,
    decline_code: error.decline_code,
  });
}

/** Details Stripe refused to make a token of: the caller's to fix. */
function tokenRefusal(error: StripeError): SdkHttpError {
  return new SdkHttpError(400, error.message ?? 'These details were refused.', {
    code: error.code,
    param: error.param,
  });
}

export function stripePayments(options: StripePaymentsOptions = {}): PaymentProviderFactory {
  return async ({ publishableKey }): Promise<PaymentMethodProvider> => {
    const key = options.publishableKey ?? publishableKey;
    if (!key)
      throw new Error('stripePayments needs a publishable key: stripePayments({ publishableKey: "pk_…" }).');
    const load = options.loadStripe ?? (await import('@stripe/stripe-js/pure')).loadStripe;
    const stripe = await load(key);
    const filesUrl = options.filesUrl ?? 'https://files.stripe.com/v1/files';
    if (!stripe) throw new Error('Stripe.js could not be loaded (is the page offline or on a server?).');

    return {
      name: 'stripe',
      async mountCardField(container, { language } = {}) {
        // Elements word their labels and typing errors in this locale themselves.
        const card = stripe.elements({ locale: stripeLocale(language) }).create('card');
        card.mount(container);
        let state: CardFieldState = { complete: false, error: null };
        const listeners = new Set<(state: CardFieldState) => void>();
        card.on('change', (event) => {
          state = {
            complete: event.complete,
            error: event.error?.message ?? null,
            code: event.error?.code ?? null,
          };
          for (const listener of listeners) listener(state);
        });
        const field: CardField = {
          state: () => state,
          onChange: (listener) => {
            listeners.add(listener);
            return () => listeners.delete(listener);
          },
          focus: () => card.focus(),
          destroy: () => card.destroy(),
        };
        elements.set(field, card);
        return field;
      },
      async createToken(field, details) {
        const card = elements.get(field);
        if (!card) return { error: new SdkHttpError(400, 'The card field is not mounted.') };
        const result = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name: details.name },
        });
        if (result.error) return { error: refusal(result.error) };
        return { data: { id: result.paymentMethod.id } };
      },
      async confirm(intent, token) {
        const result = await stripe.confirmCardPayment(intent.client_secret, { payment_method: token });
        if (result.error) return { error: refusal(result.error) };
        return { data: { status: result.paymentIntent.status } };
      },
      // Connect Custom accounts are opened from tokens made in the browser, so the details
      // go to Stripe without passing through the marketplace (docs/deploy.md).
      async createAccountToken() {
        const result = await stripe.createToken('account', {
          business_type: 'individual',
          tos_shown_and_accepted: true,
        });
        if (result.error) return { error: tokenRefusal(result.error) };
        return { data: { id: result.token.id } };
      },
      async createBankAccountToken(bank) {
        const result = await stripe.createToken('bank_account', {
          country: bank.country,
          currency: bank.currency.toLowerCase(),
          account_number: bank.account_number,
          ...(bank.routing_number ? { routing_number: bank.routing_number } : {}),
          account_holder_name: bank.account_holder_name ?? '',
          account_holder_type: 'individual',
        });
        if (result.error) return { error: tokenRefusal(result.error) };
        return { data: { id: result.token.id } };
      },
      // An account opened from a token is updated only by tokens: the documents go to Stripe's
      // files service, then a token names them for update2 (docs/deploy.md).
      createVerificationToken(documents) {
        return verificationToken(
          documents,
          (file) => uploadToStripe(filesUrl, key, file),
          async (individual) => {
            const result = await stripe.createToken('account', { individual });
            if (result.error) return { error: tokenRefusal(result.error) };
            return { data: { id: result.token.id } };
          },
        );
      },
    };
  };
}
