/**
 * The live connection against the real server and a real socket: the 'connected' notice, silent
 * on the first connection of a page and told when a lost connection comes back; and what was
 * sent while it was down, read again when it comes back.
 */
import { startTestServer, TEST_ACCOUNTS, until } from '@vitrine/server/testing';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createVitrine } from './client.js';
import { socketIoRealtime } from './realtime.js';
import { createMemoryStorage } from './storage.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A client on the test server whose sockets are kept in `sockets`, each told to `onSocket` at its birth. */
function clientWithSockets(onSocket: (socket: Socket) => void = () => {}) {
  const sockets: Socket[] = [];
  const client = createVitrine({
    baseUrl: server.url,
    storage: createMemoryStorage(),
    realtime: socketIoRealtime({
      transports: ['websocket'],
      socketFactory: (url, options) => {
        const socket = io(url, options);
        onSocket(socket);
        sockets.push(socket);
        return socket;
      },
    }),
  });
  return { client, sockets };
}

it("tells 'connected' only when a lost connection comes back, never on the first connection", async () => {
  let initialized = 0;
  // Counted from the socket's birth: the server may greet it before a later listener is on.
  const { client, sockets } = clientWithSockets((socket) => socket.on('initialize', () => initialized++));
  const notices: string[] = [];
  client.on('notice', ({ kind }) => notices.push(kind));
  await client.auth.login(TEST_ACCOUNTS.buyer, 'Vitrine-demo-2026');
  await until(() => sockets.length === 1);
  const socket = sockets[0] as Socket;
  await until(() => initialized === 1);
  expect(notices).not.toContain('connected');

  // The transport drops as a lost network would; socket.io reconnects by itself.
  socket.io.engine.close();
  await until(() => !client.store.getState().connected);
  await until(() => initialized === 2);
  await until(() => notices.includes('connected'));
  expect(notices.filter((kind) => kind === 'connected')).toHaveLength(1);
  await client.auth.logout();
});

it('reads again, when the connection comes back, what was sent while it was down', async () => {
  const { client, sockets } = clientWithSockets();
  let resumed = 0;
  client.on('resumed', () => resumed++);
  const me = await client.auth.login(TEST_ACCOUNTS.buyer, 'Vitrine-demo-2026');
  const buyerId = (me.data as { id_user: number }).id_user;
  await until(() => client.store.getState().connected);
  await client.messages.conversations();
  const socket = sockets[0] as Socket;

  // The connection is down, and stays down while the seller writes.
  socket.io.reconnection(false);
  socket.io.engine.close();
  await until(() => !client.store.getState().connected);
  const seller = createVitrine({ baseUrl: server.url, storage: createMemoryStorage() });
  await seller.auth.login(TEST_ACCOUNTS.seller, 'Vitrine-demo-2026');
  const objet = `While you were away ${Date.now()}`;
  const sent = await seller.messages.send({
    id_receiver: buyerId,
    objet,
    corps_message: 'Toujours intéressée ?',
  });
  expect(sent.error).toBeUndefined();
  expect(client.store.getState().messages?.some((conversation) => conversation.objet === objet)).toBe(false);

  socket.io.reconnection(true);
  socket.connect();
  await until(() => resumed === 1);
  await until(
    () => client.store.getState().messages?.some((conversation) => conversation.objet === objet) ?? false,
  );
  await client.auth.logout();
});

it('disconnects its socket itself when the session goes, whatever the server does', async () => {
  const reasons: string[] = [];
  const { client, sockets } = clientWithSockets((socket) =>
    socket.on('disconnect', (reason) => reasons.push(reason)),
  );
  await client.auth.login(TEST_ACCOUNTS.buyer, 'Vitrine-demo-2026');
  await until(() => sockets[0]?.connected && client.store.getState().connected);
  // Forgotten without a word to the server: only the client can end the connection now.
  client.auth.forget();
  expect(reasons).toEqual(['io client disconnect']);
  expect(sockets[0]?.connected).toBe(false);
  expect(client.store.getState().connected).toBe(false);
});
