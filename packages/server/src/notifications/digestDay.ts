/**
 * The day a daily digest tells, in its reader's own time: it ends at the digest hour where they
 * live, so it comes at the same local time wherever they are, summer time included. Where they
 * live is their country (their settings' one, else the one of their account): its time zone, or
 * for a country spanning several, the zone most of its people live in.
 */
import { TZDate } from '@date-fns/tz';
import { getCountry } from 'countries-and-timezones';

/** The local hour a daily digest is made at: the evening, once the day's browsing is mostly done. */
export const DIGEST_HOUR = 20;

/** Countries spanning several zones: the zone of most of their people (of their capital mostly). */
const MAIN_ZONE: Record<string, string> = {
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  GL: 'America/Nuuk',
  ID: 'Asia/Jakarta',
  KI: 'Pacific/Tarawa',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  NZ: 'Pacific/Auckland',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv',
  US: 'America/New_York',
};

/** The time zone of a country (ISO alpha-2); UTC for a code no zone is known for. */
export function timeZoneOf(country: string | null): string {
  const code = (country ?? '').trim().toUpperCase();
  return MAIN_ZONE[code] ?? getCountry(code)?.timezones[0] ?? 'UTC';
}

export interface DigestDay {
  /** Exclusive: the previous day's digest hour. */
  start: Date;
  /** Inclusive: this day's digest hour, at or before the moment asked about. */
  end: Date;
}

/** The last day whose digest hour has come by `now` in `timeZone`. */
export function lastDigestDay(now: Date, timeZone: string, hour = DIGEST_HOUR): DigestDay {
  const local = new TZDate(now.getTime(), timeZone);
  const at = (daysBack: number) =>
    new Date(
      new TZDate(
        local.getFullYear(),
        local.getMonth(),
        local.getDate() - daysBack,
        hour,
        0,
        0,
        timeZone,
      ).getTime(),
    );
  const today = at(0);
  return today.getTime() <= now.getTime() ? { start: at(1), end: today } : { start: at(2), end: at(1) };
}
