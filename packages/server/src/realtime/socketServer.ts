/**
 * The live connection (spec §7 "Real-time connection"): socket.io on the same HTTP server.
 * A socket proves who it is with its token in the handshake and is bound to that user from then
 * on: ids a client sends (`customId`, `id_sender`, `id_user`) never change who it acts as.
 */
import type { Server as HttpServer } from 'node:http';
import {
  type Ack,
  type ClientToServerEvents,
  LikePayload,
  SendMessagePayload,
  type ServerToClientEvents,
  SOCKET_PATH,
  UpdateOrderStatePayload,
} from '@vitrine/contract';
import { Server, type Socket } from 'socket.io';
import * as z from 'zod/mini';
import { type AuthUser, authenticate } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { toggleFavourite } from '../db/queries/favourites.js';
import { orderParties, setOrderState } from '../db/queries/orderState.js';
import { HttpError } from '../http/httpError.js';
import { describeIssue } from '../http/registerEndpoint.js';
import { sendMessage } from './conversation.js';

export interface SocketServer {
  io: Server<ClientToServerEvents, ServerToClientEvents>;
  /**
   * Ends every live connection and refuses new ones. Called when the server starts closing: an
   * open websocket keeps the HTTP server from closing, so the sockets must go first.
   */
  disconnectAll(): void;
  close(): Promise<void>;
}

type VitrineSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

const userRoom = (idUser: number) => `user:${idUser}`;

/** A refusal a handler reports to the client in its acknowledgement. */
class Refusal extends Error {}

/**
 * Registers `event` so that whatever the client sends — no payload, a string, a payload without
 * an ack — the handler's result or refusal reaches the ack, and nothing throws out of it.
 */
function handle<T>(
  socket: VitrineSocket,
  event: keyof ClientToServerEvents,
  work: (payload: unknown) => Promise<T>,
): void {
  socket.on(event, async (...args: unknown[]) => {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as (result: Ack<T>) => void) : undefined;
    const payload = ack ? args.slice(0, -1)[0] : args[0];
    let result: Ack<T>;
    try {
      result = { data: await work(payload) };
    } catch (error) {
      const expected = error instanceof Refusal || error instanceof HttpError;
      result = { error: expected ? error.message : 'Something went wrong on our side. Please try again.' };
    }
    ack?.(result);
  });
}

function parse<S extends z.ZodMiniType>(schema: S, payload: unknown): z.output<S> {
  const parsed = z.safeParse(schema, payload ?? {});
  if (!parsed.success) throw new Refusal(describeIssue(parsed.error));
  return parsed.data;
}

/** A tracking link is shown to the buyer as a link: only a web address may become one. */
function checkTrackingLink(link: string | undefined): void {
  if (link === undefined || link === '') return;
  let url: URL | undefined;
  try {
    url = new URL(link);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    throw new Refusal('lien_suivi: a web address (https://…) is expected.');
  }
}

export function startSocketServer(httpServer: HttpServer, context: AppContext): SocketServer {
  const { allowedOrigins } = context.config;
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, {
    path: SOCKET_PATH,
    cors: { origin: allowedOrigins === '*' ? true : [...allowedOrigins], credentials: false },
    maxHttpBufferSize: 64 * 1024,
  });

  let accepting = true;
  io.use(async (socket, next) => {
    if (!accepting) return next(new Error('server shutting down'));
    try {
      const token =
        typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
      const user = token ? await authenticate(context.db, `Bearer ${token}`) : null;
      if (!user || user === 'invalid') return next(new Error('unauthorized'));
      socket.data.user = user satisfies AuthUser;
      next();
    } catch {
      next(new Error('unauthorized'));
    }
  });

  io.on('connection', (socket) => {
    const user = socket.data.user as AuthUser;
    const me = user.id_user;
    // Joined at once, so live events reach the socket even before it sends `initialize`. The
    // handlers below are registered in the same tick, so no event of the client is missed.
    Promise.resolve(socket.join(userRoom(me))).catch(() => socket.disconnect(true));

    // The spec's client names itself with `customId`; the token already did, so it is ignored.
    handle(socket, 'initialize', async () => {
      socket.emit('initialize', { status: 'connected', id_user: me });
      return { id_user: me };
    });

    handle(socket, 'message', async (payload) => {
      const message = parse(SendMessagePayload, payload);
      if (message.id_sender !== undefined && message.id_sender !== me) {
        throw new Refusal('id_sender names another user.');
      }
      return sendMessage(context, me, message);
    });

    handle(socket, 'like produit', async (payload) => {
      const like = parse(LikePayload, payload);
      if (like.id_user !== undefined && like.id_user !== me) throw new Refusal('id_user names another user.');
      const state = await toggleFavourite(context.db, me, like.id_produit);
      if (!state) throw new Refusal(`No product with the id ${like.id_produit}.`);
      context.notifier.toUser(me, 'like produit', state);
      return state;
    });

    handle(socket, 'update etat commande', async (payload) => {
      const change = parse(UpdateOrderStatePayload, payload);
      checkTrackingLink(change.lien_suivi);
      const order = await orderParties(context.db, change.id_commande);
      if (!order) throw new Refusal(`No order with the id ${change.id_commande}.`);
      // Only the seller ships, so only the seller moves the order on; the buyer is told.
      if (order.id_vendeur !== me || !(await setOrderState(context.db, order.id_commande, me, change))) {
        throw new Refusal('Only the seller of this order can change its state.');
      }
      const update = { id_commande: order.id_commande, etat: change.etat };
      context.notifier.toUser(order.id_user, 'update etat commande', update);
      context.notifier.toUser(me, 'update etat commande', update);
      return update;
    });
  });

  context.notifier.attach((idUser, event, payload) => {
    io.to(userRoom(idUser)).emit(event, payload as never);
  });

  return {
    io,
    disconnectAll() {
      accepting = false;
      io.disconnectSockets(true);
      // Also the connections still in their handshake, which have no socket yet.
      io.engine.close();
    },
    close: () =>
      new Promise<void>((resolve) => {
        io.close(() => resolve());
      }),
  };
}
