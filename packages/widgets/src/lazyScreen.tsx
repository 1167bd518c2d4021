/**
 * A screen whose code is fetched the first time it renders, with the loading state meanwhile and
 * a retry if the fetch fails. Like `React.lazy` without `Suspense`, whose preact/compat version
 * would weigh on every element's shared code, and with no error boundary to add.
 * What shows while it loads and if it fails can be chosen: nothing for a dialog rendered once
 * opened, placeholder cards and every card for the virtual grid.
 */
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { ErrorState, LoadingState } from './RemoteState.js';

export interface LazyScreenOptions<Props> {
  /** Shown while the code arrives. @default the loading state */
  whileLoading?: (props: Props) => ReactNode;
  /** Shown if it could not be fetched; `retry` fetches again. @default the error state with a retry */
  ifFailed?: (props: Props, retry: () => void) => ReactNode;
}

export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  {
    whileLoading = () => <LoadingState />,
    ifFailed = (_, retry) => <ErrorState remote={{ reload: retry }} />,
  }: LazyScreenOptions<Props> = {},
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
      return ifFailed(props, () => {
        setFailed(false);
        setAttempt((count) => count + 1);
      });
    return whileLoading(props);
  }
  return LazyScreen;
}

/**
 * A part whose code is fetched the first time `shown(props)` holds (a dialog opened, a step
 * reached); until then it renders and fetches nothing. Once shown it stays mounted, as a closed
 * dialog or a hidden step does, so what was typed in it survives closing it.
 */
export function lazyOnceShown<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  shown: (props: Props) => boolean,
): ComponentType<Props> {
  const Loaded = lazyScreen(load, { whileLoading: () => null });
  function LazyOnceShown(props: Props) {
    const [opened, setOpened] = useState(() => shown(props));
    if (shown(props) && !opened) setOpened(true);
    return opened ? <Loaded {...props} /> : null;
  }
  return LazyOnceShown;
}
