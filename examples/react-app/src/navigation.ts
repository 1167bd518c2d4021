/**
 * The widgets link to Vitrine destinations (a product, the cart, sign-in…); this app decides what
 * they become. The pages the app has are its own wouter routes; anything else (a seller, the
 * checkout) opens on the marketplace itself, at the address the SDK builds.
 */
import { type Destination, pathFor, type VitrineClient } from '@vitrine/sdk-core';
import type { Navigation } from '@vitrine/widgets';

/** The app's own path for a destination, or null when the app has no such page. */
export function appPath(destination: Destination): string | null {
  switch (destination.to) {
    case 'home':
    case 'products':
      return '/';
    case 'product':
      return `/products/${destination.id_produit}`;
    case 'cart':
      return '/cart';
    case 'login':
      return '/login';
    default:
      return null;
  }
}

export function appNavigation(client: VitrineClient, setLocation: (path: string) => void): Navigation {
  const marketplace = (destination: Destination) => {
    const { country, language } = client.store.getState();
    return client.http.url(pathFor(destination, { country: country?.alpha2 ?? 'FR', language }));
  };
  return {
    href: (destination) => appPath(destination) ?? marketplace(destination),
    navigate: (destination) => {
      const path = appPath(destination);
      if (path === null) return false; // the browser follows the marketplace link
      setLocation(path);
      return true;
    },
  };
}
