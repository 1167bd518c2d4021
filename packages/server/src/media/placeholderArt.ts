/**
 * Placeholder art for the demo catalogue, drawn as SVG so the server needs no network
 * and no image files: product shots, avatars and editorial banners.
 *
 * Everything here is pure and deterministic: the same input always yields the same
 * bytes (a seeded mulberry32, never Math.random or the clock), so images can be cached
 * forever and snapshot-tested. Every drawing is a standalone SVG document with no
 * external reference (no <image>, no web font), and every text is XML-escaped.
 */
import type { ItemKind } from '../seed/data/types.js';
import { createRandom, type Random } from '../seed/random.js';

export interface ProductImageInput {
  kind: ItemKind;
  /** '#rrggbb'; anything else falls back to a neutral grey. */
  colourHex: string;
  brand: string;
  /** 1 front, 2 three-quarter, 3 detail close-up, 4 with its box, dust bag, plinth or hanger. */
  view: 1 | 2 | 3 | 4;
  seed: number;
}

export interface AvatarInput {
  pseudo: string;
  seed: number;
}

export interface BannerInput {
  index: number;
  /** Only used as the accessible <title>: the page draws the text over the banner. */
  title: string;
}

export const FALLBACK_HEX = '#9e9e9e';

const SERIF = `Didot, "Bodoni MT", "Playfair Display", Georgia, serif`;

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

/** Characters XML 1.0 forbids outright (control characters, lone surrogates, U+FFFE/F). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are exactly what must go.
const XML_INVALID = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Escapes a text for XML content and attributes (both quote styles). */
export function escapeXml(text: string): string {
  return text
    .replace(XML_INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Cuts a text to `max` code points, so an oversized brand cannot blow the size budget. */
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/** The colour as lower-case '#rrggbb', or the neutral fallback when it is not one. */
export function normaliseHex(hex: string): string {
  return typeof hex === 'string' && /^#[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : FALLBACK_HEX;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * Mixes a colour towards white (amount > 0) or black (amount < 0), amount in [-1, 1].
 * Mixing rather than scaling keeps black lightenable and white darkenable.
 */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const t = Math.min(1, Math.abs(amount));
  return `#${rgb(normaliseHex(hex))
    .map((c) =>
      Math.round(c + (target - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance in [0, 1] (sRGB approximation, good enough to pick contrasts). */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A 32-bit FNV-1a hash: turns text inputs into seeds and into short ids. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function safeInt(n: number): number {
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** Rounds for output: two decimals are plenty on a 600 px canvas and keep files small. */
const r2 = (n: number) => Math.round(n * 100) / 100;

function svgOpen(width: number, height: number, title: string, id: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-labelledby="${id}t"><title id="${id}t">${escapeXml(title)}</title>`
  );
}

const stops = (...colours: [number, string, number?][]) =>
  colours
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');

// ---------------------------------------------------------------------------
// Product shots
// ---------------------------------------------------------------------------

/** Muted studio backdrops, top colour then floor colour. */
const BACKDROPS: readonly [string, string][] = [
  ['#f4efe8', '#e2d8ca'], // ivory
  ['#f2e7e2', '#dfcbc3'], // blush
  ['#e9ece4', '#d0d7c8'], // sage
  ['#ecebe8', '#d4d2cc'], // stone
  ['#efe6d8', '#dac8ae'], // sand
  ['#e5eaee', '#cbd5dc'], // powder blue
  ['#e9e2dc', '#cdc0b4'], // taupe
  ['#f1ede4', '#ddd3bf'], // champagne
  ['#ebe7ed', '#d5cdda'], // lilac mist
  ['#e8e4df', '#c9c1b7'], // greige
];

/** The colours one item is drawn with. */
interface Ink {
  /** Gradient paint of the material, light to dark. */
  m: string;
  base: string;
  light: string;
  dark: string;
  deep: string;
  /** Stitching and fine details: contrasts with the base whether it is light or dark. */
  detail: string;
  metal: string;
  metalDark: string;
}

type Display = 'box' | 'dustbag' | 'plinth' | 'hanger';

interface KindArt {
  draw: (k: Ink) => string;
  /** The point the detail close-up (view 3) zooms on. */
  focus: [number, number];
  /** Half-width and height of the floor shadow. */
  shadow: [number, number];
  display: Display;
  /** Shift down and scale (about the floor point 300,610), to frame small or short items. */
  dy?: number;
  scale?: number;
}

/** Stitching: a thin dashed line in the detail shade. */
const stitch = (k: Ink, d: string) =>
  `<path d="${d}" fill="none" stroke="${k.detail}" stroke-width="1.2" stroke-dasharray="5 4" opacity=".75"/>`;

/** A shape in a flat colour instead of the material gradient. */
const flat = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

/** A stroke-only line (handles, straps, hangers). */
const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra}/>`;

const circle = (cx: number, cy: number, rad: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${fill}"${extra}/>`;

/** A structured top-handle bag: trapeze body, flap, turn-lock. */
function drawBag(k: Ink): string {
  return (
    line('M228 364C232 236 368 236 372 364', k.deep, 13) +
    `<path d="M178 360H422Q436 360 438 374L456 584Q458 602 440 602H160Q142 602 144 584L162 374Q164 360 178 360Z"/>` +
    // darker side gussets read as depth
    flat('M162 374L144 584Q142 602 160 602H182L190 362Z', k.deep, ' opacity=".3" stroke="none"') +
    flat('M438 374L456 584Q458 602 440 602H418L410 362Z', k.deep, ' opacity=".3" stroke="none"') +
    line('M246 368C250 262 350 262 354 368', k.dark, 13) +
    stitch(k, 'M160 584H440') +
    `<path d="M166 366H434L440 446Q300 472 160 446Z"/>` +
    stitch(k, 'M170 436Q300 460 430 436') +
    `<rect x="280" y="440" width="40" height="30" rx="5" fill="${k.metal}" stroke="${k.metalDark}"/>` +
    circle(300, 455, 7, k.metalDark, ' stroke="none"') +
    `<rect x="296" y="446" width="8" height="18" rx="3" fill="${k.metal}" stroke="none"/>`
  );
}

