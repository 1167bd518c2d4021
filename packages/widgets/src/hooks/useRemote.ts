/**
 * Loads something through the SDK and tracks its state: loading, its data, or its error, with a
 * way to try again. A newer load (or unmounting) aborts the older one.
 */
import type { Result, SdkError } from '@vitrine/sdk-core';
import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

export type Remote<T> =
  | { status: 'loading'; data?: undefined; error?: undefined; reload(): void }
  | { status: 'ready'; data: T; error?: undefined; reload(): void }
  | { status: 'error'; data?: undefined; error: SdkError; reload(): void };

export function useRemote<T>(
  load: (signal: AbortSignal) => Promise<Result<T>>,
  deps: DependencyList,
): Remote<T> {
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; data?: T; error?: SdkError }>({
    status: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load again.
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading' }));
    loadRef.current(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(
        result.error ? { status: 'error', error: result.error } : { status: 'ready', data: result.data },
      );
    });
    return () => controller.abort();
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, reload } as Remote<T>;
}
