/**
 * Moving around the site: widgets' links become wouter route changes in the current locale, and
 * pages can pass the navigation state the spec uses (an order id, a subject, a payment result,
 * is_register).
 */
import { type Destination, type Locale, localeOfPath, pathFor } from '@vitrine/sdk-core';
import type { Navigation } from '@vitrine/widgets';
import { navigate } from 'wouter/use-browser-location';
import { client } from './client.js';
import type { LoginState } from './RequireLogin.js';

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

/** Links as a server render writes them: in the locale of the page it renders, as the browser will. */
export function linksIn(locale: Locale): Navigation {
  return { href: (destination) => pathFor(destination, locale) };
}

export const siteNavigation: Navigation = {
  href: hrefOf,
  navigate: (destination) => {
    // Whoever is sent to sign in (a visitor's 'Ajouter au panier', 'Love', the account menu) comes
    // back to the page they were on, as the login guard's visitors do.
    const here = `${window.location.pathname}${window.location.search}`;
    if (destination.to === 'login' && here !== hrefOf(destination)) {
      const state: LoginState = { from: here, is_register: destination.register };
      go(destination, { state });
    } else go(destination);
    return true;
  },
};
