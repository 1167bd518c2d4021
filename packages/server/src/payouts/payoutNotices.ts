/**
 * What happens when a seller's bank payout moves: made (pending), sent to the bank (in transit),
 * arrived (paid) or failed. Called once per change, by the runner that recorded it, after the
 * change is committed — the one place where a "payout sent" e-mail, or any other word to the
 * seller about their money, hooks in.
 */

import type { JobContext } from '../orders/jobs.js';
import type { ProviderPayoutStatus } from '../payments/provider.js';

export interface PayoutNotice {
  id_commande: number;
  id_vendeur: number;
  status: ProviderPayoutStatus;
  /** Minor units of `currency`, the seller's. */
  amount: number;
  currency: string;
  /** When the money is expected in the bank (or arrived). */
  arrival_date: Date;
  /** The provider's reason for a failed payout (`account_closed`, …). */
  failure_code: string | null;
}

export function payoutMoved(context: Pick<JobContext, 'notifier' | 'db'>, notice: PayoutNotice): void {
  // The seller's order screen reads its timeline again, where the payout's state shows.
  context.notifier.toUser(notice.id_vendeur, 'update etat commande', {
    id_commande: notice.id_commande,
    etat: 'paid_out',
  });
}
