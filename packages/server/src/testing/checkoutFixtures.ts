/**
 * Fixtures for payment tests: buyers with sessions and delivery addresses, items for sale with
 * the price the server should ask, and the HTTP calls of a checkout.
 */

import {
  type CreateIntentBody,
  type PaymentIntent,
  priceInMinorUnits,
  sellerPriceUnits,
} from '@vitrine/contract';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../config.js';
import { openSession } from '../db/queries/users.js';
import type { RunningServer } from '../server.js';
import { api } from './accounts.js';

export interface Buyer {
  id_user: number;
  token: string;
  id_adresse: number;
}

let buyerCount = 0;

/** A delivery address of `idUser` in France, in their book (the default when it is their first). */
export async function addAddress(server: RunningServer, idUser: number): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO adresse_livraison (id_user, prenom, nom, id_pays, adresse, complement, ville, region_etat, code_postal,
                                    telephone, par_defaut)
     VALUES ($1, 'Claire', 'Martin', (SELECT id_pays FROM pays WHERE alpha2 = 'FR'), '1 rue de Rivoli', 'Bât. A',
             'Paris', '', '75001', '+33100000000',
             NOT EXISTS (SELECT 1 FROM adresse_livraison WHERE id_user = $1 AND par_defaut AND retiree_at IS NULL))
     RETURNING id_adresse_livraison AS id`,
    [idUser],
  );
  return (row as { id: number }).id;
}

/** A new buyer living in `alpha2`, signed in, with a delivery address. */
export async function newBuyer(server: RunningServer, alpha2 = 'FR', now = new Date()): Promise<Buyer> {
  const n = ++buyerCount;
  const unique = `${process.pid}${n}${Math.floor(Math.random() * 1e6)}`;
  const [user] = await server.db.query<{ id_user: number }>(
    `INSERT INTO utilisateur (email, password_hash, pseudo_profile, nom_profile, prenom_profile, sexe_profile,
                              date_naiss_profile, id_pays)
     VALUES ($1, 'not-a-password', $2, 'Acheteur', 'Test', 'Femme', '1990-01-01',
             (SELECT id_pays FROM pays WHERE alpha2 = $3))
     RETURNING id_user`,
    [`buyer${unique}@test.vitrine.dev`, `Buyer${unique}`, alpha2],
  );
  const id_user = (user as { id_user: number }).id_user;
  const session = await openSession(server.db, id_user, DEFAULT_TOKEN_TTL_SECONDS, now);
  return { id_user, token: session.token, id_adresse: await addAddress(server, id_user) };
}

export interface ItemForSale {
  id_produit: number;
  id_sous_produit: number;
  id_vendeur: number;
  code_monnaie_vendeur: string;
  prix_unitaire: number;
  taux_change: number;
}

const taken = new Set<number>();

/**
 * An available item of the seller with this e-mail, of a listing for sale (verified by staff, not
 * withdrawn), never handed out before in this file. The seeded catalogue marks some items sold;
 * those are skipped.
 */
export async function itemOf(server: RunningServer, sellerEmail: string): Promise<ItemForSale> {
  const rows = await server.db.query<ItemForSale>(
    `SELECT p.id_produit, s.id AS id_sous_produit, p.id_vendeur, py.code_monnaie AS code_monnaie_vendeur,
            p.prix_unitaire, py.taux_change
       FROM sous_produit s
       JOIN produit p ON p.id_produit = s.id_produit
       JOIN utilisateur u ON u.id_user = p.id_vendeur
       JOIN pays py ON py.id_pays = u.id_pays
      WHERE lower(u.email) = lower($1) AND s.etat = 'Disponible' AND p.a_vendre
        AND NOT EXISTS (SELECT 1 FROM payment_intent pi WHERE pi.id_sous_produit = s.id)
      ORDER BY s.id`,
    [sellerEmail],
  );
  const item = rows.find((row) => !taken.has(row.id_sous_produit));
  if (!item) throw new Error(`No item left for sale by ${sellerEmail}`);
  taken.add(item.id_sous_produit);
  return item;
}

/** The rate of a currency, as the countries table holds it. */
export async function rateOf(server: RunningServer, currency: string): Promise<number> {
  const [row] = await server.db.query<{ taux_change: number }>(
    'SELECT taux_change FROM pays WHERE code_monnaie = $1 LIMIT 1',
    [currency],
  );
  return (row as { taux_change: number }).taux_change;
}

/** The `commandes` line the spec's client sends for an item, priced in `currency`. */
export async function lineFor(
  server: RunningServer,
  item: ItemForSale,
  currency = 'EUR',
): Promise<CreateIntentBody['commandes'][number]> {
  return {
    produit: { id: item.id_produit },
    sous_produit: item.id_sous_produit,
    quantite: 1,
    prix: priceInMinorUnits(item, { taux_change: await rateOf(server, currency), code_monnaie: currency }),
    prix_vendeur: sellerPriceUnits(item.prix_unitaire, item.code_monnaie_vendeur),
    kate: { id: item.id_vendeur, devise: item.code_monnaie_vendeur },
  };
}

export async function intentBody(
  server: RunningServer,
  buyer: Buyer,
  items: ItemForSale[],
  extra: Partial<CreateIntentBody> = {},
): Promise<CreateIntentBody> {
  return {
    you: { id: buyer.id_user, devise: 'EUR', adresse: { id: buyer.id_adresse } },
    commandes: await Promise.all(items.map((item) => lineFor(server, item))),
    device: 'web',
    ...extra,
  };
}

export interface IntentAnswer {
  succeeded: PaymentIntent[];
  publishable_key: string;
  error?: string;
}

export function createIntents(server: RunningServer, token: string, body: unknown) {
  return api<IntentAnswer & Record<string, unknown>>(server.url, 'stripe/v2/payment/intent', { token, body });
}

/** A card token for a test card number, expiring in the future. */
export async function cardToken(
  server: RunningServer,
  payer: { token: string },
  number = '4242424242424242',
): Promise<string> {
  const answer = await api<{ id: string }>(server.url, 'sandbox/tokens', {
    token: payer.token,
    body: { card: { number, exp_month: 12, exp_year: 2099, cvc: '123' } },
  });
  if (answer.status !== 200) throw new Error(`Tokenising ${number} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

