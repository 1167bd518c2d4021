/**
 * What waits for the signed-in user — sales to accept or ship, receptions to confirm, unread
 * messages — kept in `store.waiting` while something shows it. A function of its own rather than
 * part of the client: a page that never shows the counts (a product grid) carries none of it.
 */
import { waitingEndpoints } from '@vitrine/contract';
import type { VitrineClient } from './client.js';

interface Watch {
  watchers: number;
  stop(): void;
}

const watches = new WeakMap<VitrineClient, Watch>();

/**
 * Reads what waits for the user now, then again whenever it may have changed: an order moved or a
 * message came on the live connection, a thread was opened, a lost connection came back, another
 * user signed in. Answers a function that stops watching; the watchers of one client share one
 * read per change.
 */
export function watchWaiting(client: VitrineClient): () => void {
  let watch = watches.get(client);
  if (!watch) {
    // Reads may overlap (two events in a row) and answer out of order: only the latest one's
    // answer is kept, so an older count never replaces a newer one.
    let latest = 0;
    const read = async () => {
      const id_user = client.store.getState().user?.id_user;
      if (id_user === undefined) return;
      const asked = ++latest;
      const result = await client.http.call(waitingEndpoints.getWaiting, {});
      // Not for a user who signed out (or in as someone else) while it was asked.
      if (asked === latest && result.data && client.store.getState().user?.id_user === id_user)
        client.store.setState({ waiting: result.data.data });
    };
    const reread = () => void read();
    const off = [
      client.on('orderState', reread),
      client.on('message', (event) => event.status === 'received' && reread()),
      client.on('threadRead', reread),
      client.on('resumed', reread),
      client.on('session', ({ user }) => {
        // What waited for someone signed in before is not this user's.
        client.store.setState({ waiting: null });
        if (user) reread();
      }),
    ];
    watch = {
      watchers: 0,
      stop() {
        for (const unsubscribe of off) unsubscribe();
        // Nothing keeps them current any more: none is better than stale ones.
        latest += 1;
        client.store.setState({ waiting: null });
      },
    };
    watches.set(client, watch);
    reread();
  }
  const current = watch;
  current.watchers += 1;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    current.watchers -= 1;
    if (current.watchers === 0) {
      current.stop();
      watches.delete(client);
    }
  };
}
