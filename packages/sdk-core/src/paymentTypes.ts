/**
 * The card side of checkout, as the client uses it. The main entry knows only these interfaces;
 * the sandbox and Stripe implementations live in `@vitrine/sdk-core/payments`, loaded when
 * checkout starts, so bundles that never pay carry no payment code.
 */
import type { AppLanguageCode } from '@vitrine/contract';
import type { Result } from './errors.js';
import type { HttpClient } from './http/httpClient.js';
import type { IdentityDocuments } from './onboarding.js';

export interface CardFieldState {
  /** The shopper filled in the whole card. */
  complete: boolean;
  /** What is wrong with what was typed, in the provider's words; null when nothing is. */
  error: string | null;
  /** The same as a code ('invalid_number', 'invalid_expiry_year_past'…), when the provider gives one. */
  code?: string | null;
}

/**
 * The card field's own texts, in the interface language: labels, the card network's accessible
 * name and what is wrong with what was typed. Providers that
 * translate themselves (Stripe, from the locale) ignore them.
 */
export interface CardFieldTexts {
  number: string;
  expiry: string;
  cvc: string;
  /** The card network's accessible name: 'Visa' → 'Réseau de la carte : Visa'. */
  brand(name: string): string;
  invalidNumber: string;
  invalidExpiry: string;
  pastExpiry: string;
}

export interface CardFieldOptions {
  /** The interface language: Stripe's Elements get its locale. */
  language?: AppLanguageCode;
  /** @default the French texts */
  texts?: CardFieldTexts;
  /** The time an expiry date is checked against: the client's clock. @default () => new Date() */
  now?: () => Date;
}

/** The card input a provider renders (in light DOM: Stripe Elements refuse shadow roots). */
export interface CardField {
  state(): CardFieldState;
  onChange(listener: (state: CardFieldState) => void): () => void;
  focus(): void;
  destroy(): void;
  /**
   * The field shows its typing errors itself, tied to its inputs; the host then shows only the
   * refusals that come after paying.
   */
  readonly showsErrors?: boolean;
  /** Words the field in new texts (the interface language changed), keeping what was typed. */
  setTexts?(texts: CardFieldTexts): void;
}

/** Where a seller's payouts go, as a bank-account token carries it. */
export interface BankAccountDetails {
  country: string;
  currency: string;
  /** The IBAN, or the account number where a routing number goes with it. */
  account_number: string;
  routing_number?: string;
  account_holder_name?: string;
}

export interface PaymentMethodProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Renders the card input into `container`. */
  mountCardField(container: HTMLElement, options?: CardFieldOptions): Promise<CardField>;
  /** Turns the card into a one-time token (spec §4: "a payment token is created"). */
  createToken(field: CardField, details: { name: string }): Promise<Result<{ id: string }>>;
  /**
   * Confirms one intent with the token. A decline is an `SdkHttpError` whose body holds the
   * provider's `code` and `decline_code`, from which a host words it in its own language.
   */
  confirm(intent: { id: string; client_secret: string }, token: string): Promise<Result<{ status: string }>>;
  /** A seller's agreement to open their payout account, as a one-time account token. */
  createAccountToken(): Promise<Result<{ id: string }>>;
  /** Bank details as a one-time bank-account token; the provider refuses invalid ones (400). */
  createBankAccountToken(bank: BankAccountDetails): Promise<Result<{ id: string }>>;
  /**
   * The onboarding's identity documents as a one-time account token: each file is uploaded to the provider's
   * files service (purpose `identity_document`, the publishable key as bearer), then the token
   * names the files under `individual.verification`. Only a token can update an account opened
   * from one, so this is how the documents reach the provider.
   */
  createVerificationToken(documents: IdentityDocuments): Promise<Result<{ id: string }>>;
}

/** Makes the provider once the client exists (it calls the API through the client's HTTP). */
export type PaymentProviderFactory = (context: {
  http: HttpClient;
  /** The provider's publishable key, as the server's payment answer gives it. */
  publishableKey?: string;
  /** The client's clock (`createVitrine`'s `now`). */
  now?: () => Date;
}) => PaymentMethodProvider | Promise<PaymentMethodProvider>;
