/**
 * The alerts a verification makes: a listing verified for the first time is news to everyone
 * whose saved search it matches; one verified again at a lower price is news to everyone who
 * loves it. They are written in the verification's own transaction (so a verified listing's
 * alerts are never lost nor made twice), and told live once it committed.
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

/** Writes the alerts of a listing just verified, in the verification's transaction; answers them. */
export async function alertsOfVerification(tx: Queryable, idProduit: number, now: Date): Promise<AlertRow[]> {
  const price = await recordVerifiedPrice(tx, idProduit);
  if (!price) return [];
  const made: AlertRow[] = [];
  if (price.before === null) {
    const told = new Set<number>();
    for (const search of await candidateSearches(tx, idProduit)) {
      if (told.has(search.id_user) || !(await matches(tx, search, idProduit))) continue;
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
export function announceAlerts(context: Pick<AppContext, 'notifier'>, alerts: readonly AlertRow[]): void {
  for (const alert of alerts) context.notifier.toUser(alert.id_user, 'alerte', { alerte: alertOf(alert) });
}
