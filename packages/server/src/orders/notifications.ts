/**
 * E-mails about an order's moves, to its buyer and its seller when their settings allow: the
 * buyer's 'suivi_commande' (order tracking), the seller's 'vente' (sales), and 'retour' for both
 * once a problem is reported. How a user is mailed is decided in notifications/mailUser.
 */
import { CANONICAL_LOCALES, type NotificationSetting, type OrderState, pathFor } from '@vitrine/contract';
import type { Queryable } from '../db/database.js';
import type { Mailer } from '../notifications/mailer.js';
import { mailUser } from '../notifications/mailUser.js';

export interface OrderMove {
  id_commande: number;
  id_user: number;
  id_vendeur: number;
  etat: OrderState;
}

/** Who is told of a move, and the setting that lets them be. */
function recipients(move: OrderMove): Array<{ id_user: number; setting: NotificationSetting }> {
  const disputed = move.etat === 'disputed';
  return [
    { id_user: move.id_user, setting: disputed ? 'retour' : 'suivi_commande' },
    { id_user: move.id_vendeur, setting: disputed ? 'retour' : 'vente' },
  ];
}

/**
 * Sends the e-mails of one move; a failure is reported, never thrown into the move. The order's
 * link starts with `publicUrl` (PUBLIC_URL), the site's configured address: never a request's Host.
 */
export async function mailOrderMove(
  db: Queryable,
  mailer: Mailer,
  move: OrderMove,
  publicUrl: string,
): Promise<void> {
  const [item] = await db.query<{ item: string }>(
    `SELECT m.nom_marque || ' ' || p.modele AS item
       FROM commande c JOIN produit p ON p.id_produit = c.id_produit JOIN marque m ON m.id_marque = p.id_marque
      WHERE c.id_commande = $1`,
    [move.id_commande],
  );
  for (const { id_user, setting } of recipients(move)) {
    await mailUser(db, mailer, {
      id_user,
      setting,
      texts: 'orderMail',
      compose: ({ t, lng }) => {
        const values = { number: move.id_commande, state: t(`states.${move.etat}`), item: item?.item ?? '' };
        // The order's page in the reader's language, at the site's canonical segment for it.
        const link = `${publicUrl}${pathFor({ to: 'order', id_commande: move.id_commande }, CANONICAL_LOCALES[lng])}`;
        return {
          subject: t('subject', values),
          paragraphs: [t('moved', values), `${t('where')}\n${link}`],
          // Lets a mail client (and a test) tell which order a message is about.
          headers: { 'X-Vitrine-Commande': String(move.id_commande) },
        };
      },
    });
  }
}
