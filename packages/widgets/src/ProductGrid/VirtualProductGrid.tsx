/**
 * A product grid for thousands of cards: only the rows in view (and a few around them) are in
 * the DOM, so the page's node count stays the same however long the list and wherever it is
 * scrolled. The window scrolls the list, or any scrolling box around it (a partner's panel, a
 * shadow root's host): the visible part is the list's box clipped by the viewport and by every
 * scrolling ancestor.
 *
 * The list keeps its semantics: a labelled `<ul>` whose items carry `aria-setsize` (all the
 * products) and `aria-posinset` (their place), so a screen reader announces "item 4,312 of
 * 10,000" although only a few dozen items exist. Cards out of view are not in the DOM: the
 * browser's find-in-page and a screen reader's list navigation reach only the rendered rows,
 * and a focused card scrolled far away loses focus — the price of a constant DOM.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ProductCard } from '../ProductCard/ProductCard.js';
import { useCss } from '../styles/styleRoot.js';
import { CARD_BELOW_PICTURE, COLUMN_GAP, columnsFor, ROW_GAP } from '../ui/gridLayout.js';
import { part } from '../ui/parts.js';
import type { ProductGridProps } from './ProductGrid.js';
import { visibleRows } from './virtualRange.js';

export interface VirtualProductGridProps extends Omit<ProductGridProps, 'virtualize'> {
  /** Rows rendered above and below the visible ones, so a fast scroll or a Tab finds cards ready. @default 2 */
  overscan?: number;
  /**
   * Height of a card before one has been measured, in pixels (a server render, a test without
   * layout). @default the picture's height at the column width plus the card's text
   */
  estimatedRowHeight?: number;
}

/** What the first render shows before the list has been measured (a phone's screen, about). */
const FIRST_ROWS = 4;

export function VirtualProductGrid({
  products,
  label,
  stateMode,
  onToggleLike,
  overscan = 2,
  estimatedRowHeight,
}: VirtualProductGridProps) {
  const { css } = useCss();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(0);
  /** The tallest card measured, and the width it was measured at (a card's height follows it). */
  const [measured, setMeasured] = useState({ width: 0, height: 0 });
  const [rows, setRows] = useState({ first: 0, end: FIRST_ROWS });

  const columns = columnsFor(width);
  const rowCount = Math.ceil(products.length / columns);
  const columnWidth = width > 0 ? (width - COLUMN_GAP * (columns - 1)) / columns : 0;
  const cardHeight = measured.width === width ? measured.height : 0;
  const rowHeight = cardHeight || estimatedRowHeight || Math.round(columnWidth * 1.25) + CARD_BELOW_PICTURE;
  const stride = rowHeight + ROW_GAP;

  /** The scrolling boxes around the list, found once per layout rather than on every scroll. */
  const scrollersRef = useRef<Element[]>([]);

  const update = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const view = visibleBox(scrollersRef.current);
    const next = visibleRows({
      top: view.top - list.getBoundingClientRect().top,
      viewportHeight: view.bottom - view.top,
      stride,
      rowCount,
      overscan,
    });
    setRows((current) => (current.first === next.first && current.end === next.end ? current : next));
  }, [stride, rowCount, overscan]);

  // The container's width sets the columns (and the cards' height, measured again below).
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    let current = -1;
    const measure = () => {
      const next = contentWidth(wrapper);
      if (next === current) return;
      current = next;
      setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, []);

  // Scrolls of the window or of any box around the list (capture sees them all), and resizes.
  useLayoutEffect(() => {
    if (listRef.current) scrollersRef.current = scrollingAncestors(listRef.current);
    update();
    const onResize = () => {
      if (listRef.current) scrollersRef.current = scrollingAncestors(listRef.current);
      update();
    };
    const options = { capture: true, passive: true } as const;
    document.addEventListener('scroll', update, options);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('scroll', update, options);
      window.removeEventListener('resize', onResize);
    };
  }, [update]);

  // Rows take the height of the tallest card seen at this width, so every row has the same
  // stride. Cards rendered before the width was known (at 2 columns) do not count.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || width === 0) return;
    let tallest = 0;
    for (const item of list.children) {
      tallest = Math.max(tallest, item.firstElementChild?.getBoundingClientRect().height ?? 0);
    }
    const height = Math.ceil(tallest);
    if (height > cardHeight) setMeasured({ width, height });
  });

  const first = Math.min(rows.first, rowCount);
  const end = Math.min(rows.end, rowCount);
  const shown = products.slice(first * columns, end * columns);

  return (
    <div ref={wrapperRef} className={css({ containerType: 'inline-size' })}>
      <ul
        ref={listRef}
        aria-label={label}
        data-testid="product-grid"
        data-virtual="true"
        part={part('product-grid')}
        className={css({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          boxSizing: 'border-box',
          display: 'grid',
          alignContent: 'start',
          gap: `${ROW_GAP}px ${COLUMN_GAP}px`,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gridAutoRows: cardHeight ? `${cardHeight}px` : 'auto',
        })}
        // The rows above the window become padding, the whole list keeps its full height: the
        // scrollbar and the page below stay where they would be with every card rendered.
        style={{ paddingTop: first * stride, height: Math.max(0, rowCount * stride - ROW_GAP) }}
      >
        {shown.map((product, offset) => (
          <li
            key={product.id_produit}
            aria-setsize={products.length}
            aria-posinset={first * columns + offset + 1}
            className={css({ minWidth: 0 })}
          >
            <ProductCard product={product} stateMode={stateMode} onToggleLike={onToggleLike} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The content width of an element (what its container queries see). */
function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const padding = (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0);
  return Math.max(0, element.getBoundingClientRect().width - padding);
}

/** The boxes around `element` that clip it when they scroll, nearest first. */
function scrollingAncestors(element: Element): Element[] {
  const found: Element[] = [];
  for (let node = parentOf(element); node; node = parentOf(node)) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'hidden') found.push(node);
  }
  return found;
}

/** The part of the viewport where the list can be seen: the window clipped by its scrolling boxes. */
function visibleBox(scrollers: readonly Element[]): { top: number; bottom: number } {
  let top = 0;
  let bottom = window.innerHeight;
  for (const scroller of scrollers) {
    const box = scroller.getBoundingClientRect();
    top = Math.max(top, box.top);
    bottom = Math.min(bottom, box.bottom);
  }
  return { top, bottom: Math.max(top, bottom) };
}

/** The parent element, crossing out of a shadow root to its host. */
function parentOf(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}
