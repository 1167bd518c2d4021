import { useMemo } from 'react';
import { useIntlLocale } from './useIntlLocale.js';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Writes server dates in the interface's locale through Intl (its language in the visitor's
 * country: `en-GB`, `ja-JP`). A day without a time
 * (a birth date) is read and written in UTC, so it never moves to the day before.
 */
export function useDateFormat(style: 'date' | 'dateTime' = 'date'): (value: string) => string {
  const locale = useIntlLocale();
  return useMemo(() => {
    const options: Intl.DateTimeFormatOptions =
      style === 'date' ? { dateStyle: 'long' } : { dateStyle: 'medium', timeStyle: 'short' };
    const withTime = new Intl.DateTimeFormat(locale, options);
    const dayOnly = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return (value) => {
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) return value;
      return (DAY_ONLY.test(value) ? dayOnly : withTime).format(date);
    };
  }, [locale, style]);
}
