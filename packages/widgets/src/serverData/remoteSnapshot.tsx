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
 * serves the snapshot to the first render only: later renders read afresh.
 */
import { type Result, SdkHttpError } from '@vitrine/sdk-core';
import {
  createContext,
  type DependencyList,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from 'react';

/** One read's outcome as it travels in the page: its data, or an HTTP error's status and message. */
export type SnapshotEntry = { data: unknown } | { status: number; error: string };

/** The named reads of a server render, by key: JSON, as embedded in the page. */
export type RemoteSnapshot = Record<string, SnapshotEntry>;

interface SnapshotSource {
  entries: RemoteSnapshot;
  /** Set while a server render collects reads: the loads it started, by key. */
  pending?: Map<string, Promise<void>>;
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

/** A read's outcome from the snapshot of the render under way, if it holds one. */
export function useSnapshotEntry(key: string | null): Result<unknown> | undefined {
  const source = useContext(SnapshotContext);
  if (!source || key === null) return undefined;
  const entry = source.entries[key];
  if (!entry) return undefined;
  return 'data' in entry ? { data: entry.data } : { error: new SdkHttpError(entry.status, entry.error) };
}

/**
 * On a server render, starts `load` for `key` unless it is already known or on its way. Called
 * during render, since a server render runs no effects.
 */
export function useSnapshotCollect(key: string | null, load: () => Promise<Result<unknown>>): void {
  const source = useContext(SnapshotContext);
  const pending = source?.pending;
  if (!pending || key === null || key in source.entries || pending.has(key)) return;
  pending.set(
    key,
    load().then(
      (result) => {
        const entry = entryOf(result);
        if (entry) source.entries[key] = entry;
      },
      () => {},
    ),
  );
}

/**
 * Renders `ui` on a server with its named reads' data: renders, waits for the reads the render
 * asked for, and renders again, at most `passes` times. Returns the last HTML and the snapshot to
 * embed in the page for `<RemoteSnapshotProvider>`.
 */
export async function prerender(
  ui: ReactNode,
  renderToString: (element: ReactElement) => string,
  passes = 5,
): Promise<{ html: string; snapshot: RemoteSnapshot }> {
  const source: SnapshotSource = { entries: {}, pending: new Map() };
  const pending = source.pending as Map<string, Promise<void>>;
  for (let pass = 1; ; pass += 1) {
    const html = renderToString(<SnapshotContext.Provider value={source}>{ui}</SnapshotContext.Provider>);
    if (pending.size === 0 || pass === passes) return { html, snapshot: source.entries };
    await Promise.all(pending.values());
    pending.clear();
  }
}

/**
 * Serves a server render's snapshot to the browser's first render (the hydration), then forgets it:
 * whatever mounts later reads afresh.
 */
export function RemoteSnapshotProvider({
  snapshot,
  children,
}: {
  snapshot: RemoteSnapshot;
  children?: ReactNode;
}) {
  const [source] = useState<SnapshotSource>(() => ({ entries: snapshot }));
  // Effects run children first: every read of the first render has taken its entry by now.
  useEffect(() => {
    source.entries = {};
  }, [source]);
  return <SnapshotContext.Provider value={source}>{children}</SnapshotContext.Provider>;
}