/** A stiletto pump in profile, toe to the left. */
function drawShoe(k: Ink): string {
  return (
    flat('M404 528Q432 522 448 508L440 600H426Q428 560 404 528Z', k.deep) +
    `<path d="M130 590Q128 556 172 546C232 532 262 522 296 506Q372 500 446 440C458 468 452 500 440 520C382 540 322 580 262 596L150 598Q130 598 130 590Z"/>` +
    // the opening shows the dark lining
    flat('M298 506Q374 498 446 442Q430 470 404 486Q352 506 298 506Z', k.deep) +
    line('M440 520C382 540 322 580 262 596L150 598Q132 598 130 590', k.deep, 5) +
    stitch(k, 'M300 514Q376 506 444 452') +
    flat('M428 598H442V603H428Z', k.deep)
  );
}

/** A low shoe's upper in profile, toe to the left: shared by loafers, derbies and flats. */
const LOW_UPPER = 'M128 594Q124 562 172 550Q236 536 290 522Q318 500 356 500Q410 502 440 520Q462 540 462 594Z';

/** An ankle boot with a block heel and an elastic side panel, toe to the left. */
function drawBoot(k: Ink): string {
  return (
    flat('M384 596H440V612H384Z', k.deep) +
    `<path d="M128 592Q126 560 170 548L288 520Q326 508 330 470V312H438V560Q444 590 432 598H150Q128 598 128 592Z"/>` +
    flat('M352 352Q346 430 360 500L410 500Q424 430 418 352Z', k.deep, ' opacity=".35" stroke="none"') +
    line('M330 320H438', k.deep, 4) +
    stitch(k, 'M140 584H430M340 330V470') +
    flat('M420 298H446V330H420Z', k.dark)
  );
}

/** A trainer: thick pale sole, laced upper, a side stripe. */
function drawTrainer(k: Ink): string {
  return (
    flat('M118 596Q116 570 140 566H464Q484 568 484 592V598Q484 612 468 612H132Q118 612 118 596Z', '#f4f1ea') +
    line('M122 588H482', '#d8d2c6', 3) +
    `<path d="M140 566Q142 530 210 512L290 480Q336 456 384 458L438 468Q472 482 470 566Z"/>` +
    flat(
      'M230 548Q300 540 350 500Q380 480 420 486Q380 520 330 556Z',
      k.deep,
      ' opacity=".55" stroke="none"',
    ) +
    line('M262 500L300 478M282 512L320 488M302 522L338 498', k.detail, 5, ' stroke-linecap="round"') +
    flat('M430 466Q456 470 464 496L470 566H444Z', k.dark) +
    stitch(k, 'M150 556Q300 546 462 552')
  );
}

/** A high-heeled sandal: thin sole, crossed straps, an ankle strap with its buckle. */
function drawSandal(k: Ink): string {
  return (
    flat('M420 560H440L436 612H428Z', k.deep) +
    `<path d="M130 598Q130 584 160 582L300 566Q380 552 440 532L446 546Q380 576 300 590L152 602Q130 604 130 598Z"/>` +
    line('M176 584Q200 540 240 572M214 580Q250 528 292 566', k.base, 11, ' stroke-linecap="round"') +
    line('M396 548Q400 470 420 452Q444 440 448 470', k.base, 10, ' stroke-linecap="round"') +
    line('M392 470Q420 486 452 470', k.base, 9) +
    `<rect x="414" y="466" width="14" height="12" rx="2" fill="none" stroke="${k.metal}" stroke-width="3"/>`
  );
}

/** A ballet flat: low upper, a bow on the toe, no heel. */
function drawFlat(k: Ink): string {
  return (
    `<path d="M128 596Q124 566 172 556Q236 546 290 540Q340 530 390 530Q446 534 460 596Z"/>` +
    flat('M292 540Q340 524 392 530Q360 540 300 546Z', k.deep) +
    line('M130 598H458', k.deep, 5) +
    flat('M212 546L236 532L240 556ZM264 544L240 532L238 556Z', k.dark) +
    circle(238, 544, 6, k.deep, ' stroke="none"') +
    stitch(k, 'M300 548Q380 538 452 560')
  );
}

/** A loafer: low upper, a saddle strap across the vamp with a metal bit, a stacked heel. */
function drawLoafer(k: Ink): string {
  return (
    flat('M396 594H458V610H396Z', k.deep) +
    `<path d="${LOW_UPPER}"/>` +
    line('M130 598H460', k.deep, 5) +
    flat('M228 540Q290 512 336 510L344 532Q290 540 240 560Z', k.dark) +
    line('M250 536H318', k.metal, 6, ' stroke-linecap="round"') +
    circle(250, 536, 6, k.metalDark, ' stroke="none"') +
    circle(318, 536, 6, k.metalDark, ' stroke="none"') +
    stitch(k, 'M176 560Q230 540 290 530')
  );
}

/** A derby: low upper, open lacing with eyelets, a stacked heel. */
function drawDerby(k: Ink): string {
  return (
    flat('M396 594H458V610H396Z', k.deep) +
    `<path d="${LOW_UPPER}"/>` +
    line('M130 598H460', k.deep, 5) +
    flat('M286 524Q320 500 356 500L372 552Q330 560 300 556Z', k.dark) +
    line('M300 524L344 512M306 538L352 526M312 550L360 540', k.detail, 3) +
    circle(300, 524, 3, k.metal, ' stroke="none"') +
    circle(306, 538, 3, k.metal, ' stroke="none"') +
    circle(312, 550, 3, k.metal, ' stroke="none"') +
    stitch(k, 'M150 580Q300 570 452 580')
  );
}

