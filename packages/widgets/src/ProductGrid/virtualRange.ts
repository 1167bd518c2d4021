/**
 * Which rows of a long product grid to render for a scroll position. Pure arithmetic, so the
 * windowing of VirtualProductGrid can be tested without a layout engine.
 */

export interface RowWindow {
  /** Top of the visible part of the list, in pixels from the list's top (may be negative or past its end). */
  top: number;
  /** Height of one row plus the gap below it. */
  stride: number;
  rowCount: number;
  /** Rows rendered beyond each edge of the visible part. */
  overscan: number;
  /** Height of the viewport that shows the list: it sets how many rows are rendered. */
  viewportHeight: number;
}

/**
 * The rows to render, `first` included and `end` excluded. Always the same number of rows — the
 * rows a viewport can show, plus overscan on both sides — wherever the list is scrolled, so the
 * DOM does not grow with the catalogue nor change size while scrolling; near the ends the window
 * slides instead of shrinking.
 */
export function visibleRows({ top, stride, rowCount, overscan, viewportHeight }: RowWindow): {
  first: number;
  end: number;
} {
  if (rowCount <= 0) return { first: 0, end: 0 };
  const safeStride = Math.max(1, stride);
  const count = Math.min(rowCount, Math.ceil(Math.max(0, viewportHeight) / safeStride) + 1 + 2 * overscan);
  // Anchored on the visible top: on the start while the list is still below the viewport, on
  // the last rows once it has scrolled past.
  const wanted = Math.floor(Math.max(top, 0) / safeStride) - overscan;
  const first = Math.min(Math.max(0, wanted), rowCount - count);
  return { first, end: first + count };
}
