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
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** The same key always answers the same intent. */
  idempotencyKey: string;
  customerId: string;
  description: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Given to browsers to confirm payments and upload files. */
  readonly publishableKey: string;
  /** The provider's customer for a user, created on first use. */
  ensureCustomer(user: { id_user: number; email: string }): Promise<string>;
  createIntent(input: CreateProviderIntent): Promise<{ id: string; clientSecret: string }>;
  retrieveIntent(id: string): Promise<{ status: ProviderIntentStatus; amount: number; currency: string }>;
  /** Cancels an intent that was not paid; an already succeeded one is left as it is. */
  cancelIntent(id: string): Promise<ProviderIntentStatus>;
}
