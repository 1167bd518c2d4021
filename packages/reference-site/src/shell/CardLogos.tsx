/** The accepted cards (spec §2): Mastercard, Visa and American Express, drawn inline. */
import { css } from '../ui.js';

export function CardLogos() {
  const card = css({ width: 52, height: 34, borderRadius: 4, background: '#fff', border: '1px solid #ddd' });
  return (
    <ul className={css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 8 })}>
      <li>
        <svg className={card} viewBox="0 0 52 34" role="img" aria-label="Mastercard">
          <title>Mastercard</title>
          <circle cx="21" cy="17" r="10" fill="#eb001b" />
          <circle cx="31" cy="17" r="10" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      </li>
      <li>
        <svg className={card} viewBox="0 0 52 34" role="img" aria-label="Visa">
          <title>Visa</title>
          <text
            x="26"
            y="22"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontWeight="700"
            fontStyle="italic"
            fontSize="15"
            fill="#1a1f71"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg className={card} viewBox="0 0 52 34" role="img" aria-label="American Express">
          <title>American Express</title>
          <rect x="4" y="5" width="44" height="24" rx="3" fill="#2e77bb" />
          <text
            x="26"
            y="21"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontWeight="700"
            fontSize="10"
            fill="#fff"
          >
            AMEX
          </text>
        </svg>
      </li>
    </ul>
  );
}
