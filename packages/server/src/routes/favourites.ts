import type { AppContext } from '../context.js';
import type { Handlers } from '../http/handler.js';
import { notYet } from '../http/notYet.js';

export function favouriteHandlers(_context: AppContext) {
  return {
    getWishlist: notYet,
    toggleWishlist: notYet,
  } satisfies Partial<Handlers>;
}
