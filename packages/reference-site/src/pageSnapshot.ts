/**
 * What a page rendered on the server carries for the browser's first render, as JSON in a
 * `<script type="application/json">`: the reads it was rendered from, and the visitor's country
 * (its currency and rate), so the browser can hydrate at once instead of asking for it first.
 */
import type { Country } from '@vitrine/sdk-core';
import type { RemoteSnapshot } from '@vitrine/widgets';
import { createContext } from 'react';

export const SNAPSHOT_ELEMENT_ID = 'vitrine-snapshot';

export interface PageSnapshot {
  country: Country | null;
  reads: RemoteSnapshot;
}

/**
 * Marks the page as working, so a test or a monitor knows its controls respond: `hydrated` from
 * the server's page, `rendered` afresh.
 */
export function markInteractive(how: 'hydrated' | 'rendered'): void {
  document.documentElement.dataset.interactive = how;
}

/** What a server render learns of the page it renders: whether it is the not-found page. */
export interface RenderedStatus {
  notFound: boolean;
}

/** Given by a server render only; the not-found page reports itself to it. */
export const RenderedStatusContext = createContext<RenderedStatus | null>(null);
