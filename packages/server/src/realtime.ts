/**
 * The live connection (spec §7 "Real-time connection"): socket.io on the same HTTP server.
 * A socket proves who it is with its token in the handshake; `initialize` then binds it to that
 * user, whatever `customId` it claims.
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { type AuthUser, authenticate } from './auth/authenticate.js';
import type { Database } from './db/database.js';

export interface Realtime {
  io: Server;
  /** Sends an event to every socket of one user. */
  toUser(idUser: number, event: string, payload: unknown): void;
  close(): Promise<void>;
}

const userRoom = (idUser: number) => `user:${idUser}`;

export function startRealtime(
  httpServer: HttpServer,
  db: Database,
  allowedOrigins: readonly string[] | '*',
): Realtime {
  const io = new Server(httpServer, {
    path: '/socket.io',
    cors: { origin: allowedOrigins === '*' ? true : [...allowedOrigins], credentials: false },
    maxHttpBufferSize: 64 * 1024,
  });

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    const user = token ? await authenticate(db, `Bearer ${token}`) : null;
    if (!user || user === 'invalid') return next(new Error('unauthorized'));
    socket.data.user = user satisfies AuthUser;
    next();
  });

  io.on('connection', (socket) => {
    const user = socket.data.user as AuthUser;
    // `customId` is the spec's way of naming the user; the token already did, so it is ignored.
    socket.on('initialize', async () => {
      await socket.join(userRoom(user.id_user));
      socket.emit('initialize', { status: 'connected', id_user: user.id_user });
    });
  });

  return {
    io,
    toUser: (idUser, event, payload) => io.to(userRoom(idUser)).emit(event, payload),
    close: () =>
      new Promise<void>((resolve) => {
        io.close(() => resolve());
      }),
  };
}
