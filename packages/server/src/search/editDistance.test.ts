import { describe, expect, it } from 'vitest';
import { editDistance } from './editDistance.js';

describe('editDistance', () => {
  it('counts a letter added, dropped or changed as one edit, and a swap of neighbours as one', () => {
    expect(editDistance('gucci', 'gucci')).toBe(0);
    expect(editDistance('guci', 'gucci')).toBe(1);
    expect(editDistance('chanell', 'chanel')).toBe(1);
    expect(editDistance('prado', 'prada')).toBe(1);
    expect(editDistance('hremes', 'hermes')).toBe(1);
    expect(editDistance('balensiagga', 'balenciaga')).toBe(2);
    expect(editDistance('bag', 'bague')).toBe(2);
    expect(editDistance('', 'dior')).toBe(4);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(editDistance('レッド', 'レット')).toBe(1);
    expect(editDistance('𠮷野', '吉野')).toBe(1);
  });
});
