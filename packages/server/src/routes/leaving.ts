/**
 * Leaving: the caller's data exported, and the account deleted. Whoever acts comes from the
 * token; deletion asks for the password again (a stolen session alone cannot delete an account)
 * and is refused, saying what is still open, while another person waits on the account.
 */
import { ACCOUNT_BUSY_CODE, orderNumber } from '@vitrine/contract';
import { createCurrentPasswordCheck } from '../auth/currentPassword.js';
import { closeSockets, deleteSessions } from '../auth/endSessions.js';
import type { AppContext } from '../context.js';
import {
  eraseAccount,
  isBusy,
  lockAccount,
  lockListingsOf,
  whatNeedsAccount,
} from '../db/queries/accountDeletion.js';
import { readAccountExport } from '../db/queries/accountExport.js';
import { createExportLimiter } from '../export/exportLimiter.js';
import { ordersCsv } from '../export/ordersCsv.js';
import type { Handlers } from '../http/handler.js';
import { conflict, HttpError, notFound } from '../http/httpError.js';

/** The refusal of a deletion, naming what is still open. */
function stillNeeded(busy: { orders: number[]; offers: number; checkouts: number }): HttpError {
  const parts: string[] = [];
  if (busy.orders.length > 0) {
    parts.push(
      `order${busy.orders.length > 1 ? 's' : ''} ${busy.orders.map(orderNumber).join(', ')} not settled`,
    );
  }
  if (busy.offers > 0) parts.push(`${busy.offers} offer${busy.offers > 1 ? 's' : ''} open or accepted`);
  if (busy.checkouts > 0)
    parts.push(`${busy.checkouts} checkout${busy.checkouts > 1 ? 's' : ''} holding items`);
  return new HttpError(
    409,
    `Your account cannot be deleted yet: ${parts.join('; ')}. Delete it once they are over.`,
    { code: ACCOUNT_BUSY_CODE, ...busy },
  );
}

export function leavingHandlers(context: AppContext) {
  const { db, media, now } = context;
  const currentPassword = createCurrentPasswordCheck(db, now);
  const exports = createExportLimiter(now);

  return {
    exportAccount: async ({ user }) => {
      exports.take(user.id_user);
      const data = await readAccountExport(db, user.id_user, now());
      if (!data) throw notFound('This account no longer exists.');
      return { ...data, orders_csv: ordersCsv(data.orders) };
    },

    deleteAccount: async ({ input, user, request }) => {
      await currentPassword.check(user, input.password, request.ip);
      const at = now();
      // Told before anything is written, and again under the account's lock: an order paid
      // between the two still refuses.
      const before = await whatNeedsAccount(db, user.id_user, at);
      if (isBusy(before)) throw stillNeeded(before);
      const { files, ended } = await db.transaction(async (tx) => {
        // The listings before the account, in a checkout's order of locks (lockListingsOf).
        await lockListingsOf(tx, user.id_user);
        if (!(await lockAccount(tx, user.id_user))) throw conflict('This account is already deleted.');
        const busy = await whatNeedsAccount(tx, user.id_user, at);
        if (isBusy(busy)) throw stillNeeded(busy);
        const erased = await eraseAccount(tx, user.id_user, at);
        return { files: erased.paths, ended: await deleteSessions(tx, user.id_user) };
      });
      // Once committed: the live connections close, the files no row names any more go.
      closeSockets(context, ended);
      await Promise.all(files.map((path) => media.discard(path).catch(() => undefined)));
      return { success: true };
    },
  } satisfies Partial<Handlers>;
}