export function confirm(
  server: RunningServer,
  intent: { id: string; client_secret: string },
  paymentMethod: string,
) {
  return api<Record<string, unknown>>(server.url, `sandbox/payment_intents/${intent.id}/confirm`, {
    body: { payment_method: paymentMethod, client_secret: intent.client_secret },
  });
}

/** One buyer reserves and pays one item with 4242; answers the paid intent. */
export async function buy(server: RunningServer, buyer: Buyer, item: ItemForSale): Promise<PaymentIntent> {
  const created = await createIntents(server, buyer.token, await intentBody(server, buyer, [item]));
  if (created.status !== 200) throw new Error(`Intent refused: ${JSON.stringify(created.body)}`);
  const intent = created.body.succeeded[0] as PaymentIntent;
  const paid = await confirm(server, intent, await cardToken(server, buyer));
  if (paid.status !== 200) throw new Error(`Confirm refused: ${JSON.stringify(paid.body)}`);
  return intent;
}

export async function ordersOfItem(server: RunningServer, idSousProduit: number) {
  return server.db.query<{
    id_commande: number;
    id_user: number;
    id_vendeur: number;
    montant_paye: number;
    devise_paye: string;
    etat: string;
    prix_unitaire: number;
    id_adresse_livraison: number;
    id_payment_intent: string;
  }>('SELECT * FROM commande WHERE id_sous_produit = $1', [idSousProduit]);
}

export async function reservationsOfItem(server: RunningServer, idSousProduit: number) {
  return server.db.query<{ id: string; status: string; id_user: number; expires_at: string }>(
    'SELECT id, status, id_user, expires_at FROM payment_intent WHERE id_sous_produit = $1 ORDER BY created_at',
    [idSousProduit],
  );
}

export async function etatOf(server: RunningServer, idSousProduit: number): Promise<string> {
  const [row] = await server.db.query<{ etat: string }>('SELECT etat FROM sous_produit WHERE id = $1', [
    idSousProduit,
  ]);
  return (row as { etat: string }).etat;
}
