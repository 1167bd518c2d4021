/**
 * Design tokens as CSS custom properties with defaults: a host page themes every widget by
 * setting `--vitrine-*` on any ancestor (they inherit into shadow roots).
 */
export const tokens = {
  /** Body text. */
  font: 'var(--vitrine-font, "Helvetica Neue", Helvetica, Arial, sans-serif)',
  /** Titles, in display type. */
  fontDisplay: 'var(--vitrine-font-display, Didot, "Bodoni MT", "Times New Roman", Georgia, serif)',
  /** Text, primary buttons and borders that must stand out. */
  ink: 'var(--vitrine-color-ink, #1b1b1b)',
  /** Secondary text: names, hints, sellers. */
  muted: 'var(--vitrine-color-muted, #5f5f5f)',
  /** Thin borders and separators. */
  line: 'var(--vitrine-color-line, #e4e0da)',
  /** Backgrounds of cards, fields and dialogs; text on primary buttons. */
  surface: 'var(--vitrine-color-surface, #ffffff)',
  /** Quiet backgrounds: picture frames, the cart summary. */
  subtle: 'var(--vitrine-color-subtle, #f6f3ef)',
  /** The accent of the home sections' icons. */
  accent: 'var(--vitrine-color-accent, #8a6a3f)',
  /** Text on the accent colour (no widget uses it yet). */
  accentInk: 'var(--vitrine-color-accent-ink, #ffffff)',
  /** Errors, required marks and the liked heart. */
  danger: 'var(--vitrine-color-danger, #b3261e)',
  /** Confirmations (no widget uses it yet). */
  success: 'var(--vitrine-color-success, #2e7d32)',
  /** Corner radius of buttons, fields and dialogs. */
  radius: 'var(--vitrine-radius, 4px)',
  /** The keyboard focus ring. */
  focus: 'var(--vitrine-color-focus, #1a56db)',
} as const;

/** Widths the layouts change at (container queries, so an embedded widget adapts to its slot). */
export const breakpoints = { sm: 600, md: 900, lg: 1200, xl: 1500 } as const;

/** A visible focus ring for keyboard users only. */
export const focusRing = {
  '&:focus-visible': { outline: `2px solid ${tokens.focus}`, outlineOffset: 2 },
} as const;

/** A link drawn as an outlined button: the way on from an empty or signed-out screen. */
export const outlineLink = {
  padding: '10px 22px',
  border: `1px solid ${tokens.ink}`,
  color: tokens.ink,
  textDecoration: 'none',
  ...focusRing,
} as const;

/** Hidden from sight, still read by screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
