/**
 * Checkout step '2. Paiement' (spec §2, §4, §8): card holder name, the provider's card field,
 * 'save for next payment' and the pay button, all in the interface language (the spec names them
 * in English for everyone). Paying runs the SDK's checkout — address, card token, one intent per
 * line, each confirmed in turn — and shows which of these is under way. A refusal of the card is
 * shown under the card, worded from its decline code in the interface language (`declineKey`); a
 * sold or repriced item (409) says so and has the cart read again. Nothing typed is lost on a
 * failure.
 */
import {
  ADDRESS_NOT_FOUND_CODE,
  ADDRESS_RETIRED_CODE,
  type CardField,
  CHARGE_LIMIT_CODE,
  type CheckoutResult,
  type CheckoutStep,
  declineKey,
  HOLD_LIMIT_CODE,
  type LastAddress,
  NOT_HONOURED_CODE,
  NOT_HONOURED_REASONS,
  type NotHonouredReason,
  type PaymentMethodProvider,
  SdkHttpError,
} from '@vitrine/sdk-core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useT } from '../hooks/useT.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { Checkbox, TextField } from '../ui/Field.js';
import { CardFieldHost } from './CardFieldHost.js';

export interface PaymentStepProps {
  /** The address of the buyer's book to deliver to; null until step 1 is done, and the step stays closed. */
  address: LastAddress | null;
  /** Whether anything in the cart can be paid for (a total above 0). */
  payable: boolean;
  /** The light-DOM container for the card input, inside a custom element (see CardFieldHost). */
  cardFieldContainer?: HTMLElement;
  /** A sold or repriced item stopped the payment: the cart must be read again. */
  onCartChanged(): void;
  /** The server refused the address: back to step 1 with its message. */
  onAddressRefused(message: string): void;
  onPaid(result: CheckoutResult): void;
}

