/**
 * A screen whose code is fetched the first time it renders, with the loading state meanwhile and
 * a retry if the fetch fails. Like `React.lazy` without `Suspense`, whose preact/compat version
 * would weigh on every element's shared code (issue 7), and with no error boundary to add.
 * `{ loading: false }` shows nothing while it loads: for a dialog, rendered once opened.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { ErrorState, LoadingState } from './RemoteState.js';

export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { loading = true }: { loading?: boolean } = {},
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  function LazyScreen(props: Props) {
    const [Screen, setScreen] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt fetches again.
    useEffect(() => {
      if (Screen) return;
      let current = true;
      load().then(
        (component) => {
          loaded = component;
          if (current) setScreen(() => component);
        },
        () => {
          if (current) setFailed(true);
        },
      );
      return () => {
        current = false;
      };
    }, [Screen, attempt]);
    if (Screen) return <Screen {...props} />;
    if (failed)
      return (
        <ErrorState
          remote={{
            reload: () => {
              setFailed(false);
              setAttempt((count) => count + 1);
            },
          }}
        />
      );
    return loading ? <LoadingState /> : null;
  }
  return LazyScreen;
}
