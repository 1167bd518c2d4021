/**
 * The live connection (spec §7 "Real-time connection"): socket.io on the same HTTP server.
 * A socket proves who it is with its token in the handshake and is bound to that user from then
 * on: ids a client sends (`customId`, `id_sender`, `id_user`) never change who it acts as.
 *
 * It lives no longer than its session: every event it sends is refused, and the socket closed,
 * once the session is gone (signed out, expired), and the server closes it by itself at the
 * sign-out and at the expiry, so it stops receiving private events too.
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import {
  type Ack,
  type ClientToServerEvents,
  DeclineOrderInputSchema,
  LikePayload,
  type OrderState,
  type OrderTransition,
  ReportProblemInputSchema,
  SendMessagePayload,
  type ServerToClientEvents,
  ShipOrderInputSchema,
  SOCKET_PATH,
  UpdateOrderStatePayload,
} from '@vitrine/contract';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import * as z from 'zod/mini';
import { type AuthUser, findSession } from '../auth/authenticate.js';
import { bearerToken, hashToken } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { DatabaseUnavailableError, isConnectionLoss } from '../db/drivers/connectionLoss.js';
import type { ShippingDetails } from '../db/queries/orderState.js';
import { HttpError } from '../http/httpError.js';
import { describeIssue } from '../http/registerEndpoint.js';
import { act } from '../orders/lifecycle.js';
import { sendMessage } from './conversation.js';
import { toggleLike } from './likes.js';
import { tellWhenListeningAgain } from './listeningAgain.js';

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
/** The sockets opened with one token, closed together when its session ends. */
const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;

/** setTimeout's longest delay; a session may last longer, so its timer is set again. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const SESSION_ENDED = 'Your session has ended. Sign in again.';

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
  sessionLive: () => Promise<boolean>,
): void {
  socket.on(event, async (...args: unknown[]) => {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as (result: Ack<T>) => void) : undefined;
    const payload = ack ? args.slice(0, -1)[0] : args[0];
    let result: Ack<T>;
    try {
      // Checked on every event: a sign-out in another process, or the expiry, ends the socket's rights.
      if (!(await sessionLive())) {
        ack?.({ error: SESSION_ENDED });
        socket.disconnect(true);
        return;
      }
      result = { data: await work(payload) };
    } catch (error) {
      const expected = error instanceof Refusal || error instanceof HttpError;
      result = {
        error: expected
          ? error.message
          : isConnectionLoss(error)
            ? DatabaseUnavailableError.message
            : 'Something went wrong on our side. Please try again.',
      };
    }
    ack?.(result);
  });
}

function parse<S extends z.ZodMiniType>(schema: S, payload: unknown): z.output<S> {
  const parsed = z.safeParse(schema, payload ?? {});
  if (!parsed.success) throw new Refusal(describeIssue(parsed.error));
  return parsed.data;
}

/** The moves a party makes through the socket, by the state asked for, with their input's rules. */
const SOCKET_MOVES: Partial<Record<OrderState, { transition: OrderTransition; schema: z.ZodMiniObject }>> = {
  accepted: { transition: 'accept', schema: z.object({ id_commande: z.number() }) },
  declined: { transition: 'decline', schema: DeclineOrderInputSchema },
  shipped: { transition: 'ship', schema: ShipOrderInputSchema },
  received: { transition: 'confirmReception', schema: z.object({ id_commande: z.number() }) },
  disputed: { transition: 'reportProblem', schema: ReportProblemInputSchema },
};

export interface SocketServerOptions {
  /**
   * A pool on the PostgreSQL the server processes share: events to a user's room, and the end of
   * a session's sockets, then reach the sockets of every process (@socket.io/postgres-adapter).
   */
  sharedPool?: pg.Pool;
  onError?: (error: unknown) => void;
}

