import type { AppContext } from '../context.js';
import type { Handlers } from '../http/handler.js';
import { notYet } from '../http/notYet.js';

export function cartHandlers(_context: AppContext) {
  return {
    listPanier: notYet,
    addPanier: notYet,
    deletePanierItem: notYet,
  } satisfies Partial<Handlers>;
}
