import { useCallback } from 'react';
import { useVitrine } from '../provider.js';
import { useVitrineState } from './useVitrineState.js';

/**
 * The translate function of the client's i18n, re-created when the language changes so every
 * text re-renders in the new language.
 */
export function useT(): (key: string, values?: Record<string, unknown>) => string {
  const { i18n } = useVitrine();
  const language = useVitrineState((state) => state.language);
  // `language` is passed explicitly, so a new function per language re-renders every text.
  return useCallback((key, values) => i18n.t(key, { lng: language, ...values }) as string, [i18n, language]);
}
