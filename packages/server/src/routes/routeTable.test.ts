/**
 * The route table, walked: every endpoint of the contract has a case here (the type of `cases`
 * makes a missing one a compile error), and for each the same checks run through HTTP:
 * a valid call passes; without a token a private call answers 401; an id naming another user
 * answers 403; malformed input (wrong types, negative ids, 10,000-character strings, missing
 * fields) answers 400 with an `error` message — never a 500.
 */
import { type AnyEndpoint, buildPath, type EndpointName, endpoints } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { issueLink } from '../auth/accountLinks.js';
import { hashPassword } from '../auth/passwords.js';
import { openSession } from '../db/queries/users.js';
import { act } from '../orders/lifecycle.js';
import type { RunningServer } from '../server.js';
import { TEST_ACCOUNTS } from '../testing/accounts.js';
import {
  addAddress,
  type Buyer,
  buy,
  cardToken,
  createIntents,
  intentBody,
  itemOf,
  newBuyer,
} from '../testing/checkoutFixtures.js';
import { openOffer, sellerToken, shareOf } from '../testing/offerFixtures.js';
import { authUser, orderIn, staffSession } from '../testing/orderFixtures.js';
import { startTestServer } from '../testing/testServer.js';

interface Fixtures {
  server: RunningServer;
  buyer: Buyer;
  /** Another user, whose id the 403 checks put where the caller's belongs. */
  other: Buyer;
  sellerId: number;
  productId: number;
  subProductId: number;
  orderId: number;
  /** A new user at an onboarding step, signed in. */
  userAtStep(step: number): Promise<Buyer>;
}

interface Call {
  /** The caller's token; null calls as a visitor. @default the buyer's */
  token?: string | null;
  /** A bearer sent instead of a user token (the provider's publishable key). */
  bearer?: string;
  input?: Record<string, unknown>;
  files?: Record<string, Uint8Array>;
}

interface Case {
  valid(fixtures: Fixtures): Promise<Call> | Call;
}

/** A real 1×1 PNG and the start of a PDF: the upload checks sniff real types. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DOCUMENTS = {
  piece_identite_profile: PNG,
  piece_identite_profile_dos: PNG,
  certificat_residence: PDF,
  certificat_residence2: PDF,
};

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** The newest listing for sale with an item left, with a session of its seller. */
async function lastListing(server: RunningServer): Promise<{ id_produit: number; token: string }> {
  const [own] = await server.db.query<{ id_produit: number; id_vendeur: number }>(
    `SELECT p.id_produit, p.id_vendeur FROM produit p
      WHERE p.a_vendre AND EXISTS (SELECT 1 FROM sous_produit s WHERE s.id_produit = p.id_produit AND s.etat = 'Disponible')
      ORDER BY p.id_produit DESC LIMIT 1`,
  );
  const { id_produit, id_vendeur } = own as { id_produit: number; id_vendeur: number };
  return { id_produit, token: (await openSession(server.db, id_vendeur, 60, new Date())).token };
}

const ROUTE_PASSWORD = 'route-table-password';

/** A new account whose password is {@link ROUTE_PASSWORD}, signed in. */
async function withPassword(server: RunningServer): Promise<Buyer> {
  const account = await newBuyer(server);
  await server.db.query('UPDATE utilisateur SET password_hash = $2 WHERE id_user = $1', [
    account.id_user,
    await hashPassword(ROUTE_PASSWORD),
  ]);
  return account;
}

