/**
 * Deleting an account. What another person still waits on keeps it (the contract's
 * ORDER_STATES_SETTLED_FOR, open offers, checkouts holding items); otherwise its row stays —
 * the other party's orders, reviews and messages point at it — emptied of everything personal,
 * and what was only the account's own goes. docs/product-rules.md "Leaving" says what is kept and why.
 */
import { type AccountBusy, ORDER_STATES_SETTLED_FOR } from '@vitrine/contract';
import type { Queryable } from '../database.js';

/** The states as an SQL list; they are the contract's constants, never a request's text. */
const sqlList = (states: readonly string[]) => states.map((state) => `'${state}'`).join(', ');

/** What still needs the account now: nothing when every list is empty. */
export async function whatNeedsAccount(db: Queryable, idUser: number, now: Date): Promise<AccountBusy> {
  const orders = await db.query<{ id_commande: number }>(
    `SELECT id_commande FROM commande
      WHERE (id_user = $1 AND etat NOT IN (${sqlList(ORDER_STATES_SETTLED_FOR.buyer)}))
         OR (id_vendeur = $1 AND etat NOT IN (${sqlList(ORDER_STATES_SETTLED_FOR.seller)}))
      ORDER BY id_commande`,
    [idUser],
  );
  const [offers] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM offre
      WHERE (id_user = $1 OR id_vendeur = $1) AND etat IN ('open', 'accepted')`,
    [idUser],
  );
  // A checkout of the account, or of a buyer paying for one of its listings this minute.
  const [checkouts] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM payment_intent
      WHERE (id_user = $1 OR id_vendeur = $1) AND status = 'pending' AND expires_at > $2`,
    [idUser, now.toISOString()],
  );
  return {
    orders: orders.map((row) => row.id_commande),
    offers: offers?.count ?? 0,
    checkouts: checkouts?.count ?? 0,
  };
}

export function isBusy(busy: AccountBusy): boolean {
  return busy.orders.length > 0 || busy.offers > 0 || busy.checkouts > 0;
}

/** Files the erased rows named, to discard once the erasure is committed. */
export interface ErasedFiles {
  paths: string[];
}

/**
 * Erases the account in `tx` (the caller checked the password and that nothing needs it, under
 * {@link lockAccount}). Answers the stored files it named (avatar, identity documents).
 */
export async function eraseAccount(tx: Queryable, idUser: number, now: Date): Promise<ErasedFiles> {
  const at = now.toISOString();
  const [account] = await tx.query<{ image_link_profile: string | null }>(
    'SELECT image_link_profile FROM utilisateur WHERE id_user = $1',
    [idUser],
  );
  const documents = await tx.query<{ chemin: string }>(
    'DELETE FROM document_identite WHERE id_user = $1 RETURNING chemin',
    [idUser],
  );
  // Its listings leave every list, search and cart; orders already made keep the article as sold.
  await tx.query('UPDATE produit SET retire_le = COALESCE(retire_le, $2) WHERE id_vendeur = $1', [
    idUser,
    at,
  ]);
  // What was only the account's own.
  for (const table of [
    'panier',
    'wishlist',
    'parametre_user',
    'langue_profile',
    'adresse_vendeur',
    'coordonnees_bancaires',
    'account_link',
    'account_token_claim',
    'client_paiement',
    'mail_outbox',
    // What they searched for, and the alerts it made: with them gone, a deleted account is
    // matched by no new listing and sent no digest.
    'alerte',
    'alerte_digest',
    'recherche_sauvee',
  ]) {
    // Table names come from this list, never from the request.
    await tx.query(`DELETE FROM ${table} WHERE id_user = $1`, [idUser]);
  }
  await tx.query('DELETE FROM message_mail WHERE id_receiver = $1', [idUser]);
  // Addresses no order or payment names go; those that do keep only the country, region, city
  // and postcode (where the sale took place, for the accounts and the tax) and lose the person.
  await tx.query(
    `DELETE FROM adresse_livraison a
      WHERE a.id_user = $1
        AND NOT EXISTS (SELECT 1 FROM commande c WHERE c.id_adresse_livraison = a.id_adresse_livraison)
        AND NOT EXISTS (SELECT 1 FROM payment_intent i WHERE i.id_adresse_livraison = a.id_adresse_livraison)`,
    [idUser],
  );
  await tx.query(
    `UPDATE adresse_livraison SET prenom = NULL, nom = '', adresse = '', complement = '', telephone = ''
      WHERE id_user = $1`,
    [idUser],
  );
  // The payout account's id at the provider stays (past payouts and refunds are reconciled by
  // it); the bank account it pays to does not.
  await tx.query(
    'UPDATE compte_paiement SET external_account = NULL, external_last4 = NULL WHERE id_user = $1',
    [idUser],
  );
  // The row itself: an empty e-mail and pseudo (no sign-in finds it; screens say "Deleted
  // account"), no password, no name, birth date, telephone or avatar.
  await tx.query(
    `UPDATE utilisateur
        SET email = '', password_hash = '', pseudo_profile = '', nom_profile = '', prenom_profile = '',
            sexe_profile = '', date_naiss_profile = NULL, contact_profile = '', image_link_profile = NULL,
            newsletter = false, status = '', email_confirmed = false, supprime_le = $2
      WHERE id_user = $1`,
    [idUser, at],
  );
  return {
    paths: [
      ...(account?.image_link_profile ? [account.image_link_profile] : []),
      ...documents.map((row) => row.chemin),
    ],
  };
}

/**
 * Takes the account's row for the transaction: a second deletion, a password change or a sign-up
 * racing this one waits for it to end.
 */
export async function lockAccount(tx: Queryable, idUser: number): Promise<boolean> {
  const rows = await tx.query(
    'SELECT 1 FROM utilisateur WHERE id_user = $1 AND supprime_le IS NULL FOR UPDATE',
    [idUser],
  );
  return rows.length > 0;
}

/**
 * Takes the rows of the account's listings, in the order of their ids, before the account's own
 * row. A checkout takes its listings (in the same order) and then, naming the seller in its
 * reservation, the seller's row: a deletion taking the seller's row first and the listings after
 * would wait on it in a cycle. In this order one waits for the other and then sees what it did.
 */
export async function lockListingsOf(tx: Queryable, idUser: number): Promise<void> {
  await tx.query('SELECT 1 FROM produit WHERE id_vendeur = $1 ORDER BY id_produit FOR NO KEY UPDATE', [
    idUser,
  ]);
}
