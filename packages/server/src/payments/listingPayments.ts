/**
 * A refusal, a withdrawal or a new price first ends the listing's pending payments at the
 * provider, so none of them can complete once the listing no longer honours it. Each is settled
 * as the sweeper settles an expired one: a payment the provider already charged came first and
 * becomes its order (the listing still honoured it then); any other is canceled at the provider
 * before its item is released.
 */
import type { AppContext } from '../context.js';
import { pendingIntentsOfListing } from '../db/queries/payments.js';
import { settleReservation } from './sweeper.js';

/**
 * Settles the listing's pending payments: all of them (`'all'`, staff's refusal), or only those
 * whose hold has expired (`'expired'`: a seller may not withdraw or reprice while a buyer's hold
 * runs, so only expired ones can be left). A payment the provider cannot settle yet stays
 * pending; the payment's own check (honour.ts) then refuses it.
 */
export async function endListingPayments(
  context: Pick<AppContext, 'db' | 'now' | 'notifier' | 'payments' | 'config' | 'mailer'>,
  idProduit: number,
  which: 'all' | 'expired',
): Promise<void> {
  const pending = await pendingIntentsOfListing(
    context.db,
    idProduit,
    which === 'expired' ? context.now() : undefined,
  );
  for (const intent of pending) {
    await settleReservation(context, intent).catch(() => 'kept');
  }
}
