/**
 * 'TOTAL' and 'Livraison incluse' (spec §2, §9): the sum of the line prices as the cart shows
 * them, lines sold meanwhile left out, in the visitor's currency written for the interface language. The cart page and the checkout
 * summary both show it, so they always agree with what is charged.
 */
import { type CartLine, type Country, cartTotalMinor } from '@vitrine/sdk-core';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { part } from '../ui/parts.js';

export interface CartTotalProps {
  lines: readonly CartLine[];
  country: Country;
}

export function CartTotal({ lines, country }: CartTotalProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  return (
    <div className={css({ display: 'grid', gap: 4 })}>
      <p
        className={css({
          margin: 0,
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: 12,
          fontSize: 16,
          fontWeight: 600,
          letterSpacing: '0.06em',
        })}
      >
        <span>{t('cart.total')}</span>
        <span data-testid="cart-total" part={part('cart-total')}>
          {client.formatMinorUnits(cartTotalMinor(lines, country), country)}
        </span>
      </p>
      <p className={css({ margin: 0, fontSize: 13, color: tokens.muted })}>{t('cart.deliveryIncluded')}</p>
    </div>
  );
}
