/**
 * The review after payment (spec §2 checkout/review): the payment result the checkout handed
 * over — what was bought, each item at what it cost, and one total in the currency paid in (the
 * cart pays each seller's item with a payment of its own, which is the marketplace's business,
 * not the buyer's) — with links to the purchases and home. Opened without a result (a reload, a typed URL) it says there is nothing to review
 * and links to the cart; sending such a visit elsewhere is the host route's choice.
 */
import { type CheckoutResult, formatMinorUnits, intlLocale } from '@vitrine/sdk-core';
import { useId } from 'react';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { EmptyState, Swatch } from '../ui/bits.js';
import { sizeValue } from '../ui/sizeText.js';

export interface CheckoutReviewProps {
  /** What `checkout.pay` answered (the checkout's `onComplete`), or nothing. */
  result?: CheckoutResult | null;
}

export function CheckoutReview({ result }: CheckoutReviewProps) {
  const t = useT();
  const client = useVitrine();
  const { css } = useCss();
  const titleId = useId();
  const language = useVitrineState((state) => state.language);
  const countryCode = useVitrineState((state) => state.country?.alpha2);
  const link = css({ color: tokens.ink, ...focusRing });

  if (!result) {
    return (
      <section className={`vitrine-root ${css({ fontFamily: tokens.font, color: tokens.ink })}`}>
        <EmptyState title={t('checkout.review.nothing')}>
          <p className={css({ margin: 0, color: tokens.muted })}>{t('checkout.review.nothingHint')}</p>
          <Link to={{ to: 'cart' }} className={link}>
            {t('checkout.review.toCart')}
          </Link>
        </EmptyState>
      </section>
    );
  }

  // The amounts are in the currency paid in, written for the interface language.
  const paid = (amount: number) =>
    formatMinorUnits(amount, result.currency, intlLocale(language, countryCode));

  return (
    <section
      aria-labelledby={titleId}
      className={`vitrine-root ${css({ display: 'grid', gap: 20, fontFamily: tokens.font, color: tokens.ink })}`}
    >
      <h1
        id={titleId}
        className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400, fontSize: 28 })}
      >
        {t('checkout.review.title')}
      </h1>
      <p className={css({ margin: 0 })}>{t('checkout.review.text')}</p>
      <div className={css({ display: 'grid', gap: 6, padding: 20, background: tokens.subtle })}>
        <p className={css({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 12px' })}>
          <span className={css({ color: tokens.muted })}>{t('checkout.review.paid')}</span>
          <strong data-testid="review-total">{paid(result.total)}</strong>
        </p>
        <p className={css({ margin: 0, color: tokens.muted })}>
          {t('checkout.review.items', { count: result.lines.length })}
        </p>
      </div>
      <ul
        className={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, fontSize: 14 })}
      >
        {result.lines.map((line) => {
          const intent = result.intents.find((paidFor) => paidFor.id_sous_produit === line.id_sous_produit);
          return (
            <li
              key={line.id_sous_produit}
              data-testid="review-line"
              className={css({
                display: 'grid',
                gridTemplateColumns: '56px 1fr auto',
                alignItems: 'center',
                gap: 12,
                paddingBottom: 8,
                borderBottom: `1px solid ${tokens.line}`,
              })}
            >
              <img
                src={client.mediaUrl(line.image_produit)}
                alt=""
                width={56}
                height={70}
                className={css({ objectFit: 'cover', background: tokens.subtle })}
              />
              <span className={css({ display: 'grid', gap: 2, minWidth: 0, overflowWrap: 'anywhere' })}>
                <strong>{`${line.marque_produit} ${line.modele_produit}`}</strong>
                <span className={css({ display: 'flex', alignItems: 'center', gap: 6, color: tokens.muted })}>
                  <Swatch hex={line.code_hexa} />
                  {t('cart.colour', { name: line[`nom_couleur_${language}`] || line.nom_couleur_fr })} ·{' '}
                  {t('cart.size', { size: sizeValue(line.valeur_taille_original, t) })}
                </span>
              </span>
              {/* Every payment of a result was confirmed: checkout.pay answers only when all were. */}
              {intent && <span>{paid(intent.amount)}</span>}
            </li>
          );
        })}
      </ul>
      <p className={css({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 20 })}>
        <Link to={{ to: 'orders' }} className={link}>
          {t('checkout.review.orders')}
        </Link>
        <Link to={{ to: 'home' }} className={link}>
          {t('checkout.review.home')}
        </Link>
      </p>
    </section>
  );
}
