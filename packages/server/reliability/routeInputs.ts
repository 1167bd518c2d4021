/**
 * A well-formed call of every endpoint of the contract, made by user A about A's own things: the
 * starting point of the access matrix (the same call with someone else's token, a forged one, no
 * token) and of the fuzzer (the same call, broken). The type lists every endpoint, so an endpoint
 * added to the contract without a call here does not compile.
 */
import type { CreateIntentBody, EndpointName } from '@vitrine/contract';
import type { UploadFile } from './callEndpoint.js';
import { PDF, PNG } from './samples.js';

export interface Actor {
  id_user: number;
  token: string;
  id_adresse: number;
}

/** What the calls refer to; A owns the order, the cart line and the pending intent. */
export interface Actors {
  a: Actor;
  b: Actor;
  sellerId: number;
  productId: number;
  subProductId: number;
  orderId: number;
  /** A's reservation, not paid yet. */
  intent: { id: string; client_secret: string };
  /** A's checkout of an item nobody reserved. */
  checkout: CreateIntentBody;
  /** A's open offer on the item in A's cart, and what it offered. */
  offerId: number;
  offerBody: { id_sous_produit: number; montant: number; devise: string };
  /** A's saved search. */
  savedSearchId: number;
}

export interface RouteCall {
  /** Whose bearer the call carries: A's session, none, or the provider's publishable key. */
  as: 'a' | 'visitor' | 'publishable';
  input: Record<string, unknown>;
  files?: Record<string, UploadFile>;
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

const DOCUMENTS = {
  piece_identite_profile: { bytes: PNG, name: 'front.png', type: 'image/png' },
  piece_identite_profile_dos: { bytes: PNG, name: 'back.png', type: 'image/png' },
  certificat_residence: { bytes: PDF, name: 'proof.pdf', type: 'application/pdf' },
  certificat_residence2: { bytes: PDF, name: 'proof2.pdf', type: 'application/pdf' },
};

type MakeCall = (actors: Actors) => RouteCall;

/**
 * Every endpoint of the contract must have its call (a missing one does not compile); calls of
 * endpoints still being added elsewhere may stand here before the contract has them.
 */
export const routeCalls: Record<EndpointName, MakeCall> & Record<string, MakeCall> = {
  login: () => ({
    as: 'visitor',
    input: { email: 'vendeur@vitrine.dev', password: 'Vitrine-demo-2026', type_device: 'web' },
  }),
  signup: () => {
    const id = unique();
    return {
      as: 'visitor',
      input: {
        sexe_profile: 'Femme',
        id_pays_profile: 1,
        nom_profile: 'Fuzz',
        prenom_profile: 'Test',
        email: `reliability${id}@test.vitrine.dev`,
        password: 'reliability-password',
        pseudo_profile: `Rel${id}`,
        date_naiss_profile: '1990-01-01',
      },
      files: { image_link_profile: { bytes: PNG, name: 'me.png', type: 'image/png' } },
    };
  },
  logout: () => ({ as: 'a', input: {} }),
  getProfile: ({ a }) => ({ as: 'a', input: { id_user: a.id_user } }),
  forgotPassword: () => ({ as: 'visitor', input: { email: `reliability${unique()}@test.vitrine.dev` } }),
  // A link's secret is only in its e-mail: a well-formed one that no e-mail carried.
  resetPassword: () => ({
    as: 'visitor',
    input: { token: 'x'.repeat(43), password: 'reliability-password' },
  }),
  confirmEmail: () => ({ as: 'visitor', input: { token: 'x'.repeat(43) } }),
  updateProfile: ({ a }) => ({
    as: 'a',
    input: {
      id_user: a.id_user,
      prenom_profile: 'Claire',
      contact_profile: '+33 6 12 34 56 78',
      langue: 'fr',
    },
    files: { image_link_profile: { bytes: PNG, name: 'me.png', type: 'image/png' } },
  }),
  // Not A's password: A keeps it, and the call is refused after the token is checked.
  changePassword: () => ({
    as: 'a',
    input: { current_password: 'not-the-password', password: 'reliability-password' },
  }),
  changeEmail: () => ({
    as: 'a',
    input: { current_password: 'not-the-password', email: `moved${unique()}@test.vitrine.dev` },
  }),
  // A's address is the seed's, confirmed: the call is refused (409) after the token is checked.
  resendEmailConfirmation: () => ({ as: 'a', input: {} }),
  logoutEverywhere: () => ({ as: 'a', input: {} }),
  exportAccount: () => ({ as: 'a', input: {} }),
  // Not A's password (and A's order is open): refused after the token is checked; A stays.
  deleteAccount: () => ({ as: 'a', input: { password: 'not-the-password' } }),
  listPaysSimple: () => ({ as: 'visitor', input: {} }),
  listPaysVendeur: () => ({ as: 'visitor', input: {} }),
  listPaysLangue: () => ({ as: 'visitor', input: {} }),
  getPaysByAlpha2: () => ({ as: 'visitor', input: { alpha2: 'IT' } }),
  geolocalisation: () => ({ as: 'visitor', input: {} }),
  listPublicite: () => ({ as: 'visitor', input: { langue: 3 } }),
  listProduitAvecVendeur: ({ a }) => ({ as: 'a', input: { id_user: a.id_user, limit: 5, langue: 'it' } }),
  listProduit: ({ a }) => ({ as: 'a', input: { type: 'web', id_user: a.id_user, limit: 5, page: 2 } }),
  rechercheFiltre: ({ a }) => ({
    as: 'a',
    input: { id_user: a.id_user, id_marque: 1, genre: 'femme', limit: 5 },
  }),
  listMarqueHavingProduit: () => ({ as: 'visitor', input: {} }),
  listMarqueProduit: () => ({ as: 'visitor', input: {} }),
  listCategories: () => ({ as: 'visitor', input: {} }),
  getProduitAll: ({ a, productId }) => ({ as: 'a', input: { id_produit: productId, id_user: a.id_user } }),
  listProduitWillLikeToo: ({ a, productId }) => ({
    as: 'a',
    input: { id_produit: productId, id_user: a.id_user },
  }),
  listProduitByVendeur: ({ a, sellerId }) => ({
    as: 'a',
    input: { id_vendeur: sellerId, id_user: a.id_user },
  }),
  searchProduit: ({ a }) => ({
    as: 'a',
    input: { q: 'sac', id_user: a.id_user, limit: 5, tri: 'prix_decroissant', prix_max: 5000, pays: 'GB' },
  }),
  facettesProduit: () => ({
    as: 'visitor',
    input: { q: 'sac', etat: 'occasion', prix_min: 10, pays: 'IT', langue: 'it' },
  }),
  suggestionsRecherche: () => ({ as: 'visitor', input: { q: 'herm', langue: 'jp' } }),
  listTailleHavingProduct: () => ({ as: 'visitor', input: {} }),
  listCouleurHavingProduct: () => ({ as: 'visitor', input: { langue: 'ru' } }),
  listTaille: () => ({ as: 'visitor', input: { id_categorie: 1 } }),
  addProduit: () => ({
    as: 'a',
    input: {
      id_marque: 1,
      id_categorie: 1,
      modele: 'Kelly 28',
      description: 'Un sac en cuir grainé, porté deux fois.',
      etat_produit: 'occasion',
      prix_unitaire: 1250.5,
      variants: [{ id_taille: 1, id_couleur: 1 }],
    },
    files: { photo_1: { bytes: PNG, name: 'kelly.png', type: 'image/png' } },
  }),
  setProduitTexte: ({ productId }) => ({
    as: 'a',
    input: {
      id_produit: productId,
      langue: 'ru',
      modele: 'Классический шопер',
      description: 'Классический шопер из телячьей кожи.',
    },
  }),
  listMesProduits: () => ({ as: 'a', input: { page: 1, limit: 20 } }),
  // A is not the seller of this product: A's own call is refused too, and nothing is written.
  updateMonProduit: ({ productId }) => ({
    as: 'a',
    input: { id_produit: productId, prix_unitaire: 990, description: 'Porté deux fois, comme neuf.' },
  }),
  retirerProduit: ({ productId }) => ({ as: 'a', input: { id_produit: productId } }),
  listNewSellers: () => ({ as: 'visitor', input: { id_user: 0, type: 'web', limit: 3 } }),
  listAllVendeurs: () => ({ as: 'visitor', input: { alpha2: 'fr', limit: 5 } }),
  getVendeur: ({ sellerId }) => ({ as: 'visitor', input: { id_vendeur: sellerId } }),
  listLangueVendeur: () => ({ as: 'visitor', input: {} }),
  getLanguesByProfile: ({ sellerId }) => ({ as: 'visitor', input: { id_user: sellerId } }),
  listPanier: ({ a }) => ({ as: 'a', input: { id_user: a.id_user } }),
  addPanier: ({ a, productId, subProductId }) => ({
    as: 'a',
    input: { id_user: a.id_user, id_produit: productId, id_sous_produit: subProductId },
  }),
  deletePanierItem: ({ a, productId, subProductId }) => ({
    as: 'a',
    input: { id_user: a.id_user, id_produit: productId, id_sous_produit: subProductId },
  }),
  getWishlist: ({ a }) => ({ as: 'a', input: { id_user: a.id_user, langue: 'jp' } }),
  toggleWishlist: ({ a, productId }) => ({ as: 'a', input: { id_user: a.id_user, id_produit: productId } }),
  getCommande: ({ orderId }) => ({ as: 'a', input: { id_commande: orderId } }),
  listPurchases: ({ a }) => ({ as: 'a', input: { id_user: a.id_user, page: 1, limit: 10 } }),
  listSales: ({ a }) => ({ as: 'a', input: { id_vendeur: a.id_user } }),
  getLastAddress: ({ a }) => ({ as: 'a', input: { id_user: a.id_user } }),
  listAddresses: ({ a }) => ({ as: 'a', input: { id_user: a.id_user } }),
  // A's own address: changed as a new one where a payment used it, so A's call leaves it as it was.
  updateAddress: ({ a }) => ({
    as: 'a',
    input: {
      id_user: a.id_user,
      id_adresse_livraison: a.id_adresse,
      nom: 'Martin',
      pays: 'GB',
      adresse: '221B Baker Street',
      ville: 'London',
      code_postal: 'NW1 6XE',
      telephone: '+44 20 7946 0000',
    },
  }),
  deleteAddress: ({ a }) => ({ as: 'a', input: { id_user: a.id_user, id_adresse_livraison: a.id_adresse } }),
  setDefaultAddress: ({ a }) => ({
    as: 'a',
    input: { id_user: a.id_user, id_adresse_livraison: a.id_adresse },
  }),
  getCountryAddressRules: () => ({ as: 'visitor', input: { pays: 'JP' } }),
  // A is the order's buyer: the seller's and staff's moves are refused to A, its own are answered
  // by the order's state.
  getOrderTimeline: ({ orderId }) => ({ as: 'a', input: { id_commande: orderId } }),
  acceptOrder: ({ orderId }) => ({ as: 'a', input: { id_commande: orderId } }),
  declineOrder: ({ orderId }) => ({ as: 'a', input: { id_commande: orderId, motif: 'Plus disponible.' } }),
  shipOrder: ({ orderId }) => ({
    as: 'a',
    input: {
      id_commande: orderId,
      transporteur: 'DHL',
      suivi_livraison: 'JD014600006281230704',
      lien_suivi: 'https://www.dhl.com/track?id=JD014600006281230704',
    },
  }),
  confirmReception: ({ orderId }) => ({ as: 'a', input: { id_commande: orderId } }),
  reportProblem: ({ orderId }) => ({
    as: 'a',
    input: { id_commande: orderId, motif: 'La boucle est cassée.' },
  }),
  listDisputes: () => ({ as: 'a', input: { langue: 'ru', page: 1, limit: 10 } }),
  // Staff's listing checks: A is not staff, so A's own call is refused too and nothing is written.
  listListingsToVerify: () => ({ as: 'a', input: { page: 1, limit: 10 } }),
  decideListing: ({ productId }) => ({
    as: 'a',
    input: { id_produit: productId, decision: 'refuse', motif: 'Photos floues, numéro de série absent.' },
  }),
  listAvisVendeur: ({ sellerId }) => ({ as: 'visitor', input: { id_vendeur: sellerId, page: 1, limit: 5 } }),
  getAvisCommande: ({ orderId }) => ({ as: 'a', input: { id_commande: orderId } }),
  // A's order is not completed: A's own review is refused with 409, B's with 403.
  addAvis: ({ orderId }) => ({
    as: 'a',
    input: { id_commande: orderId, note: 5, commentaire: 'Envoi rapide, article conforme.' },
  }),
  decideDispute: ({ orderId }) => ({
    as: 'a',
    input: { id_commande: orderId, decision: 'refund', note: 'Photos checked.' },
  }),
  // A's order has no reported problem: A reads null; B is neither its buyer, its seller nor staff.
  getDispute: ({ orderId }) => ({ as: 'a', input: { id_commande: orderId } }),
  // A is the order's buyer: only its seller answers, so A's own call is refused too.
  answerDispute: ({ orderId }) => ({
    as: 'a',
    input: { id_commande: orderId, reponse: 'Parti intact, voir la photo du colis.' },
    files: { photo_1: { bytes: PNG, name: 'colis.png', type: 'image/png' } },
  }),
  saveAddress: ({ a }) => ({
    as: 'a',
    input: {
      id_user: a.id_user,
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
  getCustomer: ({ a }) => ({ as: 'a', input: { id: a.id_user } }),
  createIntent: ({ checkout }) => ({ as: 'a', input: structuredClone(checkout) as never }),
  sandboxToken: () => ({
    as: 'visitor',
    input: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } },
  }),
  sandboxConfirm: ({ intent }) => ({
    as: 'visitor',
    input: { id: intent.id, client_secret: intent.client_secret, payment_method: 'tok_unknown' },
  }),
  sandboxFile: () => ({
    as: 'publishable',
    input: { purpose: 'identity_document' },
    files: { file: { bytes: PDF, name: 'id.pdf', type: 'application/pdf' } },
  }),
  storeAccount: ({ a }) => ({ as: 'a', input: { country: 'FR', id_user: a.id_user, token: 'ct_unknown' } }),
  getAccount: ({ sellerId }) => ({ as: 'visitor', input: { id_user: sellerId } }),
  myAccount: () => ({ as: 'a', input: {} }),
  listPayouts: () => ({ as: 'a', input: {} }),
  getWaiting: () => ({ as: 'a', input: {} }),
  createExternalAccount: ({ a }) => ({
    as: 'a',
    input: { country: 'FR', id: a.id_user, token: 'btok_unknown' },
  }),
  claimAccountToken: () => ({ as: 'a', input: { token: 'ct_unknown' } }),
  updateAccount: ({ a }) => ({
    as: 'visitor',
    input: { country: 'BE', id_user: a.id_user, token: 'ct_unknown' },
  }),
  readThread: ({ a, sellerId }) => ({
    as: 'a',
    input: { id_sender: a.id_user, id_receiver: sellerId, objet: 'Bonjour' },
  }),
  listConversations: ({ a }) => ({ as: 'a', input: { id_user: a.id_user } }),
  sendMessage: ({ a, sellerId }) => ({
    as: 'a',
    input: {
      id_sender: a.id_user,
      id_receiver: sellerId,
      objet: 'Bonjour',
      corps_message: 'Est-il disponible ?',
    },
  }),
  contactSupport: () => ({
    as: 'a',
    input: { objet: 'Une question', corps_message: 'Comment suivre ma commande ?' },
  }),
  getStep: ({ a }) => ({ as: 'a', input: { id_user: a.id_user } }),
  step1: ({ a }) => ({
    as: 'a',
    input: {
      id_user: a.id_user,
      nom_pays_profile: 'FR',
      contact_profile: '+33 6 12 34 56 78',
      ville: 'Paris',
      rue: '3 rue Cambon',
      code_postal: '75001',
      departement: 'Île-de-France',
      device: 'web',
    },
  }),
  step2: ({ a }) => ({
    as: 'a',
    input: {
      langue_profile: [{ id_user: a.id_user, device: 'web', id_langue: 1, text_marketing: 'Bienvenue.' }],
    },
  }),
  step3: ({ a }) => ({
    as: 'a',
    input: {
      id_user: a.id_user,
      coord_bancaire_profile: {
        type: 'iban',
        country: 'FR',
        currency: 'EUR',
        iban: 'FR7630006000011234567890189',
        routing_number: '30006',
      },
      device: 'web',
    },
  }),
  step4: ({ a }) => ({ as: 'a', input: { id_user: a.id_user, device: 'web' }, files: DOCUMENTS }),
  // A already has this offer open: A's own call answers 409, and writes nothing.
  makeOffer: ({ offerBody }) => ({ as: 'a', input: { ...offerBody } }),
  // A made the offer: only its seller answers it, so A's own moves are 409.
  counterOffer: ({ offerId, offerBody }) => ({
    as: 'a',
    input: { id_offre: offerId, montant: offerBody.montant, devise: offerBody.devise },
  }),
  acceptOffer: ({ offerId }) => ({ as: 'a', input: { id_offre: offerId } }),
  declineOffer: ({ offerId }) => ({ as: 'a', input: { id_offre: offerId } }),
  listOffers: () => ({ as: 'a', input: { langue: 'ru' } }),
  listOfferFloors: () => ({ as: 'a', input: {} }),
  // Someone's listing: A is not its seller, so A's own call is refused too and nothing is written.
  setOfferFloor: ({ productId }) => ({ as: 'a', input: { id_produit: productId, plancher: 1000 } }),
  offerToLikers: ({ subProductId, offerBody }) => ({
    as: 'a',
    input: { id_sous_produit: subProductId, montant: offerBody.montant },
  }),
  saveSearch: () => ({ as: 'a', input: { q: 'kelly', etat: 'occasion', prix_max: 5000, pays: 'FR' } }),
  listSavedSearches: () => ({ as: 'a', input: {} }),
  deleteSavedSearch: ({ savedSearchId }) => ({ as: 'a', input: { id_recherche: savedSearchId } }),
  listAlerts: () => ({ as: 'a', input: {} }),
  getSettings: ({ a }) => ({ as: 'a', input: { id_user: a.id_user } }),
  updateSetting: ({ a }) => ({ as: 'a', input: { id_user: a.id_user, nom_table: 'love', value: '0' } }),
};
