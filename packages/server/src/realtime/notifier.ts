/**
 * Sends live events to a user's sockets. HTTP handlers get the notifier before the socket server
 * exists (it needs the HTTP server), so the socket server attaches itself to it once started;
 * until then, and without sockets, events go nowhere.
 */
import type { ServerToClientEvents } from '@vitrine/contract';

export type EventName = keyof ServerToClientEvents;

export interface Notifier {
  toUser<E extends EventName>(
    idUser: number,
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ): void;
  attach(send: (idUser: number, event: EventName, payload: unknown) => void): void;
}

export function createNotifier(): Notifier {
  let send: ((idUser: number, event: EventName, payload: unknown) => void) | null = null;
  return {
    toUser: (idUser, event, payload) => send?.(idUser, event, payload),
    attach: (target) => {
      send = target;
    },
  };
}
