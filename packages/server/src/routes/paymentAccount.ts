import type { AppContext } from '../context.js';
import type { Handlers } from '../http/handler.js';
import { notYet } from '../http/notYet.js';

export function paymentAccountHandlers(_context: AppContext) {
  return {
    storeAccount: notYet,
    getAccount: notYet,
    createExternalAccount: notYet,
    updateAccount: notYet,
  } satisfies Partial<Handlers>;
}
