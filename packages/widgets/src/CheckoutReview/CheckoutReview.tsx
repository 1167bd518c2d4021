/**
 * The review after payment (spec §2 checkout/review): the payment result the checkout handed
 * over — what was paid, in which currency, one payment per item — with links to the purchases
 * and home. Opened without a result (a reload, a typed URL) it says there is nothing to review
 * and links to the cart; sending such a visit elsewhere is the host route's choice.
 */
import { type CheckoutResult, formatMinorUnits, intlLocale } from '@vitrine/sdk-core';
import { useId } from 'react';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { EmptyState } from '../ui/bits.js';

export interface CheckoutReviewProps {
  /** What `checkout.pay` answered (the checkout's `onComplete`), or nothing. */
  result?: CheckoutResult | null;
}

export function CheckoutReview({ result }: CheckoutReviewProps) {
  const t = useT();
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
          {t('checkout.review.items', { count: result.intents.length })}
        </p>
      </div>
      <ul
        className={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, fontSize: 14 })}
      >
        {result.intents.map((intent) => (
          <li
            key={intent.id}
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              gap: 8,
              paddingBottom: 8,
              borderBottom: `1px solid ${tokens.line}`,
            })}
          >
            <span className={css({ overflowWrap: 'anywhere' })}>
              {t('checkout.review.payment', { id: intent.id })}
            </span>
            {/* Every intent of a result was confirmed: checkout.pay answers only when all were. */}
            <span>
              {paid(intent.amount)} · {t('checkout.review.succeeded')}
            </span>
          </li>
        ))}
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
