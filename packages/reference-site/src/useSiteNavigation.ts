/** Widgets' links become wouter route changes, in the locale of the current URL. */
import { type Destination, localeOfPath, pathFor } from '@vitrine/sdk-core';
import type { Navigation } from '@vitrine/widgets';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { client } from './client.js';

function currentLocale() {
  const { country, language } = client.store.getState();
  return localeOfPath(window.location.pathname) ?? { country: country?.alpha2 ?? 'FR', language };
}

export function useSiteNavigation(): Navigation {
  return useMemo(
    () => ({
      href: (destination: Destination) => pathFor(destination, currentLocale()),
      navigate: (destination: Destination) => {
        navigate(pathFor(destination, currentLocale()));
        return true;
      },
    }),
    [],
  );
}
