/** Picks the payment provider: Stripe when STRIPE_SECRET_KEY is set, else the offline sandbox. */
import type { Database } from '../db/database.js';
import type { PaymentProvider } from './provider.js';

export function createPaymentProvider(_db: Database): PaymentProvider {
  const missing = async (): Promise<never> => {
    throw new Error('The payment provider is not implemented yet.');
  };
  return {
    name: 'sandbox',
    publishableKey: 'pk_test_sandbox',
    ensureCustomer: missing,
    createIntent: missing,
    retrieveIntent: missing,
    cancelIntent: missing,
  };
}
