/** Orders and delivery addresses (spec §7 CommandeController, AdresseController). */
import {
  DISPUTE_ANSWER_PHOTO_FIELDS,
  type Dispute,
  type DisputeDecision,
  type Order,
  type OrderTimeline,
  orderEndpoints,
  PROBLEM_PHOTO_FIELDS,
  type ShipOrderInput,
} from '@vitrine/contract';
import { createAddresses } from './addresses.js';
import { type ClientCore, currentUserId } from './core.js';
import { type Result, SdkHttpError, SdkNetworkError } from './errors.js';

const signedOut = (): Result<never> => ({ error: new SdkHttpError(401, 'Sign in to see your orders.') });

export function createOrders(core: ClientCore) {
  const { http } = core;
  /** The timeline an order action answers, or its error (403 not yours, 409 not now). */
  const timelineOf = async (
    pending: Promise<Result<{ data: OrderTimeline }>>,
  ): Promise<Result<OrderTimeline>> => {
    const result = await pending;
    return result.error ? result : { data: result.data.data };
  };
  return {
    /** One order, for its buyer or seller (the spec reads data[0]). */
    async get(idCommande: number): Promise<Result<Order>> {
      const result = await http.call(orderEndpoints.getCommande, {
        id_commande: idCommande,
        langue: core.store.getState().language,
      });
      if (result.error) return result;
      const order = result.data.data[0];
      return order ? { data: order } : { error: new SdkHttpError(404, 'This order does not exist.') };
    },
    /** The signed-in user's purchases, newest first. */
    async purchases(page: { page?: number; limit?: number } = {}): Promise<Result<Order[]>> {
      const id_user = currentUserId(core);
      if (id_user === null) return signedOut();
      const result = await http.call(orderEndpoints.listPurchases, {
        id_user,
        langue: core.store.getState().language,
        ...page,
      });
      return result.error ? result : { data: result.data.data };
    },
    /** The signed-in seller's sales, newest first. */
    async sales(page: { page?: number; limit?: number } = {}): Promise<Result<Order[]>> {
      const id_vendeur = currentUserId(core);
      if (id_vendeur === null) return signedOut();
      const result = await http.call(orderEndpoints.listSales, {
        id_vendeur,
        langue: core.store.getState().language,
        ...page,
      });
      return result.error ? result : { data: result.data.data };
    },
    /**
     * A photo of an order's step (a reported problem's evidence), as a Blob: only the order's
     * buyer, its seller and staff may read it, with their token; anyone else gets 404.
     * @example const photo = await client.orders.photo(step.photos[0]); if (photo.data) img.src = URL.createObjectURL(photo.data);
     */
    async photo(path: string, init?: { signal?: AbortSignal }): Promise<Result<Blob>> {
      const url = http.url(path);
      let response: Response;
      try {
        response = await http.fetchWithToken(path, init);
      } catch (cause) {
        return { error: new SdkNetworkError(`Could not reach ${url}`, cause) };
      }
      if (!response.ok) {
        const record = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        const message = typeof record.error === 'string' ? record.error : `HTTP ${response.status}`;
        return { error: new SdkHttpError(response.status, message, record) };
      }
      try {
        return { data: await response.blob() };
      } catch (cause) {
        // Cut off while reading (the caller let go of it, or the connection dropped).
        return { error: new SdkNetworkError(`Could not read ${url}`, cause) };
      }
    },
    /** An order's past steps (time, actor), its next deadline and the money moved for it. */
    timeline(idCommande: number): Promise<Result<OrderTimeline>> {
      return timelineOf(http.call(orderEndpoints.getOrderTimeline, { id_commande: idCommande }));
    },
    /** Staff: the orders whose buyer reported a problem, oldest report first. */
    async disputes(page: { page?: number; limit?: number } = {}): Promise<Result<Order[]>> {
      const result = await http.call(orderEndpoints.listDisputes, {
        langue: core.store.getState().language,
        ...page,
      });
      return result.error ? result : { data: result.data.data };
    },
    /** The seller accepts a paid order (within 48 h). */
    accept(idCommande: number): Promise<Result<OrderTimeline>> {
      return timelineOf(http.call(orderEndpoints.acceptOrder, { id_commande: idCommande }));
    },
    /** The seller declines a paid order with a reason; the buyer is refunded in full. */
    decline(idCommande: number, motif: string): Promise<Result<OrderTimeline>> {
      return timelineOf(http.call(orderEndpoints.declineOrder, { id_commande: idCommande, motif }));
    },
    /** The seller ships an accepted order (within 72 h) with carrier, tracking number and link. */
    ship(idCommande: number, shipping: Omit<ShipOrderInput, 'id_commande'>): Promise<Result<OrderTimeline>> {
      return timelineOf(http.call(orderEndpoints.shipOrder, { ...shipping, id_commande: idCommande }));
    },
    /** The buyer says the item arrived. */
    confirmReception(idCommande: number): Promise<Result<OrderTimeline>> {
      return timelineOf(http.call(orderEndpoints.confirmReception, { id_commande: idCommande }));
    },
    /** The buyer reports a problem within 48 h of reception, with up to 4 photos; staff decide. */
    reportProblem(
      idCommande: number,
      motif: string,
      photos: readonly Blob[] = [],
    ): Promise<Result<OrderTimeline>> {
      if (photos.length > PROBLEM_PHOTO_FIELDS.length) {
        throw new Error(
          `orders.reportProblem takes at most ${PROBLEM_PHOTO_FIELDS.length} photos (got ${photos.length}): leave the others out.`,
        );
      }
      const files = Object.fromEntries(photos.map((photo, index) => [PROBLEM_PHOTO_FIELDS[index], photo]));
      return timelineOf(
        http.call(orderEndpoints.reportProblem, { id_commande: idCommande, motif }, { files }),
      );
    },
    /**
     * Staff decide a dispute: refund the buyer, or release the payout to the seller, with a note
     * saying why (required: both parties read it). 403 on an order the staff member bought or sold.
     */
    decideDispute(
      idCommande: number,
      decision: DisputeDecision,
      note: string,
    ): Promise<Result<OrderTimeline>> {
      return timelineOf(http.call(orderEndpoints.decideDispute, { id_commande: idCommande, decision, note }));
    },
    /**
     * The order's reported problem, both sides: the buyer's reason and photos, the seller's answer
     * and photos, staff's decision and note, the parties' messages; null when no problem was
     * reported. 403 for anyone but its buyer, its seller and staff. Photos are read with `photo`.
     */
    async dispute(idCommande: number): Promise<Result<Dispute | null>> {
      const result = await http.call(orderEndpoints.getDispute, { id_commande: idCommande });
      return result.error ? result : { data: result.data.data };
    },
    /**
     * The order's seller answers its reported problem, with up to 4 photos: once, while it is
     * open and within 48 h of the report (409 otherwise); 403 for anyone else.
     */
    async answerDispute(
      idCommande: number,
      reponse: string,
      photos: readonly Blob[] = [],
    ): Promise<Result<Dispute>> {
      if (photos.length > DISPUTE_ANSWER_PHOTO_FIELDS.length) {
        throw new Error(
          `orders.answerDispute takes at most ${DISPUTE_ANSWER_PHOTO_FIELDS.length} photos (got ${photos.length}): leave the others out.`,
        );
      }
      const files = Object.fromEntries(
        photos.map((photo, index) => [DISPUTE_ANSWER_PHOTO_FIELDS[index], photo]),
      );
      const result = await http.call(
        orderEndpoints.answerDispute,
        { id_commande: idCommande, reponse },
        { files },
      );
      return result.error ? result : { data: result.data.data };
    },
    // In a module of their own, which the client also loads alone (see client.ts).
    ...createAddresses(core),
  };
}

export type Orders = ReturnType<typeof createOrders>;
