/** The `{pays-langue}` of the current URL, or the client's when the URL has none. */
import { type Locale, localeOfPath } from '@vitrine/sdk-core';
import { useVitrineState } from '@vitrine/widgets';
import { useLocation, useRouter } from 'wouter';

export function useLocale(): Locale {
  // Under the locale's nested route the location is relative to it: the base holds the segment.
  const [location] = useLocation();
  const pathname = `${useRouter().base}${location}`;
  const country = useVitrineState((state) => state.country?.alpha2 ?? 'FR');
  const language = useVitrineState((state) => state.language);
  return localeOfPath(pathname) ?? { country, language };
}