const cases: Record<EndpointName, Case> = {
  // Accounts
  login: {
    valid: () => ({ token: null, input: { email: TEST_ACCOUNTS.seller, password: 'Vitrine-demo-2026' } }),
  },
  signup: {
    valid: () => {
      const id = unique();
      return {
        token: null,
        input: {
          sexe_profile: 'Femme',
          id_pays_profile: 1,
          nom_profile: 'Table',
          prenom_profile: 'Route',
          email: `route${id}@test.vitrine.dev`,
          password: 'route-table-password',
          pseudo_profile: `Route${id}`,
          date_naiss_profile: '1990-01-01',
        },
        files: { image_link_profile: PNG },
      };
    },
  },
  logout: {
    valid: async ({ server, other }) => ({
      token: (await openSession(server.db, other.id_user, 60, new Date())).token,
    }),
  },
  getProfile: { valid: ({ buyer }) => ({ input: { id_user: buyer.id_user } }) },
  forgotPassword: { valid: () => ({ token: null, input: { email: TEST_ACCOUNTS.buyer } }) },
  resetPassword: {
    valid: async ({ server }) => {
      const { id_user } = await withPassword(server);
      const token = await issueLink(server.db, {
        id_user,
        purpose: 'password_reset',
        now: new Date(),
        ttlMs: 60_000,
      });
      return { token: null, input: { token, password: 'a-new-password' } };
    },
  },
  updateProfile: {
    valid: ({ buyer }) => ({
      input: { id_user: buyer.id_user, prenom_profile: 'Claire', contact_profile: '+33 1 23 45 67 89' },
      files: { image_link_profile: PNG },
    }),
  },
  changePassword: {
    valid: async ({ server }) => ({
      token: (await withPassword(server)).token,
      input: { current_password: ROUTE_PASSWORD, password: 'a-new-password' },
    }),
  },
  changeEmail: {
    valid: async ({ server }) => ({
      token: (await withPassword(server)).token,
      input: { current_password: ROUTE_PASSWORD, email: `moved${unique()}@test.vitrine.dev` },
    }),
  },
  confirmEmail: {
    valid: async ({ server }) => {
      const { id_user } = await withPassword(server);
      const token = await issueLink(server.db, {
        id_user,
        purpose: 'email_change',
        newEmail: `confirmed${unique()}@test.vitrine.dev`,
        now: new Date(),
        ttlMs: 60_000,
      });
      return { token: null, input: { token } };
    },
  },
  resendEmailConfirmation: {
    valid: async ({ server }) => {
      const account = await newBuyer(server);
      await server.db.query('UPDATE utilisateur SET email_confirmed = false WHERE id_user = $1', [
        account.id_user,
      ]);
      return { token: account.token };
    },
  },
  logoutEverywhere: {
    valid: async ({ server }) => ({ token: (await withPassword(server)).token }),
  },
  exportAccount: {
    valid: async ({ server }) => ({ token: (await withPassword(server)).token }),
  },
  deleteAccount: {
    valid: async ({ server }) => ({
      token: (await withPassword(server)).token,
      input: { password: ROUTE_PASSWORD },
    }),
  },
  // Countries and banners
  listPaysSimple: { valid: () => ({ token: null }) },
  listPaysVendeur: { valid: () => ({ token: null }) },
  listPaysLangue: { valid: () => ({ token: null }) },
  getPaysByAlpha2: { valid: () => ({ token: null, input: { alpha2: 'IT' } }) },
  geolocalisation: { valid: () => ({ token: null }) },
  listPublicite: { valid: () => ({ token: null, input: { langue: 3 } }) },
  // Catalogue
  listProduitAvecVendeur: {
    valid: ({ buyer }) => ({ input: { id_user: buyer.id_user, limit: 5, langue: 'it' } }),
  },
  listProduit: {
    valid: ({ buyer }) => ({ input: { type: 'web', id_user: buyer.id_user, limit: 5, page: 2 } }),
  },
  rechercheFiltre: {
    valid: ({ buyer }) => ({ input: { id_user: buyer.id_user, id_marque: 1, genre: 'femme', limit: 5 } }),
  },
  listMarqueHavingProduit: { valid: () => ({ token: null }) },
  listMarqueProduit: { valid: () => ({ token: null }) },
  listCategories: { valid: () => ({ token: null }) },
  getProduitAll: {
    valid: ({ buyer, productId }) => ({ input: { id_produit: productId, id_user: buyer.id_user } }),
  },
  listProduitWillLikeToo: {
    valid: ({ buyer, productId }) => ({ input: { id_produit: productId, id_user: buyer.id_user } }),
  },
  listProduitByVendeur: {
    valid: ({ buyer, sellerId }) => ({ input: { id_vendeur: sellerId, id_user: buyer.id_user } }),
  },
  searchProduit: {
    valid: ({ buyer }) => ({
      input: { q: 'sac', id_user: buyer.id_user, limit: 5, tri: 'prix_croissant', etat: 'neuf', pays: 'JP' },
    }),
  },
  facettesProduit: {
    valid: () => ({
      token: null,
      input: { q: 'sac', prix_min: 100, prix_max: 900000, pays: 'JP', langue: 'en' },
    }),
  },
  suggestionsRecherche: { valid: () => ({ token: null, input: { q: 'エルメ', langue: 'jp' } }) },
  listTailleHavingProduct: { valid: () => ({ token: null }) },
  listCouleurHavingProduct: { valid: () => ({ token: null, input: { langue: 'ru' } }) },
  listTaille: {
    valid: async ({ server }) => ({
      token: null,
      input: { id_categorie: (await articleFields(server)).id_categorie },
    }),
  },
  addProduit: {
    valid: async ({ server, userAtStep }) => {
      const seller = await userAtStep(5);
      return {
        token: seller.token,
        input: { ...(await articleFields(server)), modele: 'Kelly 28', prix_unitaire: 1250.5, largeur: 28 },
        files: { photo_1: PNG, photo_2: PNG },
      };
    },
  },
  setProduitTexte: {
    valid: async ({ server }) => {
      // A seller's own listing, in a language it is not written in.
      const [own] = await server.db.query<{ id_produit: number; id_vendeur: number }>(
        `SELECT id_produit, id_vendeur FROM produit WHERE langue <> 'ru' ORDER BY id_produit LIMIT 1`,
      );
      const { id_produit, id_vendeur } = own as { id_produit: number; id_vendeur: number };
      return {
        token: (await openSession(server.db, id_vendeur, 60, new Date())).token,
        input: {
          id_produit,
          langue: 'ru',
          modele: 'Классический шопер',
          description: 'Шопер из телячьей кожи.',
        },
      };
    },
  },
  // A seller's own listings: the last seeded one, which no other case uses.
  listMesProduits: {
    valid: async ({ server, sellerId }) => ({
      token: (await openSession(server.db, sellerId, 60, new Date())).token,
      input: { page: 1, limit: 5 },
    }),
  },
  updateMonProduit: {
    valid: async ({ server }) => {
      const own = await lastListing(server);
      return { token: own.token, input: { id_produit: own.id_produit, prix_unitaire: 990 } };
    },
  },
  retirerProduit: {
    valid: async ({ server }) => {
      const own = await lastListing(server);
      return { token: own.token, input: { id_produit: own.id_produit } };
    },
  },
  // Sellers
  listNewSellers: { valid: () => ({ token: null, input: { id_user: 0, type: 'web', limit: 3 } }) },
  listAllVendeurs: { valid: () => ({ token: null, input: { alpha2: 'fr', limit: 5 } }) },
  getVendeur: { valid: ({ sellerId }) => ({ token: null, input: { id_vendeur: sellerId } }) },
  listLangueVendeur: { valid: () => ({ token: null }) },
  getLanguesByProfile: { valid: ({ sellerId }) => ({ token: null, input: { id_user: sellerId } }) },
  // Cart and favourites
  listPanier: { valid: ({ buyer }) => ({ input: { id_user: buyer.id_user } }) },
  addPanier: {
    valid: ({ buyer, productId, subProductId }) => ({
      input: { id_user: buyer.id_user, id_produit: productId, id_sous_produit: subProductId },
    }),
  },
  deletePanierItem: {
    valid: ({ buyer, productId, subProductId }) => ({
      input: { id_user: buyer.id_user, id_produit: productId, id_sous_produit: subProductId },
    }),
  },
  getWishlist: { valid: ({ buyer }) => ({ input: { id_user: buyer.id_user, langue: 'jp' } }) },
  toggleWishlist: {
    valid: ({ buyer, productId }) => ({ input: { id_user: buyer.id_user, id_produit: productId } }),
  },
  // Orders and addresses
  getCommande: { valid: ({ orderId }) => ({ input: { id_commande: orderId } }) },
  listPurchases: { valid: ({ buyer }) => ({ input: { id_user: buyer.id_user, page: 1, limit: 10 } }) },
  listSales: {
    valid: async ({ server, sellerId }) => ({
      token: (await openSession(server.db, sellerId, 60, new Date())).token,
      input: { id_vendeur: sellerId },
    }),
  },
  getLastAddress: { valid: ({ buyer }) => ({ input: { id_user: buyer.id_user } }) },
  getOrderTimeline: { valid: ({ orderId }) => ({ input: { id_commande: orderId } }) },
  acceptOrder: {
    valid: async ({ server }) => {
      const order = await orderIn(server, 'paid');
      return { token: order.seller.token, input: { id_commande: order.id_commande } };
    },
  },
  declineOrder: {
    valid: async ({ server }) => {
      const order = await orderIn(server, 'paid');
      return {
        token: order.seller.token,
        input: { id_commande: order.id_commande, motif: 'Plus disponible.' },
      };
    },
  },
  shipOrder: {
    valid: async ({ server }) => {
      const order = await orderIn(server, 'accepted');
      return {
        token: order.seller.token,
        input: {
          id_commande: order.id_commande,
          transporteur: 'DHL',
          suivi_livraison: 'JD014600006281230704',
          lien_suivi: 'https://www.dhl.com/track?id=JD014600006281230704',
        },
      };
    },
  },
  confirmReception: {
    valid: async ({ server }) => {
      const order = await orderIn(server, 'shipped');
      return { token: order.buyer.token, input: { id_commande: order.id_commande } };
    },
  },
  reportProblem: {
    valid: async ({ server }) => {
      const order = await orderIn(server, 'received');
      return {
        token: order.buyer.token,
        input: { id_commande: order.id_commande, motif: 'La boucle est cassée.' },
      };
    },
  },
  listDisputes: {
    valid: async ({ server }) => ({
      token: (await staffSession(server)).token,
      input: { langue: 'it', limit: 5 },
    }),
  },
  decideDispute: {
    valid: async ({ server }) => {
      const order = await orderIn(server, 'disputed');
      return {
        token: (await staffSession(server)).token,
        input: { id_commande: order.id_commande, decision: 'release', note: 'Photos checked.' },
      };
    },
  },
  getDispute: {
    valid: async ({ server }) => {
      const order = await orderIn(server, 'disputed');
      return { token: order.seller.token, input: { id_commande: order.id_commande } };
    },
  },
  answerDispute: {
    valid: async ({ server }) => {
      const order = await orderIn(server, 'disputed');
      return {
        token: order.seller.token,
        input: { id_commande: order.id_commande, reponse: 'Envoyé intact, voir la photo du colis.' },
        files: { photo_1: PNG },
      };
    },
  },
  // Staff's listing checks: a seeded listing staff have not checked (its check undone).
  listListingsToVerify: {
    valid: async ({ server }) => ({ token: (await staffSession(server)).token, input: { limit: 5 } }),
  },
  decideListing: {
    valid: async ({ server }) => {
      const [row] = await server.db.query<{ id_produit: number }>(
        `UPDATE produit SET verifie_le = NULL WHERE id_produit =
           (SELECT id_produit FROM produit WHERE retire_le IS NULL AND refuse_le IS NULL
             ORDER BY id_produit DESC LIMIT 1 OFFSET 1)
         RETURNING id_produit`,
      );
      return {
        token: (await staffSession(server)).token,
        input: { id_produit: (row as { id_produit: number }).id_produit, decision: 'verify' },
      };
    },
  },
  // Reviews: of an order staff released, which completed it.
  listAvisVendeur: { valid: ({ sellerId }) => ({ token: null, input: { id_vendeur: sellerId, limit: 5 } }) },
  getAvisCommande: {
    valid: async ({ server }) => {
      const order = await orderIn(server, 'paid');
      return { token: order.buyer.token, input: { id_commande: order.id_commande } };
    },
  },
  addAvis: {
    valid: async ({ server }) => {
      const order = await orderIn(server, 'disputed');
      const staff = await staffSession(server);
      await act(server.context, authUser(staff.id_user, 'staff'), order.id_commande, 'releaseDispute');
      return {
        token: order.buyer.token,
        input: { id_commande: order.id_commande, note: 4, commentaire: 'Bien emballé, conforme.' },
      };
    },
  },
  saveAddress: {
    valid: ({ buyer }) => ({
      input: {
        id_user: buyer.id_user,
        nom: 'Martin',
        pays: 'FR',
        adresse: '1 rue de Rivoli',
        complement: 'Bât. A',
        ville: 'Paris',
        region_etat: 'Île-de-France',
        code_postal: '75001',
        telephone: '+33100000000',
      },
    }),
  },
  // The address book: the buyer's own address (another's is 404, addressBook.test.ts).
  listAddresses: { valid: ({ buyer }) => ({ input: { id_user: buyer.id_user } }) },
  // Its own address: an edit of one a payment named retires it, and later cases pay to the buyer's.
  updateAddress: {
    valid: async ({ server, buyer }) => ({
      input: {
        id_user: buyer.id_user,
        id_adresse_livraison: await addAddress(server, buyer.id_user),
        nom: 'Martin',
        pays: 'GB',
        adresse: '221B Baker Street',
        ville: 'London',
        code_postal: 'NW1 6XE',
        telephone: '+44 20 7946 0000',
      },
    }),
  },
  setDefaultAddress: {
    valid: ({ buyer }) => ({ input: { id_user: buyer.id_user, id_adresse_livraison: buyer.id_adresse } }),
  },
  deleteAddress: {
    valid: async ({ server, buyer }) => {
      const id = await addAddress(server, buyer.id_user);
      return { input: { id_user: buyer.id_user, id_adresse_livraison: id } };
    },
  },
  getCountryAddressRules: { valid: () => ({ token: null, input: { pays: 'JP' } }) },
  // Payments and the sandbox provider
  getCustomer: { valid: ({ buyer }) => ({ input: { id: buyer.id_user } }) },
  createIntent: {
    valid: async ({ server, buyer }) => ({
      input: (await intentBody(server, buyer, [await itemOf(server, TEST_ACCOUNTS.thirdSeller)])) as never,
    }),
  },
  sandboxToken: {
    valid: () => ({
      token: null,
      input: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } },
    }),
  },
  sandboxConfirm: {
    valid: async ({ server }) => {
      const payer = await newBuyer(server);
      const created = await createIntents(
        server,
        payer.token,
        await intentBody(server, payer, [await itemOf(server, TEST_ACCOUNTS.thirdSeller)]),
      );
      const intent = created.body.succeeded[0] as { id: string; client_secret: string };
      return {
        token: null,
        input: {
          id: intent.id,
          client_secret: intent.client_secret,
          payment_method: await cardToken(server, payer),
        },
      };
    },
  },
  sandboxFile: {
    valid: () => ({
      token: null,
      bearer: 'pk_test_sandbox',
      input: { purpose: 'identity_document' },
      files: { file: PDF },
    }),
  },
  // Payout accounts
  storeAccount: {
    valid: async ({ server, userAtStep }) => {
      const seller = await userAtStep(5);
      return {
        token: seller.token,
        input: { country: 'FR', id_user: seller.id_user, token: await accountToken(server, seller.token) },
      };
    },
  },
  getAccount: { valid: ({ sellerId }) => ({ token: null, input: { id_user: sellerId } }) },
  myAccount: { valid: () => ({ input: {} }) },
  listPayouts: { valid: () => ({ input: {} }) },
  getWaiting: { valid: () => ({ input: {} }) },
  makeOffer: {
    valid: async ({ server }) => {
      const item = await itemOf(server, TEST_ACCOUNTS.seller);
      const buyer = await newBuyer(server);
      return {
        token: buyer.token,
        input: {
          id_sous_produit: item.id_sous_produit,
          montant: shareOf(item, 0.8),
          devise: item.code_monnaie_vendeur.trim(),
        },
      };
    },
  },
  counterOffer: {
    valid: async ({ server }) => {
      const { offer, item, sellerToken } = await openOffer(server, TEST_ACCOUNTS.seller);
      return {
        token: sellerToken,
        input: { id_offre: offer.id_offre, montant: shareOf(item, 0.9), devise: offer.devise_vendeur },
      };
    },
  },
  acceptOffer: {
    valid: async ({ server }) => {
      const { offer, sellerToken } = await openOffer(server, TEST_ACCOUNTS.seller);
      return { token: sellerToken, input: { id_offre: offer.id_offre } };
    },
  },
  declineOffer: {
    valid: async ({ server }) => {
      const { offer, sellerToken } = await openOffer(server, TEST_ACCOUNTS.seller);
      return { token: sellerToken, input: { id_offre: offer.id_offre } };
    },
  },
  listOffers: { valid: () => ({ input: { langue: 'jp' } }) },
  listOfferFloors: { valid: () => ({ input: {} }) },
  setOfferFloor: {
    valid: async ({ server }) => {
      const own = await lastListing(server);
      return { token: own.token, input: { id_produit: own.id_produit, plancher: 1000 } };
    },
  },
  offerToLikers: {
    valid: async ({ server }) => {
      const item = await itemOf(server, TEST_ACCOUNTS.otherSeller);
      return {
        token: await sellerToken(server, item),
        input: { id_sous_produit: item.id_sous_produit, montant: shareOf(item, 0.85) },
      };
    },
  },
  saveSearch: { valid: () => ({ input: { q: 'hermes', etat: 'occasion', prix_max: 5000 } }) },
  listSavedSearches: { valid: () => ({ input: {} }) },
  deleteSavedSearch: {
    valid: async ({ server, buyer }) => {
      const saved = await call(server, endpoints.saveSearch, { token: buyer.token, input: { q: 'chanel' } });
      return { input: { id_recherche: (saved.body.data as { id_recherche: number }).id_recherche } };
    },
  },
  listAlerts: { valid: () => ({ input: {} }) },
  createExternalAccount: {
    valid: async ({ server, userAtStep }) => {
      const seller = await userAtStep(5);
      await call(server, endpoints.storeAccount, {
        token: seller.token,
        input: { country: 'FR', id_user: seller.id_user, token: await accountToken(server, seller.token) },
      });
      const bank = await call(server, endpoints.sandboxToken, {
        token: seller.token,
        input: {
          bank_account: { country: 'FR', currency: 'EUR', account_number: 'FR7630006000011234567890189' },
        },
      });
      return { token: seller.token, input: { country: 'FR', id: seller.id_user, token: bank.body.id } };
    },
  },
  updateAccount: {
    valid: async ({ server, userAtStep }) => {
      const seller = await userAtStep(5);
      await call(server, endpoints.storeAccount, {
        token: seller.token,
        input: { country: 'FR', id_user: seller.id_user, token: await accountToken(server, seller.token) },
      });
      // Sent without the user's token, as spec §7 says: the account token the seller claimed
      // with their session is the proof.
      const token = await accountToken(server, seller.token);
      await call(server, endpoints.claimAccountToken, { token: seller.token, input: { token } });
      return { token: null, input: { country: 'BE', id_user: seller.id_user, token } };
    },
  },
  claimAccountToken: {
    valid: async ({ server, buyer }) => ({ input: { token: await accountToken(server, buyer.token) } }),
  },
  // Messages
  readThread: {
    valid: ({ buyer, sellerId }) => ({
      input: { id_sender: buyer.id_user, id_receiver: sellerId, objet: 'Bonjour' },
    }),
  },
  listConversations: { valid: ({ buyer }) => ({ input: { id_user: buyer.id_user } }) },
  sendMessage: {
    valid: ({ buyer, sellerId }) => ({
      input: {
        id_sender: buyer.id_user,
        id_receiver: sellerId,
        objet: 'Bonjour',
        corps_message: 'Est-il disponible ?',
      },
    }),
  },
  contactSupport: {
    valid: () => ({ input: { objet: 'Une question', corps_message: 'Comment suivre ma commande ?' } }),
  },
  // Onboarding and settings
  getStep: { valid: ({ buyer }) => ({ input: { id_user: buyer.id_user } }) },
  step1: {
    valid: async ({ userAtStep }) => {
      const user = await userAtStep(0);
      return {
        token: user.token,
        input: {
          id_user: user.id_user,
          nom_pays_profile: 'FR',
          contact_profile: '+33 6 12 34 56 78',
          ville: 'Paris',
          rue: '3 rue Cambon',
          code_postal: '75001',
          departement: 'Île-de-France',
          device: 'web',
        },
      };
    },
  },
  step2: {
    valid: async ({ userAtStep }) => {
      const user = await userAtStep(2);
      return {
        token: user.token,
        input: {
          langue_profile: [
            { id_user: user.id_user, device: 'web', id_langue: 1, text_marketing: 'Bienvenue.' },
          ],
        },
      };
    },
  },
  step3: {
    valid: async ({ userAtStep }) => {
      const user = await userAtStep(3);
      return {
        token: user.token,
        input: {
          id_user: user.id_user,
          coord_bancaire_profile: {
            type: 'iban',
            country: 'FR',
            currency: 'EUR',
            iban: 'FR7630006000011234567890189',
            routing_number: '30006',
          },
          device: 'web',
        },
      };
    },
  },
  step4: {
    valid: async ({ userAtStep }) => {
      const user = await userAtStep(4);
      return { token: user.token, input: { id_user: user.id_user, device: 'web' }, files: DOCUMENTS };
    },
  },
  getSettings: { valid: ({ buyer }) => ({ input: { id_user: buyer.id_user } }) },
  updateSetting: {
    valid: ({ buyer }) => ({ input: { id_user: buyer.id_user, nom_table: 'love', value: '0' } }),
  },
};

