/**
 * Moving around the site: widgets' links become wouter route changes in the current locale, and
 * pages can pass the navigation state the spec uses (an order id, a subject, a payment result,
 * is_register).
 */
import { type Destination, localeOfPath, pathFor } from '@vitrine/sdk-core';
import type { Navigation } from '@vitrine/widgets';
import { navigate } from 'wouter/use-browser-location';
import { client } from './client.js';

export function currentLocale() {
  const { country, language } = client.store.getState();
  return localeOfPath(window.location.pathname) ?? { country: country?.alpha2 ?? 'FR', language };
}

/** The URL of a destination in the current locale. */
export function hrefOf(destination: Destination): string {
  return pathFor(destination, currentLocale());
}

/** Goes to a destination, with navigation state when the page needs it. */
export function go(destination: Destination, options: { state?: unknown; replace?: boolean } = {}): void {
  navigate(hrefOf(destination), options);
}

export const siteNavigation: Navigation = {
  href: hrefOf,
  navigate: (destination) => {
    go(destination);
    return true;
  },
};
