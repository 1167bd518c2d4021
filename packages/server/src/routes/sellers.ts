import type { AppContext } from '../context.js';
import {
  getProfileLanguages,
  getSellerCard,
  listNewestSellers,
  listSellerCards,
  listSpokenLanguages,
} from '../db/queries/sellers.js';
import type { Handlers } from '../http/handler.js';
import { notFound } from '../http/httpError.js';

export function sellerHandlers({ db }: AppContext) {
  return {
    listNewSellers: async ({ input }) => ({
      // The spec wraps each new seller with empty default and languages lists (§3).
      data: (await listNewestSellers(db, input)).map((user) => ({ user, defaut: [], langues: [] })),
    }),
    listAllVendeurs: async ({ input }) => ({
      data: await listSellerCards(db, {
        alpha2: input.alpha2,
        languageId: input.id_langue,
        page: input.page,
        limit: input.limit,
      }),
    }),
    getVendeur: async ({ input }) => {
      const card = await getSellerCard(db, input.id_vendeur);
      if (!card) throw notFound(`No seller with the id ${input.id_vendeur}.`);
      return { data: card };
    },
    listLangueVendeur: async () => ({ data: await listSpokenLanguages(db) }),
    getLanguesByProfile: async ({ input }) => {
      const languages = await getProfileLanguages(db, input.id_user);
      if (!languages) throw notFound(`No user with the id ${input.id_user}.`);
      return { data: languages };
    },
  } satisfies Partial<Handlers>;
}
