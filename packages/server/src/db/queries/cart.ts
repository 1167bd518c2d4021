/** The cart (panier): one line per size variant a user means to buy. */
import type { AppLanguageCode, CartLine } from '@vitrine/contract';
import type { Queryable } from '../database.js';
import { readyCardJoin } from './products.js';

/**
 * The caller's cart lines, oldest first. A line whose variant was sold to someone else since
 * stays, with etat 'Vendu', so the cart can say so instead of silently losing the item; so does
 * one whose listing is off sale (withdrawn, or changed by its seller and awaiting staff again): it
 * can no longer be bought either.
 */
export async function listCartLines(
  db: Queryable,
  idUser: number,
  language: AppLanguageCode,
  now: Date,
): Promise<CartLine[]> {
  const lines = await db.query<CartLine>(
    `SELECT pa.id_produit, pa.id_sous_produit, p.id_vendeur,
            -- The photo of the colour in the cart when the listing has one, else its first.
            COALESCE((SELECT i.link_image FROM image_produit i
                       WHERE i.id_produit = pa.id_produit AND i.id_couleur = s.id_couleur
                       ORDER BY i.rang LIMIT 1),
                     card.fields ->> 'link_image_pple') AS image_produit,
            m.nom_marque AS marque_produit, card.fields ->> 'modele' AS modele_produit,
            card.fields ->> 'langue_texte' AS langue_texte, COALESCE(c.slugs ->> $2::text, c.slug) AS categorie_slug,
            co.code_hexa, co.nom_couleur_fr, co.nom_couleur_uk AS nom_couleur_en, co.nom_couleur_it,
            co.nom_couleur_jp, co.nom_couleur_ru,
            p.prix_unitaire, py.taux_change AS taux_change_vendeur, py.code_monnaie AS code_monnaie_vendeur,
            t.valeur_taille AS valeur_taille_original, t.taille_us,
            u.image_link_profile, u.pseudo_profile,
            py.nom_fr_fr AS expedition_fr, py.nom_en_gb AS expedition_en, py.nom_it AS expedition_it,
            py.nom_jp AS expedition_jp, py.nom_ru AS expedition_ru,
            CASE WHEN p.a_vendre THEN s.etat ELSE 'Vendu' END AS etat,
            NOT p.a_vendre AS retire,
            -- The caller's accepted offer holding the item: the line's price while it stands.
            (SELECT json_build_object('id_offre', o.id_offre, 'montant', o.montant, 'devise', trim(o.devise),
                                      'taux_change', (SELECT py2.taux_change FROM pays py2 WHERE py2.code_monnaie = o.devise
                                                       ORDER BY py2.id_pays LIMIT 1))
               FROM offre o
              WHERE o.id_user = pa.id_user AND o.id_sous_produit = pa.id_sous_produit
                AND o.etat = 'accepted' AND o.hold_until > $3) AS offre
       FROM panier pa
       JOIN sous_produit s ON s.id = pa.id_sous_produit
       JOIN produit p ON p.id_produit = pa.id_produit
       JOIN marque m ON m.id_marque = p.id_marque
       JOIN categorie c ON c.id_categorie = p.id_categorie
       JOIN taille t ON t.id_taille = s.id_taille
       JOIN couleur co ON co.id_couleur = s.id_couleur
       JOIN utilisateur u ON u.id_user = p.id_vendeur
       JOIN pays py ON py.id_pays = u.id_pays${readyCardJoin('$2')}
      WHERE pa.id_user = $1
      ORDER BY pa.created_at, pa.id`,
    [idUser, language, now.toISOString()],
  );
  return lines.map((line) => {
    const offre = typeof line.offre === 'string' ? JSON.parse(line.offre) : line.offre;
    return {
      ...line,
      offre: offre && {
        ...offre,
        montant: Number(offre.montant),
        taux_change: Number(offre.taux_change),
      },
    };
  });
}

/** What deciding whether a variant may go into a buyer's cart needs to know. */
export interface CartCandidate {
  /** The product the variant belongs to. */
  id_produit: number;
  id_vendeur: number;
  etat: 'Disponible' | 'Vendu';
  /**
   * Whether staff verified the listing as it now reads: one that waits for them is shown to no
   * buyer, so to a buyer it does not exist.
   */
  verifie: boolean;
  /** When another buyer's payment in progress holds the item, until when; else null. */
  reserved_until: string | null;
}

/**
 * The variant `idSousProduit` as `idBuyer` would put it in their cart, or null when it does not
 * exist. Only reservations of other buyers count: the buyer's own checkout in progress does not
 * keep them from their own cart.
 */
export async function findCartCandidate(
  db: Queryable,
  idSousProduit: number,
  idBuyer: number,
  now: Date,
): Promise<CartCandidate | null> {
  const rows = await db.query<CartCandidate>(
    `SELECT s.id_produit, p.id_vendeur, CASE WHEN p.a_vendre THEN s.etat ELSE 'Vendu' END AS etat,
            p.verifie_le IS NOT NULL AS verifie,
            (SELECT max(pi.expires_at) FROM payment_intent pi
              WHERE pi.id_sous_produit = s.id AND pi.status = 'pending'
                AND pi.expires_at > $3 AND pi.id_user <> $2) AS reserved_until
       FROM sous_produit s
       JOIN produit p ON p.id_produit = s.id_produit
      WHERE s.id = $1`,
    [idSousProduit, idBuyer, now.toISOString()],
  );
  return rows[0] ?? null;
}

/** Adds a line; a variant already in the cart keeps its one line (and its place in the order). */
export async function addCartLine(
  db: Queryable,
  idUser: number,
  idProduit: number,
  idSousProduit: number,
): Promise<void> {
  await db.query(
    `INSERT INTO panier (id_user, id_produit, id_sous_produit) VALUES ($1, $2, $3)
     ON CONFLICT (id_user, id_sous_produit) DO NOTHING`,
    [idUser, idProduit, idSousProduit],
  );
}

/** Removes the caller's line for that variant, if there is one. */
export async function removeCartLine(
  db: Queryable,
  idUser: number,
  idProduit: number,
  idSousProduit: number,
): Promise<void> {
  await db.query('DELETE FROM panier WHERE id_user = $1 AND id_produit = $2 AND id_sous_produit = $3', [
    idUser,
    idProduit,
    idSousProduit,
  ]);
}
