/**
 * The reads of a page rendered on a server, handed to the browser so its first render is the same
 * page. A read takes part when it is named (`useRemote(load, deps, name)`): its name and its deps'
 * plain values (ids, language, the signed-in user's id…) are its key, the same on both sides, so a
 * browser whose state differs from the server's (another user signed in) simply does not find it
 * and reads for itself. Keys do not depend on where a read sits in the tree: a read that appears
 * only once its parent's data has come is found all the same.
 *
 * On the server, `prerender` renders, waits for the named reads that render started, and renders
 * again with their data until nothing new is asked for. In the browser, `<RemoteSnapshotProvider>`
 * serves each entry to the first read of its key, once: what mounts later reads afresh.
 */
import { type Result, SdkHttpError } from '@vitrine/sdk-core';
import {
  createContext,
  type DependencyList,
  type ReactElement,
  type ReactNode,
  useContext,
  useState,
} from 'react';

/** One read's outcome as it travels in the page: its data, or an HTTP error's status and message. */
export type SnapshotEntry = { data: unknown } | { status: number; error: string };

/** The named reads of a server render, by key: JSON, as embedded in the page. */
export type RemoteSnapshot = Record<string, SnapshotEntry>;

interface ServerRender {
  /** The loads the current pass started, by key. */
  pending: Map<string, Promise<void>>;
  /** Keys whose read failed (other than not found): not asked again in later passes. */
  failed: Set<string>;
  /** Keys the current pass rendered from: what the page sent must hold, and no more. */
  used: Set<string>;
  signal?: AbortSignal;
}

interface SnapshotSource {
  entries: RemoteSnapshot;
  /** Set while a server render collects reads. */
  server?: ServerRender;
}

const SnapshotContext = createContext<SnapshotSource | null>(null);

/** The key of a named read: its name and the plain values among its deps. */
export function snapshotKey(name: string, deps: DependencyList): string {
  const plain = deps.filter(
    (value) => value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value),
  );
  return `${name}:${JSON.stringify(plain)}`;
}

function entryOf(result: Result<unknown>): SnapshotEntry | null {
  if (!result.error) return { data: result.data };
  // A page that was not found renders as such; any other failure is left for the browser to retry.
  return result.error instanceof SdkHttpError && result.error.status === 404
    ? { status: 404, error: result.error.message }
    : null;
}

/** A read's outcome from the snapshot, if it holds one for `key`. */
export function useSnapshotEntry(key: string | null): Result<unknown> | undefined {
  const source = useContext(SnapshotContext);
  if (!source || key === null) return undefined;
  const entry = source.entries[key];
  if (!entry) return undefined;
  source.server?.used.add(key);
  return 'data' in entry ? { data: entry.data } : { error: new SdkHttpError(entry.status, entry.error) };
}

/** Forgets `key`'s entry once the browser's first read of it has taken it. */
export function useSnapshotTaken(): (key: string) => void {
  const source = useContext(SnapshotContext);
  return (key) => {
    if (source && !source.server) delete source.entries[key];
  };
}

/**
 * On a server render, starts `load` for `key` unless it is already known, on its way, or failed.
 * Called during render, since a server render runs no effects.
 */
export function useSnapshotCollect(
  key: string | null,
  load: (signal: AbortSignal) => Promise<Result<unknown>>,
): void {
  const source = useContext(SnapshotContext);
  const server = source?.server;
  if (!server || key === null || key in source.entries || server.pending.has(key) || server.failed.has(key))
    return;
  server.pending.set(
    key,
    load(server.signal ?? new AbortController().signal).then(
      (result) => {
        const entry = entryOf(result);
        if (entry) source.entries[key] = entry;
        else server.failed.add(key);
      },
      () => {
        server.failed.add(key);
      },
    ),
  );
}

export interface PrerenderOptions {
  /** Renders at most this many times. @default 5 */
  passes?: number;
  /** Stops rendering and reading when aborted (a render that took too long); the promise then rejects. */
  signal?: AbortSignal;
}

/**
 * Renders `ui` on a server with its named reads' data: renders, waits for the reads the render
 * asked for, and renders again until a pass asks for nothing new. Returns the last HTML and the
 * entries it was rendered from, for `<RemoteSnapshotProvider>` (see `serializeSnapshot`).
 */
export async function prerender(
  ui: ReactNode,
  renderToString: (element: ReactElement) => string,
  { passes = 5, signal }: PrerenderOptions = {},
): Promise<{ html: string; snapshot: RemoteSnapshot }> {
  const server: ServerRender = { pending: new Map(), failed: new Set(), used: new Set(), signal };
  const source: SnapshotSource = { entries: {}, server };
  for (let pass = 1; ; pass += 1) {
    signal?.throwIfAborted();
    server.used.clear();
    const html = renderToString(<SnapshotContext.Provider value={source}>{ui}</SnapshotContext.Provider>);
    if (server.pending.size === 0 || pass === passes) {
      const snapshot: RemoteSnapshot = {};
      for (const key of server.used) snapshot[key] = source.entries[key] as SnapshotEntry;
      return { html, snapshot };
    }
    await Promise.all(server.pending.values());
    server.pending.clear();
  }
}

/**
 * A snapshot as JSON to put in a `<script type="application/json">`: nothing in it can end the
 * element (`<` is escaped), whatever a seller wrote.
 */
export function serializeSnapshot(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Serves a server render's snapshot to the browser's reads: each entry to the first read of its key. */
export function RemoteSnapshotProvider({
  snapshot,
  children,
}: {
  snapshot: RemoteSnapshot;
  children?: ReactNode;
}) {
  const [source] = useState<SnapshotSource>(() => ({ entries: { ...snapshot } }));
  return <SnapshotContext.Provider value={source}>{children}</SnapshotContext.Provider>;
}
