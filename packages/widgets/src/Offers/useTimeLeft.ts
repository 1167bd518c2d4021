/**
 * How long is left before a deadline, as words in the interface language ("dans 23 heures"),
 * through Intl: in hours from an hour on, in minutes below. Re-rendered every minute so the words
 * follow the clock while the screen stays open.
 */
import { useEffect, useMemo, useState } from 'react';
import { useIntlLocale } from '../hooks/useIntlLocale.js';

export function useTimeLeft(): (deadline: string) => string {
  const locale = useIntlLocale();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return useMemo(() => {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    return (deadline: string) => {
      const minutes = Math.max(0, Math.round((Date.parse(deadline) - now) / 60_000));
      return minutes >= 60
        ? relative.format(Math.round(minutes / 60), 'hour')
        : relative.format(minutes, 'minute');
    };
  }, [locale, now]);
}
