/**
 * The checkout's side summary 'Mon panier' (spec §2): the lines being paid for and 'TOTAL' in
 * the visitor's country currency with 'Livraison incluse' — the same total the cart page shows
 * and the payment charges. A line sold meanwhile is marked and left out.
 */
import { type CartLine, type Country, pricedLine } from '@vitrine/sdk-core';
import { useId } from 'react';
import { CartTotal } from '../Cart/CartTotal.js';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { sizeValue } from '../ui/sizeText.js';

export interface OrderSummaryProps {
  lines: readonly CartLine[];
  country: Country;
}

export function OrderSummary({ lines, country }: OrderSummaryProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      data-testid="order-summary"
      className={css({
        display: 'grid',
        gap: 16,
        padding: 20,
        background: tokens.subtle,
        alignSelf: 'start',
      })}
    >
      <h2
        id={titleId}
        className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400, fontSize: 22 })}
      >
        {t('checkout.summaryTitle')}
      </h2>
      <ul className={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 })}>
        {lines.map((line) => {
          const name = `${line.marque_produit} ${line.modele_produit}`;
          const sold = line.etat === 'Vendu';
          return (
            <li
              key={line.id_sous_produit}
              className={css({
                display: 'grid',
                gridTemplateColumns: '48px minmax(0, 1fr) auto',
                gap: 10,
                alignItems: 'center',
                fontSize: 13,
              })}
            >
              <img
                src={client.mediaUrl(line.image_produit)}
                alt={name}
                width={48}
                height={60}
                loading="lazy"
                className={css({ width: 48, height: 60, objectFit: 'cover', background: tokens.surface })}
              />
              <span className={css({ display: 'grid', minWidth: 0 })}>
                <span
                  className={css({ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' })}
                >
                  {line.marque_produit}
                </span>
                <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
                  {line.modele_produit}
                </span>
                <span className={css({ color: tokens.muted })}>
                  {t('cart.size', { size: sizeValue(line.valeur_taille_original, t) })}
                </span>
              </span>
              {sold ? (
                <span className={css({ color: tokens.danger, whiteSpace: 'nowrap' })}>
                  {t('common.sold')}
                </span>
              ) : (
                <span
                  data-testid="summary-price"
                  className={css({ color: tokens.ink, whiteSpace: 'nowrap' })}
                >
                  {client.formatPrice(pricedLine(line))}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <CartTotal lines={lines} country={country} />
    </aside>
  );
}
