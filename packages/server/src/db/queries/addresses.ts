/**
 * The address book (spec §3 "Delivery address"): a user's delivery addresses, one the default.
 * An address an order or a payment names is kept as it was, so that the order shows what was
 * shipped to: changing it adds the new version in its place and retires the old, deleting it
 * retires it (migrations/035_address_book.sql). An address no order names is changed or deleted
 * outright.
 */
import type { BookAddress, LastAddress } from '@vitrine/contract';
import type { Queryable } from '../database.js';

export interface NewDeliveryAddress {
  prenom: string | null;
  nom: string;
  /** The country's alpha-2, in any case. */
  pays: string;
  adresse: string;
  complement: string;
  ville: string;
  region_etat: string;
  code_postal: string;
  telephone: string;
}

/** An address in the shape the spec's "last address" read answers, and whether it is the default. */
const BOOK_COLUMNS = `
  a.id_adresse_livraison, a.prenom, a.nom, py.alpha2, py.nom_fr_fr,
  a.adresse AS adresse_1, a.complement AS adresse_2, a.ville, a.region_etat, a.code_postal,
  a.telephone AS numero, a.par_defaut`;

const IN_BOOK = 'a.retiree_at IS NULL';

/** An address's values, in the order the statements below number them after their ids. */
const addressValues = (address: NewDeliveryAddress) => [
  address.prenom,
  address.nom,
  address.pays,
  address.adresse,
  address.complement,
  address.ville,
  address.region_etat,
  address.code_postal,
  address.telephone,
];

/**
 * Makes the user's changes to their book take turns until the transaction ends: which address is
 * the default is read and then written, and two changes at once (a form sent twice) would both
 * find none and both make theirs the default. The user's row is the one thing both always have;
 * `FOR NO KEY UPDATE` leaves the references to it (a payment, a message) unblocked.
 */
async function lockBook(tx: Queryable, idUser: number): Promise<void> {
  await tx.query('SELECT 1 FROM utilisateur WHERE id_user = $1 FOR NO KEY UPDATE', [idUser]);
}

/**
 * Adds an address to the book, within the caller's transaction; the default when asked, or when
 * the book has none. Null when its country is unknown.
 */
export async function saveDeliveryAddress(
  db: Queryable,
  idUser: number,
  address: NewDeliveryAddress,
  makeDefault = false,
): Promise<BookAddress | null> {
  await lockBook(db, idUser);
  if (makeDefault) await clearDefault(db, idUser);
  const rows = await db.query<BookAddress>(
    `WITH a AS (
       INSERT INTO adresse_livraison
              (id_user, prenom, nom, id_pays, adresse, complement, ville, region_etat, code_postal, telephone,
               par_defaut)
       SELECT $1, $2, $3, py.id_pays, $5, $6, $7, $8, $9, $10,
              NOT EXISTS (SELECT 1 FROM adresse_livraison d
                           WHERE d.id_user = $1 AND d.par_defaut AND d.retiree_at IS NULL)
         FROM pays py WHERE py.alpha2 = upper($4)
       RETURNING *)
     SELECT ${BOOK_COLUMNS} FROM a JOIN pays py ON py.id_pays = a.id_pays`,
    [idUser, ...addressValues(address)],
  );
  return rows[0] ?? null;
}

/** The book: the default address first, then the newest. */
export async function addressBook(db: Queryable, idUser: number): Promise<BookAddress[]> {
  return db.query<BookAddress>(
    `SELECT ${BOOK_COLUMNS}
       FROM adresse_livraison a JOIN pays py ON py.id_pays = a.id_pays
      WHERE a.id_user = $1 AND ${IN_BOOK}
      ORDER BY a.par_defaut DESC, a.created_at DESC, a.id_adresse_livraison DESC`,
    [idUser],
  );
}

/** The default address (what checkout preselects), or null when the book is empty. */
export async function lastDeliveryAddress(db: Queryable, idUser: number): Promise<LastAddress | null> {
  const [first] = await addressBook(db, idUser);
  if (!first) return null;
  const { par_defaut: _, ...address } = first;
  return address;
}

interface LockedAddress {
  par_defaut: boolean;
  /** An order or a payment names it: it stays as it is. */
  used: boolean;
}

