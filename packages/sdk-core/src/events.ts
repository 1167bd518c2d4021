/** A small typed event emitter: how the client tells the app what happened live. */
import type { Alert, MessageEvent, Offer, Session } from '@vitrine/contract';

/** Live notices the app shows as snackbars (spec §7: 'Connecté', 'Message envoyé', 'Message reçu'). */
export type NoticeKind = 'connected' | 'messageSent' | 'messageReceived';

export interface VitrineEvents {
  notice: { kind: NoticeKind };
  message: MessageEvent;
  like: { id_produit: number; is_liked: boolean };
  orderState: { id_commande: number; etat: string };
  /** An offer the user made or received moved: made, countered, accepted, declined, expired, paid or lapsed. */
  offer: Offer;
  /** A new listing matching a saved search, or a lower price on a loved item. */
  alert: Alert;
  /** A thread was opened, which marks its messages to the user read. */
  threadRead: { id_receiver: number; objet: string };
  /**
   * The live connection came back after a loss. Events sent meanwhile were not delivered: the
   * shared state (conversations, favourites) is read again, and a screen showing something live
   * (a thread, an order) reads it again on this.
   */
  resumed: Record<never, never>;
  /** The session started or ended (sign-in, sign-up, sign-out, expiry). */
  session: { user: Session | null };
}

export interface Emitter<Events> {
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void;
  emit<E extends keyof Events>(event: E, payload: Events[E]): void;
}

export function createEmitter<Events>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(event, set);
      return () => set.delete(listener as (payload: never) => void);
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) {
        try {
          (listener as (payload: Events[typeof event]) => void)(payload);
        } catch (error) {
          // One failing listener must not stop the others, nor the SDK.
          console.error(error);
        }
      }
    },
  };
}
