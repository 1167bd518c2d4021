/**
 * `@vitrine/sdk-core/realtime`: the live connection on socket.io-client. Pass it to the client:
 * `createVitrine({ baseUrl, realtime: socketIoRealtime() })`. socket.io-client is
 * fetched when a connection first opens — a signed-in user — so a visitor's page never loads it.
 */
import type { ClientToServerEvents, ServerToClientEvents } from '@vitrine/contract';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { RealtimeConnection, RealtimeFactory, RealtimeOptions } from './realtimeTypes.js';

export interface SocketIoRealtimeOptions {
  /** @default ['websocket', 'polling'] */
  transports?: ManagerOptions['transports'];
  /** How sockets are made (tests pass their own). @default io from socket.io-client */
  socketFactory?: (url: string, options: Partial<ManagerOptions & SocketOptions>) => Socket;
}

/** How long an emitted event waits for the server's acknowledgement. */
const ACK_TIMEOUT_MS = 10_000;

type SocketFactory = (url: string, options: Partial<ManagerOptions & SocketOptions>) => Socket;
type Listener = (...args: never[]) => void;

export function socketIoRealtime(options: SocketIoRealtimeOptions = {}): RealtimeFactory {
  return ({ url, token, userId, onConnectionChange }: RealtimeOptions): RealtimeConnection => {
    let socket: Socket<ServerToClientEvents, ClientToServerEvents> | null = null;
    let closed = false;
    // Listeners added before socket.io has arrived; they are bound when the socket is made.
    const pending = new Set<[string, Listener]>();

    const open = (make: SocketFactory) => {
      if (closed) return;
      socket = make(url || globalThis.location?.origin || '', {
        path: '/socket.io',
        auth: { token },
        transports: options.transports ?? ['websocket', 'polling'],
        reconnection: true,
        forceNew: true,
      }) as Socket<ServerToClientEvents, ClientToServerEvents>;
      const opened = socket;
      opened.on('connect', () => {
        onConnectionChange(true);
        // The server binds the socket to the token's user; customId is the spec's courtesy.
        opened.emit('initialize', { customId: userId });
      });
      opened.on('disconnect', () => onConnectionChange(false));
      for (const [event, listener] of pending) opened.on(event as never, listener as never);
      pending.clear();
    };

    if (options.socketFactory) open(options.socketFactory);
    else
      import('socket.io-client').then(
        (module) => open(module.io),
        (error: unknown) => console.error('Vitrine could not load its live connection', error),
      );

    return {
      get connected() {
        return socket?.connected ?? false;
      },
      emit(event, payload) {
        return new Promise((resolve) => {
          if (!socket) {
            resolve({ error: 'The live connection is not open.' } as never);
            return;
          }
          (socket.timeout(ACK_TIMEOUT_MS) as unknown as Socket).emit(
            event as string,
            payload,
            (error: Error | null, result: unknown) =>
              resolve(error ? { error: 'The server did not answer in time.' } : (result as never)),
          );
        });
      },
      on(event, listener) {
        const entry: [string, Listener] = [event, listener as Listener];
        if (socket) socket.on(event, listener as never);
        else pending.add(entry);
        return () => {
          pending.delete(entry);
          socket?.off(event, listener as never);
        };
      },
      close() {
        closed = true;
        pending.clear();
        socket?.disconnect();
        onConnectionChange(false);
      },
    };
  };
}
