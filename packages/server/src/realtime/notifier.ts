/**
 * Sends live events to a user's sockets, and ends the sockets of a session that ended (a
 * sign-out). HTTP handlers get the notifier before the socket server exists (it needs the HTTP
 * server), so the socket server attaches itself to it once started; until then, and without
 * sockets, events go nowhere.
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
  /** The session of this token digest ended: its live connections must end too. */
  sessionEnded(tokenHash: string): void;
  onSessionEnded(listener: (tokenHash: string) => void): void;
}

export function createNotifier(): Notifier {
  let send: ((idUser: number, event: EventName, payload: unknown) => void) | null = null;
  let ended: ((tokenHash: string) => void) | null = null;
  return {
    toUser: (idUser, event, payload) => send?.(idUser, event, payload),
    attach: (target) => {
      send = target;
    },
    sessionEnded: (tokenHash) => ended?.(tokenHash),
    onSessionEnded: (listener) => {
      ended = listener;
    },
  };
}
