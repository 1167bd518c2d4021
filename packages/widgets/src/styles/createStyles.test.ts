import { afterEach, describe, expect, it } from 'vitest';
import { styleText as rulesIn } from '../testing/styleText.js';
import { createStyles } from './createStyles.js';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('createStyles', () => {
  it('names a style by its content and inserts it once, into the document head', () => {
    const { css } = createStyles({ key: 'test' });
    const first = css({ color: 'red', padding: 8 });
    expect(first).toMatch(/^test-[a-z0-9]+$/);
    expect(css({ color: 'red', padding: 8 })).toBe(first);
    expect(css({ color: 'blue' })).not.toBe(first);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(rulesIn(document.head)).toContain(`.${first}`);
  });

  it('writes properties as CSS: hyphens, px on lengths, bare unitless numbers and zero', () => {
    const { css } = createStyles({ key: 'test' });
    const name = css({
      marginTop: 12,
      lineHeight: 1.5,
      zIndex: 3,
      flex: 1,
      padding: 0,
      '--vitrine-gap': 4,
      display: false,
      color: undefined,
    });
    const text = rulesIn(document.head);
    expect(text).toContain(`.${name}`);
    expect(text).toMatch(/margin-top: ?12px/);
    expect(text).toMatch(/line-height: ?1\.5[;\s}]/);
    expect(text).toMatch(/z-index: ?3[;\s}]/);
    expect(text).toMatch(/flex(-grow)?: ?1[;\s}]/);
    expect(text).toMatch(/padding: ?0(px)?[;\s}]/);
    expect(text).not.toContain('display');
    expect(text).not.toContain('color');
  });

  it('nests selectors and at-rules under the class', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const styles = createStyles({ key: 'nest', container });
    const name = styles.css({
      color: 'black',
      '&:hover': { color: 'red' },
      ':focus-visible': { outline: '2px solid blue' },
      '& tbody, & tr': { display: 'block' },
      '@container (min-width: 600px)': { gap: 8, '& td': { padding: 2 } },
    });
    const text = rulesIn(container);
    expect(text).toContain(`.${name}:hover`);
    expect(text).toContain(`.${name}:focus-visible`);
    expect(text).toMatch(new RegExp(`\\.${name} tbody, ?\\.${name} tr`));
    expect(text).toContain('@container (min-width: 600px)');
    expect(text).toContain(`.${name} td`);
    // The class's own declarations come first, so its nested rules can override them.
    expect(text.search(new RegExp(`\\.${name} ?\\{`))).toBe(text.indexOf(`.${name}`));
    // A container's rules stay in the container.
    expect(rulesIn(document.head)).toBe('');
  });

  it('merges classes in cx so the last argument wins, whatever the insertion order', () => {
    const { css, cx } = createStyles({ key: 'test' });
    const blue = css({ color: 'blue' });
    const red = css({ color: 'red' });
    const merged = cx('host-class', red, false, blue);
    const [plain, mergedClass] = merged.split(' ');
    expect(plain).toBe('host-class');
    expect(mergedClass).not.toBe(red);
    expect(mergedClass).not.toBe(blue);
    const text = rulesIn(document.head);
    const rules = [...text.matchAll(new RegExp(`\\.${mergedClass} ?\\{([^}]*)\\}`, 'g'))]
      .map((match) => match[1])
      .join(' ');
    // Both colours go in, in argument order: the later rule wins.
    expect(rules.lastIndexOf('blue')).toBeGreaterThan(rules.lastIndexOf('red'));
    // A list or a made class inside css is merged the same way.
    expect(css([red, { color: 'blue' }])).toBe(mergedClass);
  });

  it('names keyframes and inserts them once', () => {
    const { keyframes } = createStyles({ key: 'test' });
    const pulse = keyframes({ '0%, 100%': { opacity: 0.5 }, '50%': { opacity: 1 } });
    expect(keyframes({ '0%, 100%': { opacity: 0.5 }, '50%': { opacity: 1 } })).toBe(pulse);
    const text = rulesIn(document.head);
    expect(text).toContain(`@keyframes ${pulse}`);
    expect(text.split(`@keyframes ${pulse}`)).toHaveLength(2);
  });

  it('puts global rules under their own selectors, once', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { injectGlobal } = createStyles({ key: 'test', container });
    injectGlobal({ '.scope': { fontWeight: 600 }, '.scope *': { boxSizing: 'border-box' } });
    injectGlobal({ '.scope': { fontWeight: 600 }, '.scope *': { boxSizing: 'border-box' } });
    const text = rulesIn(container);
    expect(text).toMatch(/\.scope ?\{ ?font-weight: ?600/);
    expect(text).toMatch(/\.scope \* ?\{ ?box-sizing: ?border-box/);
    expect(text.split('font-weight')).toHaveLength(2);
  });
});