/** A sleeveless A-line dress with a waist seam and soft folds. */
function drawDress(k: Ink): string {
  return (
    `<path d="M250 140Q300 200 350 140L380 146Q372 210 392 250Q382 300 372 330L452 598Q300 622 148 598L228 330Q218 300 208 250Q228 210 220 146Z"/>` +
    line('M228 330Q300 344 372 330', k.dark, 4) +
    line('M268 342L232 604M300 346V612M332 342L368 604', k.deep, 1.5, ' opacity=".35"') +
    stitch(k, 'M254 150Q300 206 346 150M156 588Q300 610 444 588')
  );
}

/** A short-sleeved blouse with collar and button placket. */
function drawTop(k: Ink): string {
  const buttons = [230, 290, 350, 410].map((y) => circle(300, y, 5, k.detail, ' stroke="none"')).join('');
  return (
    `<path d="M258 148Q300 178 342 148L412 170L462 262L416 288L400 258L406 474Q300 490 194 474L200 258L184 288L138 262L188 170Z"/>` +
    `<path d="M258 148L300 190L276 214L246 160ZM342 148L300 190L324 214L354 160Z" fill="${k.light}"/>` +
    line('M300 190V482', k.dark, 1.5) +
    buttons +
    stitch(k, 'M145 254L188 278M455 254L412 278M200 462Q300 478 400 462')
  );
}

/** Wide-leg tailored trousers with waistband, creases and a button. */
function drawTrousers(k: Ink): string {
  return (
    `<path d="M210 166L186 600H286L300 262L314 600H414L390 166Z"/>` +
    `<rect x="208" y="138" width="184" height="30" rx="3" fill="${k.dark}"/>` +
    line('M246 172L236 596M354 172L364 596', k.deep, 1.5, ' opacity=".45"') +
    line('M300 168V238Q300 250 288 254', k.dark, 1.5) +
    line('M218 170Q232 204 212 226M382 170Q368 204 388 226', k.dark, 1.5) +
    `<path d="M236 136h10v36h-10zM354 136h10v36h-10z" fill="${k.dark}"/>` +
    circle(300, 153, 6, k.metal, ` stroke="${k.metalDark}"`) +
    stitch(k, 'M190 588H282M318 588H410')
  );
}

/**
 * Tailoring shared by the jacket and the coat: shoulders, hanging sleeves, notched lapels.
 * `hem` is the body's length, `cuff` the sleeves'.
 */
function tailored(k: Ink, hem: number, cuff: number, lapel: number): string {
  return (
    `<path d="M264 140L190 160Q168 170 164 200L152 ${cuff}L200 ${cuff + 6}L212 280L212 ${hem}L296 ${hem + 12}H304L388 ${hem}L388 280L400 ${cuff + 6}L448 ${cuff}L436 200Q432 170 410 160L336 140Q300 152 264 140Z"/>` +
    flat('M272 142L300 300L328 142Q300 154 272 142Z', '#f7f3ec', ` stroke="${k.dark}"`) +
    `<path d="M264 140L300 300L${262 - lapel} 236L${242 - lapel} 198L254 186ZM336 140L300 300L${338 + lapel} 236L${358 + lapel} 198L346 186Z" fill="${k.dark}"/>` +
    line(`M300 300V${hem + 12}`, k.deep, 1.5) +
    stitch(k, `M156 ${cuff - 14}L200 ${cuff - 8}M444 ${cuff - 14}L400 ${cuff - 8}`)
  );
}

/** A single-breasted blazer: two buttons, flap pockets, chest welt. */
function drawJacket(k: Ink): string {
  return (
    tailored(k, 478, 470, 0) +
    circle(300, 326, 6, k.deep) +
    circle(300, 380, 6, k.deep) +
    `<path d="M226 392h52v12h-52zM322 392h52v12h-52zM334 254l34 -3v8l-34 3z" fill="${k.dark}"/>`
  );
}

/** A belted trench coat: long, double-breasted, wide lapels, buckled belt. */
function drawCoat(k: Ink): string {
  const buttons = [318, 388].flatMap((y) => [circle(276, y, 6, k.deep), circle(324, y, 6, k.deep)]).join('');
  return (
    tailored(k, 600, 500, 14) +
    buttons +
    `<path d="M211 348L389 348V374L211 374Z" fill="${k.dark}"/>` +
    `<rect x="284" y="342" width="32" height="38" rx="4" fill="none" stroke="${k.metal}" stroke-width="5"/>` +
    line('M230 432L246 476M370 432L354 476', k.dark, 4) +
    stitch(k, 'M216 590L296 602M384 590L304 602')
  );
}

/** A pleated A-line midi skirt. */
function drawSkirt(k: Ink): string {
  let pleats = '';
  for (let i = 1; i < 6; i++) pleats += `M${225 + i * 25} 228L${r2(162 + i * 46)} 586`;
  return (
    `<path d="M226 224L160 582Q300 606 440 582L374 224Z"/>` +
    line(pleats, k.deep, 1.5, ' opacity=".4"') +
    `<rect x="224" y="198" width="152" height="28" rx="3" fill="${k.dark}"/>` +
    circle(360, 212, 5, k.metal, ` stroke="${k.metalDark}"`) +
    stitch(k, 'M168 570Q300 592 432 570')
  );
}