/** The fields of a valid new article: a leaf category with a size of its grid and a colour. */
async function articleFields(server: RunningServer) {
  const [row] = await server.db.query<{ id_categorie: number; id_taille: number; id_couleur: number }>(
    `SELECT c.id_categorie, t.id_taille, (SELECT min(id_couleur) FROM couleur) AS id_couleur
       FROM categorie c JOIN taille t ON t.grille = c.grille
      WHERE c.niveau = 3 ORDER BY c.id_categorie, t.rang LIMIT 1`,
  );
  const { id_categorie, id_taille, id_couleur } = row as {
    id_categorie: number;
    id_taille: number;
    id_couleur: number;
  };
  return {
    id_marque: 1,
    id_categorie,
    description: 'Un sac en cuir grainé, porté deux fois.',
    etat_produit: 'occasion',
    variants: [{ id_taille, id_couleur }],
  };
}

/** A one-time account token issued to the signed-in user. */
async function accountToken(server: RunningServer, token: string): Promise<string> {
  const answer = await call(server, endpoints.sandboxToken, {
    token,
    input: { account: { business_type: 'individual' } },
  });
  return answer.body.id as string;
}

/** Calls an endpoint the way a client would: path parameters, query string, JSON or multipart body. */
async function call(
  server: RunningServer,
  endpoint: AnyEndpoint,
  { token, bearer, input = {}, files }: Call,
) {
  const params = Object.keys(endpoint.params.shape);
  const path = buildPath(endpoint.path, input);
  const rest = Object.fromEntries(Object.entries(input).filter(([key]) => !params.includes(key)));
  const headers: Record<string, string> = {};
  const auth = bearer ?? (token === undefined ? fixtures.buyer.token : token);
  if (auth) headers.authorization = `Bearer ${auth}`;
  let url = `${server.url}/api/${path}`;
  let body: string | FormData | undefined;
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(rest).map(([key, value]): [string, string] => [key, String(value)]),
    );
    if (query.size) url += `?${query}`;
  } else if (endpoint.files) {
    const form = new FormData();
    for (const [key, value] of Object.entries(rest))
      form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    for (const [key, bytes] of Object.entries(files ?? {})) form.append(key, new Blob([bytes]), `${key}.bin`);
    body = form;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(rest);
  }
  const response = await fetch(url, { method: endpoint.method, headers, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Every leaf of an input, with its path: `you.adresse.id`, `commandes.0.prix`. */
function leaves(value: unknown, path: string[] = []): { path: string[]; value: unknown }[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
      leaves(child, [...path, key]),
    );
  }
  return [{ path, value }];
}

