/**
 * Loads something through the SDK and tracks its state: loading, its data, or its error, with a
 * way to try again. A newer load (or unmounting) aborts the older one.
 *
 * A read given a `name` can be rendered on a server: the server's render waits for it, and the
 * browser's first render starts from what the server read instead of loading it again
 * (serverData/remoteSnapshot.tsx).
 */
import type { Result, SdkError } from '@vitrine/sdk-core';
import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import {
  snapshotKey,
  useSnapshotCollect,
  useSnapshotEntry,
  useSnapshotTaken,
} from '../serverData/remoteSnapshot.js';

export type Remote<T> =
  | { status: 'loading'; data?: undefined; error?: undefined; reload(): void }
  | { status: 'ready'; data: T; error?: undefined; reload(): void }
  | { status: 'error'; data?: undefined; error: SdkError; reload(): void };

type RemoteState<T> = { status: 'loading' | 'ready' | 'error'; data?: T; error?: SdkError };

const stateOf = <T>(result: Result<T>): RemoteState<T> =>
  result.error ? { status: 'error', error: result.error } : { status: 'ready', data: result.data };

export function useRemote<T>(
  load: (signal: AbortSignal) => Promise<Result<T>>,
  deps: DependencyList,
  /**
   * Names the read for server rendering (`'catalog/product'`: slashes, since dotted names read as
   * text keys); with the deps' plain values it is the read's key.
   */
  name?: string,
): Remote<T> {
  const key = name ? snapshotKey(name, deps) : null;
  const served = useSnapshotEntry(key) as Result<T> | undefined;
  const taken = useSnapshotTaken();
  const [state, setState] = useState<RemoteState<T>>(() =>
    served ? stateOf(served) : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // The key the server's answer stands for: no load while the deps still say that key (a
  // development StrictMode runs the effect twice), a load as soon as they say another.
  const fromServer = useRef(served !== undefined ? key : null);
  useSnapshotCollect(key, load);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load again.
  useEffect(() => {
    if (key !== null && fromServer.current === key && attempt === 0) {
      taken(key);
      return;
    }
    fromServer.current = null;
    const controller = new AbortController();
    setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading' }));
    loadRef.current(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(stateOf(result));
    });
    return () => controller.abort();
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, reload } as Remote<T>;
}