/** A long fringed scarf hanging folded over a rod, with woven stripes near its ends. */
function drawScarf(k: Ink): string {
  const fringe = (x0: number, x1: number, y: number) => {
    let d = '';
    for (let x = x0; x <= x1; x += 6) d += `M${x} ${y}v22`;
    return line(d, k.dark, 2);
  };
  return (
    line('M200 160H400', k.metal, 6, ' stroke-linecap="round"') +
    `<path d="M236 154Q260 146 290 156L300 580H236Z" fill="${k.dark}"/>` +
    fringe(238, 298, 580) +
    `<path d="M276 158Q312 144 356 160L364 560H290Z"/>` +
    fringe(292, 362, 560) +
    `<path d="M290 516H364V526H290ZM290 534H364V540H290ZM236 536H290V546H236Z" fill="${k.detail}" opacity=".55" stroke="none"/>` +
    line('M312 200Q318 380 316 556', k.deep, 1.5, ' opacity=".3"')
  );
}

/** A buckled belt standing as a ring, seen from slightly above. */
function drawBelt(k: Ink): string {
  return (
    // the inside of the back half first, then the outside of the front half over it
    flat('M128 500A172 64 0 0 1 472 500V538A172 64 0 0 0 128 538Z', k.deep) +
    `<path d="M128 500A172 64 0 0 0 472 500V538A172 64 0 0 1 128 538Z"/>` +
    stitch(k, 'M134 510A166 60 0 0 0 466 510M134 530A166 60 0 0 0 466 530') +
    `<path d="M300 566H380Q392 562 398 552V524Q392 534 380 536H300Z"/>` +
    circle(350, 552, 3.5, k.deep, ' stroke="none"') +
    circle(372, 549, 3.5, k.deep, ' stroke="none"') +
    `<rect x="262" y="528" width="60" height="48" rx="8" fill="none" stroke="${k.metal}" stroke-width="7"/>` +
    line('M266 552H318', k.metalDark, 4)
  );
}

/** A wristwatch standing on its strap: gold case, cream dial, indices and hands. */
function drawWatch(k: Ink): string {
  return (
    `<rect x="254" y="150" width="92" height="452" rx="14"/>` +
    stitch(k, 'M262 156V286M338 156V286M262 474V594M338 474V594') +
    circle(300, 540, 4, k.deep, ' stroke="none"') +
    circle(300, 566, 4, k.deep, ' stroke="none"') +
    `<rect x="392" y="368" width="16" height="24" rx="3" fill="${k.metal}" stroke="${k.metalDark}"/>` +
    circle(300, 380, 96, k.metal, ` stroke="${k.metalDark}" stroke-width="2"`) +
    circle(300, 380, 82, '#f8f4ec', ` stroke="${k.metalDark}" stroke-width="2"`) +
    // the twelve indices in one element: a dashed ring, one dash per hour
    `<circle cx="300" cy="380" r="70" fill="none" stroke="#3a342c" stroke-width="9" stroke-dasharray="2.5 34.15" stroke-dashoffset="1.25"/>` +
    line('M300 380L258 352M300 380L346 330', '#2c2722', 4, ' stroke-linecap="round"') +
    circle(300, 380, 5, k.metal, ` stroke="${k.metalDark}"`)
  );
}

/** A cocktail ring: gold band with a cut gemstone in the item colour. */
function drawJewellery(k: Ink): string {
  return (
    `<ellipse cx="300" cy="476" rx="112" ry="116" fill="none" stroke="${k.metal}" stroke-width="22"/>` +
    `<ellipse cx="300" cy="476" rx="101" ry="105" fill="none" stroke="${k.metalDark}" stroke-width="2"/>` +
    flat('M262 366L284 388H316L338 366Z', k.metal, ` stroke="${k.metalDark}"`) +
    `<path d="M232 330L258 292H342L368 330L300 394Z"/>` +
    line(
      'M232 330H368M258 292L282 330L300 292L318 330L342 292M282 330L300 394L318 330',
      k.light,
      1.2,
      ' opacity=".8"',
    ) +
    flat('M264 300L282 300L270 318Z', '#ffffff', ' opacity=".6"')
  );
}

/** A pair of twisted hoop earrings side by side, each hanging from its post. */
function drawEarrings(k: Ink): string {
  const hoop = (cx: number) =>
    `<circle cx="${cx}" cy="470" r="78" fill="none" stroke="${k.metal}" stroke-width="16"/>` +
    `<circle cx="${cx}" cy="470" r="78" fill="none" stroke="${k.metalDark}" stroke-width="16" stroke-dasharray="6 10" opacity=".55"/>` +
    `<rect x="${cx - 4}" y="376" width="8" height="26" rx="3" fill="${k.metal}" stroke="${k.metalDark}"/>` +
    circle(cx, 548, 13, k.base, ` stroke="${k.metalDark}"`);
  return hoop(208) + hoop(392);
}

/** A chain necklace draped in a U, a pendant in the item colour at its lowest point. */
function drawNecklace(k: Ink): string {
  const chain = 'M170 240Q176 470 300 500Q424 470 430 240';
  return (
    line(chain, k.metalDark, 9) +
    line(chain, k.metal, 7, ' stroke-dasharray="9 4"') +
    `<path d="M300 506L330 540L300 600L270 540Z"/>` +
    line('M270 540H330M300 506V600', k.light, 1.2, ' opacity=".7"') +
    circle(300, 502, 7, k.metal, ` stroke="${k.metalDark}"`)
  );
}

/** A bangle lying on its side in perspective, an enamel band in the item colour. */
function drawBracelet(k: Ink): string {
  return (
    `<ellipse cx="300" cy="540" rx="160" ry="62" fill="none" stroke="${k.metalDark}" stroke-width="34"/>` +
    `<ellipse cx="300" cy="540" rx="160" ry="62" fill="none" stroke="${k.metal}" stroke-width="28"/>` +
    `<ellipse cx="300" cy="540" rx="160" ry="62" fill="none" stroke="${k.base}" stroke-width="10"/>`
  );
}

