import { describe, expect, it } from 'vitest';
import { columnsFor } from '../ui/gridLayout.js';
import { visibleRows } from './virtualRange.js';

describe('visibleRows', () => {
  const window = { stride: 400, rowCount: 2500, overscan: 2, viewportHeight: 800 };

  it('renders the rows a viewport shows plus the overscan, from the top of the list', () => {
    // 800 px show 2 rows, a third partly: 3 + 2 + 2 of overscan on the far side.
    expect(visibleRows({ ...window, top: 0 })).toEqual({ first: 0, end: 7 });
  });

  it('follows the scroll position, with overscan above and below', () => {
    expect(visibleRows({ ...window, top: 400 * 1000 + 150 })).toEqual({ first: 998, end: 1005 });
  });

  it('keeps the same number of rows at the start, in the middle and at the end', () => {
    const sizes = [-5000, 0, 123_456, 400 * 2499, 10_000_000].map((top) => {
      const { first, end } = visibleRows({ ...window, top });
      return end - first;
    });
    expect(new Set(sizes)).toEqual(new Set([7]));
    expect(visibleRows({ ...window, top: 10_000_000 })).toEqual({ first: 2493, end: 2500 });
  });

  it('renders every row of a list shorter than the window, and nothing of an empty one', () => {
    expect(visibleRows({ ...window, rowCount: 3, top: 0 })).toEqual({ first: 0, end: 3 });
    expect(visibleRows({ ...window, rowCount: 0, top: 0 })).toEqual({ first: 0, end: 0 });
  });
});

describe('columnsFor', () => {
  it('gives 2 columns on a phone and up to 6 on a large screen, as the CSS grid does', () => {
    expect([360, 600, 900, 1200, 1500, 2400].map(columnsFor)).toEqual([2, 3, 4, 5, 6, 6]);
  });
});
