/**
 * The payment provider behind checkout: the offline sandbox by default (it mirrors Stripe's test
 * mode), Stripe when keys are configured. The marketplace keeps its own record of each intent
 * (table payment_intent); the provider is the source of truth for whether a card was charged.
 */

export type ProviderIntentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface CreateProviderIntent {
  /** Minor units of `currency` (whole yen and won: spec §9). */
  amount: number;
  /** Three-letter code, in any case. */
  currency: string;
  /** The same key always answers the same intent. */
  idempotencyKey: string;
  customerId: string;
  description: string;
  /** Keep the card that pays this intent on the customer, for the next checkout. */
  saveCard?: boolean;
}

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: ProviderIntentStatus;
  amount: number;
  /** Upper-case three-letter code. */
  currency: string;
}

/** A card kept on a customer; `token` is the payment method to pay with it again. */
export interface ProviderSavedCard {
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Given to browsers to confirm payments and upload files. */
  readonly publishableKey: string;
  /** The provider's customer for a user, created on first use. */
  ensureCustomer(user: { id_user: number; email: string }): Promise<string>;
  /** The card saved on a customer, or null. */
  savedCard(customerId: string): Promise<ProviderSavedCard | null>;
  createIntent(input: CreateProviderIntent): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<Omit<ProviderIntent, 'clientSecret'>>;
  /** Cancels an intent that was not paid; an already succeeded one is left as it is. */
  cancelIntent(id: string): Promise<ProviderIntentStatus>;
}