function replaced(input: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(input);
  let target = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path[path.length - 1] as string] = value;
  return copy;
}

/** Malformed versions of a valid input: wrong types, negative numbers, huge strings. */
function malformedVariants(
  input: Record<string, unknown>,
): { label: string; input: Record<string, unknown> }[] {
  return leaves(input).flatMap(({ path, value }) => {
    const name = path.join('.');
    if (typeof value === 'number') {
      return [
        { label: `${name} = 'abc'`, input: replaced(input, path, 'abc') },
        { label: `${name} = -1`, input: replaced(input, path, -1) },
      ];
    }
    if (typeof value === 'string')
      return [{ label: `${name} = 10,000 characters`, input: replaced(input, path, 'x'.repeat(10_000)) }];
    return [];
  });
}

let fixtures: Fixtures;
beforeAll(async () => {
  const server = await startTestServer();
  const item = await itemOf(server, TEST_ACCOUNTS.otherSeller);
  const buyer = await newBuyer(server);
  const other = await newBuyer(server);
  await buy(server, buyer, await itemOf(server, TEST_ACCOUNTS.otherSeller));
  const [order] = await server.db.query<{ id_commande: number }>(
    'SELECT id_commande FROM commande WHERE id_user = $1',
    [buyer.id_user],
  );
  fixtures = {
    server,
    buyer,
    other,
    sellerId: item.id_vendeur,
    productId: item.id_produit,
    subProductId: item.id_sous_produit,
    orderId: (order as { id_commande: number }).id_commande,
    async userAtStep(step) {
      const user = await newBuyer(server);
      await server.db.query('UPDATE utilisateur SET onboarding_step = $2, role = $3 WHERE id_user = $1', [
        user.id_user,
        step,
        step === 5 ? 'kim' : 'user',
      ]);
      return user;
    },
  };
});
afterAll(() => fixtures?.server.close());

