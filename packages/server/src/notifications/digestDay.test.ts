/**
 * The day a digest tells ends at the digest hour where its reader lives: in their country's zone
 * (the main one for a country spanning several), with summer time, and the day before when the
 * hour has not come yet.
 */
import { describe, expect, it } from 'vitest';
import { DIGEST_HOUR, lastDigestDay, timeZoneOf } from './digestDay.js';

describe('lastDigestDay', () => {
  it('ends at the digest hour in Paris, winter and summer, and starts the day before', () => {
    expect(DIGEST_HOUR).toBe(20);
    const winter = lastDigestDay(new Date('2026-12-01T19:30:00Z'), timeZoneOf('FR'));
    expect(winter.end.toISOString()).toBe('2026-12-01T19:00:00.000Z');
    expect(winter.start.toISOString()).toBe('2026-11-30T19:00:00.000Z');
    const summer = lastDigestDay(new Date('2026-07-01T18:30:00Z'), timeZoneOf('fr'));
    expect(summer.end.toISOString()).toBe('2026-07-01T18:00:00.000Z');
  });

  it('is the day before while the hour has not come, and spans 23 hours on the night summer time starts', () => {
    const before = lastDigestDay(new Date('2026-12-01T18:59:59Z'), 'Europe/Paris');
    expect(before.end.toISOString()).toBe('2026-11-30T19:00:00.000Z');
    const spring = lastDigestDay(new Date('2026-03-29T20:00:00Z'), 'Europe/Paris');
    expect(spring.end.toISOString()).toBe('2026-03-29T18:00:00.000Z');
    expect(spring.start.toISOString()).toBe('2026-03-28T19:00:00.000Z');
  });

  it('takes the zone where most of a country lives, and UTC for an unknown code', () => {
    expect(timeZoneOf('JP')).toBe('Asia/Tokyo');
    expect(timeZoneOf('US')).toBe('America/New_York');
    expect(timeZoneOf('RU')).toBe('Europe/Moscow');
    expect(timeZoneOf('IT')).toBe('Europe/Rome');
    expect(timeZoneOf('ZZ')).toBe('UTC');
    expect(timeZoneOf(null)).toBe('UTC');
    const tokyo = lastDigestDay(new Date('2026-12-01T12:00:00Z'), timeZoneOf('JP'));
    expect(tokyo.end.toISOString()).toBe('2026-12-01T11:00:00.000Z');
  });
});
