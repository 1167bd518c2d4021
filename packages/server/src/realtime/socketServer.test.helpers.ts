/**
 * A minimal socket.io client for the server's tests, speaking the wire protocol (Engine.IO 4,
 * Socket.IO 5) over a plain WebSocket. socket.io-client is not installed in this workspace; this
 * covers what the tests need: connect with `auth`, emit with or without an ack, record events.
 */
import { SOCKET_PATH } from '@vitrine/contract';
import WebSocket from 'ws';

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
  close(): void;
}

/** Connects as the token's user; rejects with the server's refusal (e.g. 'unauthorized'). */
export function connectSocket(baseUrl: string, auth: Record<string, unknown> = {}): Promise<TestSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}${SOCKET_PATH}/?EIO=4&transport=websocket`;
  const ws = new WebSocket(url);
  const received: ReceivedEvent[] = [];
  const acks = new Map<number, (args: unknown[]) => void>();
  const listeners = new Set<() => void>();
  let nextAck = 0;

  const socket: TestSocket = {
    received,
    emit: (event, ...args) => ws.send(`42${JSON.stringify([event, ...args])}`),
    emitWithAck: <T>(event: string, ...args: unknown[]) =>
      new Promise<T>((resolve) => {
        const id = nextAck++;
        acks.set(id, (answer) => resolve(answer[0] as T));
        ws.send(`42${id}${JSON.stringify([event, ...args])}`);
      }),
    waitFor: <T>(event: string, match: (payload: T) => boolean = () => true, timeoutMs = 3000) =>
      new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = received.find((entry) => entry.event === event && match(entry.payload as T));
          if (!found) return false;
          listeners.delete(listener);
          clearTimeout(timer);
          resolve(found.payload as T);
          return true;
        };
        const listener = () => {
          check();
        };
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`No '${event}' event within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) listeners.add(listener);
      }),
    close: () => ws.close(),
  };

  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const packet = raw.toString();
      if (packet.startsWith('0')) ws.send(`40${JSON.stringify(auth)}`);
      else if (packet === '2') ws.send('3');
      else if (packet.startsWith('40')) resolve(socket);
      else if (packet.startsWith('44')) {
        ws.close();
        reject(new Error((JSON.parse(packet.slice(2)) as { message: string }).message));
      } else if (packet.startsWith('42')) {
        const [event, payload] = JSON.parse(packet.slice(2)) as [string, unknown];
        received.push({ event, payload });
        for (const listener of [...listeners]) listener();
      } else if (packet.startsWith('43')) {
        const match = /^43(\d+)(.*)$/s.exec(packet);
        if (match) acks.get(Number(match[1]))?.(JSON.parse(match[2] as string) as unknown[]);
      }
    });
  });
}
