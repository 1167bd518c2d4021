/**
 * `<VitrineProvider client={…}>` hands a ready SDK client to every widget below it, with the
 * navigation the host app uses for links. Widgets never call `fetch`: they go through the client.
 */
import { type Destination, localeOfPath, pathFor, type VitrineClient } from '@vitrine/sdk-core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** How widgets link to pages: the host decides the URL and what a click does. */
export interface Navigation {
  /** The URL a link to the destination shows. */
  href(destination: Destination): string;
  /**
   * Called when a link is followed. Return true when the host handled it (a client-side route
   * change); false lets the browser follow the href.
   */
  navigate?(destination: Destination): boolean;
}

interface VitrineContextValue {
  client: VitrineClient;
  navigation: Navigation;
}

const VitrineContext = createContext<VitrineContextValue | null>(null);

/**
 * Links to the marketplace site the client talks to, in the visitor's locale: what an embedded
 * widget does when its host says nothing about navigation.
 */
export function marketplaceNavigation(client: VitrineClient): Navigation {
  return {
    href: (destination) => {
      const { country, language } = client.store.getState();
      const locale = localeOfPath(globalThis.location?.pathname ?? '') ?? {
        country: country?.alpha2 ?? 'FR',
        language,
      };
      return client.http.url(pathFor(destination, locale));
    },
  };
}

export interface VitrineProviderProps {
  client: VitrineClient;
  /** @default links to the marketplace site of `client` */
  navigation?: Navigation;
  children?: ReactNode;
}

export function VitrineProvider({ client, navigation, children }: VitrineProviderProps) {
  const value = useMemo(
    () => ({ client, navigation: navigation ?? marketplaceNavigation(client) }),
    [client, navigation],
  );
  return <VitrineContext.Provider value={value}>{children}</VitrineContext.Provider>;
}

function useVitrineContext(hook: string): VitrineContextValue {
  const value = useContext(VitrineContext);
  if (!value) {
    throw new Error(
      `${hook} must be used inside <VitrineProvider client={…}>: wrap your widgets in it, with a client from createVitrine({ baseUrl }).`,
    );
  }
  return value;
}

/** The SDK client of the nearest provider. */
export function useVitrine(): VitrineClient {
  return useVitrineContext('useVitrine').client;
}

/** The navigation of the nearest provider. */
export function useNavigation(): Navigation {
  return useVitrineContext('useNavigation').navigation;
}
