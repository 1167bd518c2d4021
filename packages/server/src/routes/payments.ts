import type { AppContext } from '../context.js';
import type { Handlers } from '../http/handler.js';
import { notYet } from '../http/notYet.js';

export function paymentHandlers(_context: AppContext) {
  return {
    getCustomer: notYet,
    createIntent: notYet,
    sandboxToken: notYet,
    sandboxConfirm: notYet,
    sandboxFile: notYet,
  } satisfies Partial<Handlers>;
}
