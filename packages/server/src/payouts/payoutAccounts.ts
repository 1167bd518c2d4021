/**
 * The marketplace's copy of a seller's payout account follows the provider's: after each call
 * that changes it, and when a payout to it failed. An account that becomes ready sends the
 * payouts that waited for it.
 */
import type { AppContext } from '../context.js';
import { wakeWaitingPayouts } from '../db/queries/orderState.js';
import { mirrorPayoutAccount } from '../db/queries/paymentAccount.js';
import type { ProviderAccount } from '../payments/provider.js';

/** Payouts go to an account with nothing due and a bank account no payout failed to. */
export function readyForPayouts(account: {
  payouts_enabled: boolean;
  external_status?: string | null;
  external_account?: unknown;
}): boolean {
  return account.payouts_enabled && account.external_status !== 'errored';
}

/** Records what the provider says of the account; wakes the seller's waiting payouts when ready. */
export async function accountChanged(
  context: Pick<AppContext, 'db' | 'now'>,
  idUser: number,
  account: ProviderAccount,
): Promise<void> {
  const now = context.now();
  await mirrorPayoutAccount(context.db, idUser, account, now);
  const ready = readyForPayouts({
    payouts_enabled: account.payouts_enabled,
    external_status: account.external_account?.status ?? null,
  });
  if (ready) await wakeWaitingPayouts(context.db, idUser, now);
}
