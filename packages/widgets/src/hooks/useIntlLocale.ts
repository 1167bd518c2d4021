import { intlLocale } from '@vitrine/sdk-core';
import { useVitrineState } from './useVitrineState.js';

/**
 * The locale the interface writes dates and amounts in: its language in the visitor's country,
 * so English reads `28 November 2026` in Britain and `November 28, 2026` in the United States.
 */
export function useIntlLocale(): string {
  const language = useVitrineState((state) => state.language);
  const country = useVitrineState((state) => state.country?.alpha2);
  return intlLocale(language, country);
}
