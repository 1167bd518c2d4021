/**
 * happy-dom lays nothing out, so these tests give the boxes their geometry (the grid's width,
 * the list's place in the viewport, a card's height) and check which cards the grid renders
 * for a scroll position — the part of virtualisation that does not need a browser. The
 * rendering benchmark (bench/, `npm run bench`) measures the rest in Chromium.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import type { Product } from '@vitrine/sdk-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../ProductCard/ProductCard.test.helpers.js';
import { createTestClient, renderWithClient } from '../testing/renderWithClient.js';
import { ProductGrid } from './ProductGrid.js';

const CARD_HEIGHT = 376;
const STRIDE = CARD_HEIGHT + 24;

/** Where the list's top is in the viewport; tests move it to scroll. */
let listTop = 0;
/** Boxes of the scrolling panels, by test id. */
const panels = new Map<string, { top: number; bottom: number }>();

/** happy-dom's own controls on the window (its viewport size). */
function happyDom() {
  return (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
    .happyDOM;
}

function box(top: number, height: number, width = 1000): DOMRect {
  return { top, bottom: top + height, left: 0, right: width, width, height, x: 0, y: top } as DOMRect;
}

beforeEach(() => {
  listTop = 0;
  panels.clear();
  happyDom().setViewport({ width: 1000, height: 800 });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const panel = panels.get(this.dataset.testid ?? '');
    if (panel) return box(panel.top, panel.bottom - panel.top);
    if (this.dataset.testid === 'product-grid') return box(listTop, 0);
    if (this.dataset.testid === 'product-card') return box(0, CARD_HEIGHT, 241);
    // The grid's wrapper: 1000 px wide, 4 columns.
    if (this.firstElementChild?.getAttribute('data-testid') === 'product-grid') return box(listTop, 0);
    return box(0, 0, 0);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function products(count: number): Product[] {
  return Array.from({ length: count }, (_, index) =>
    productFixture({ id_produit: index + 1, modele: `Modèle ${index + 1}` }),
  );
}

/** Renders the grid and waits for its list (a long list's code is fetched on first use). */
async function renderGrid(list: readonly Product[], wrap?: (grid: React.ReactElement) => React.ReactElement) {
  const client = createTestClient('https://shop.example');
  const grid = <ProductGrid products={list} label="Catalogue" />;
  renderWithClient(wrap ? wrap(grid) : grid, client);
  await screen.findByRole('list', { name: 'Catalogue' });
}

/** The positions (1-based) of the rendered cards, as their list items announce them. */
function renderedPositions(): number[] {
  return within(screen.getByRole('list', { name: 'Catalogue' }))
    .getAllByRole('listitem')
    .map((item) => Number(item.getAttribute('aria-posinset')));
}

function scrollTo(top: number, target: EventTarget = document) {
  listTop = -top;
  act(() => {
    target.dispatchEvent(new Event('scroll'));
  });
}

describe('ProductGrid with many products', () => {
  it('renders every card of a page-sized list, without windowing', async () => {
    await renderGrid(products(96));
    expect(screen.getAllByTestId('product-card')).toHaveLength(96);
    expect(screen.getByTestId('product-grid').getAttribute('data-virtual')).toBeNull();
  });

  it('renders only the rows in view of 10,000 products, each item telling its place in the whole list', async () => {
    await renderGrid(products(10_000));
    // 4 columns; 800 px show 2 rows and part of a third, plus 2 rows of overscan on each side.
    expect(renderedPositions()).toEqual(Array.from({ length: 28 }, (_, index) => index + 1));
    const item = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(item.getAttribute('aria-setsize')).toBe('10000');
    expect(within(item).getByRole('article', { name: 'Hermès Modèle 1' })).toBeTruthy();
    // The list is as tall as all 2,500 rows, so the page scrolls as if every card were there.
    expect(screen.getByTestId('product-grid').style.height).toBe(`${2500 * STRIDE - 24}px`);
  });

  it('shows the cards of the scroll position, and the same number of them anywhere in the list', async () => {
    await renderGrid(products(10_000));
    scrollTo(1000 * STRIDE + 150);
    // Row 1000 is at the top of the viewport: rows 998 to 1004, cards 3,993 to 4,020.
    expect(renderedPositions()).toEqual(Array.from({ length: 28 }, (_, index) => 3993 + index));
    expect(screen.getByRole('article', { name: 'Hermès Modèle 4001' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Hermès Modèle 1' })).toBeNull();
    expect(screen.getByTestId('product-grid').style.paddingTop).toBe(`${998 * STRIDE}px`);

    scrollTo(2500 * STRIDE);
    expect(renderedPositions()).toHaveLength(28);
    expect(renderedPositions().at(-1)).toBe(10_000);
  });

  it('follows the scroll of a panel around the list, not only the window', async () => {
    panels.set('panel', { top: 100, bottom: 500 });
    await renderGrid(products(10_000), (grid) => (
      <div data-testid="panel" style={{ overflowY: 'auto', height: 400 }}>
        {grid}
      </div>
    ));
    // The panel shows 400 px: 1 row and part of a second, plus the overscan.
    expect(renderedPositions()).toHaveLength(4 * 6);
    // The panel's top is 100 px down the viewport: the list's top at -19,900 is 20,000 px into it.
    scrollTo(20_000 - 100, screen.getByTestId('panel'));
    expect(renderedPositions()[0]).toBe((Math.floor(20_000 / STRIDE) - 2) * 4 + 1);
  });
});