/** A pair of round cufflinks: enamelled faces, and one turned to show its toggle. */
function drawCufflinks(k: Ink): string {
  return (
    circle(220, 520, 62, k.metal, ` stroke="${k.metalDark}" stroke-width="2"`) +
    `<circle cx="220" cy="520" r="50"/>` +
    flat('M196 496Q220 480 244 496', '#ffffff', ' opacity=".35" stroke="none"') +
    `<ellipse cx="392" cy="470" rx="22" ry="62" fill="${k.metal}" stroke="${k.metalDark}" stroke-width="2"/>` +
    `<rect x="410" y="462" width="56" height="16" rx="4" fill="${k.metalDark}" stroke="none"/>` +
    `<rect x="452" y="440" width="16" height="60" rx="6" fill="${k.metal}" stroke="${k.metalDark}"/>`
  );
}

/** Sunglasses facing us, temples running back, dark gradient lenses. */
function drawSunglasses(k: Ink): string {
  const lens =
    'M150 466Q150 440 176 440H272Q292 440 290 462Q286 520 256 546Q220 566 182 546Q152 526 150 466Z';
  return (
    // temples run away from us, so they rise and narrow towards their tips
    line(
      'M152 452L190 398Q194 392 198 398M448 452L410 398Q406 392 402 398',
      k.deep,
      6,
      ' stroke-linecap="round"',
    ) +
    `<g fill="${k.deep}" stroke="${k.base}" stroke-width="12">` +
    `<path d="${lens}"/><path d="${lens}" transform="matrix(-1 0 0 1 600 0)"/></g>` +
    line('M286 456Q300 438 314 456', k.base, 10) +
    // one soft reflection per lens
    flat(
      'M176 452H230L180 520Q166 490 176 452ZM334 452H388L338 520Q324 490 334 452Z',
      '#ffffff',
      ' opacity=".16"',
    ) +
    circle(150, 452, 5, k.metal, ' stroke="none"') +
    circle(450, 452, 5, k.metal, ' stroke="none"')
  );
}

/** A fedora: pinched crown, grosgrain band with a bow, wide brim. */
function drawHat(k: Ink): string {
  return (
    `<ellipse cx="300" cy="546" rx="204" ry="48"/>` +
    `<path d="M200 540C194 430 206 380 230 358Q266 338 300 362Q334 338 370 358C394 380 406 430 400 540Q300 562 200 540Z"/>` +
    line('M300 366Q304 420 300 470', k.deep, 2, ' opacity=".4"') +
    flat('M199 494Q300 514 401 494L401 530Q300 550 199 530Z', k.deep) +
    flat('M358 500L392 488L392 528L358 520Z', k.dark) +
    stitch(k, 'M110 556A194 40 0 0 0 490 556')
  );
}

/** A continental zip-around wallet standing on its long edge. */
function drawWallet(k: Ink): string {
  return (
    `<rect x="150" y="436" width="300" height="166" rx="14"/>` +
    line('M164 448Q164 442 170 442H430Q444 442 444 456V598', k.deep, 8) +
    line('M164 448Q164 442 170 442H430Q444 442 444 456V598', k.metal, 3, ' stroke-dasharray="2 2"') +
    flat('M438 470H450L452 500Q444 508 436 500Z', k.metal, ` stroke="${k.metalDark}"`) +
    stitch(k, 'M162 462V590H436') +
    `<rect x="272" y="508" width="56" height="18" rx="2" fill="none" stroke="${k.metal}" stroke-width="2"/>`
  );
}

// Garments float like a ghost-mannequin shot, their shadow a little below the hem.
const KINDS: Record<ItemKind, KindArt> = {
  bag: { draw: drawBag, focus: [300, 440], shadow: [190, 612], display: 'dustbag' },
  shoe: { draw: drawShoe, focus: [370, 520], shadow: [180, 612], display: 'box', scale: 1.15 },
  boot: { draw: drawBoot, focus: [380, 420], shadow: [180, 612], display: 'box', scale: 1.1 },
  trainer: { draw: drawTrainer, focus: [300, 500], shadow: [190, 614], display: 'box', scale: 1.1 },
  sandal: { draw: drawSandal, focus: [420, 480], shadow: [170, 612], display: 'box', scale: 1.15 },
  flat: { draw: drawFlat, focus: [240, 544], shadow: [180, 612], display: 'box', scale: 1.15 },
  loafer: { draw: drawLoafer, focus: [284, 536], shadow: [180, 612], display: 'box', scale: 1.15 },
  derby: { draw: drawDerby, focus: [320, 530], shadow: [180, 612], display: 'box', scale: 1.15 },
  dress: { draw: drawDress, focus: [300, 260], shadow: [170, 642], display: 'hanger', dy: -10 },
  top: { draw: drawTop, focus: [300, 230], shadow: [150, 566], display: 'hanger', dy: 40 },
  trousers: { draw: drawTrousers, focus: [300, 200], shadow: [140, 628], display: 'hanger' },
  jacket: { draw: drawJacket, focus: [300, 280], shadow: [160, 566], display: 'hanger', dy: 40 },
  coat: { draw: drawCoat, focus: [300, 330], shadow: [170, 634], display: 'hanger', dy: -4 },
  skirt: { draw: drawSkirt, focus: [300, 250], shadow: [160, 628], display: 'hanger', dy: -10 },
  scarf: { draw: drawScarf, focus: [300, 540], shadow: [110, 622], display: 'box' },
  belt: { draw: drawBelt, focus: [320, 540], shadow: [190, 612], display: 'box', scale: 1.1 },
  watch: { draw: drawWatch, focus: [300, 380], shadow: [90, 612], display: 'plinth' },
  jewellery: { draw: drawJewellery, focus: [300, 360], shadow: [120, 612], display: 'plinth' },
  ring: { draw: drawJewellery, focus: [300, 360], shadow: [120, 612], display: 'plinth' },
  earrings: { draw: drawEarrings, focus: [300, 500], shadow: [170, 612], display: 'plinth' },
  necklace: { draw: drawNecklace, focus: [300, 540], shadow: [140, 612], display: 'plinth', dy: -20 },
  bracelet: { draw: drawBracelet, focus: [300, 540], shadow: [180, 618], display: 'plinth' },
  cufflinks: { draw: drawCufflinks, focus: [220, 520], shadow: [170, 612], display: 'box', scale: 1.1 },
  sunglasses: { draw: drawSunglasses, focus: [300, 470], shadow: [170, 612], display: 'plinth', scale: 1.12 },
  hat: { draw: drawHat, focus: [360, 500], shadow: [210, 612], display: 'plinth' },
  wallet: { draw: drawWallet, focus: [420, 480], shadow: [170, 612], display: 'box', scale: 1.15 },
};

