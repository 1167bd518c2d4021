/** What waits for a user, counted in one statement (see the contract's `waiting`). */
import type { Waiting } from '@vitrine/contract';
import type { Queryable } from '../database.js';

export async function waitingFor(db: Queryable, idUser: number): Promise<Waiting> {
  const rows = await db.query<Waiting>(
    `SELECT
       (SELECT count(*)::int FROM commande WHERE id_vendeur = $1 AND etat = 'paid') AS to_accept,
       (SELECT count(*)::int FROM commande WHERE id_vendeur = $1 AND etat = 'accepted') AS to_ship,
       (SELECT count(*)::int FROM commande WHERE id_user = $1 AND etat = 'shipped') AS to_confirm,
       (SELECT count(*)::int FROM message WHERE id_receiver = $1 AND NOT lu) AS unread`,
    [idUser],
  );
  const [waiting] = rows;
  if (!waiting) throw new Error('Counting what waits answered no row');
  return waiting;
}
