/** The frame of every page: top bar and footer around the page's content. */
import { Link, tokens, useCss } from '@vitrine/widgets';
import type { ReactNode } from 'react';

export function Shell({ children }: { children: ReactNode }) {
  const { css } = useCss();
  return (
    <div
      className={css({
        minHeight: '100vh',
        display: 'grid',
        gridTemplateRows: 'auto 1fr auto',
        fontFamily: tokens.font,
      })}
    >
      <header
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          padding: '16px clamp(16px, 4vw, 48px)',
          borderBottom: `1px solid ${tokens.line}`,
        })}
      >
        <Link
          to={{ to: 'home' }}
          aria-label="Vitrine"
          className={css({
            fontFamily: tokens.fontDisplay,
            fontSize: 28,
            letterSpacing: '0.3em',
            color: tokens.ink,
            textDecoration: 'none',
          })}
        >
          VITRINE
        </Link>
      </header>
      <main>{children}</main>
      <footer
        className={css({
          padding: 24,
          borderTop: `1px solid ${tokens.line}`,
          color: tokens.muted,
          fontSize: 13,
        })}
      >
        © Vitrine
      </footer>
    </div>
  );
}