/** The item's own framing: shift by dy, scale about the floor point. */
function frame(art: KindArt): string {
  const s = art.scale ?? 1;
  const dy = art.dy ?? 0;
  if (s === 1 && dy === 0) return '';
  return s === 1
    ? `translate(0 ${dy})`
    : `matrix(${s} 0 0 ${s} ${r2(300 * (1 - s))} ${r2(610 * (1 - s) + dy)})`;
}

/** Where the item's floor point (300, 610) goes, and how much it shrinks, in view 4. */
const DISPLAY_PLACE: Record<Display, [number, number, number]> = {
  plinth: [300, 522, 0.62],
  box: [236, 640, 0.66],
  dustbag: [330, 640, 0.7],
  hanger: [300, 620, 0.78],
};

/** The setting of view 4, drawn behind the item. */
function drawDisplay(display: Display, backdrop: [string, string], itemIsLight: boolean): string {
  const [, floor] = backdrop;
  switch (display) {
    case 'plinth':
      return (
        `<rect x="160" y="520" width="280" height="130" fill="${shade(floor, 0.35)}"/>` +
        `<path d="M160 520V650A140 20 0 0 0 440 650V520Z" fill="${shade(floor, 0.2)}"/>` +
        `<ellipse cx="300" cy="520" rx="140" ry="20" fill="${shade(floor, 0.55)}"/>`
      );
    case 'box': {
      // A dark box behind a light item and the reverse, so the item always stands out.
      const box = itemIsLight ? '#2c2926' : '#f5f0e8';
      return (
        `<path d="M330 470L380 440H520L470 470Z" fill="${shade(box, 0.12)}"/>` +
        `<path d="M470 470L520 440V604L470 634Z" fill="${shade(box, -0.18)}"/>` +
        `<rect x="330" y="470" width="140" height="164" fill="${box}"/>` +
        `<rect x="330" y="470" width="140" height="26" fill="${shade(box, -0.08)}"/>` +
        `<path d="M400 470V634" stroke="#b8955a" stroke-width="3"/>`
      );
    }
    case 'dustbag':
      // A flannel pouch: gathered frill above the drawstring, soft folds below.
      return (
        `<path d="M176 374Q190 350 204 368Q218 348 232 368Q248 350 260 374L292 420Q310 540 292 640H142Q124 540 142 420Z" fill="#ece4d6" stroke="#cbbfa9"/>` +
        `<path d="M146 430Q134 540 148 640H172Q156 540 166 430ZM268 430Q276 540 262 640H280Q294 540 282 430Z" fill="#d9cdb8"/>` +
        `<path d="M166 392Q216 402 268 392M214 398Q204 430 210 464M222 398Q236 428 230 456" fill="none" stroke="#a99a80" stroke-width="3"/>`
      );
    case 'hanger':
      // An arched niche: a gallery-like setting for garments on a wooden hanger.
      return `<path d="M150 650V270A150 150 0 0 1 450 270V650Z" fill="${shade(floor, -0.06)}"/>`;
  }
}

/** A wooden hanger in item coordinates, hook above the garment's top edge. */
function drawHanger(top: number): string {
  return (
    line(`M300 ${top}V${top - 26}a13 13 0 1 1 13 -13`, '#9a9a9a', 4) +
    line(`M186 ${top + 22}L300 ${top}L414 ${top + 22}`, '#8a6a4a', 8, ' stroke-linecap="round"')
  );
}

const HANGER_TOP: Partial<Record<ItemKind, number>> = { trousers: 130, skirt: 190 };

/** Transform of the item group for each view. */
function viewTransform(view: number, art: KindArt): string {
  switch (view) {
    case 2:
      // Mirrored, narrowed and gently skewed: reads as the item turned three-quarters.
      return 'matrix(-.88 .05 0 1 564 -15)';
    case 3: {
      const s = art.scale ?? 1;
      // The focus point as framed (see frame()).
      const fx = r2(300 + (art.focus[0] - 300) * s);
      const fy = r2(610 + (art.focus[1] - 610) * s + (art.dy ?? 0));
      return `translate(300 360) scale(2.3) translate(${-fx} ${-fy})`;
    }
    case 4: {
      const [x, y, s] = DISPLAY_PLACE[art.display];
      return `translate(${x} ${y}) scale(${s}) translate(-300 -610)`;
    }
    default:
      return '';
  }
}

