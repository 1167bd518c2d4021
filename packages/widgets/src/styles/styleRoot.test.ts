/**
 * The style roots: one Emotion instance per shadow root, whose rules stay inside it, and one for
 * the document; what the widgets count on of Emotion (class names by content, `cx` merging with
 * the last argument winning, keyframes) is checked through them.
 */
import { describe, expect, it } from 'vitest';
import { styleText as rulesIn } from '../testing/styleText.js';
import { stylesFor } from './styleRoot.js';

/** A fresh shadow root, as a custom element has. */
function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

describe('style roots', () => {
  it('gives a shadow root its own instance, whose rules stay inside it', () => {
    const root = shadowRoot();
    const styles = stylesFor(root);
    expect(stylesFor(root)).toBe(styles);
    const name = styles.css({ color: 'rgb(1, 2, 3)', padding: 8, '&:hover': { color: 'red' } });
    const inside = rulesIn(root);
    expect(inside).toContain(`.${name}`);
    expect(inside).toMatch(/padding: ?8px/);
    expect(inside).toContain(`.${name}:hover`);
    // The base rules of an element: its font and box model on the host.
    expect(inside).toMatch(/:host ?\{[^}]*font-family/);
    expect(rulesIn(document.head)).not.toContain('rgb(1, 2, 3)');
    // Another element has its own.
    expect(stylesFor(shadowRoot())).not.toBe(styles);
  });

  it('puts the document’s rules in its head, under .vitrine-root', () => {
    const styles = stylesFor(null);
    const name = styles.css({ marginTop: 12, lineHeight: 1.5 });
    const text = rulesIn(document.head);
    expect(text).toMatch(new RegExp(`\\.${name} ?\\{[^}]*margin-top: ?12px`));
    expect(text).toMatch(/line-height: ?1\.5[;\s}]/);
    expect(text).toMatch(/\.vitrine-root ?\{[^}]*font-family/);
  });

  it('names a style by its content, and merges classes in cx so the last argument wins', () => {
    const root = shadowRoot();
    const { css, cx } = stylesFor(root);
    const red = css({ color: 'red' });
    expect(css({ color: 'red' })).toBe(red);
    const blue = css({ color: 'blue' });
    const [plain, merged] = cx('host-class', red, false, blue).split(' ');
    expect(plain).toBe('host-class');
    expect(merged).not.toBe(red);
    const rules = [...rulesIn(root).matchAll(new RegExp(`\\.${merged} ?\\{([^}]*)\\}`, 'g'))]
      .map((match) => match[1])
      .join(' ');
    expect(rules.lastIndexOf('blue')).toBeGreaterThan(rules.lastIndexOf('red'));
  });

  it('names keyframes and inserts them into the root that uses them', () => {
    const root = shadowRoot();
    const { keyframes } = stylesFor(root);
    const pulse = keyframes({ '0%, 100%': { opacity: 0.5 }, '50%': { opacity: 1 } });
    expect(rulesIn(root)).toContain(`@keyframes ${pulse}`);
  });
});
