/**
 * What every custom element wraps its screen in: the shared client for its `api-base`, the
 * locale from its `country` and `lang`, styles inside its own shadow root, and navigation that
 * asks the host page first through a cancelable `vitrine:navigate` event.
 */
import { type AppLanguageCode, type Destination, parseLocaleSegment } from '@vitrine/sdk-core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { marketplaceNavigation, type Navigation, VitrineProvider } from '../provider.js';
import { StyleRoot } from '../styles/styleRoot.js';
import { SharedSnackbars } from '../ui/Snackbars.js';
import type { ElementEventName } from './events.js';
import { sharedClient } from './sharedClient.js';

/** Attributes every element accepts. */
export interface ElementBaseProps {
  /**
   * Origin of the Vitrine web service, e.g. `https://shop.example`.
   * @default the page's origin
   */
  apiBase?: string;
  /**
   * Alpha-2 of the shopper's country: prices are shown in its currency.
   * @default the country the page's other elements use, else FR
   */
  country?: string;
  /**
   * Interface language: fr, en, it, jp or ru.
   * @default the language the page's other elements use, else fr
   */
  lang?: string;
  /** The shadow root, given by react-to-web-component. */
  container?: HTMLElement;
}

/** Sends a bubbling, composed event from the element; false when a listener cancelled it. */
export function dispatchFromHost(
  container: Node | undefined,
  name: ElementEventName,
  detail: unknown,
): boolean {
  const host = container instanceof ShadowRoot ? container.host : (container as Element | undefined);
  if (!host) return true;
  return host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }),
  );
}

export function ElementRoot({
  apiBase,
  country,
  lang,
  container,
  children,
}: ElementBaseProps & { children: ReactNode }) {
  const client = sharedClient(apiBase);
  const language = (parseLocaleSegment(`xx-${lang ?? ''}`)?.language ??
    client.store.getState().language) as AppLanguageCode;
  const countryCode = (country ?? client.store.getState().country?.alpha2 ?? 'FR').toUpperCase();

  useEffect(() => {
    void client.setLocale({ country: countryCode, language });
  }, [client, countryCode, language]);

  // Tell the host page what changed: the cart's size, and who is signed in.
  useEffect(() => {
    let count = client.store.getState().cartCount;
    const stopCart = client.store.subscribe((state) => {
      if (state.cartCount === count) return;
      count = state.cartCount;
      dispatchFromHost(container, 'vitrine:cart-change', { count });
    });
    const stopSession = client.on('session', ({ user }) =>
      dispatchFromHost(
        container,
        user ? 'vitrine:login' : 'vitrine:logout',
        user ? { id_user: user.id_user, pseudo: user.pseudo } : {},
      ),
    );
    return () => {
      stopCart();
      stopSession();
    };
  }, [client, container]);

  const navigation = useMemo<Navigation>(() => {
    const marketplace = marketplaceNavigation(client);
    return {
      href: marketplace.href,
      // The host page may route itself: it cancels the event and gets the destination.
      navigate: (destination: Destination) =>
        !dispatchFromHost(container, 'vitrine:navigate', {
          ...destination,
          href: marketplace.href(destination),
        }),
    };
  }, [client, container]);

  return (
    <StyleRoot container={container}>
      <VitrineProvider client={client} navigation={navigation}>
        {children}
        <SharedSnackbars />
      </VitrineProvider>
    </StyleRoot>
  );
}
