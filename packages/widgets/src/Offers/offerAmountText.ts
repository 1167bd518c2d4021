/**
 * An amount as a shopper types it ("12 000", "1,234.50", "85,5") read as minor units of a
 * currency, or null. Separators each followed by exactly three digits group thousands (nobody
 * writes a price to the thousandth); otherwise the last separator marks the decimals.
 */
import { currencyDecimals, fitsDecimals, toMinorUnits } from '@vitrine/sdk-core';

export function amountFromText(text: string, currency: string): number | null {
  let cleaned = text.replace(/[\s\u00a0\u202f'’]/g, '');
  if (/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(cleaned)) cleaned = cleaned.replace(/[.,]/g, '');
  else {
    const last = Math.max(cleaned.lastIndexOf('.'), cleaned.lastIndexOf(','));
    if (last >= 0) cleaned = `${cleaned.slice(0, last).replace(/[.,]/g, '')}.${cleaned.slice(last + 1)}`;
  }
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  if (!fitsDecimals(value, currencyDecimals(currency))) return null;
  return toMinorUnits(value, currency);
}
