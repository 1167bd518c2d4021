/** The `{pays-langue}` of the current URL, or the client's when the URL has none. */
import { type Locale, localeOfPath } from '@vitrine/sdk-core';
import { useVitrineState } from '@vitrine/widgets';
import { useLocation } from 'wouter';
import { usePathname } from 'wouter/use-browser-location';

export function useLocale(): Locale {
  // The nested router's location is relative to the segment; the browser's path is not.
  useLocation();
  const pathname = usePathname();
  const country = useVitrineState((state) => state.country?.alpha2 ?? 'FR');
  const language = useVitrineState((state) => state.language);
  return localeOfPath(pathname) ?? { country, language };
}