export function startSocketServer(
  httpServer: HttpServer,
  context: AppContext,
  options: SocketServerOptions = {},
): SocketServer {
  const { allowedOrigins } = context.config;
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, {
    path: SOCKET_PATH,
    cors: { origin: allowedOrigins === '*' ? true : [...allowedOrigins], credentials: false },
    maxHttpBufferSize: 64 * 1024,
  });
  if (options.sharedPool) {
    // A socket that stayed connected while the adapter could not hear the other processes gets
    // `initialize` again, as after a reconnection: the client reads again what it may have missed.
    // Its session is looked at first: a sign-out made on another process meanwhile could not
    // reach it, so a socket whose session ended is closed instead of told to read.
    const tellToReadAgain = () => {
      for (const socket of io.of('/').sockets.values()) {
        const user = socket.data.user as AuthUser | undefined;
        const tokenHash = socket.data.tokenHash as string | undefined;
        if (!user || !tokenHash) continue;
        findSession(context.db, tokenHash, context.now()).then(
          (session) => {
            if (session) socket.emit('initialize', { status: 'connected', id_user: user.id_user });
            else socket.disconnect(true);
          },
          // The database does not answer: told as before; each event the socket sends is still
          // checked against its session.
          () => socket.emit('initialize', { status: 'connected', id_user: user.id_user }),
        );
      }
    };
    io.adapter(
      createAdapter(tellWhenListeningAgain(options.sharedPool, tellToReadAgain), {
        tableName: 'socket_io_attachments',
        errorHandler: options.onError,
      }),
    );
  }

  let accepting = true;
  io.use(async (socket, next) => {
    if (!accepting) return next(new Error('server shutting down'));
    try {
      const token =
        typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
      const wellFormed = token ? bearerToken(`Bearer ${token}`) : null;
      const tokenHash = wellFormed ? hashToken(wellFormed) : null;
      const session = tokenHash ? await findSession(context.db, tokenHash, context.now()) : undefined;
      if (!tokenHash || !session) return next(new Error('unauthorized'));
      socket.data.user = session.user satisfies AuthUser;
      socket.data.tokenHash = tokenHash;
      socket.data.expiresAtMs = session.expiresAtMs;
      next();
    } catch {
      next(new Error('unauthorized'));
    }
  });

  io.on('connection', (socket) => {
    const user = socket.data.user as AuthUser;
    const me = user.id_user;
    const tokenHash = socket.data.tokenHash as string;
    // Joined at once, so live events reach the socket even before it sends `initialize`. The
    // handlers below are registered in the same tick, so no event of the client is missed.
    Promise.resolve(socket.join([userRoom(me), sessionRoom(tokenHash)])).catch(() => socket.disconnect(true));

    const sessionLive = async () => (await findSession(context.db, tokenHash, context.now())) !== undefined;
    // Closed at the session's end, by itself: a socket that sends nothing still stops receiving.
    let expiry: NodeJS.Timeout | undefined;
    const closeAtExpiry = (expiresAtMs: number) => {
      expiry = setTimeout(
        async () => {
          const session = await findSession(context.db, tokenHash, context.now()).catch(() => undefined);
          if (session && session.expiresAtMs > context.now().getTime()) closeAtExpiry(session.expiresAtMs);
          else socket.disconnect(true);
        },
        Math.min(Math.max(0, expiresAtMs - context.now().getTime()), LONGEST_TIMER_MS),
      );
      expiry.unref();
    };
    closeAtExpiry(socket.data.expiresAtMs as number);
    socket.on('disconnect', () => clearTimeout(expiry));
    const on = <T>(event: keyof ClientToServerEvents, work: (payload: unknown) => Promise<T>) =>
      handle(socket, event, work, sessionLive);

    // The spec's client names itself with `customId`; the token already did, so it is ignored.
    on('initialize', async () => {
      socket.emit('initialize', { status: 'connected', id_user: me });
      return { id_user: me };
    });

    on('message', async (payload) => {
      const message = parse(SendMessagePayload, payload);
      if (message.id_sender !== undefined && message.id_sender !== me) {
        throw new Refusal('id_sender names another user.');
      }
      return sendMessage(context, me, message);
    });

    on('like produit', async (payload) => {
      const like = parse(LikePayload, payload);
      if (like.id_user !== undefined && like.id_user !== me) throw new Refusal('id_user names another user.');
      return toggleLike(context, me, like.id_produit);
    });

    on('update etat commande', async (payload) => {
      const change = parse(UpdateOrderStatePayload, payload);
      // The event is one more door to the order's moves: the same rules as the HTTP calls.
      const move = SOCKET_MOVES[change.etat];
      if (!move) throw new Refusal(`An order cannot be moved to ${change.etat} by its buyer or seller.`);
      const details = parse(move.schema, change) as { motif?: string } & Partial<ShippingDetails>;
      const timeline = await act(context, user, change.id_commande, move.transition, {
        note: details.motif,
        shipping: move.transition === 'ship' ? (details as ShippingDetails) : undefined,
      });
      return { id_commande: timeline.id_commande, etat: timeline.etat };
    });
  });

  context.notifier.attach((idUser, event, payload) => {
    io.to(userRoom(idUser)).emit(event, payload as never);
  });
  context.notifier.onSessionEnded((tokenHash) => {
    io.in(sessionRoom(tokenHash)).disconnectSockets(true);
  });

  return {
    io,
    disconnectAll() {
      accepting = false;
      // This process's sockets only: the other processes keep theirs.
      io.local.disconnectSockets(true);
      // Also the connections still in their handshake, which have no socket yet.
      io.engine.close();
    },
    close: () =>
      new Promise<void>((resolve) => {
        io.close(() => resolve());
      }),
  };
}
