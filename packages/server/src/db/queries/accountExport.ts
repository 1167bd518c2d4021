/**
 * Everything the marketplace keeps about one account, read for its owner's export: the profile,
 * settings, delivery addresses, orders bought and sold, messages sent and received, favourites,
 * reviews written and received, offers, listings, the seller's onboarding details, and the saved
 * searches with every alert they and the favourites brought. Every read
 * is narrowed to the account; what belongs to others (a seller's offer floor, a buyer's name and
 * street on a sale) is left out. Secrets are never read: the password's hash, session and link
 * digests, identity documents' files (their names and dates are listed), full bank numbers
 * (never kept).
 */
import { type AccountExport, type AppLanguageCode, DEFAULT_LANGUAGE, type Order } from '@vitrine/contract';
import type { Queryable } from '../database.js';
import { everyOrderOf } from './orders.js';
import { alertsOf, savedSearchesOf } from './savedSearches.js';
import { settingsOf } from './settings.js';
import { userDetail } from './users.js';

/**
 * A sale as its seller takes it away: where it went (city, region, country), not the buyer's
 * name, street and postcode — the buyer's data, which the seller reads on the order to ship it.
 */
function withoutBuyersAddress(order: Order): Order {
  const {
    nom_livraison: _name,
    prenom_livraison: _firstName,
    adresse_livraison: _street,
    adresse2_livraison: _line2,
    code_postal_livraison: _postcode,
    ...kept
  } = order;
  return kept;
}

/** The account's rows of one kind, in the shape the contract's export schema gives them. */
const rows = <Row>(db: Queryable, sql: string, idUser: number): Promise<Row[]> =>
  db.query<Row>(sql, [idUser]);

/** The export without its CSV (made from these orders by the caller); undefined when the account is gone. */
export async function readAccountExport(
  db: Queryable,
  idUser: number,
  exportedAt: Date,
): Promise<Omit<AccountExport, 'orders_csv'> | undefined> {
  const profile = await userDetail(db, idUser);
  const settings = await settingsOf(db, idUser);
  if (!profile || !settings) return undefined;
  const langue = (settings.langue as AppLanguageCode | undefined) ?? DEFAULT_LANGUAGE;
  return {
    format: 'vitrine-account-export',
    version: 1,
    exported_at: exportedAt.toISOString(),
    profile,
    settings,
    addresses: await rows(
      db,
      `SELECT a.id_adresse_livraison, a.prenom, a.nom, py.alpha2 AS pays, a.adresse, a.complement, a.ville,
              a.region_etat, a.code_postal, a.telephone, a.created_at
         FROM adresse_livraison a JOIN pays py ON py.id_pays = a.id_pays
        WHERE a.id_user = $1 ORDER BY a.created_at, a.id_adresse_livraison`,
      idUser,
    ),
    orders: {
      bought: await everyOrderOf(db, idUser, 'buyer', langue),
      sold: (await everyOrderOf(db, idUser, 'seller', langue)).map(withoutBuyersAddress),
    },
    messages: await rows(
      db,
      `SELECT m.id_message, m.id_sender, s.pseudo_profile AS pseudo_sender, m.id_receiver,
              r.pseudo_profile AS pseudo_receiver, m.objet, m.corps_message, m.lu, m.date_envoi
         FROM message m
         JOIN utilisateur s ON s.id_user = m.id_sender
         JOIN utilisateur r ON r.id_user = m.id_receiver
        WHERE m.id_sender = $1 OR m.id_receiver = $1
        ORDER BY m.date_envoi, m.id_message`,
      idUser,
    ),
    favourites: await rows(
      db,
      `SELECT w.id_produit, m.nom_marque, p.modele, w.created_at AS date_ajout
         FROM wishlist w
         JOIN produit p ON p.id_produit = w.id_produit
         JOIN marque m ON m.id_marque = p.id_marque
        WHERE w.id_user = $1 ORDER BY w.created_at, w.id_produit`,
      idUser,
    ),
    reviews: {
      written: await rows(
        db,
        `SELECT a.id_avis, a.id_commande, a.id_vendeur, u.pseudo_profile AS pseudo_vendeur, a.note,
                a.commentaire, a.created_at
           FROM avis_vendeur a JOIN utilisateur u ON u.id_user = a.id_vendeur
          WHERE a.id_acheteur = $1 ORDER BY a.created_at, a.id_avis`,
        idUser,
      ),
      received: await rows(
        db,
        `SELECT a.id_avis, a.id_commande, a.id_acheteur, u.pseudo_profile AS pseudo_acheteur, a.note,
                a.commentaire, a.created_at
           FROM avis_vendeur a JOIN utilisateur u ON u.id_user = a.id_acheteur
          WHERE a.id_vendeur = $1 ORDER BY a.created_at, a.id_avis`,
        idUser,
      ),
    },
    offers: await rows(
      db,
      `SELECT o.id_offre, o.id_negociation, o.id_produit, o.id_sous_produit,
              CASE WHEN o.id_user = $1 THEN 'buyer' ELSE 'seller' END AS cote,
              o.par, o.origine, o.montant, o.devise, o.etat, o.created_at, o.expires_at, o.decided_at
         FROM offre o
        WHERE o.id_user = $1 OR o.id_vendeur = $1
        ORDER BY o.created_at, o.id_offre`,
      idUser,
    ),
    listings: await rows(
      db,
      `SELECT p.id_produit, m.nom_marque, p.modele, p.description, p.etat_produit, p.prix_unitaire,
              p.saison, p.collection, p.matiere, p.code_produit_vendeur, p.created_at, p.verifie_le,
              p.refuse_le, p.refus_motif, p.retire_le
         FROM produit p JOIN marque m ON m.id_marque = p.id_marque
        WHERE p.id_vendeur = $1 ORDER BY p.created_at, p.id_produit`,
      idUser,
    ),
    saved_searches: await savedSearchesOf(db, idUser),
    // Every alert, not the latest the account page shows: the export is all that is kept.
    alerts: await alertsOf(db, idUser, null),
    seller: {
      address: await rows(
        db,
        `SELECT py.alpha2 AS pays, v.contact, v.rue, v.ville, v.code_postal, v.departement, v.nom_kana,
                v.prenom_kana, v.updated_at
           FROM adresse_vendeur v JOIN pays py ON py.id_pays = v.id_pays WHERE v.id_user = $1`,
        idUser,
      ),
      bank: await rows(
        db,
        `SELECT type, country, currency, iban_last4, account_holder, updated_at
           FROM coordonnees_bancaires WHERE id_user = $1`,
        idUser,
      ),
      documents: await rows(
        db,
        'SELECT champ, mime_type, taille, created_at FROM document_identite WHERE id_user = $1 ORDER BY id',
        idUser,
      ),
      languages: await rows(
        db,
        `SELECT l.alpha2 AS langue, lp.text_marketing, lp.rang
           FROM langue_profile lp JOIN langue_parle l ON l.id = lp.id_langue
          WHERE lp.id_user = $1 ORDER BY lp.rang`,
        idUser,
      ),
    },
  };
}
