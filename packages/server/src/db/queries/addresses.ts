/** Delivery addresses a buyer enters at checkout step 1 (spec §3 "Delivery address"). */
import type { LastAddress } from '@vitrine/contract';
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

/** An address in the shape the spec's "last address" read answers. */
const LAST_ADDRESS_COLUMNS = `
  a.id_adresse_livraison, a.prenom, a.nom, py.alpha2, py.nom_fr_fr,
  a.adresse AS adresse_1, a.complement AS adresse_2, a.ville, a.region_etat, a.code_postal,
  a.telephone AS numero`;

/** Saves a delivery address; null when its country is unknown. */
export async function saveDeliveryAddress(
  db: Queryable,
  idUser: number,
  address: NewDeliveryAddress,
): Promise<LastAddress | null> {
  const rows = await db.query<LastAddress>(
    `WITH a AS (
       INSERT INTO adresse_livraison
              (id_user, prenom, nom, id_pays, adresse, complement, ville, region_etat, code_postal, telephone)
       SELECT $1, $2, $3, py.id_pays, $5, $6, $7, $8, $9, $10 FROM pays py WHERE py.alpha2 = upper($4)
       RETURNING *)
     SELECT ${LAST_ADDRESS_COLUMNS} FROM a JOIN pays py ON py.id_pays = a.id_pays`,
    [
      idUser,
      address.prenom,
      address.nom,
      address.pays,
      address.adresse,
      address.complement,
      address.ville,
      address.region_etat,
      address.code_postal,
      address.telephone,
    ],
  );
  return rows[0] ?? null;
}

/** The address the user saved last, or null when they never saved one. */
export async function lastDeliveryAddress(db: Queryable, idUser: number): Promise<LastAddress | null> {
  const rows = await db.query<LastAddress>(
    `SELECT ${LAST_ADDRESS_COLUMNS}
       FROM adresse_livraison a JOIN pays py ON py.id_pays = a.id_pays
      WHERE a.id_user = $1
      ORDER BY a.created_at DESC, a.id_adresse_livraison DESC
      LIMIT 1`,
    [idUser],
  );
  return rows[0] ?? null;
}
