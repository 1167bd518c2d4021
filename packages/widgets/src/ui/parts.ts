/**
 * The shadow parts of the Vitrine elements: the stable pieces a host page may style from outside
 * the shadow root with `vitrine-cart::part(button-primary) { … }`. They are set by the shared
 * components, so every element that shows a piece exposes its part; docs/custom-elements.md is
 * generated from this map (`npm run docs:elements`). Renaming a part breaks host pages' styles:
 * add names, do not change them.
 */
export const PARTS = {
  'product-grid': 'A grid of product cards (the list itself, also while it loads).',
  'product-card': 'One product card, and the placeholder that stands for it while products load.',
  'product-image': "A product card's picture.",
  'product-brand': "A product card's brand line.",
  'product-price': "A product card's price, in the visitor's currency.",
  'like-button': "A product card's favourite heart (a link to sign in for visitors).",
  'cart-line': 'One line of the cart: picture, texts, price and the remove button.',
  'cart-total': "The cart's total amount.",
  button: 'A text button of an action or a form (cart, checkout, sign-in…); icon buttons have no part.',
  'button-primary': 'The main action of a screen, such as "Proceder au payement"; also has `button`.',
  dialog: 'The panel of a modal dialog (the photo viewer, the size guide…).',
} as const;

/** A part's name. */
export type PartName = keyof typeof PARTS;

/** The `part` attribute of a piece: its part names, checked against {@link PARTS}. */
export function part(...names: PartName[]): string {
  return names.join(' ');
}
