/** Orders (commande) as buyers and sellers read them; payments create them. */
import { type AppLanguageCode, DEFAULT_LANGUAGE, type Order } from '@vitrine/contract';
import type { Queryable } from '../database.js';
import { pageClause } from './products.js';

/**
 * Everything the order list and the order detail show, for one buyer or seller filter; `$2` is
 * the language of the item's texts. What was sold comes from the order's article (the listing as
 * it stood at payment, see orderArticle.ts), never from the live listing its seller may change.
 */
const ORDER_SELECT = `
  SELECT c.id_commande, c.created_at AS date_commande,
         c.id_user, acheteur.pseudo_profile AS pseudo_acheteur,
         c.id_produit, c.id_sous_produit, c.id_vendeur,
         vendeur.pseudo_profile AS pseudo_vendeur, vendeur.image_link_profile AS image_vendeur,
         card.fields ->> 'nom_cat_enfant_fr' AS nom_cat_enfant_fr,
         card.fields ->> 'nom_cat_enfant' AS nom_cat_enfant,
         card.fields ->> 'categorie_slug' AS categorie_slug, card.fields ->> 'code_produit' AS code_produit,
         card.fields ->> 'nom_marque' AS nom_marque, card.fields ->> 'modele' AS modele,
         card.fields ->> 'description' AS description,
         card.fields ->> 'saison' AS saison, card.fields ->> 'collection' AS collection,
         card.fields ->> 'matiere' AS matiere, card.fields ->> 'langue_texte' AS langue_texte,
         COALESCE(c.article ->> 'photo_couleur', card.fields ->> 'link_image_pple') AS link_image_pple,
         c.article -> 'photos' AS photos, c.article ->> 'etat_produit' AS etat_produit,
         c.article ->> 'valeur_taille' AS valeur_taille, c.article ->> 'code_hexa' AS code_hexa,
         c.article ->> 'nom_couleur' AS nom_couleur, c.article ->> 'nom_couleur_en' AS nom_couleur_en,
         c.article ->> 'nom_couleur_it' AS nom_couleur_it, c.article ->> 'nom_couleur_jp' AS nom_couleur_jp,
         c.article ->> 'nom_couleur_ru' AS nom_couleur_ru,
         c.etat, c.note,
         pays_vendeur.alpha2 AS alpha2_vendeur, pays_vendeur.nom_en_gb AS pays_en,
         pays_vendeur.nom_fr_fr AS pays_fr,
         c.prix_unitaire, c.article ->> 'unity' AS unity, card.fields ->> 'code_monnaie' AS code_monnaie,
         c.montant_paye, c.devise_paye,
         a.nom AS nom_livraison, a.prenom AS prenom_livraison,
         a.adresse AS adresse_livraison, a.complement AS adresse2_livraison,
         a.region_etat AS region_livraison, a.ville AS ville_livraison,
         a.code_postal AS code_postal_livraison, pays_livraison.nom_fr_fr AS pays_livraison,
         pays_livraison.alpha2 AS alpha2_livraison,
         c.transporteur, c.suivi_livraison, c.lien_suivi,
         card.fields -> 'largeur' AS largeur, card.fields -> 'longueur' AS longueur,
         card.fields -> 'talon' AS talon
    FROM commande c
    JOIN utilisateur acheteur ON acheteur.id_user = c.id_user
    JOIN utilisateur vendeur ON vendeur.id_user = c.id_vendeur
    JOIN pays pays_vendeur ON pays_vendeur.id_pays = vendeur.id_pays
    JOIN adresse_livraison a ON a.id_adresse_livraison = c.id_adresse_livraison
    JOIN pays pays_livraison ON pays_livraison.id_pays = a.id_pays
   CROSS JOIN LATERAL (SELECT c.article -> 'cartes' -> $2::text AS fields) card`;

const NEWEST_FIRST = 'ORDER BY c.created_at DESC, c.id_commande DESC';

export async function findOrder(
  db: Queryable,
  idCommande: number,
  language: AppLanguageCode = DEFAULT_LANGUAGE,
): Promise<Order | null> {
  const rows = await db.query<Order>(`${ORDER_SELECT} WHERE c.id_commande = $1`, [idCommande, language]);
  return rows[0] ?? null;
}

export interface OrderPage {
  page?: number;
  limit?: number;
  /** The language of the items' texts. */
  langue?: AppLanguageCode;
}

/** What the user bought, newest first. */
export function listPurchases(
  db: Queryable,
  idUser: number,
  { page, limit, langue = DEFAULT_LANGUAGE }: OrderPage,
): Promise<Order[]> {
  const params: unknown[] = [idUser, langue];
  return db.query<Order>(
    `${ORDER_SELECT} WHERE c.id_user = $1 ${NEWEST_FIRST} ${pageClause(page, limit, params)}`,
    params,
  );
}

/** What the seller sold, newest first. */
export function listSales(
  db: Queryable,
  idVendeur: number,
  { page, limit, langue = DEFAULT_LANGUAGE }: OrderPage,
): Promise<Order[]> {
  const params: unknown[] = [idVendeur, langue];
  return db.query<Order>(
    `${ORDER_SELECT} WHERE c.id_vendeur = $1 ${NEWEST_FIRST} ${pageClause(page, limit, params)}`,
    params,
  );
}

/**
 * Every order of the user on one side, newest first and unpaged: the account's export, which
 * must hold them all (an account has far fewer than a catalogue has listings).
 */
export function everyOrderOf(
  db: Queryable,
  idUser: number,
  side: 'buyer' | 'seller',
  langue: AppLanguageCode,
): Promise<Order[]> {
  const column = side === 'buyer' ? 'c.id_user' : 'c.id_vendeur';
  return db.query<Order>(`${ORDER_SELECT} WHERE ${column} = $1 ${NEWEST_FIRST}`, [idUser, langue]);
}

/** Orders waiting for staff: a problem was reported. Oldest report first, so none waits longer than it must. */
export function listDisputed(
  db: Queryable,
  { page, limit, langue = DEFAULT_LANGUAGE }: OrderPage,
): Promise<Order[]> {
  const params: unknown[] = ['disputed', langue];
  return db.query<Order>(
    `${ORDER_SELECT}
      WHERE c.etat = $1
      ORDER BY (SELECT max(e.at) FROM commande_etape e WHERE e.id_commande = c.id_commande), c.id_commande
      ${pageClause(page, limit, params)}`,
    params,
  );
}
