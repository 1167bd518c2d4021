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

/** Gives a buyer back what an intent charged (Stripe's refunds.create). */
export interface CreateProviderRefund {
  paymentIntentId: string;
  /** Minor units of the intent's currency; never more than it charged. */
  amount: number;
  currency: string;
  /** The same key always answers the same refund: a retried job never refunds twice. */
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  amount: number;
  currency: string;
  status: 'succeeded' | 'pending';
}

/** Pays a seller's payout account out of the marketplace's balance (Stripe Connect's transfers.create). */
export interface CreateProviderTransfer {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** The seller's payout account (`acct_…`). */
  destination: string;
  /** Groups the transfer with the order's charge. */
  transferGroup: string;
  idempotencyKey: string;
}

export interface ProviderTransfer {
  id: string;
  amount: number;
  currency: string;
  destination: string;
}

/**
 * A seller's payout account as the provider keeps it (Stripe Connect's Account): payouts are
 * enabled once nothing is `currently_due`; its bank account turns 'errored' when a payout to it
 * failed, until another replaces it.
 */
export interface ProviderAccount {
  id: string;
  country: string;
  /** The bank account's currency, once there is one. */
  currency: string | null;
  payouts_enabled: boolean;
  /** Stripe's requirement names: 'external_account', 'individual.verification.document', … */
  currently_due: string[];
  external_account: { id: string; last4: string; status: 'new' | 'errored' } | null;
}

/** What opens an account: a one-time account token made for `idUser`, who owns the account. */
export interface CreateProviderAccount {
  idUser: number;
  country: string;
  token: string;
}

/** A bank payout from a seller's payout account to their bank (Stripe's payouts.create). */
export interface CreateProviderPayout {
  account: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
}

export type ProviderPayoutStatus = 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled';

export interface ProviderPayout {
  id: string;
  amount: number;
  currency: string;
  status: ProviderPayoutStatus;
  /** When the money is expected in the bank (or arrived, once paid). */
  arrival_date: Date;
  /** Stripe's failure code (`account_closed`, `no_account`, …) once failed. */
  failure_code: string | null;
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
  refund(input: CreateProviderRefund): Promise<ProviderRefund>;
  transfer(input: CreateProviderTransfer): Promise<ProviderTransfer>;
  /** Opens a seller's payout account from an account token (Connect Custom). */
  createAccount(input: CreateProviderAccount): Promise<ProviderAccount>;
  /**
   * Changes the account from an account token made for `idUser` (the account's owner). The
   * identity documents reach the account this way too: an account opened from a token takes its
   * `individual` details only from tokens, so the browser uploads them to the provider's files
   * service and makes a token naming them (docs/deploy.md).
   */
  updateAccount(accountId: string, input: CreateProviderAccount): Promise<ProviderAccount>;
  /** Makes the bank account of a bank-account token the account's only one, for payouts. */
  setExternalAccount(accountId: string, input: { idUser: number; token: string }): Promise<ProviderAccount>;
  retrieveAccount(accountId: string): Promise<ProviderAccount>;
  payout(input: CreateProviderPayout): Promise<ProviderPayout>;
  retrievePayout(accountId: string, payoutId: string): Promise<ProviderPayout>;
}
