/**
 * Where the payment provider's card input goes. Stripe Elements refuse to mount inside a shadow
 * root ("Elements cannot be mounted in a ShadowRoot", stripe/stripe-js#662), so in a custom
 * element the input lives in the host's light DOM: the element gives a light-DOM container
 * (`slot="card-field"`) and this renders the `<slot>` that shows it in place. In a React app
 * without shadow DOM, the input mounts into a div rendered here.
 */
import type { CardField, CardFieldState, CardFieldTexts, PaymentMethodProvider } from '@vitrine/sdk-core';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { CARD_FIELD_SLOT } from './cardFieldSlot.js';

export interface CardFieldHostProps {
  /**
   * A light-DOM element to mount the card input into, assigned to the `card-field` slot of the
   * shadow root this renders in. Absent, the input mounts into a div of its own.
   */
  container?: HTMLElement;
  /** The field is ready to take a card. */
  onReady(field: CardField, provider: PaymentMethodProvider): void;
  /** What was typed changed: complete or not, and the provider's message about it. */
  onChange?(state: CardFieldState): void;
}

export function CardFieldHost({ container, onReady, onChange }: CardFieldHostProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  const own = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  // The field's own labels and messages, in the interface language (Stripe words its own from
  // the language's locale).
  const texts: CardFieldTexts = {
    number: t('checkout.cardField.number'),
    expiry: t('checkout.cardField.expiry'),
    cvc: t('checkout.cardField.cvc'),
    brand: (brand) => t('checkout.cardField.brand', { brand }),
    invalidNumber: t('checkout.cardField.invalidNumber'),
    invalidExpiry: t('checkout.cardField.invalidExpiry'),
    pastExpiry: t('checkout.cardField.pastExpiry'),
  };
  // Latest callbacks, language and texts, read when the field mounts: a re-render must not
  // remount it (that would clear the card being typed).
  const latest = useRef({ onReady, onChange, language, texts });
  latest.current = { onReady, onChange, language, texts };
  const mountedField = useRef<CardField | null>(null);
  // A new language rewords the mounted field where it can, and keeps the card typed in it.
  useEffect(() => {
    if (language) mountedField.current?.setTexts?.(latest.current.texts);
  }, [language]);

  useEffect(() => {
    const target = container ?? own.current;
    if (!target) return;
    if (!container && typeof ShadowRoot !== 'undefined' && target.getRootNode() instanceof ShadowRoot) {
      console.error(
        'CardFieldHost renders in a shadow root without a light-DOM container: card providers such as Stripe refuse shadow roots. Pass `container` (a light-DOM element with slot="card-field" in the host).',
      );
    }
    let cancelled = false;
    let field: CardField | null = null;
    let stopListening = () => {};
    setStatus('loading');
    (async () => {
      try {
        const provider = await client.payments();
        const mounted = await provider.mountCardField(target, {
          language: latest.current.language,
          texts: latest.current.texts,
        });
        if (cancelled) {
          mounted.destroy();
          return;
        }
        field = mounted;
        mountedField.current = mounted;
        stopListening = mounted.onChange((state) => latest.current.onChange?.(state));
        setStatus('ready');
        latest.current.onReady(mounted, provider);
      } catch (error) {
        console.error('The card field could not be mounted', error);
        if (!cancelled) setStatus('unavailable');
      }
    })();
    return () => {
      cancelled = true;
      stopListening();
      field?.destroy();
      mountedField.current = null;
    };
  }, [client, container]);

  return (
    <div className={css({ display: 'grid', gap: 6 })}>
      {container ? (
        <slot name={CARD_FIELD_SLOT} />
      ) : (
        <div ref={own} data-testid="card-field" className={css({ minHeight: 44 })} />
      )}
      {status === 'loading' && (
        <span role="status" className={css({ fontSize: 13, color: tokens.muted })}>
          {t('checkout.cardLoading')}
        </span>
      )}
      {status === 'unavailable' && (
        <span role="alert" className={css({ fontSize: 13, color: tokens.danger })}>
          {t('checkout.cardUnavailable')}
        </span>
      )}
    </div>
  );
}