describe.each(Object.entries(endpoints) as [EndpointName, AnyEndpoint][])('%s', (name, endpoint) => {
  const check = cases[name];

  it(`${endpoint.method} ${endpoint.path}: a valid call passes`, async () => {
    const answer = await call(fixtures.server, endpoint, await check.valid(fixtures));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  if (endpoint.access === 'private') {
    it('without a token: 401', async () => {
      const valid = await check.valid(fixtures);
      const answer = await call(fixtures.server, endpoint, { ...valid, token: null });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toEqual(expect.any(String));
    });
  }

  for (const field of endpoint.self) {
    it(`${field} naming another user: 403`, async () => {
      const valid = await check.valid(fixtures);
      const input = replaced(valid.input ?? {}, field.split('.'), fixtures.other.id_user);
      const answer = await call(fixtures.server, endpoint, { ...valid, input });
      expect(answer.status).toBe(403);
      expect(answer.body.error).toEqual(expect.any(String));
    });
  }

  it('malformed input: 400 with an error message, never a 500', async () => {
    const valid = await check.valid(fixtures);
    const variants = malformedVariants(valid.input ?? {});
    // Calls carrying a one-time proof (a token, a client secret) would also be refused for
    // spending it; what matters is the status, so each variant goes on its own copy of `valid`.
    const pathParams = Object.keys(endpoint.params.shape);
    for (const variant of variants) {
      const answer = await call(fixtures.server, endpoint, { ...valid, input: variant.input });
      // A huge path parameter makes the URL itself too long: 414, the status HTTP has for it.
      const expected = pathParams.some((param) => variant.label.startsWith(`${param} = 10,000`)) ? 414 : 400;
      expect(answer.status, `${variant.label}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(expected);
      expect(answer.body.error, variant.label).toEqual(expect.any(String));
    }
    // Missing fields: an endpoint with required inputs refuses an input holding only its path.
    const required = !z.safeParse(endpoint.body, {}).success || !z.safeParse(endpoint.query, {}).success;
    if (required) {
      const pathOnly = Object.fromEntries(
        Object.keys(endpoint.params.shape).map((key) => [key, valid.input?.[key]]),
      );
      const answer = await call(fixtures.server, endpoint, { ...valid, input: pathOnly });
      expect(answer.status, `missing fields: ${JSON.stringify(answer.body)}`).toBe(400);
    }
  });

  it('SQL and HTML metacharacters are data, not code: no 500', async () => {
    const valid = await check.valid(fixtures);
    for (const { path } of leaves(valid.input ?? {}).filter((leaf) => typeof leaf.value === 'string')) {
      const input = replaced(
        valid.input ?? {},
        path,
        `' OR '1'='1'; DROP TABLE produit; -- <script>alert(1)</script>`,
      );
      const answer = await call(fixtures.server, endpoint, { ...valid, input });
      expect(answer.status, path.join('.')).toBeLessThan(500);
    }
    const [row] = await fixtures.server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM produit',
    );
    expect(row?.count).toBeGreaterThan(0);
  });
});
