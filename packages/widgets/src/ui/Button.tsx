/** Buttons in three weights: the main action, a secondary one, and a quiet text button. */
import type { ButtonHTMLAttributes } from 'react';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { part } from './parts.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'quiet';
  /** Shows the action is under way and blocks a second press. */
  busy?: boolean;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  fullWidth = false,
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  const { css, cx } = useCss();
  const look = {
    primary: { background: tokens.ink, color: tokens.surface, border: `1px solid ${tokens.ink}` },
    secondary: { background: 'transparent', color: tokens.ink, border: `1px solid ${tokens.ink}` },
    quiet: {
      background: 'transparent',
      color: tokens.ink,
      border: '1px solid transparent',
      textDecoration: 'underline',
    },
  }[variant];
  return (
    <button
      type="button"
      {...props}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      part={variant === 'primary' ? part('button', 'button-primary') : part('button')}
      className={cx(
        css({
          ...look,
          boxSizing: 'border-box',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 8,
          minHeight: 44,
          padding: variant === 'quiet' ? '4px 8px' : '10px 22px',
          width: fullWidth ? '100%' : undefined,
          font: 'inherit',
          fontSize: 14,
          letterSpacing: '0.06em',
          borderRadius: tokens.radius,
          cursor: 'pointer',
          '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
          ...focusRing,
        }),
        className,
      )}
    >
      {children}
    </button>
  );
}