/**
 * One of the user's addresses in the book, locked until the transaction ends — a payment naming
 * it meanwhile waits (its reference locks the row), so "used" cannot change under the caller.
 * Undefined when the user has no such address in the book: someone else's is not theirs to know of.
 */
export async function lockBookAddress(
  tx: Queryable,
  idUser: number,
  idAdresse: number,
): Promise<LockedAddress | undefined> {
  await lockBook(tx, idUser);
  const [row] = await tx.query<{ par_defaut: boolean }>(
    `SELECT a.par_defaut FROM adresse_livraison a
      WHERE a.id_adresse_livraison = $1 AND a.id_user = $2 AND ${IN_BOOK}
      FOR UPDATE`,
    [idAdresse, idUser],
  );
  if (!row) return undefined;
  const [use] = await tx.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM payment_intent WHERE id_adresse_livraison = $1)
         OR EXISTS (SELECT 1 FROM commande WHERE id_adresse_livraison = $1) AS used`,
    [idAdresse],
  );
  return { par_defaut: row.par_defaut, used: Boolean(use?.used) };
}

async function clearDefault(tx: Queryable, idUser: number): Promise<void> {
  await tx.query(
    'UPDATE adresse_livraison SET par_defaut = false WHERE id_user = $1 AND par_defaut AND retiree_at IS NULL',
    [idUser],
  );
}

async function retire(tx: Queryable, idAdresse: number, at: Date): Promise<void> {
  await tx.query(
    'UPDATE adresse_livraison SET retiree_at = $2, par_defaut = false WHERE id_adresse_livraison = $1',
    [idAdresse, at],
  );
}

/**
 * Changes a locked address of the book: in place when nothing names it, otherwise as a new
 * address in its place (the default if it was), the old one retired. Null when the country is unknown.
 */
export async function changeBookAddress(
  tx: Queryable,
  idUser: number,
  idAdresse: number,
  locked: LockedAddress,
  address: NewDeliveryAddress,
  makeDefault: boolean,
  now: Date,
): Promise<BookAddress | null> {
  if (locked.used) {
    await retire(tx, idAdresse, now);
    return saveDeliveryAddress(tx, idUser, address, makeDefault || locked.par_defaut);
  }
  if (makeDefault && !locked.par_defaut) await clearDefault(tx, idUser);
  const rows = await tx.query<BookAddress>(
    `WITH a AS (
       UPDATE adresse_livraison a
          SET prenom = $3, nom = $4, id_pays = py.id_pays, adresse = $6, complement = $7, ville = $8,
              region_etat = $9, code_postal = $10, telephone = $11, par_defaut = a.par_defaut OR $12
         FROM pays py
        WHERE a.id_adresse_livraison = $1 AND a.id_user = $2 AND py.alpha2 = upper($5)
       RETURNING a.*)
     SELECT ${BOOK_COLUMNS} FROM a JOIN pays py ON py.id_pays = a.id_pays`,
    [idAdresse, idUser, ...addressValues(address), makeDefault],
  );
  return rows[0] ?? null;
}

/**
 * Takes a locked address out of the book: deleted when nothing names it, retired otherwise. The
 * default's place goes to the newest address left.
 */
export async function removeBookAddress(
  tx: Queryable,
  idUser: number,
  idAdresse: number,
  locked: LockedAddress,
  now: Date,
): Promise<void> {
  if (locked.used) await retire(tx, idAdresse, now);
  else await tx.query('DELETE FROM adresse_livraison WHERE id_adresse_livraison = $1', [idAdresse]);
  if (!locked.par_defaut) return;
  await tx.query(
    `UPDATE adresse_livraison SET par_defaut = true
      WHERE id_adresse_livraison = (
        SELECT a.id_adresse_livraison FROM adresse_livraison a
         WHERE a.id_user = $1 AND ${IN_BOOK}
         ORDER BY a.created_at DESC, a.id_adresse_livraison DESC LIMIT 1)`,
    [idUser],
  );
}

/** Makes a locked address of the book the default. */
export async function makeDefaultAddress(tx: Queryable, idUser: number, idAdresse: number): Promise<void> {
  await clearDefault(tx, idUser);
  await tx.query('UPDATE adresse_livraison SET par_defaut = true WHERE id_adresse_livraison = $1', [
    idAdresse,
  ]);
}
