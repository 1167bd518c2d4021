/** Picks the payment provider: Stripe when STRIPE_SECRET_KEY is set, else the offline sandbox. */
import type { Database } from '../db/database.js';
import { customerStore } from '../db/queries/payments.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox.js';
import { createStripeProvider, type StripeClient } from './stripe.js';

export interface ProviderOptions {
  env?: NodeJS.ProcessEnv;
  /** The clock the sandbox dates cards with. */
  now?: () => Date;
  /** Loads the `stripe` package; tests pass a fake. @default () => import('stripe') */
  loadStripe?: () => Promise<unknown>;
}

// A specifier in a variable: `stripe` is an optional dependency, absent unless Stripe is used,
// and the type-checker must not look for it.
const STRIPE_PACKAGE = 'stripe';

async function stripeClient(secretKey: string, loadStripe: () => Promise<unknown>): Promise<StripeClient> {
  let module: { default?: new (key: string) => StripeClient };
  try {
    module = (await loadStripe()) as typeof module;
  } catch (error) {
    throw new Error(
      'STRIPE_SECRET_KEY is set but the `stripe` package is not installed. Run ' +
        '`npm install stripe --workspace @vitrine/server`, or unset STRIPE_SECRET_KEY to use the offline sandbox.',
      { cause: error },
    );
  }
  const Stripe = module.default;
  if (typeof Stripe !== 'function')
    throw new Error('The `stripe` package has no default export to construct.');
  return new Stripe(secretKey);
}

export async function createPaymentProvider(
  db: Database,
  options: ProviderOptions = {},
): Promise<PaymentProvider> {
  const env = options.env ?? process.env;
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return createSandboxProvider(db, { now: options.now });

  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  if (!publishableKey) {
    throw new Error(
      'STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY: browsers need the publishable key to pay. Set both, or neither for the sandbox.',
    );
  }
  const client = await stripeClient(secretKey, options.loadStripe ?? (() => import(STRIPE_PACKAGE)));
  return createStripeProvider({ client, publishableKey, customers: customerStore(db, 'stripe') });
}
