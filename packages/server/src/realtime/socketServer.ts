/**
 * The live connection (spec §7 "Real-time connection"): socket.io on the same HTTP server.
 * A socket proves who it is with its token in the handshake; `initialize` then binds it to that
 * user, whatever `customId` it claims.
 */
import type { Server as HttpServer } from 'node:http';
import type { ClientToServerEvents, ServerToClientEvents } from '@vitrine/contract';
import { Server } from 'socket.io';
import { type AuthUser, authenticate } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';

export interface SocketServer {
  io: Server<ClientToServerEvents, ServerToClientEvents>;
  close(): Promise<void>;
}

const userRoom = (idUser: number) => `user:${idUser}`;

export function startSocketServer(httpServer: HttpServer, context: AppContext): SocketServer {
  const { allowedOrigins } = context.config;
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, {
    path: '/socket.io',
    cors: { origin: allowedOrigins === '*' ? true : [...allowedOrigins], credentials: false },
    maxHttpBufferSize: 64 * 1024,
  });

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    const user = token ? await authenticate(context.db, `Bearer ${token}`) : null;
    if (!user || user === 'invalid') return next(new Error('unauthorized'));
    socket.data.user = user satisfies AuthUser;
    next();
  });

  io.on('connection', (socket) => {
    const user = socket.data.user as AuthUser;
    // `customId` is the spec's way of naming the user; the token already did, so it is ignored.
    socket.on('initialize', async (_payload, ack) => {
      await socket.join(userRoom(user.id_user));
      socket.emit('initialize', { status: 'connected', id_user: user.id_user });
      ack?.({ data: { id_user: user.id_user } });
    });
  });

  context.notifier.attach((idUser, event, payload) => {
    io.to(userRoom(idUser)).emit(event, payload as never);
  });

  return {
    io,
    close: () =>
      new Promise<void>((resolve) => {
        io.close(() => resolve());
      }),
  };
}
