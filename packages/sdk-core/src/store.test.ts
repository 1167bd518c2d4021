import { describe, expect, it } from 'vitest';
import { createVitrineStore, formatCount } from './store.js';

describe('counters', () => {
  it('start at 0', () => {
    const state = createVitrineStore().getState();
    expect(state.cartCount).toBe(0);
    expect(state.favouritesCount).toBe(0);
  });

  it("read the number, or '9+' above nine", () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(9)).toBe('9');
    expect(formatCount(10)).toBe('9+');
  });

  it('are per store, never shared between clients', () => {
    const a = createVitrineStore();
    const b = createVitrineStore();
    a.setState({ cartCount: 3 });
    expect(b.getState().cartCount).toBe(0);
  });
});
