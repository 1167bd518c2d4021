import { describe, expect, it } from 'vitest';
import { birthDateWindow, isAllowedBirthDate } from './ageWindow.js';

const at = (iso: string) => new Date(iso);

describe('birthDateWindow', () => {
  it('runs from the same day 100 years ago to 31 December of the year 16 years ago', () => {
    expect(birthDateWindow(at('2026-05-14T10:00:00Z'))).toEqual({
      earliest: '1926-05-14',
      latest: '2010-12-31',
    });
  });

  it('lets someone who turns 16 later this year sign up from 1 January', () => {
    const newYear = at('2026-01-01T00:00:00Z');
    expect(isAllowedBirthDate('2010-12-31', newYear)).toBe(true);
    expect(isAllowedBirthDate('2011-01-01', newYear)).toBe(false);
  });

  it('includes the day exactly 100 years ago and refuses the day before', () => {
    const now = at('2026-05-14T23:59:59Z');
    expect(isAllowedBirthDate('1926-05-14', now)).toBe(true);
    expect(isAllowedBirthDate('1926-05-13', now)).toBe(false);
  });

  it('uses the UTC day of the clock', () => {
    // Still 31 December 2025 in UTC, already 2026 in Paris.
    expect(birthDateWindow(at('2026-01-01T00:30:00+01:00')).latest).toBe('2009-12-31');
  });

  it('turns 29 February into 28 February when that year had none', () => {
    expect(birthDateWindow(at('2000-02-29T12:00:00Z')).earliest).toBe('1900-02-28');
    expect(birthDateWindow(at('2024-02-29T12:00:00Z')).earliest).toBe('1924-02-29');
  });

  it('refuses a birth date in the future', () => {
    expect(isAllowedBirthDate('2030-01-01', at('2026-05-14T10:00:00Z'))).toBe(false);
  });
});
