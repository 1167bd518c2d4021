/**
 * 'Love' (spec §2): adds the item to the signed-in user's favourites or takes it out; a visitor is
 * led to sign in, and the item is loved once they have (the login page does it).
 */

import type { Likes } from '../hooks/useLikes.js';
import { useT } from '../hooks/useT.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { rememberIntent } from '../shared/pendingIntent.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';

export interface LoveButtonProps {
  productId: number;
  liked: boolean;
  likes: Likes;
}

export function LoveButton({ productId, liked, likes }: LoveButtonProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const className = css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    minHeight: 44,
    padding: '10px 18px',
    border: `1px solid ${tokens.ink}`,
    borderRadius: tokens.radius,
    background: 'transparent',
    color: liked ? tokens.danger : tokens.ink,
    font: 'inherit',
    fontSize: 14,
    textDecoration: 'none',
    cursor: 'pointer',
    ...focusRing,
  });
  const heart = (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 20s-7-4.4-9-8.8C1.6 8 3.4 4.5 6.8 4.5c2.2 0 3.6 1.3 5.2 3.1 1.6-1.8 3-3.1 5.2-3.1 3.4 0 5.2 3.5 3.8 6.7C19 15.6 12 20 12 20z"
        fill={liked ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
  if (!likes.toggle) {
    return (
      <Link
        to={{ to: 'login' }}
        className={className}
        onClick={() => rememberIntent(client, { kind: 'love', id_produit: productId })}
      >
        {heart}
        <span className={css({ color: tokens.ink })}>{t('product.love')}</span>
      </Link>
    );
  }
  const toggle = likes.toggle;
  return (
    <button type="button" aria-pressed={liked} onClick={() => void toggle(productId)} className={className}>
      {heart}
      <span className={css({ color: tokens.ink })}>{t('product.love')}</span>
    </button>
  );
}
