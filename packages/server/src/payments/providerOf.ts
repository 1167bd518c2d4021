/** The provider a payment_intent was opened with. */
import type { AppContext } from '../context.js';
import type { IntentRecord } from '../db/queries/payments.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox.js';

/** The provider an intent was opened with; sandbox intents stay reachable after a switch to Stripe. */
export function providerOf(
  context: Pick<AppContext, 'db' | 'now' | 'payments'>,
  intent: Pick<IntentRecord, 'id' | 'provider'>,
): PaymentProvider {
  if (intent.provider === context.payments.name) return context.payments;
  if (intent.provider === 'sandbox') return createSandboxProvider(context.db, { now: context.now });
  throw new Error(`Intent ${intent.id} belongs to ${intent.provider}, which is not configured.`);
}