export function productImageSvg(input: ProductImageInput): string {
  const kind: ItemKind = input.kind in KINDS ? input.kind : 'bag';
  const art = KINDS[kind];
  const view = [1, 2, 3, 4].includes(input.view) ? input.view : 1;
  const seed = safeInt(input.seed);
  const base = normaliseHex(input.colourHex);
  const brand = clip(String(input.brand ?? ''), 40);
  const rand: Random = createRandom(hash(`product:${seed}`));
  const id = `p${hash(`${kind}|${base}|${brand}|${view}|${seed}`).toString(36)}`;

  const lum = luminance(base);
  const itemIsLight = lum > 0.72;
  const picked = rand.pick(BACKDROPS);
  // Pale items would melt into a pale backdrop: deepen it a little for them.
  const backdrop: [string, string] = itemIsLight
    ? [shade(picked[0], -0.08), shade(picked[1], -0.12)]
    : picked;
  const lightX = r2(0.2 + rand.next() * 0.6);
  const tilt = r2(rand.next() * 0.3);
  const metalGold = rand.chance(0.7);

  const k: Ink = {
    m: `url(#${id}m)`,
    base,
    light: shade(base, 0.2),
    dark: lum < 0.12 ? shade(base, 0.18) : shade(base, -0.22),
    deep: lum < 0.12 ? shade(base, 0.08) : shade(base, -0.38),
    detail: lum < 0.4 ? shade(base, 0.45) : shade(base, -0.45),
    metal: metalGold ? '#caa45e' : '#c3c6ca',
    metalDark: metalGold ? '#8f6e34' : '#7f8388',
  };

  const shadow = `<ellipse cx="300" cy="${art.shadow[1]}" rx="${art.shadow[0]}" ry="16" fill="url(#${id}s)" stroke="none"/>`;
  const inner = frame(art);
  const hanger = view === 4 && art.display === 'hanger' ? drawHanger(HANGER_TOP[kind] ?? 130) : '';
  const transform = viewTransform(view, art);
  const spacing = 5;
  const label = escapeXml(brand.toUpperCase());
  const viewName = ['front', 'three-quarter', 'detail', 'presentation'][view - 1];

  return (
    svgOpen(600, 750, `${brand} – ${kind}, ${viewName} view`, id) +
    '<defs>' +
    `<linearGradient id="${id}b" x1="${tilt}" y1="0" x2="${r2(1 - tilt)}" y2="1">${stops([0, backdrop[0]], [0.62, backdrop[0]], [1, backdrop[1]])}</linearGradient>` +
    `<radialGradient id="${id}h" cx="${lightX}" cy=".3" r=".6">${stops([0, '#ffffff', 0.55], [1, '#ffffff', 0])}</radialGradient>` +
    `<radialGradient id="${id}s">${stops([0, '#000000', 0.32], [1, '#000000', 0])}</radialGradient>` +
    `<linearGradient id="${id}m" x1="0" y1="0" x2="1" y2=".4">${stops([0, k.light], [0.45, base], [1, k.dark])}</linearGradient>` +
    (view === 3
      ? `<linearGradient id="${id}v" x1="0" y1="0" x2="0" y2="1">${stops([0, backdrop[1], 0], [0.45, backdrop[1], 0.92])}</linearGradient>`
      : '') +
    '</defs>' +
    `<rect width="600" height="750" fill="url(#${id}b)"/>` +
    `<rect width="600" height="750" fill="url(#${id}h)"/>` +
    (view === 4 ? drawDisplay(art.display, backdrop, itemIsLight) : '') +
    `<g${transform ? ` transform="${transform}"` : ''} fill="${k.m}" stroke="${k.deep}" stroke-width="1.5" stroke-linejoin="round">` +
    shadow +
    (inner ? `<g transform="${inner}">` : '') +
    hanger +
    art.draw(k) +
    (inner ? '</g>' : '') +
    '</g>' +
    // In the close-up the item runs under the brand: a veil of the floor colour keeps it legible.
    (view === 3 ? `<rect y="620" width="600" height="130" fill="url(#${id}v)"/>` : '') +
    `<path d="M285 680H315" stroke="${shade(backdrop[1], -0.35)}"/>` +
    `<text x="${300 + spacing / 2}" y="712" text-anchor="middle" font-family='${SERIF}' font-size="15" letter-spacing="${spacing}" fill="${shade(backdrop[1], -0.55)}">${label}</text>` +
    '</svg>'
  );
}

// ---------------------------------------------------------------------------
// Avatars
// ---------------------------------------------------------------------------

/** Deep, muted tones that carry white initials. */
const AVATAR_TONES: readonly string[] = [
  '#8c6d5a',
  '#5f6f65',
  '#75688a',
  '#a0786a',
  '#4f5d6e',
  '#a8854f',
  '#6b4f55',
  '#5a6b7a',
  '#7a7266',
  '#3f4a48',
];

