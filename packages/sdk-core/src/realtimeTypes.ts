/**
 * The live connection as the client uses it. The main entry knows only this interface; the
 * socket.io implementation lives in `@vitrine/sdk-core/realtime`, so apps that do not use live
 * events never bundle socket.io.
 */
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@vitrine/contract';

type AckOf<E extends keyof ClientToServerEvents> = Parameters<ClientToServerEvents[E]>[1] extends
  | ((result: infer R) => void)
  | undefined
  ? R
  : never;

export interface RealtimeConnection {
  /** Sends an event and resolves with the server's acknowledgement. */
  emit<E extends keyof ClientToServerEvents>(
    event: E,
    payload: Parameters<ClientToServerEvents[E]>[0],
  ): Promise<AckOf<E> | Ack<never>>;
  on<E extends keyof ServerToClientEvents>(event: E, listener: ServerToClientEvents[E]): () => void;
  readonly connected: boolean;
  /** Disconnects for good (the client emits `disconnect`). */
  close(): void;
}

export interface RealtimeOptions {
  /** The API origin ('' for the page's own). */
  url: string;
  token: string;
  /** Sent as `customId` with `initialize` (spec §7); the server trusts the token, not this. */
  userId: number;
  onConnectionChange(connected: boolean): void;
}

/** Opens a live connection; pass one to `createVitrine({ realtime })`. */
export type RealtimeFactory = (options: RealtimeOptions) => RealtimeConnection;
