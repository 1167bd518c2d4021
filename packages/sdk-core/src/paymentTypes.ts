/**
 * The card side of checkout, as the client uses it. The main entry knows only these interfaces;
 * the sandbox and Stripe implementations live in `@vitrine/sdk-core/payments`, loaded when
 * checkout starts, so bundles that never pay carry no payment code.
 */
import type { AppLanguageCode } from '@vitrine/contract';
import type { Result } from './errors.js';
import type { HttpClient } from './http/httpClient.js';

export interface CardFieldState {
  /** The shopper filled in the whole card. */
  complete: boolean;
  /** What is wrong with what was typed, in the provider's words; null when nothing is. */
  error: string | null;
}

/** The card input a provider renders (in light DOM: Stripe Elements refuse shadow roots). */
export interface CardField {
  state(): CardFieldState;
  onChange(listener: (state: CardFieldState) => void): () => void;
  focus(): void;
  destroy(): void;
}

export interface PaymentMethodProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Renders the card input into `container`. */
  mountCardField(container: HTMLElement, options?: { language?: AppLanguageCode }): Promise<CardField>;
  /** Turns the card into a one-time token (spec §4: "a payment token is created"). */
  createToken(field: CardField, details: { name: string }): Promise<Result<{ id: string }>>;
  /** Confirms one intent with the token; a decline answers the provider's message as an error. */
  confirm(intent: { id: string; client_secret: string }, token: string): Promise<Result<{ status: string }>>;
}

/** Makes the provider once the client exists (it calls the API through the client's HTTP). */
export type PaymentProviderFactory = (context: {
  http: HttpClient;
  /** The provider's publishable key, as the server's payment answer gives it. */
  publishableKey?: string;
}) => PaymentMethodProvider | Promise<PaymentMethodProvider>;
