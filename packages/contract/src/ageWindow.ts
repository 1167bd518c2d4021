/**
 * The sign-up age window (spec §5: "between 100 years ago and 16 years ago (end of year)";
 * §9: 16 to 100 years), as calendar dates computed from the server's clock.
 *
 * Our reading of the spec:
 * - latest allowed birth date: 31 December of (current year − 16). Everyone born in the year
 *   that makes them 16 this year may sign up from 1 January, even before their birthday;
 * - earliest allowed birth date: the same calendar day 100 years ago (29 February becomes 28
 *   February when that year had none, as date libraries do). Both bounds are included.
 * "Today" is the UTC calendar day of the clock, so every server process agrees on it.
 *
 * One rule for the server, the SDK's forms and the sign-up form's text, apart from the schemas so a
 * form can use it without bringing a schema library.
 */

export const MIN_AGE_YEARS = 16;
export const MAX_AGE_YEARS = 100;

export interface BirthDateWindow {
  /** Earliest allowed birth date, `YYYY-MM-DD`, included. */
  earliest: string;
  /** Latest allowed birth date, `YYYY-MM-DD`, included. */
  latest: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function isoDay(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The latest birth year allowed to sign up in the UTC year of `now`: "born in {year} or before". */
export function latestBirthYear(now: Date): number {
  return now.getUTCFullYear() - MIN_AGE_YEARS;
}

/** The birth dates allowed to sign up on the UTC day of `now`. */
export function birthDateWindow(now: Date): BirthDateWindow {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const day = now.getUTCDate();
  const earliestYear = year - MAX_AGE_YEARS;
  return {
    earliest: isoDay(earliestYear, month, Math.min(day, daysInMonth(earliestYear, month))),
    latest: isoDay(latestBirthYear(now), 12, 31),
  };
}

/**
 * Whether `birthDate` (`YYYY-MM-DD`, already checked as a real calendar date) falls in the
 * window. ISO dates of four-digit years compare correctly as strings.
 */
export function isAllowedBirthDate(birthDate: string, now: Date): boolean {
  const { earliest, latest } = birthDateWindow(now);
  return birthDate >= earliest && birthDate <= latest;
}
