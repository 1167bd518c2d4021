/**
 * The end of an offer's time as a durable job: an open offer unanswered after its day expires, an
 * accepted one unpaid after its hold lapses (the item is then anyone's again). The offer row is
 * the job: its deadline is `expires_at` or `hold_until`, and the job is claimed by the very UPDATE
 * that moves the offer (`FOR UPDATE SKIP LOCKED`, the state in the WHERE), in the transaction that
 * records the move and keeps its e-mails — as the order deadlines are (orders/jobs.ts). A crash
 * rolls all of it back and the next run takes it again; a second runner finds it moved. So each
 * expiry happens once across kills and processes, against the injected clock.
 */

import { claimDueOffer, type OfferRow, recordOfferStep } from '../db/queries/offers.js';
import type { JobContext } from '../orders/jobs.js';
import { announceOffers, queueOfferMails } from './offerNotices.js';

/** Ends every offer whose time is over at `context.now()`; answers how many it ended. */
export async function runOfferJobs(context: JobContext, options: { limit?: number } = {}): Promise<number> {
  const ended: OfferRow[] = [];
  const limit = options.limit ?? 100;
  while (ended.length < limit) {
    const offer = await context.db.transaction(async (tx) => {
      const now = context.now();
      const claimed = await claimDueOffer(tx, now);
      if (!claimed) return undefined;
      await recordOfferStep(tx, claimed.id_offre, claimed.etat, 'system', now);
      await queueOfferMails(context, tx, claimed, claimed.etat);
      return claimed;
    });
    if (!offer) break;
    ended.push(offer);
  }
  await announceOffers(context, ended);
  return ended.length;
}