/** Up to two initials: first letters of the first two words ('Dolce & Co' → 'DC'), else '?'. */
export function initialsOf(pseudo: string): string {
  const words = pseudo.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

export function avatarSvg(input: AvatarInput): string {
  const pseudo = clip(String(input.pseudo ?? ''), 60);
  const seed = safeInt(input.seed);
  const rand = createRandom(hash(`avatar:${seed}`));
  const tone = rand.pick(AVATAR_TONES);
  const id = `a${hash(`${pseudo}|${seed}`).toString(36)}`;
  const initials = escapeXml(initialsOf(pseudo));
  return (
    svgOpen(256, 256, pseudo || 'Avatar', id) +
    `<defs><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1">${stops([0, shade(tone, 0.14)], [1, shade(tone, -0.16)])}</linearGradient></defs>` +
    `<rect width="256" height="256" fill="url(#${id}g)"/>` +
    `<circle cx="128" cy="128" r="98" fill="none" stroke="#ffffff" stroke-opacity=".22"/>` +
    `<text x="128" y="128" dy=".35em" text-anchor="middle" font-family='${SERIF}' font-size="92" fill="#fbf8f3">${initials}</text>` +
    '</svg>'
  );
}

// ---------------------------------------------------------------------------
// Editorial banners
// ---------------------------------------------------------------------------

/** Draped silk: wide flowing bands in champagne and rose. */
function bannerSilk(id: string, rand: Random): string {
  const w = (n: number) => r2(n + (rand.next() - 0.5) * 60);
  return (
    `<defs><linearGradient id="${id}a" x1="0" y1="0" x2="1" y2="1">${stops([0, '#f3e9dc'], [1, '#dcc3a8'])}</linearGradient>` +
    `<linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="0">${stops([0, '#e8cdbb'], [0.5, '#f6e6da'], [1, '#c99f86'])}</linearGradient>` +
    `<linearGradient id="${id}c" x1="0" y1="1" x2="1" y2="0">${stops([0, '#b88b73'], [0.55, '#e7c7b0'], [1, '#a4735d'])}</linearGradient></defs>` +
    `<rect width="1600" height="600" fill="url(#${id}a)"/>` +
    `<path d="M0 ${w(420)}C400 ${w(260)} 700 ${w(560)} 1100 ${w(340)}S1500 ${w(160)} 1600 ${w(220)}V600H0Z" fill="url(#${id}b)" opacity=".9"/>` +
    `<path d="M0 ${w(520)}C360 ${w(380)} 760 ${w(620)} 1120 ${w(440)}S1480 ${w(300)} 1600 ${w(360)}V600H0Z" fill="url(#${id}c)" opacity=".85"/>` +
    `<path d="M500 0C700 ${w(180)} 900 ${w(120)} 1600 ${w(60)}V0Z" fill="#ffffff" opacity=".25"/>` +
    `<path d="M0 ${w(470)}C420 ${w(330)} 730 ${w(600)} 1110 ${w(400)}" fill="none" stroke="#ffffff" stroke-width="2" opacity=".35"/>`
  );
}

/** Architecture: arches and a sun disc in sage and stone. */
function bannerArches(id: string, rand: Random): string {
  const sunX = r2(1000 + rand.next() * 300);
  let arches = '';
  for (let i = 0; i < 3; i++) {
    const x = 880 + i * 230;
    const h = r2(200 + rand.next() * 120);
    arches += `<path d="M${x} 600V${600 - h}A90 90 0 0 1 ${x + 180} ${600 - h}V600Z" fill="url(#${id}b)" opacity="${0.8 + i * 0.1}"/>`;
  }
  return (
    `<defs><linearGradient id="${id}a" x1="0" y1="0" x2="0" y2="1">${stops([0, '#e9ece4'], [1, '#c9d1c0'])}</linearGradient>` +
    `<linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1">${stops([0, '#f4f1ea'], [1, '#a9b49f'])}</linearGradient>` +
    `<radialGradient id="${id}c">${stops([0, '#f1d8b6'], [1, '#e3bf93'])}</radialGradient></defs>` +
    `<rect width="1600" height="600" fill="url(#${id}a)"/>` +
    `<circle cx="${sunX}" cy="200" r="130" fill="url(#${id}c)" opacity=".85"/>` +
    arches +
    `<rect y="560" width="1600" height="40" fill="#b8c1ad" opacity=".6"/>`
  );
}

/** Pleats: vertical folds of fabric in blush and burgundy, lit from the left. */
function bannerPleats(id: string, rand: Random): string {
  let folds = '';
  for (let x = 0; x < 1600; x += 80) {
    const sway = r2(20 + rand.next() * 30);
    folds += `<path d="M${x} 0H${x + 80}V600Q${x + 40} ${600 - sway} ${x} 600Z" fill="url(#${id}b)"/>`;
  }
  return (
    `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="0">${stops([0, '#c98e8a'], [0.4, '#f1d3cc'], [0.75, '#d9a7a0'], [1, '#9c5b5c'])}</linearGradient>` +
    `<linearGradient id="${id}c" x1="0" y1="0" x2="1" y2="0">${stops([0, '#ffffff', 0.45], [0.6, '#ffffff', 0], [1, '#3d1f24', 0.35])}</linearGradient></defs>` +
    `<rect width="1600" height="600" fill="#7e4448"/>` +
    folds +
    `<rect width="1600" height="600" fill="url(#${id}c)"/>`
  );
}

/** Modernist: overlapping discs and slabs in navy, sand and terracotta. */
function bannerGeometry(id: string, rand: Random): string {
  const j = (n: number) => r2(n + (rand.next() - 0.5) * 80);
  return (
    `<defs><linearGradient id="${id}a" x1="0" y1="0" x2="1" y2="1">${stops([0, '#efe7da'], [1, '#d9cbb5'])}</linearGradient>` +
    `<linearGradient id="${id}b" x1="0" y1="0" x2="0" y2="1">${stops([0, '#2f3b52'], [1, '#1d2535'])}</linearGradient></defs>` +
    `<rect width="1600" height="600" fill="url(#${id}a)"/>` +
    `<rect x="${j(960)}" y="0" width="360" height="600" fill="url(#${id}b)"/>` +
    `<circle cx="${j(1240)}" cy="${j(300)}" r="190" fill="#c07a5a" opacity=".9"/>` +
    `<circle cx="${j(980)}" cy="${j(420)}" r="110" fill="#e8d3b4" opacity=".85"/>` +
    `<path d="M${j(1380)} 600L1600 ${j(240)}V600Z" fill="#a9926f" opacity=".7"/>` +
    `<circle cx="${j(1240)}" cy="${j(300)}" r="240" fill="none" stroke="#2f3b52" stroke-width="2" opacity=".35"/>`
  );
}

const BANNERS = [bannerSilk, bannerArches, bannerPleats, bannerGeometry];

export function bannerSvg(input: BannerInput): string {
  const index = Math.abs(safeInt(input.index));
  const compose = BANNERS[index % BANNERS.length] ?? bannerSilk;
  const title = clip(String(input.title ?? ''), 160);
  const id = `b${index.toString(36)}`;
  // The index seeds the small variations, so banner 5 differs from banner 1 in the same style.
  const rand = createRandom(hash(`banner:${index}`));
  return `${svgOpen(1600, 600, title || 'Banner', id)}${compose(id, rand)}</svg>`;
}
