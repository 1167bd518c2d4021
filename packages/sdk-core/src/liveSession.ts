/**
 * Keeps the live connection of the signed-in user (spec §7 "Real-time connection"): opened at
 * sign-in and at start with a stored user, closed at sign-out. Live events refresh the shared
 * state and become notices the app can show.
 */
import type { Ack, ClientToServerEvents } from '@vitrine/contract';
import type { ClientCore } from './core.js';
import type { RealtimeConnection, RealtimeFactory } from './realtimeTypes.js';
import { readShared } from './sharedReads.js';

export interface LiveSession {
  start(): void;
  stop(): void;
  /** The open connection, or null (no factory configured, or signed out). */
  connection(): RealtimeConnection | null;
  /** Sends an event when connected; null when there is no connection to send it on. */
  emit<E extends keyof ClientToServerEvents>(
    event: E,
    payload: Parameters<ClientToServerEvents[E]>[0],
  ): Promise<Ack<unknown>> | null;
}

export function createLiveSession(
  core: ClientCore,
  baseUrl: string,
  factory: RealtimeFactory | undefined,
): LiveSession {
  let connection: RealtimeConnection | null = null;

  const stop = () => {
    connection?.close();
    connection = null;
    core.store.setState({ connected: false });
  };

  return {
    start() {
      const user = core.store.getState().user;
      if (!factory || !user || connection) return;
      const opened = factory({
        url: baseUrl,
        token: user.token,
        userId: user.id_user,
        onConnectionChange: (connected) => core.store.setState({ connected }),
      });
      connection = opened;
      // 'Connected' tells that a lost connection came back: the first one of a page is the normal
      // state and would only cover the page for nothing.
      let initialized = false;
      opened.on('initialize', () => {
        if (initialized) {
          // What was sent while the connection was down never arrives: it is read instead.
          void readShared(core, 'messages');
          void readShared(core, 'favoris');
          core.events.emit('resumed', {});
          core.events.emit('notice', { kind: 'connected' });
        }
        initialized = true;
      });
      opened.on('message', (event) => {
        void readShared(core, 'messages');
        core.events.emit('message', event);
        core.events.emit('notice', { kind: event.status === 'sent' ? 'messageSent' : 'messageReceived' });
      });
      opened.on('like produit', (payload) => {
        void readShared(core, 'favoris');
        core.events.emit('like', payload);
      });
      opened.on('update etat commande', (payload) => core.events.emit('orderState', payload));
      opened.on('offre', ({ offre }) => core.events.emit('offer', offre));
      opened.on('alerte', (payload) => core.events.emit('alert', payload.alerte));
      // The server closes a socket when its session ends (signed out everywhere, a password reset or
      // change elsewhere): asking who is signed in then forgets the session at once (the 401).
      opened.on(
        'disconnect' as never,
        ((reason: string) => {
          if (reason === 'io server disconnect') void readShared(core, 'user_detail');
        }) as never,
      );
    },
    stop,
    connection: () => connection,
    emit(event, payload) {
      if (!connection?.connected) return null;
      return connection.emit(event, payload) as Promise<Ack<unknown>>;
    },
  };
}
