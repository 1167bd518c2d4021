/**
 * The product grid's geometry, shared by the plain grid (CSS container queries), the virtualised
 * one (which must know in script how many cards a row holds and how tall a card is) and the
 * element loader's frame drawn before any code: one table, so the three cannot drift apart.
 */
import { breakpoints } from '../styles/tokens.js';

/** Space between rows and between columns, in pixels. */
export const ROW_GAP = 24;
export const COLUMN_GAP = 12;

/** Cards per row from each container width up: 2 on a phone, up to 6 on a large screen. */
export const GRID_COLUMNS: readonly (readonly [minWidth: number, columns: number])[] = [
  [0, 2],
  [breakpoints.sm, 3],
  [breakpoints.md, 4],
  [breakpoints.lg, 5],
  [breakpoints.xl, 6],
];

/** Cards per row for the grid's container width. */
export function columnsFor(width: number): number {
  let columns = 2;
  for (const [minWidth, count] of GRID_COLUMNS) if (width >= minWidth) columns = count;
  return columns;
}

/** A card's text lines (ProductCard): one line each, always this tall. */
export const CARD_LINE_HEIGHT = 20;
/** Brand, name, model and price: four lines, with room above and below and before the price. */
export const CARD_TEXT_HEIGHT = 10 + 4 * CARD_LINE_HEIGHT + 3 * 2 + 4 + 4;
export const CARD_AVATAR = 24;
/** The seller's row under the text. */
export const CARD_SELLER_HEIGHT = CARD_AVATAR + 12;
/** Everything under a card's 4:5 picture. */
export const CARD_BELOW_PICTURE = CARD_TEXT_HEIGHT + CARD_SELLER_HEIGHT;
