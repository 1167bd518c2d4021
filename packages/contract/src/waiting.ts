/**
 * What waits for the signed-in user: the orders they must move as a seller or as a buyer, and the
 * messages they have not opened. The header's account entry and the account menu show it; the
 * SDK keeps it current on live events.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { dataOf } from './schema.js';

export const WaitingSchema = z.object({
  /** Sales paid and not answered yet: the seller accepts or declines them. */
  to_accept: z.number(),
  /** Sales accepted and not shipped yet. */
  to_ship: z.number(),
  /** Purchases shipped whose reception the buyer has not confirmed. */
  to_confirm: z.number(),
  /** Messages to the user not opened yet. */
  unread: z.number(),
});
export type Waiting = z.infer<typeof WaitingSchema>;

export const waitingEndpoints = {
  getWaiting: defineEndpoint({
    method: 'GET',
    path: 'account/waiting',
    response: dataOf(WaitingSchema),
    access: 'private',
    summary:
      'What waits for the caller: sales to accept or ship, purchases whose reception to confirm, unread messages (an addition).',
  }),
} as const;
