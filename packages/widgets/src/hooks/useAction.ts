/**
 * Runs an SDK call the user started (a button, a form): tracks that it is under way, keeps its
 * error for display, and ignores a second start while the first runs.
 */
import type { Result, SdkError } from '@vitrine/sdk-core';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Action<A extends unknown[], T> {
  run(...args: A): Promise<Result<T> | undefined>;
  busy: boolean;
  error: SdkError | null;
  reset(): void;
}

export function useAction<A extends unknown[], T>(perform: (...args: A) => Promise<Result<T>>): Action<A, T> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SdkError | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(perform);
  latest.current = perform;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: A) => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await latest.current(...args);
      if (mounted.current) setError(result.error ?? null);
      return result;
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);

  return { run, busy, error, reset: useCallback(() => setError(null), []) };
}
