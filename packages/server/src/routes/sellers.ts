import type { AppContext } from '../context.js';
import { listNewestSellers } from '../db/queries/sellers.js';
import type { Handlers } from '../http/handler.js';
import { notYet } from '../http/notYet.js';

export function sellerHandlers({ db }: AppContext) {
  return {
    listNewSellers: async ({ input }) => ({
      // The spec wraps each new seller with empty default and languages lists (§3).
      data: (await listNewestSellers(db, input)).map((user) => ({ user, defaut: [], langues: [] })),
    }),
    listAllVendeurs: notYet,
    getVendeur: notYet,
    listLangueVendeur: notYet,
    getLanguesByProfile: notYet,
  } satisfies Partial<Handlers>;
}
