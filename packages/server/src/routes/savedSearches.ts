import { MAX_SAVED_SEARCHES, SAVED_SEARCH_LIMIT_CODE } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import { visitorCurrency } from '../db/queries/products.js';
import {
  alertsOf,
  countSavedSearches,
  deleteSavedSearch,
  insertSavedSearch,
  lockSaver,
  savedSearchesOf,
} from '../db/queries/savedSearches.js';
import { settingsOf } from '../db/queries/settings.js';
import type { Handlers } from '../http/handler.js';
import { badRequest, HttpError, notFound } from '../http/httpError.js';

/** A text or slug as kept: trimmed, and absent when blank. */
const kept = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function savedSearchHandlers(context: AppContext) {
  const { db } = context;
  return {
    saveSearch: async ({ input, user }) => {
      const settings = await settingsOf(db, user.id_user);
      if (!settings) throw notFound('This account no longer exists.');
      const pays = (input.pays ?? settings.pays).toUpperCase();
      if (!(await visitorCurrency(db, pays)))
        throw badRequest(`pays: no country has the code ${input.pays}.`);
      const saved = await db.transaction(async (tx) => {
        // The count and the insert are one step: two saves at once take turns.
        await lockSaver(tx, user.id_user);
        if ((await countSavedSearches(tx, user.id_user)) >= MAX_SAVED_SEARCHES) {
          throw new HttpError(
            429,
            `You keep ${MAX_SAVED_SEARCHES} saved searches, the most at once: forget one first.`,
            { code: SAVED_SEARCH_LIMIT_CODE, max: MAX_SAVED_SEARCHES },
          );
        }
        return insertSavedSearch(
          tx,
          user.id_user,
          {
            q: kept(input.q),
            genre: kept(input.genre),
            mere: kept(input.mere),
            fils: kept(input.fils),
            prix_min: input.prix_min ?? null,
            prix_max: input.prix_max ?? null,
            etat: input.etat ?? null,
            id_marque: input.id_marque ?? null,
            id_couleur: input.id_couleur ?? null,
            id_taille: input.id_taille ?? null,
            pays,
            langue: input.langue ?? settings.langue,
          },
          context.now(),
        );
      });
      return { data: saved };
    },
    listSavedSearches: async ({ user }) => ({ data: await savedSearchesOf(db, user.id_user) }),
    deleteSavedSearch: async ({ input, user }) => {
      // Another user's search is no search of the caller's: 404, telling nothing of it.
      if (!(await deleteSavedSearch(db, user.id_user, input.id_recherche))) {
        throw notFound(`No saved search ${input.id_recherche}.`);
      }
      return { data: { id_recherche: input.id_recherche } };
    },
    listAlerts: async ({ user }) => ({ data: await alertsOf(db, user.id_user) }),
  } satisfies Partial<Handlers>;
}
