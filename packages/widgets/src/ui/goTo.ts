import type { Destination } from '@vitrine/sdk-core';
import type { Navigation } from '../provider.js';

/**
 * Goes to a destination from code (after a sign-in, a sign-out…), the way a `<Link>` click does:
 * the host handles it when it can, otherwise the browser loads the page.
 */
export function goTo(navigation: Navigation, destination: Destination): void {
  if (navigation.navigate?.(destination)) return;
  globalThis.location?.assign(navigation.href(destination));
}
