/** An order's shipping state, which its seller moves on (the socket's `update etat commande`). */
import type { OrderState } from '@vitrine/contract';
import type { Queryable } from '../database.js';

export interface OrderParties {
  id_commande: number;
  /** The buyer. */
  id_user: number;
  id_vendeur: number;
  etat: string;
}

export async function orderParties(db: Queryable, idCommande: number): Promise<OrderParties | undefined> {
  const rows = await db.query<OrderParties>(
    'SELECT id_commande, id_user, id_vendeur, etat FROM commande WHERE id_commande = $1',
    [idCommande],
  );
  return rows[0];
}

export interface OrderStateChange {
  etat: OrderState;
  /** The carrier's tracking number and link; absent leaves the stored ones. */
  suivi_livraison?: string;
  lien_suivi?: string;
}

/** Stores the new state (and tracking) of an order of `idVendeur`; false when it is not theirs. */
export async function setOrderState(
  db: Queryable,
  idCommande: number,
  idVendeur: number,
  change: OrderStateChange,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE commande
        SET etat = $3, suivi_livraison = COALESCE($4, suivi_livraison), lien_suivi = COALESCE($5, lien_suivi)
      WHERE id_commande = $1 AND id_vendeur = $2
      RETURNING id_commande`,
    [idCommande, idVendeur, change.etat, change.suivi_livraison ?? null, change.lien_suivi ?? null],
  );
  return rows.length > 0;
}
