/**
 * The live connection's events (spec §7 "Real-time connection"), typed for socket.io on both
 * sides. The socket proves who it is with `auth: { token }`; ids a client sends are checked
 * against it.
 */
import * as z from 'zod/mini';
import { MessageBody, MessageSchema, Subject } from './messages.js';
import type { Offer } from './offers.js';
import { ORDER_STATES } from './orders.js';
import type { Alert } from './savedSearches.js';
import { Id, IdempotencyKey, IdOrZero } from './schema.js';

export const SOCKET_PATH = '/socket.io';

export const InitializePayload = z.object({ customId: z.optional(IdOrZero) });
export const SendMessagePayload = z.object({
  objet: Subject,
  corps_message: MessageBody,
  /** Defaults to the signed-in user; naming anyone else is refused. */
  id_sender: z.optional(Id),
  id_receiver: Id,
  /** As on `MessageController/send_message`: the same key twice stores the message once. */
  idempotency_key: z.optional(IdempotencyKey),
});
export const LikePayload = z.object({ id_user: z.optional(Id), id_produit: Id });
export const UpdateOrderStatePayload = z.object({
  id_commande: Id,
  etat: z.enum(ORDER_STATES),
  /** With `shipped`: the carrier, tracking number and link, as `shipOrder` takes them. */
  transporteur: z.optional(z.string().check(z.maxLength(80))),
  suivi_livraison: z.optional(z.string().check(z.maxLength(80))),
  lien_suivi: z.optional(z.string().check(z.maxLength(300))),
  /** With `declined`: the reason, as `declineOrder` takes it. */
  motif: z.optional(z.string().check(z.maxLength(1000))),
});

export type SendMessageInput = z.input<typeof SendMessagePayload>;
export type LikeInput = z.input<typeof LikePayload>;
export type UpdateOrderStateInput = z.input<typeof UpdateOrderStatePayload>;

/** What an acknowledgement callback receives: the result, or why it was refused. */
export type Ack<T> = { data: T; error?: undefined } | { data?: undefined; error: string };

export const MessageEventSchema = z.object({
  /** 'sent' to the sender's sockets, 'received' to the receiver's. */
  status: z.enum(['sent', 'received']),
  message: MessageSchema,
});
export type MessageEvent = z.infer<typeof MessageEventSchema>;

/** Events the server sends. */
export interface ServerToClientEvents {
  initialize: (payload: { status: 'connected'; id_user: number }) => void;
  message: (payload: MessageEvent) => void;
  'like produit': (payload: { id_produit: number; is_liked: boolean }) => void;
  'update etat commande': (payload: { id_commande: number; etat: string }) => void;
  /** An offer the user made or received moved (made, countered, accepted, declined, expired, lapsed). */
  offre: (payload: { offre: Offer }) => void;
  /** A new listing matching one of the user's saved searches, or a lower price on an item they love. */
  alerte: (payload: { alerte: Alert }) => void;
}

/** Events a client sends; each takes an acknowledgement callback. */
export interface ClientToServerEvents {
  initialize: (
    payload: z.input<typeof InitializePayload>,
    ack?: (result: Ack<{ id_user: number }>) => void,
  ) => void;
  message: (payload: SendMessageInput, ack?: (result: Ack<z.infer<typeof MessageSchema>[]>) => void) => void;
  'like produit': (
    payload: LikeInput,
    ack?: (result: Ack<{ id_produit: number; is_liked: boolean }>) => void,
  ) => void;
  'update etat commande': (
    payload: UpdateOrderStateInput,
    ack?: (result: Ack<{ id_commande: number; etat: string }>) => void,
  ) => void;
}
