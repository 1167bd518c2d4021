import type { ReactNode } from 'react';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';

export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  const { css } = useCss();
  return (
    <h2
      id={id}
      className={css({
        fontFamily: tokens.fontDisplay,
        fontWeight: 400,
        fontSize: 'clamp(22px, 3vw, 30px)',
        letterSpacing: '0.02em',
        margin: '0 0 16px',
      })}
    >
      {children}
    </h2>
  );
}
