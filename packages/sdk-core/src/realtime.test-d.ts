/**
 * The live connection's event maps, as the SDK and socket.io see them: what each event carries,
 * what its acknowledgement answers, and that an unknown event or a wrong payload does not compile.
 */
import type { Ack, ClientToServerEvents, Message, ServerToClientEvents } from '@vitrine/contract';
import type { Socket } from 'socket.io-client';
import { describe, expectTypeOf, it } from 'vitest';
import type { VitrineClient } from './client.js';
import type { RealtimeConnection } from './realtimeTypes.js';

declare const connection: RealtimeConnection;
declare const socket: Socket<ServerToClientEvents, ClientToServerEvents>;
declare const client: VitrineClient;

describe('server to client events', () => {
  it('types each listener’s payload', () => {
    connection.on('like produit', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<{ id_produit: number; is_liked: boolean }>();
    });
    connection.on('message', (payload) => {
      expectTypeOf(payload.status).toEqualTypeOf<'sent' | 'received'>();
      expectTypeOf(payload.message).toEqualTypeOf<Message>();
    });
    socket.on('update etat commande', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<{ id_commande: number; etat: string }>();
    });
    expectTypeOf(connection.on).returns.toEqualTypeOf<() => void>();
  });

  it('knows the spec’s events and the offers’ one', () => {
    expectTypeOf<keyof ServerToClientEvents>().toEqualTypeOf<
      'initialize' | 'message' | 'like produit' | 'update etat commande' | 'offre' | 'alerte'
    >();
    // @ts-expect-error the spec's event is 'like produit', with a space
    connection.on('like_produit', () => {});
  });
});

describe('client to server events', () => {
  it('resolves an emit with the event’s acknowledgement', () => {
    expectTypeOf(connection.emit('like produit', { id_produit: 3 })).resolves.toEqualTypeOf<
      Ack<{ id_produit: number; is_liked: boolean }> | Ack<never>
    >();
    expectTypeOf(
      connection.emit('message', { objet: 'Sac', corps_message: 'Bonjour', id_receiver: 2 }),
    ).resolves.toEqualTypeOf<Ack<Message[]> | Ack<never>>();
  });

  it('refuses a payload the server would refuse', () => {
    // @ts-expect-error a message needs its receiver
    connection.emit('message', { objet: 'Sac', corps_message: 'Bonjour' });
    // @ts-expect-error an order state is one of ORDER_STATES
    socket.emit('update etat commande', { id_commande: 1, etat: 'lost' });
    // @ts-expect-error a like names its product
    socket.emit('like produit', { id_user: 3 });
  });
});

describe('the client’s own events', () => {
  it('types what `client.on` hands a listener', () => {
    client.on('like', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<{ id_produit: number; is_liked: boolean }>();
    });
    client.on('session', ({ user }) => {
      expectTypeOf(user?.token).toEqualTypeOf<string | undefined>();
    });
    // @ts-expect-error no such event: live likes come as 'like'
    client.on('like produit', () => {});
  });
});
