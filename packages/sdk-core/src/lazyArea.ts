/**
 * An area of the client whose code — and the contract schemas its answers are checked with — is
 * fetched on its first call, so a page that never reads orders or messages never loads them.
 * Every member of such an area is an async function answering a {@link Result}: the first call
 * only waits a little longer. A chunk that cannot be fetched answers an `SdkNetworkError`, as an
 * unreachable server does, and is asked for again by the next call.
 */
import { SdkNetworkError } from './errors.js';

/**
 * @param ready members served without loading the area: the same calls from a smaller chunk of
 *   their own, for a first render that needs only those
 */
export function lazyArea<T extends object>(name: string, load: () => Promise<T>, ready: Partial<T> = {}): T {
  let area: Promise<T> | null = null;
  // One function per member, so a member keeps its identity between reads.
  const members = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as T, {
    get(_target, member) {
      // Not a thenable, and no symbol members (inspection, iteration).
      if (typeof member !== 'string' || member === 'then') return undefined;
      if (Object.hasOwn(ready, member)) return ready[member as keyof T];
      let call = members.get(member);
      if (!call) {
        call = async (...args) => {
          area ??= load();
          let loaded: T;
          try {
            loaded = await area;
          } catch (cause) {
            area = null;
            return {
              error: new SdkNetworkError(`Could not load the ${name} area of the Vitrine SDK`, cause),
            };
          }
          return (loaded[member as keyof T] as (...args: unknown[]) => Promise<unknown>)(...args);
        };
        members.set(member, call);
      }
      return call;
    },
  });
}
