import { intlLanguage } from '@vitrine/sdk-core';
import { useMemo } from 'react';
import { useVitrineState } from './useVitrineState.js';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Writes server dates in the interface language through Intl (jp → ja). A day without a time
 * (a birth date) is read and written in UTC, so it never moves to the day before.
 */
export function useDateFormat(style: 'date' | 'dateTime' = 'date'): (value: string) => string {
  const language = useVitrineState((state) => state.language);
  return useMemo(() => {
    const locale = intlLanguage(language);
    const options: Intl.DateTimeFormatOptions =
      style === 'date' ? { dateStyle: 'long' } : { dateStyle: 'medium', timeStyle: 'short' };
    const withTime = new Intl.DateTimeFormat(locale, options);
    const dayOnly = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return (value) => {
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) return value;
      return (DAY_ONLY.test(value) ? dayOnly : withTime).format(date);
    };
  }, [language, style]);
}
