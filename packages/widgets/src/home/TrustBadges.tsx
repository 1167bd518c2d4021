/**
 * Trust badges (spec §1): authentic, new and pre-owned (the catalogue holds both: a '100 % new'
 * badge told shoppers otherwise), buyer and seller protection, secure payments.
 */
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';

const BADGES = [
  { key: 'authentic', icon: 'M12 2l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 16.9 6.1 20l1.3-6.5L2.5 8.9l6.6-.8z' },
  { key: 'condition', icon: 'M4 7h16l-1.5 13h-13zM8 7a4 4 0 018 0' },
  { key: 'protection', icon: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z' },
  { key: 'payments', icon: 'M6 10V7a6 6 0 0112 0v3M4 10h16v12H4z' },
] as const;

export function TrustBadges() {
  const t = useT();
  const { css } = useCss();
  return (
    <ul
      className={`vitrine-root ${css({
        listStyle: 'none',
        margin: 0,
        padding: '24px 0',
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
        borderTop: `1px solid ${tokens.line}`,
        borderBottom: `1px solid ${tokens.line}`,
        fontFamily: tokens.font,
        color: tokens.ink,
      })}`}
    >
      {BADGES.map((badge) => (
        <li key={badge.key} className={css({ display: 'flex', alignItems: 'center', gap: 12, fontSize: 14 })}>
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d={badge.icon}
              fill="none"
              stroke={tokens.accent}
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          </svg>
          {t(`home.badges.${badge.key}`)}
        </li>
      ))}
    </ul>
  );
}
