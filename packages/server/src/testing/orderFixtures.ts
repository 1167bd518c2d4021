/**
 * Orders for lifecycle tests: a real checkout (reserve, pay with 4242) by a new buyer, then the
 * moves that bring the order to the state a test starts from, made as the real parties make them.
 */

import type { OrderState, OrderTransition } from '@vitrine/contract';
import type { AuthUser } from '../auth/authenticate.js';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../config.js';
import { openSession } from '../db/queries/users.js';
import { act } from '../orders/lifecycle.js';
import type { RunningServer } from '../server.js';
import { type Buyer, buy, type ItemForSale, itemOf, newBuyer } from './checkoutFixtures.js';

export interface OrderFixture {
  id_commande: number;
  buyer: Buyer;
  item: ItemForSale;
  /** The seller, signed in. */
  seller: { id_user: number; token: string };
}

/** The moves from a paid order to each state, as its parties (and staff) make them. */
const PATH: Partial<Record<OrderState, OrderTransition[]>> = {
  paid: [],
  accepted: ['accept'],
  declined: ['decline'],
  shipped: ['accept', 'ship'],
  received: ['accept', 'ship', 'confirmReception'],
  disputed: ['accept', 'ship', 'confirmReception', 'reportProblem'],
};

let sellerTurn = 0;

/** An item for sale by one seeded seller after another, so long test files do not run out. */
export async function anyItem(server: RunningServer, except: readonly string[] = []): Promise<ItemForSale> {
  const sellers = await server.db.query<{ email: string }>(
    `SELECT email FROM utilisateur WHERE role = 'kim' AND lower(email) <> ALL($1::text[]) ORDER BY id_user`,
    [except.map((email) => email.toLowerCase())],
  );
  for (let tries = 0; tries < sellers.length; tries++) {
    const seller = sellers[sellerTurn++ % sellers.length] as { email: string };
    try {
      return await itemOf(server, seller.email);
    } catch {
      // This seller has nothing left; the next one.
    }
  }
  throw new Error('No item left for sale');
}

export function authUser(id_user: number, role = 'user'): AuthUser {
  return { id_user, role, email: `${id_user}@test.vitrine.dev`, pseudo: `user${id_user}` };
}

/** A paid order of a new buyer, moved on to `state`. */
export async function orderIn(
  server: RunningServer,
  state: keyof typeof PATH,
  given: { buyer?: Buyer; item?: ItemForSale } = {},
): Promise<OrderFixture> {
  const buyer = given.buyer ?? (await newBuyer(server));
  const bought = given.item ?? (await anyItem(server));
  await buy(server, buyer, bought);
  const [order] = await server.db.query<{ id_commande: number }>(
    `SELECT id_commande FROM commande WHERE id_user = $1 AND id_sous_produit = $2`,
    [buyer.id_user, bought.id_sous_produit],
  );
  const id_commande = (order as { id_commande: number }).id_commande;
  const seller = {
    id_user: bought.id_vendeur,
    token: (await openSession(server.db, bought.id_vendeur, DEFAULT_TOKEN_TTL_SECONDS, new Date())).token,
  };
  for (const move of PATH[state] ?? []) {
    const by = move === 'confirmReception' || move === 'reportProblem' ? buyer.id_user : bought.id_vendeur;
    await act(server.context, authUser(by), id_commande, move, {
      note: move === 'reportProblem' ? 'The clasp is broken.' : null,
      shipping:
        move === 'ship'
          ? {
              transporteur: 'Colissimo',
              suivi_livraison: '6A123456789',
              lien_suivi: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789',
            }
          : undefined,
    });
  }
  return { id_commande, buyer, item: bought, seller };
}

/** A signed-in staff member (the seeded one). */
export async function staffSession(server: RunningServer): Promise<{ id_user: number; token: string }> {
  const [staff] = await server.db.query<{ id_user: number }>(
    `SELECT id_user FROM utilisateur WHERE role = 'staff' ORDER BY id_user LIMIT 1`,
  );
  const id_user = (staff as { id_user: number }).id_user;
  return {
    id_user,
    token: (await openSession(server.db, id_user, DEFAULT_TOKEN_TTL_SECONDS, new Date())).token,
  };
}
