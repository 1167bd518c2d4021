/**
 * A socket.io client for the server's tests: connect with `auth`, emit with or without an ack,
 * and record every event the server sends.
 */
import { SOCKET_PATH } from '@vitrine/contract';
import { io, type Socket } from 'socket.io-client';

export interface ReceivedEvent {
  event: string;
  payload: unknown;
}

export interface TestSocket {
  /** Every event the server sent this socket, in order. */
  readonly received: ReceivedEvent[];
  emit(event: string, ...args: unknown[]): void;
  /** Emits with an acknowledgement and resolves with what the server acknowledged. */
  emitWithAck<T = unknown>(event: string, ...args: unknown[]): Promise<T>;
  /** The next (or an already received) `event` whose payload passes `match`. */
  waitFor<T = unknown>(event: string, match?: (payload: T) => boolean, timeoutMs?: number): Promise<T>;
  /** Resolves with socket.io's reason once the connection ends ('io server disconnect': the server closed it). */
  readonly disconnected: Promise<string>;
  readonly connected: boolean;
  close(): void;
}

/** Connects as the token's user; rejects with the server's refusal (e.g. 'unauthorized'). */
export function connectSocket(baseUrl: string, auth: Record<string, unknown> = {}): Promise<TestSocket> {
  const socket: Socket = io(baseUrl, {
    path: SOCKET_PATH,
    auth,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  const received: ReceivedEvent[] = [];
  const listeners = new Set<() => void>();
  const disconnected = new Promise<string>((resolve) =>
    socket.once('disconnect', (reason) => resolve(reason)),
  );
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload });
    for (const listener of [...listeners]) listener();
  });

  const testSocket: TestSocket = {
    received,
    emit: (event, ...args) => {
      socket.emit(event, ...args);
    },
    emitWithAck: <T>(event: string, ...args: unknown[]) => socket.emitWithAck(event, ...args) as Promise<T>,
    waitFor: <T>(event: string, match: (payload: T) => boolean = () => true, timeoutMs = 3000) =>
      new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = received.find((entry) => entry.event === event && match(entry.payload as T));
          if (!found) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found.payload as T);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No '${event}' event within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) listeners.add(check);
      }),
    disconnected,
    get connected() {
      return socket.connected;
    },
    close: () => {
      socket.disconnect();
    },
  };

  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(testSocket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}
