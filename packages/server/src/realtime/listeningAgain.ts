/**
 * The live-event adapter's pool, telling when the adapter listens again. The adapter keeps one
 * connection for its LISTEN and, when that connection ends (PostgreSQL restarted, the backend
 * ended), takes a new one from the pool and listens again a second or so later. What the other
 * processes published in between never reaches this process's sockets, although they stayed
 * connected: once it listens again they are told to read what they may have missed.
 *
 * The adapter asks its pool for a connection only for its LISTEN (it publishes with `query`), so
 * a connection handed out by `connect` and a LISTEN answered on it mean it hears again.
 */
import type pg from 'pg';

export function tellWhenListeningAgain(pool: pg.Pool, onListeningAgain: () => void): pg.Pool {
  let listenedBefore = false;
  const listened = () => {
    // The first LISTEN is the start: nothing was missed before it.
    if (listenedBefore) onListeningAgain();
    listenedBefore = true;
  };
  const connect = async () => {
    const client = await pool.connect();
    const query = client.query;
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      const result = (query as (...args: unknown[]) => unknown).apply(this, args);
      const text = typeof args[0] === 'string' ? args[0] : undefined;
      if (text?.startsWith('LISTEN ') && result instanceof Promise) {
        result.then(listened, () => undefined);
      }
      return result;
    } as typeof client.query;
    return client;
  };
  return new Proxy(pool, {
    get(target, key) {
      if (key === 'connect') return connect;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
