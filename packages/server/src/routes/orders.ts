import type { AppContext } from '../context.js';
import type { Handlers } from '../http/handler.js';
import { notYet } from '../http/notYet.js';

export function orderHandlers(_context: AppContext) {
  return {
    getCommande: notYet,
    listPurchases: notYet,
    listSales: notYet,
    getLastAddress: notYet,
    saveAddress: notYet,
  } satisfies Partial<Handlers>;
}
