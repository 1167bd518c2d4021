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

describe('the shared state', () => {
  it("E8: holds the language, the country, the favourites and their count, the cart count, the user's detail, the messages and the user", () => {
    const state = createVitrineStore({ language: 'jp' }).getState();
    expect(state).toEqual({
      language: 'jp',
      country: null,
      favourites: [],
      favouritesCount: 0,
      cartCount: 0,
      userDetail: null,
      messages: null,
      user: null,
      connected: false,
      waiting: null,
    });
  });
});