export function PaymentStep({
  address,
  payable,
  cardFieldContainer,
  onCartChanged,
  onAddressRefused,
  onPaid,
}: PaymentStepProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const cardMessageId = useId();
  const holderBox = useRef<HTMLDivElement>(null);
  const [holderName, setHolderName] = useState('');
  const [holderError, setHolderError] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [card, setCard] = useState<{ field: CardField; provider: PaymentMethodProvider } | null>(null);
  const [typingError, setTypingError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [progress, setProgress] = useState<CheckoutStep | null>(null);
  const pay = useAction(client.checkout.pay);
  const open = address !== null;

  // Opening the step: the name on the address is a good guess for the card's, and the
  // keyboard goes on to the first field of the step.
  useEffect(() => {
    if (!address) return;
    setHolderName((current) => current || [address.prenom, address.nom].filter(Boolean).join(' '));
    holderBox.current?.querySelector('input')?.focus();
  }, [address]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!address || !card) return;
    const name = holderName.trim();
    if (!name) {
      setHolderError(t('validation.required'));
      holderBox.current?.querySelector('input')?.focus();
      return;
    }
    setCardError(null);
    setNotice(null);
    // Which part of the payment failed decides where its message goes.
    const reached: { step: CheckoutStep } = { step: 'address' };
    const result = await pay.run({
      address: { id_adresse_livraison: address.id_adresse_livraison },
      provider: card.provider,
      card: card.field,
      holderName: name,
      saveCard,
      onStep: (step) => {
        reached.step = step;
        setProgress(step);
      },
    });
    if (!result) return;
    if (!result.error) {
      onPaid(result.data);
      return;
    }
    setProgress(null);
    const { error } = result;
    if (error instanceof SdkHttpError && error.body.code === HOLD_LIMIT_CODE) {
      // The cart is as it was: it is the buyer's other unpaid checkouts that stand in the way.
      setNotice(
        t('checkout.holdLimit', {
          items: Number(error.body.max_items),
          checkouts: Number(error.body.max_checkouts),
        }),
      );
    } else if (error instanceof SdkHttpError && error.body.code === CHARGE_LIMIT_CODE) {
      // Nothing was held: the line's price is past what one card payment may take.
      setNotice(t('checkout.tooLarge'));
    } else if (
      error instanceof SdkHttpError &&
      error.body.code === NOT_HONOURED_CODE &&
      NOT_HONOURED_REASONS.includes(error.body.reason as NotHonouredReason)
    ) {
      // The listing changed during the payment: why, in the buyer's language; nothing was charged.
      setNotice(t(`checkout.notHonoured.${error.body.reason as NotHonouredReason}`));
      onCartChanged();
    } else if (
      error instanceof SdkHttpError &&
      (error.body.code === ADDRESS_RETIRED_CODE || error.body.code === ADDRESS_NOT_FOUND_CODE)
    ) {
      // Changed or deleted in another tab since this one showed it: chosen again from the book
      // as it now is (the chooser reads it afresh).
      onAddressRefused(t('checkout.addressChanged'));
    } else if (error instanceof SdkHttpError && error.status === 409) {
      setNotice(t('checkout.conflict'));
      onCartChanged();
    } else if (reached.step === 'address') {
      onAddressRefused(error.message);
    } else if (reached.step === 'token' || reached.step === 'confirm') {
      const key = declineKey(error);
      setCardError(key ? t(`checkout.declines.${key}`) : error.message);
      card.field.focus();
    } else {
      setNotice(t('checkout.failed', { message: error.message }));
    }
  };

  // A field that shows its typing errors under its own inputs is not repeated here.
  const underCard = cardError ?? (card?.field.showsErrors ? null : typingError);

  return (
    <form
      noValidate
      onSubmit={submit}
      hidden={!open}
      aria-busy={pay.busy || undefined}
      className={css({ display: open ? 'grid' : 'none', gap: 16 })}
    >
      <div ref={holderBox}>
        <TextField
          label={t('checkout.holderName')}
          name="holder-name"
          autoComplete="cc-name"
          required
          value={holderName}
          error={holderError}
          onChange={(event) => {
            setHolderName(event.target.value);
            setHolderError(null);
          }}
        />
      </div>
      <fieldset
        aria-describedby={underCard ? cardMessageId : undefined}
        className={css({ display: 'grid', gap: 6, margin: 0, padding: 0, border: 0, minWidth: 0 })}
      >
        <legend className={css({ padding: 0, marginBottom: 6, fontSize: 13, fontWeight: 600 })}>
          {t('checkout.card')}
        </legend>
        <CardFieldHost
          container={cardFieldContainer}
          onReady={(field, provider) => setCard({ field, provider })}
          onChange={(state) => {
            setTypingError(state.error);
            setCardError(null);
          }}
        />
        {underCard && (
          <p
            id={cardMessageId}
            role="alert"
            data-testid="card-error"
            className={css({ margin: 0, fontSize: 13, color: tokens.danger })}
          >
            {underCard}
          </p>
        )}
      </fieldset>
      <Checkbox
        label={t('checkout.saveCard')}
        checked={saveCard}
        onChange={(event) => setSaveCard(event.target.checked)}
      />
      {!payable && (
        <p className={css({ margin: 0, color: tokens.muted })}>
          {t('checkout.nothingToPay')}{' '}
          <Link to={{ to: 'cart' }} className={css({ color: tokens.ink, ...focusRing })}>
            {t('checkout.backToCart')}
          </Link>
        </p>
      )}
      {notice && (
        <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
          {notice}
        </p>
      )}
      <p
        role="status"
        aria-live="polite"
        className={css({ margin: 0, minHeight: '1.45em', color: tokens.muted })}
      >
        {progress ? t(`checkout.progress.${progress}`) : ''}
      </p>
      <div>
        <Button type="submit" busy={pay.busy} disabled={!card || !payable}>
          {t('checkout.submit')}
        </Button>
      </div>
    </form>
  );
}
