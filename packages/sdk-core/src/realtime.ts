/**
 * `@vitrine/sdk-core/realtime`: the live connection on socket.io-client. Pass it to the client:
 * `createVitrine({ baseUrl, realtime: socketIoRealtime() })`.
 */
import type { ClientToServerEvents, ServerToClientEvents } from '@vitrine/contract';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { RealtimeConnection, RealtimeFactory, RealtimeOptions } from './realtimeTypes.js';

export interface SocketIoRealtimeOptions {
  /** @default ['websocket', 'polling'] */
  transports?: ManagerOptions['transports'];
  /** How sockets are made (tests pass their own). @default io from socket.io-client */
  socketFactory?: (url: string, options: Partial<ManagerOptions & SocketOptions>) => Socket;
}

/** How long an emitted event waits for the server's acknowledgement. */
const ACK_TIMEOUT_MS = 10_000;

export function socketIoRealtime(options: SocketIoRealtimeOptions = {}): RealtimeFactory {
  return ({ url, token, userId, onConnectionChange }: RealtimeOptions): RealtimeConnection => {
    const make = options.socketFactory ?? io;
    const socket = make(url || globalThis.location?.origin || '', {
      path: '/socket.io',
      auth: { token },
      transports: options.transports ?? ['websocket', 'polling'],
      reconnection: true,
      forceNew: true,
    }) as Socket<ServerToClientEvents, ClientToServerEvents>;

    socket.on('connect', () => {
      onConnectionChange(true);
      // The server binds the socket to the token's user; customId is the spec's courtesy.
      socket.emit('initialize', { customId: userId });
    });
    socket.on('disconnect', () => onConnectionChange(false));

    return {
      get connected() {
        return socket.connected;
      },
      emit(event, payload) {
        return new Promise((resolve) => {
          (socket.timeout(ACK_TIMEOUT_MS) as unknown as Socket).emit(
            event as string,
            payload,
            (error: Error | null, result: unknown) =>
              resolve(error ? { error: 'The server did not answer in time.' } : (result as never)),
          );
        });
      },
      on(event, listener) {
        socket.on(event, listener as never);
        return () => {
          socket.off(event, listener as never);
        };
      },
      close() {
        socket.disconnect();
        onConnectionChange(false);
      },
    };
  };
}
