/**
 * What a page rendered on the server carries for the browser's first render, as JSON in a
 * `<script type="application/json">`: the reads it was rendered from, and the visitor's country
 * (its currency and rate), so the browser can hydrate at once instead of asking for it first.
 */
import type { Country } from '@vitrine/sdk-core';
import type { RemoteSnapshot } from '@vitrine/widgets';

export const SNAPSHOT_ELEMENT_ID = 'vitrine-snapshot';

export interface PageSnapshot {
  country: Country | null;
  reads: RemoteSnapshot;
}

/** Marks the page as hydrated (or rendered), so a test, or a monitor, knows its controls work. */
export function markInteractive(): void {
  document.documentElement.dataset.interactive = '';
}
