/**
 * The alerts a verification makes: a listing verified for the first time is news to everyone
 * whose saved search it matches; one verified again at a lower price is news to everyone who
 * loves it. They are made after the verification committed, in a transaction of their own: the
 * verification is staff's decision and stands whatever the alerts meet (a saved search whose
 * stored filters no longer read, a failure of the database meanwhile), and the matching, a
 * search per saved search, does not hold the listing's lock. A search that fails to match is
 * reported and skipped; the others are still told.
 */
import type { SavedSearch } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { productMatches } from '../db/queries/products.js';
import {
  type AlertRow,
  alertedLikers,
  alertOf,
  candidateSearches,
  insertAlert,
  recordVerifiedPrice,
} from '../db/queries/savedSearches.js';
import { refinements } from '../routes/catalog.js';
import { readSearchQuery } from '../search/searchQuery.js';

/** Whether the listing is among what the saved search finds now, as the search page would find it. */
async function matches(db: Queryable, search: SavedSearch, idProduit: number): Promise<boolean> {
  const text = search.q?.trim() ? await readSearchQuery(db, search.langue, search.q) : undefined;
  // A text of stop words only finds nothing, as the search page answers.
  if (text === null) return false;
  const filters = await refinements(
    db,
    {
      prix_min: search.prix_min ?? undefined,
      prix_max: search.prix_max ?? undefined,
      pays: search.pays,
    },
    'newest',
    text,
  );
  return productMatches(db, {
    ...filters,
    brandId: search.id_marque ?? undefined,
    colourId: search.id_couleur ?? undefined,
    sizeId: search.id_taille ?? undefined,
    condition: search.etat ?? undefined,
    genre: search.genre ?? undefined,
    mere: search.mere ?? undefined,
    fils: search.fils ?? undefined,
    productId: idProduit,
  });
}

/** Whether the listing matches; false, reported, when the search cannot be read any more. */
async function matchesOrReports(
  db: Queryable,
  search: SavedSearch,
  idProduit: number,
  onError: (error: unknown) => void,
): Promise<boolean> {
  try {
    return await matches(db, search, idProduit);
  } catch (error) {
    onError(new Error(`Saved search ${search.id_recherche} could not be matched`, { cause: error }));
    return false;
  }
}

/** Writes the alerts of a listing just verified; answers them. A search that fails is told to `onError`. */
export async function alertsOfVerification(
  tx: Queryable,
  idProduit: number,
  now: Date,
  onError: (error: unknown) => void,
): Promise<AlertRow[]> {
  const price = await recordVerifiedPrice(tx, idProduit);
  if (!price) return [];
  const made: AlertRow[] = [];
  if (price.before === null) {
    const told = new Set<number>();
    for (const search of await candidateSearches(tx, idProduit)) {
      if (told.has(search.id_user) || !(await matchesOrReports(tx, search, idProduit, onError))) continue;
      told.add(search.id_user);
      const alert = await insertAlert(
        tx,
        {
          id_user: search.id_user,
          genre: 'nouveaute',
          id_produit: idProduit,
          id_recherche: search.id_recherche,
          prix: price.prix,
          prix_avant: null,
          devise: price.devise,
        },
        now,
      );
      if (alert) made.push(alert);
    }
  } else if (price.prix < price.before) {
    for (const idUser of await alertedLikers(tx, idProduit)) {
      const alert = await insertAlert(
        tx,
        {
          id_user: idUser,
          genre: 'baisse',
          id_produit: idProduit,
          id_recherche: null,
          prix: price.prix,
          prix_avant: price.before,
          devise: price.devise,
        },
        now,
      );
      if (alert) made.push(alert);
    }
  }
  return made;
}

/** Tells each alert live to its user's connections. */
function announceAlerts(context: Pick<AppContext, 'notifier'>, alerts: readonly AlertRow[]): void {
  for (const alert of alerts) context.notifier.toUser(alert.id_user, 'alerte', { alerte: alertOf(alert) });
}

/**
 * Makes and tells the alerts of a verification that committed. It never throws: what fails is
 * told to `onError`, and the verification's answer does not wait on it failing.
 */
export async function alertAfterVerification(
  context: Pick<AppContext, 'db' | 'notifier'>,
  idProduit: number,
  now: Date,
  onError: (error: unknown) => void,
): Promise<void> {
  try {
    const alerts = await context.db.transaction((tx) => alertsOfVerification(tx, idProduit, now, onError));
    announceAlerts(context, alerts);
  } catch (error) {
    onError(new Error(`The alerts of listing ${idProduit} could not be made`, { cause: error }));
  }
}
