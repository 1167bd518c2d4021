import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { ItemKind } from '../seed/data/types.js';
import {
  avatarSvg,
  bannerSvg,
  FALLBACK_HEX,
  initialsOf,
  normaliseHex,
  type ProductImageInput,
  productImageSvg,
  shade,
} from './placeholderArt.js';

const KINDS: ItemKind[] = [
  'bag',
  'shoe',
  'boot',
  'trainer',
  'sandal',
  'flat',
  'loafer',
  'derby',
  'dress',
  'top',
  'trousers',
  'jacket',
  'coat',
  'skirt',
  'scarf',
  'belt',
  'watch',
  'jewellery',
  'ring',
  'earrings',
  'necklace',
  'bracelet',
  'cufflinks',
  'sunglasses',
  'hat',
  'wallet',
];
const VIEWS = [1, 2, 3, 4] as const;
const MAX_BYTES = 6 * 1024;

const parser = new new Window().DOMParser();

/** Parses as XML and fails on any parser error; returns the document. */
function parse(svg: string) {
  const doc = parser.parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.tagName.toLowerCase()).toBe('svg');
  return doc;
}

/** A strict second opinion on well-formedness: every tag closes in order, every & is an entity. */
function expectBalanced(svg: string): void {
  const stack: string[] = [];
  for (const [, close, name, , selfClose] of svg.matchAll(
    /<(\/?)([a-zA-Z]+)((?:\s+[\w:-]+=(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/g,
  )) {
    if (close) expect(stack.pop()).toBe(name);
    else if (!selfClose) stack.push(name as string);
  }
  expect(stack).toEqual([]);
  expect(svg).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
}

const product = (over: Partial<ProductImageInput> = {}): ProductImageInput => ({
  kind: 'bag',
  colourHex: '#7b2d26',
  brand: 'Maison Test',
  view: 1,
  seed: 42,
  ...over,
});

/** The backdrop gradient, less its id: the part of the image the seed chooses. */
const backdropOf = (svg: string) => /<linearGradient id="\w+b"([^>]*>.*?)<\/linearGradient>/.exec(svg)?.[1];

describe('productImageSvg', () => {
  it('is deterministic', () => {
    for (const kind of KINDS) {
      const input = product({ kind, view: 4, seed: 7 });
      expect(productImageSvg(input)).toBe(productImageSvg({ ...input }));
    }
  });

  it.each(KINDS)('renders every view of a %s as a compact, well-formed SVG', (kind) => {
    for (const view of VIEWS) {
      const svg = productImageSvg(product({ kind, view, seed: view * 13, brand: 'Tiffany & Co.' }));
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain('viewBox="0 0 600 750"');
      expect(svg).toContain('width="600" height="750"');
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(MAX_BYTES);
      expect(svg).not.toMatch(/<image|href=|@import|url\((?!#)/);
      expectBalanced(svg);
      const doc = parse(svg);
      expect(doc.getElementsByTagName('text')[0]?.textContent).toBe('TIFFANY & CO.');
    }
  });

  it('draws each kind of item as its own shape: earrings are not a ring, trainers not a pump', () => {
    // The item's drawing without the title, brand and kind names, for the same colour and seed.
    const drawing = (kind: ItemKind) =>
      productImageSvg(product({ kind, view: 1, seed: 3 }))
        .replace(/<title[^>]*>.*?<\/title>/, '')
        .replace(/ id="[^"]*"|url\(#[^)]*\)|aria-labelledby="[^"]*"/g, '');
    const distinct = KINDS.filter((kind) => kind !== 'jewellery');
    expect(new Set(distinct.map(drawing)).size).toBe(distinct.length);
    expect(drawing('earrings')).not.toBe(drawing('ring'));
    expect(drawing('jewellery')).toBe(drawing('ring'));
  });

  it('gives each view its own picture', () => {
    for (const kind of KINDS) {
      const shots = new Set(VIEWS.map((view) => productImageSvg(product({ kind, view }))));
      expect(shots.size).toBe(4);
    }
  });

  it('escapes the brand in the label and the title', () => {
    const svg = productImageSvg(product({ brand: 'Dolce & Gabbana <script>alert("x")</script>' }));
    expect(svg).toContain('DOLCE &amp; GABBANA');
    expect(svg).toContain('Dolce &amp; Gabbana');
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toContain('"x"');
    expectBalanced(svg);
    const doc = parse(svg);
    expect(doc.getElementsByTagName('title')[0]?.textContent).toContain('Dolce & Gabbana <script>');
  });

  it('drops characters XML cannot carry and bounds a long brand', () => {
    const svg = productImageSvg(product({ brand: `Bad\u0000\u0007\ud800 ${'x'.repeat(2000)}` }));
    expect([...svg].some((ch) => ch < ' ' || (ch >= '\ud800' && ch <= '\udfff'))).toBe(false);
    expect(svg.length).toBeLessThan(MAX_BYTES);
    parse(svg);
  });

  it('falls back to a neutral grey for an invalid colour', () => {
    for (const bad of ['red', '#fff', '#12345g', '', '#1234567', 'javascript:x']) {
      const svg = productImageSvg(product({ colourHex: bad }));
      expect(svg).toContain(`stop-color="${FALLBACK_HEX}"`);
      expect(svg).toBe(productImageSvg(product({ colourHex: FALLBACK_HEX })));
      parse(svg);
    }
    expect(productImageSvg(product({ colourHex: '#7B2D26' }))).toContain('stop-color="#7b2d26"');
  });

  it('picks the backdrop from the seed', () => {
    const backdrops = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) => backdropOf(productImageSvg(product({ seed })))),
    );
    expect(backdrops.size).toBe(6);
    expect(backdropOf(productImageSvg(product({ seed: 9 })))).toBe(
      backdropOf(productImageSvg(product({ seed: 9, kind: 'hat', view: 2 }))),
    );
  });

  it('survives odd numeric input', () => {
    for (const seed of [Number.NaN, -1, 2 ** 40, 1.5]) parse(productImageSvg(product({ seed })));
  });
});

describe('avatarSvg', () => {
  it('is deterministic, well-formed and compact', () => {
    const svg = avatarSvg({ pseudo: 'Marie Dupont', seed: 3 });
    expect(svg).toBe(avatarSvg({ pseudo: 'Marie Dupont', seed: 3 }));
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox="0 0 256 256"');
    expect(svg).toMatch(/<title[^>]*>Marie Dupont<\/title>/);
    expect(svg.length).toBeLessThan(MAX_BYTES);
    expectBalanced(svg);
    expect(parse(svg).getElementsByTagName('text')[0]?.textContent).toBe('MD');
  });

  it('escapes the pseudo', () => {
    const svg = avatarSvg({ pseudo: `<script>&'"`, seed: 1 });
    expect(svg).not.toMatch(/<script/i);
    expect(svg).toContain('&lt;script&gt;&amp;&apos;&quot;');
    expectBalanced(svg);
    parse(svg);
  });

  it('takes initials from words, ignoring punctuation', () => {
    expect(initialsOf('Marie Dupont')).toBe('MD');
    expect(initialsOf('dolce & co')).toBe('DC');
    expect(initialsOf('jean_paul.g')).toBe('JP');
    expect(initialsOf('kenji')).toBe('K');
    expect(initialsOf('ёлка')).toBe('Ё');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('&&')).toBe('?');
  });

  it('colours the background from the seed', () => {
    const fills = new Set(
      [0, 1, 2, 3, 4, 5, 6, 7].map((seed) => /<stop[^>]*>/.exec(avatarSvg({ pseudo: 'A', seed }))?.[0]),
    );
    expect(fills.size).toBeGreaterThan(2);
  });
});

describe('bannerSvg', () => {
  it('draws at least three compositions, never the title', () => {
    const banners = [0, 1, 2, 3].map((index) => bannerSvg({ index, title: 'Dolce & Gabbana <b>Spring</b>' }));
    expect(new Set(banners.map((b) => b.replace(/id="b\w+|#b\w+/g, ''))).size).toBeGreaterThanOrEqual(3);
    for (const svg of banners) {
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('viewBox="0 0 1600 600"');
      expect(svg).toContain('width="1600" height="600"');
      expect(svg.length).toBeLessThan(MAX_BYTES);
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain('<b>');
      expectBalanced(svg);
      const doc = parse(svg);
      expect(doc.getElementsByTagName('title')[0]?.textContent).toBe('Dolce & Gabbana <b>Spring</b>');
    }
  });

  it('is deterministic and tolerates any index', () => {
    expect(bannerSvg({ index: 5, title: 'A' })).toBe(bannerSvg({ index: 5, title: 'A' }));
    expect(bannerSvg({ index: 5, title: 'A' })).not.toBe(bannerSvg({ index: 1, title: 'A' }));
    for (const index of [-3, 1.7, Number.NaN, 1e9]) parse(bannerSvg({ index, title: '' }));
  });
});

describe('colour helpers', () => {
  it('validates and normalises hex colours', () => {
    expect(normaliseHex('#ABCDEF')).toBe('#abcdef');
    expect(normaliseHex('abcdef')).toBe(FALLBACK_HEX);
  });

  it('shades towards black and white', () => {
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#000000', 0.5)).toBe('#808080');
    expect(shade('#ffffff', -0.5)).toBe('#808080');
    expect(shade('nope', 0)).toBe(FALLBACK_HEX);
  });
});
