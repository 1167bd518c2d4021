/**
 * Amounts and dates as the reader of an e-mail writes them: Intl in their language's locale (the
 * contract's `intlLocale`, as the screens use), with the currency's own decimals.
 */
import { type AppLanguageCode, currencyDecimals, intlLocale } from '@vitrine/contract';

/** Writes an amount given in the currency's minor units (cents; yen for JPY) for the reader. */
export function amountWriter(lng: AppLanguageCode, country: string | null) {
  const locale = intlLocale(lng, country);
  return (minor: number, currency: string): string => {
    const code = currency.trim().toUpperCase();
    const decimals = currencyDecimals(code);
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(minor / 10 ** decimals);
  };
}

/**
 * Writes a moment (a deadline) for the reader: day, month in words, year and time. The server
 * does not know the reader's time zone, so the time is UTC and says so.
 */
export function dateWriter(lng: AppLanguageCode, country: string | null) {
  const format = new Intl.DateTimeFormat(intlLocale(lng, country), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return (at: Date): string => format.format(at);
}
