/**
 * The product grid's geometry, shared by the plain grid (CSS container queries) and the
 * virtualised one (which must know in script how many cards a row holds).
 */
import { breakpoints } from '../styles/tokens.js';

/** Space between rows and between columns, in pixels. */
export const ROW_GAP = 24;
export const COLUMN_GAP = 12;

/** Cards per row for the grid's container width: 2 on a phone, up to 6 on a large screen. */
export function columnsFor(width: number): number {
  if (width >= breakpoints.xl) return 6;
  if (width >= breakpoints.lg) return 5;
  if (width >= breakpoints.md) return 4;
  if (width >= breakpoints.sm) return 3;
  return 2;
}
