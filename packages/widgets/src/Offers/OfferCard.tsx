/**
 * One offer as both its parties read it: the item, who proposed what (the seller also reads the
 * price in their own currency), its state and the time left — to answer an open offer, to pay an
 * accepted one. The party an open offer waits for may accept it, decline it, or counter it with a
 * price in their currency (the seller's own, the buyer's visitor currency); an accepted offer's
 * buyer is led to their cart, where the item waits at that price.
 */
import type { Offer } from '@vitrine/sdk-core';
import { useId, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/Field.js';
import { amountFromText } from './offerAmountText.js';
import { offerErrorText } from './offerErrorText.js';
import { offersOf } from './offersOf.js';
import { useTimeLeft } from './useTimeLeft.js';

export interface OfferCardProps {
  offer: Offer;
  /** Called with the offers a move changed: the answered offer, and a counter's new one. */
  onMoved(...offers: Offer[]): void;
  /** The level of the item's heading under the screen's or section's. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

export function OfferCard({ offer, onMoved, headingLevel = 2 }: OfferCardProps) {
  const Heading = `h${headingLevel}` as const;
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const timeLeft = useTimeLeft();
  const me = useVitrineState((state) => state.user?.id_user);
  const visitorCurrency = useVitrineState((state) => state.country?.code_monnaie);
  const [countering, setCountering] = useState(false);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const money = (minor: number, currency: string) => client.formatMinorUnits(minor, currency);

  const iAmSeller = me === offer.id_vendeur;
  const mine = (offer.par === 'seller') === iAmSeller;
  const answerable = offer.etat === 'open' && !mine;
  // The seller answers in their own currency; the buyer in the one they shop in.
  const counterCurrency = iAmSeller ? offer.devise_vendeur : (visitorCurrency ?? offer.devise);

  const move = useAction((kind: 'accept' | 'decline' | 'counter', minor?: number) => {
    const area = offersOf(client);
    if (kind === 'counter') return area.counter(offer.id_offre, minor as number, counterCurrency);
    return kind === 'accept' ? area.accept(offer.id_offre) : area.decline(offer.id_offre);
  });
  const run = async (kind: 'accept' | 'decline' | 'counter', minor?: number) => {
    setProblem(null);
    const result = await move.run(kind, minor);
    if (!result) return;
    if (result.error) {
      setProblem(offerErrorText(result.error, t, money));
      return;
    }
    setCountering(false);
    onMoved(
      ...(kind === 'counter' ? [{ ...offer, etat: 'countered' as const }, result.data] : [result.data]),
    );
  };
  const submitCounter = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!amount.trim()) return setProblem(t('offers.errors.required'));
    const minor = amountFromText(amount, counterCurrency);
    if (minor === null) {
      return setProblem(t('offers.errors.invalid', { example: money(12_345, counterCurrency) }));
    }
    void run('counter', minor);
  };

  const who = mine
    ? t('offers.card.yours')
    : offer.origine === 'likers'
      ? t('offers.card.toLikers')
      : t('offers.card.theirs', { pseudo: iAmSeller ? offer.pseudo_acheteur : offer.pseudo_vendeur });
  const deadline =
    offer.etat === 'open'
      ? t('offers.card.answerBy', { when: timeLeft(offer.expires_at) })
      : offer.etat === 'accepted' && offer.hold_until
        ? t('offers.card.heldUntil', { when: timeLeft(offer.hold_until) })
        : null;

  return (
    <article
      aria-labelledby={titleId}
      data-testid="offer"
      className={css({
        display: 'grid',
        gridTemplateColumns: '64px minmax(0, 1fr)',
        gap: 12,
        padding: 12,
        border: `1px solid ${tokens.line}`,
        background: tokens.surface,
        overflowWrap: 'anywhere',
      })}
    >
      {offer.image_produit ? (
        <img
          src={client.mediaUrl(offer.image_produit)}
          alt=""
          width={64}
          height={64}
          className={css({ objectFit: 'cover', width: 64, height: 64 })}
        />
      ) : (
        <span aria-hidden="true" className={css({ width: 64, height: 64, background: tokens.subtle })} />
      )}
      <div className={css({ display: 'grid', gap: 6, minWidth: 0 })}>
        <Heading id={titleId} className={css({ margin: 0, fontSize: 15 })}>
          {offer.marque_produit} {offer.modele_produit}
        </Heading>
        <p className={css({ margin: 0, fontSize: 13, color: tokens.muted })}>{who}</p>
        <p className={css({ margin: 0, fontSize: 15 })}>
          <strong data-testid="offer-amount">{money(offer.montant, offer.devise)}</strong>
          {iAmSeller && offer.devise !== offer.devise_vendeur && (
            <span data-testid="offer-seller-amount" className={css({ color: tokens.muted })}>
              {' '}
              ({t('offers.card.forSeller', { amount: money(offer.montant_vendeur, offer.devise_vendeur) })})
            </span>
          )}
        </p>
        <p className={css({ margin: 0, fontSize: 13 })}>
          <span data-testid="offer-state" className={css({ fontWeight: 600 })}>
            {t(`offers.card.state.${offer.etat}`)}
          </span>
          {deadline && (
            <>
              {' · '}
              <span data-testid="offer-time-left">{deadline}</span>
            </>
          )}
        </p>
        {offer.etat === 'accepted' && !iAmSeller && (
          <Link to={{ to: 'cart' }} className={css({ color: tokens.ink, fontSize: 14, ...focusRing })}>
            {t('offers.card.toCart')}
          </Link>
        )}
        {answerable && !countering && (
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: 8 })}>
            <Button busy={move.busy} onClick={() => void run('accept')}>
              {t('offers.card.accept')}
            </Button>
            <Button variant="secondary" busy={move.busy} onClick={() => setCountering(true)}>
              {t('offers.card.counter')}
            </Button>
            <Button variant="quiet" busy={move.busy} onClick={() => void run('decline')}>
              {t('offers.card.decline')}
            </Button>
          </div>
        )}
        {answerable && countering && (
          <form onSubmit={submitCounter} noValidate className={css({ display: 'grid', gap: 8 })}>
            <TextField
              label={t('offers.card.counterAmount', { currency: counterCurrency })}
              inputMode="decimal"
              autoComplete="off"
              required
              autoFocus
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={problem}
            />
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: 8 })}>
              <Button type="submit" busy={move.busy}>
                {t('offers.card.sendCounter')}
              </Button>
              <Button variant="quiet" onClick={() => setCountering(false)}>
                {t('offers.card.cancel')}
              </Button>
            </div>
          </form>
        )}
        {problem && !countering && (
          <p role="alert" className={css({ margin: 0, fontSize: 13, color: tokens.danger })}>
            {problem}
          </p>
        )}
      </div>
    </article>
  );
}
