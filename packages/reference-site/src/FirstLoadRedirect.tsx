/**
 * `/` with no locale: ask the server where the visitor is and go to that country's home, in its
 * language (spec §2). A stored country from an earlier visit wins over geolocation.
 */

import type { VitrineClient } from '@vitrine/sdk-core';
import { buildLocaleSegment, type Locale, localeFromGeolocation } from '@vitrine/sdk-core';
import { useT, useVitrine } from '@vitrine/widgets';
import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** The visitor's locale: the country they chose on an earlier visit, else where they are. */
export function visitorLocale(client: VitrineClient): Promise<Locale> {
  const stored = client.store.getState().country;
  return stored
    ? Promise.resolve({ country: stored.alpha2, language: stored.langue_translate })
    : client.countries.geolocate().then((result) => localeFromGeolocation(result.data));
}

export function FirstLoadRedirect() {
  const [, setLocation] = useLocation();
  const t = useT();
  const client = useVitrine();
  useEffect(() => {
    let cancelled = false;
    visitorLocale(client).then((locale) => {
      if (!cancelled) setLocation(`/${buildLocaleSegment(locale)}`, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [client, setLocation]);
  return (
    <p role="status" style={{ padding: 24 }}>
      {t('common.loading')}
    </p>
  );
}
