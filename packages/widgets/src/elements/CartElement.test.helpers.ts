/**
 * Mounting Vitrine elements in happy-dom for the cart, checkout and favourites element tests:
 * the page's shared client (the one the elements use) and a wait for what the element renders.
 */
import { within } from '@testing-library/react';
import type { VitrineClient } from '@vitrine/sdk-core';
import { afterEach, beforeAll } from 'vitest';
import { testServerUrl } from '../testing/renderWithClient.js';
import { defineVitrineElements } from './defineElements.js';
import { sharedClient } from './sharedClient.js';

/** The client every element of the page talks through, with the visitor in France. */
export async function pageClient(): Promise<VitrineClient> {
  const client = sharedClient(testServerUrl());
  await client.setLocale({ country: 'FR', language: 'fr' });
  return client;
}

export { until } from '@vitrine/server/testing/fixtures';

/** Puts `<tag api-base=… country="FR" lang="fr">` in the page. */
export function mountElement(tag: string): HTMLElement {
  document.body.innerHTML = `<${tag} api-base="${testServerUrl()}" country="FR" lang="fr"></${tag}>`;
  return document.querySelector(tag) as HTMLElement;
}

/** Testing Library queries over an element's shadow root. */
export function inShadow(element: HTMLElement) {
  return within(element.shadowRoot as unknown as HTMLElement);
}

/** Collects the events of a name that reach the document; `cancel` plays a host that routes itself. */
export function listen(name: string, { cancel = false } = {}): CustomEvent[] {
  const events: CustomEvent[] = [];
  const listener = (event: Event) => {
    events.push(event as CustomEvent);
    if (cancel) event.preventDefault();
  };
  document.addEventListener(name, listener);
  listeners.push(() => document.removeEventListener(name, listener));
  return events;
}

const listeners: (() => void)[] = [];

/** Stops every `listen`. */
export function stopListening(): void {
  for (const stop of listeners.splice(0)) stop();
}

/** A test file's page: the elements defined before its tests, emptied and deaf again after each. */
export function setUpElementPage(): void {
  beforeAll(() => {
    defineVitrineElements();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    stopListening();
  });
}
