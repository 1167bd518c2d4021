/**
 * Carries the change clock between the server processes sharing one PostgreSQL, through the
 * database's own LISTEN/NOTIFY: no other server to run. Each write this process records is
 * announced with the tags it changed; each announcement of another process is recorded here as
 * a remote change, so an answer one process keeps is dropped when another writes what it read.
 *
 * - A write's caller is answered once every peer has acknowledged its announcement (or a moment
 *   has passed): a read sent to another process right after the write's answer finds the new
 *   data. Peers say hello every second; one silent for three is no longer waited for.
 * - While the listening connection is down, the clock is blind (nothing counts as current), and
 *   it reconnects; announcements missed meanwhile are covered by counting everything as changed.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS } from '../db/drivers/postgresPool.js';
import type { ChangeClock, Changed } from './changeClock.js';
import { EVERYTHING } from './statementTables.js';

const CHANNEL = 'vitrine_changes';
/** How the relay's connections name themselves in pg_stat_activity. */
export const RELAY_APPLICATION = 'vitrine-change-relay';
/** PostgreSQL refuses payloads of 8,000 bytes and more: a longer list is sent as "everything". */
const MAX_PAYLOAD = 7_000;
/**
 * How long a write waits for the peers' acknowledgements before answering anyway: a peer that
 * died is waited for this long on each write until its silence drops it.
 */
const ACK_TIMEOUT_MS = 300;
const RECONNECT_MS = 1_000;
const HELLO_EVERY_MS = 1_000;
/** A peer not heard from for this long has stopped: writes no longer wait for it. */
const PEER_SILENCE_MS = 3 * HELLO_EVERY_MS;

type Message =
  | { kind: 'change'; from: string; id: number; changed: Changed }
  | { kind: 'ack'; from: string; to: string; id: number }
  | { kind: 'hello'; from: string };

export interface ChangeRelay {
  /** Announcements received from other processes so far. */
  readonly received: number;
  /** Other processes heard from lately. */
  readonly peers: number;
  close(): Promise<void>;
}

export async function startChangeRelay(options: {
  url: string;
  changes: ChangeClock;
  onError?: (error: unknown) => void;
}): Promise<ChangeRelay> {
  const { url, changes } = options;
  const origin = randomUUID();
  /** Peers by origin, with when they were last heard from. */
  const peers = new Map<string, number>();
  /** Writes waiting for acknowledgements: the peers still to answer, and what to call then. */
  const waiting = new Map<number, { missing: Set<string>; done: () => void }>();
  let sent = 0;
  let received = 0;
  let closed = false;
  let client: pg.Client | null = null;
  let reconnect: NodeJS.Timeout | undefined;

  const say = (message: Message) =>
    client?.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]).catch((error) => {
      options.onError?.(error);
    });

  function acknowledged(id: number, peer: string): void {
    const write = waiting.get(id);
    if (!write) return;
    write.missing.delete(peer);
    if (write.missing.size === 0) write.done();
  }

  function heard(payload: string | undefined): void {
    let message: Message;
    try {
      message = JSON.parse(payload ?? '') as Message;
    } catch {
      // Not ours: someone else speaks on the channel. Count it as everything, to stay correct.
      changes.recordRemote(EVERYTHING);
      return;
    }
    if (message.from === origin) return;
    const known = peers.has(message.from);
    peers.set(message.from, Date.now());
    // A newcomer learns of this process at once rather than at its next hello.
    if (!known && message.kind === 'hello') void say({ kind: 'hello', from: origin });
    if (message.kind === 'change') {
      received++;
      changes.recordRemote(message.changed);
      void say({ kind: 'ack', from: origin, to: message.from, id: message.id });
    } else if (message.kind === 'ack' && message.to === origin) {
      acknowledged(message.id, message.from);
    }
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      application_name: RELAY_APPLICATION,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    next.on('notification', (message) => heard(message.payload));
    next.on('error', (error) => {
      options.onError?.(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    // What was written while nobody listened is unknown: everything counts as changed.
    changes.setBlind(false);
    await say({ kind: 'hello', from: origin });
  }

  function releaseWaits(): void {
    for (const write of waiting.values()) write.done();
  }

  function lost(which: pg.Client): void {
    if (client !== which) return;
    client = null;
    changes.setBlind(true);
    releaseWaits();
    if (!closed) scheduleReconnect();
  }

  function scheduleReconnect(): void {
    clearTimeout(reconnect);
    reconnect = setTimeout(() => {
      connect().catch((error) => {
        options.onError?.(error);
        if (!closed) scheduleReconnect();
      });
    }, RECONNECT_MS);
    reconnect.unref();
  }

  const hello = setInterval(() => {
    const now = Date.now();
    for (const [peer, seen] of peers) if (now - seen > PEER_SILENCE_MS) peers.delete(peer);
    void say({ kind: 'hello', from: origin });
  }, HELLO_EVERY_MS);
  hello.unref();

  const stopListening = changes.onLocalChange(async (changed) => {
    if (!client) return;
    const id = ++sent;
    let message: Message = { kind: 'change', from: origin, id, changed };
    if (JSON.stringify(message).length > MAX_PAYLOAD) message = { ...message, changed: EVERYTHING };
    const missing = new Set(peers.keys());
    const answered =
      missing.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(finish, ACK_TIMEOUT_MS);
            function finish() {
              clearTimeout(timer);
              waiting.delete(id);
              resolve();
            }
            waiting.set(id, { missing, done: finish });
          });
    await say(message);
    await answered;
  });

  changes.setBlind(true);
  // A database gone again since the process found it is waited for like any later loss.
  await connect().catch((error) => {
    options.onError?.(error);
    scheduleReconnect();
  });

  return {
    get received() {
      return received;
    },
    get peers() {
      return peers.size;
    },
    async close() {
      closed = true;
      clearTimeout(reconnect);
      clearInterval(hello);
      stopListening();
      const last = client;
      client = null;
      releaseWaits();
      await last?.end().catch(() => {});
    },
  };
}
