/**
 * What waits for the signed-in user (an addition to the spec): counted for the token's user only,
 * as a seller (sales to accept or ship) and as a buyer (receptions to confirm), with their unread
 * messages. Staff count as any user: their own orders and messages, nobody else's.
 */
import type { AppContext } from '../context.js';
import { waitingFor } from '../db/queries/waiting.js';
import type { Handlers } from '../http/handler.js';

export function waitingHandlers({ db }: AppContext) {
  return {
    getWaiting: async ({ user }) => ({ data: await waitingFor(db, user.id_user) }),
  } satisfies Partial<Handlers>;
}
