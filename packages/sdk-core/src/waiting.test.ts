/**
 * What waits for the user, kept current by the SDK against the real server and a real socket: a
 * new sale, a message, an opened thread and an accepted order change the counts with no read of
 * the app's; what changed while the connection was down is read when it comes back.
 */
import type { Waiting } from '@vitrine/contract';
import {
  api,
  itemOf,
  newBuyer,
  orderIn,
  startTestServer,
  TEST_ACCOUNTS,
  until,
} from '@vitrine/server/testing';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createVitrine } from './client.js';
import { socketIoRealtime } from './realtime.js';
import { createMemoryStorage } from './storage.js';
import { watchWaiting } from './waiting.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const SELLER = TEST_ACCOUNTS.thirdSeller;

function liveClient() {
  const sockets: Socket[] = [];
  const client = createVitrine({
    baseUrl: server.url,
    storage: createMemoryStorage(),
    realtime: socketIoRealtime({
      transports: ['websocket'],
      socketFactory: (url, options) => {
        const socket = io(url, options);
        sockets.push(socket);
        return socket;
      },
    }),
  });
  return { client, sockets };
}

/** Waits until the client's counts are `expected`, and says what they were when they were not. */
async function countsBecome(client: ReturnType<typeof liveClient>['client'], expected: Waiting) {
  try {
    await until(() => JSON.stringify(client.store.getState().waiting) === JSON.stringify(expected));
  } catch {
    expect(client.store.getState().waiting).toEqual(expected);
  }
}

it('changes the counts on live events: a new sale, a message, the thread opened, the sale accepted', async () => {
  const { client } = liveClient();
  const me = await client.auth.login(SELLER, 'Vitrine-demo-2026');
  const sellerId = (me.data as { id_user: number }).id_user;
  await until(() => client.store.getState().connected);
  // Nothing is read until something watches the counts.
  expect(client.store.getState().waiting).toBeNull();
  const stop = watchWaiting(client);
  const alsoShown = watchWaiting(client);
  await until(() => client.store.getState().waiting !== null);
  const before = client.store.getState().waiting as Waiting;

  const order = await orderIn(server, 'paid', { item: await itemOf(server, SELLER) });
  await countsBecome(client, { ...before, to_accept: before.to_accept + 1 });

  const objet = `Une question ${Date.now()}`;
  const sent = await api(server.url, 'MessageController/send_message', {
    token: order.buyer.token,
    body: { id_receiver: sellerId, objet, corps_message: 'Est-ce encore disponible ?' },
  });
  expect(sent.status).toBe(200);
  await countsBecome(client, { ...before, to_accept: before.to_accept + 1, unread: before.unread + 1 });

  expect((await client.messages.thread(order.buyer.id_user, objet)).error).toBeUndefined();
  await countsBecome(client, { ...before, to_accept: before.to_accept + 1 });

  expect((await client.orders.accept(order.id_commande)).error).toBeUndefined();
  await countsBecome(client, { ...before, to_ship: before.to_ship + 1 });

  // Kept while something still shows them; none once nothing keeps them current.
  alsoShown();
  expect(client.store.getState().waiting).not.toBeNull();
  stop();
  expect(client.store.getState().waiting).toBeNull();
  await client.auth.logout();
  expect(client.store.getState().waiting).toBeNull();
});

it('reads the counts again when a lost connection comes back', async () => {
  const { client, sockets } = liveClient();
  await client.auth.login(SELLER, 'Vitrine-demo-2026');
  await until(() => client.store.getState().connected);
  const stop = watchWaiting(client);
  await until(() => client.store.getState().waiting !== null);
  const before = client.store.getState().waiting as Waiting;
  let resumed = 0;
  client.on('resumed', () => resumed++);

  // Down, and kept down, while a buyer pays for one of the seller's items.
  const socket = sockets[0] as Socket;
  socket.io.reconnection(false);
  socket.io.engine.close();
  await until(() => !client.store.getState().connected);
  await orderIn(server, 'paid', { buyer: await newBuyer(server), item: await itemOf(server, SELLER) });

  socket.io.reconnection(true);
  socket.connect();
  await until(() => resumed === 1);
  await countsBecome(client, { ...before, to_accept: before.to_accept + 1 });
  stop();
  await client.auth.logout();
});
