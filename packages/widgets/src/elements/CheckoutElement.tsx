/**
 * `<vitrine-checkout>`: the two-step payment. Card providers refuse shadow roots
 * (stripe/stripe-js#662), so the element keeps a light-DOM child `<div slot="card-field">` for
 * the card input, shown in place through the checkout's `<slot name="card-field">`. A host page
 * may style it as `vitrine-checkout > [slot=card-field]`.
 *
 * After payment it dispatches `vitrine:checkout-complete` (bubbling, composed, cancelable) with
 * the payment result. A host that routes to its own review page cancels the event; otherwise the
 * review shows in the element.
 */
import type { CheckoutResult } from '@vitrine/sdk-core';
import { useLayoutEffect, useState } from 'react';
import { Checkout } from '../Checkout/Checkout.js';
import { CARD_FIELD_SLOT } from '../Checkout/cardFieldSlot.js';
import { LazyCheckoutReview } from '../CheckoutReview/LazyCheckoutReview.js';
import { dispatchFromHost, type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface CheckoutElementProps extends ElementBaseProps {}

/** The host element of a shadow root, or null. */
function hostOf(container: Node | undefined): Element | null {
  return typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot ? container.host : null;
}

export function CheckoutElement(props: CheckoutElementProps) {
  const { container } = props;
  const host = hostOf(container);
  // Made at once (not in an effect) so the checkout's first render already has it; it joins the
  // host's light DOM before the card field mounts, which happens after an await.
  const [cardSlot] = useState(() => {
    if (!host) return undefined;
    const element = host.ownerDocument.createElement('div');
    element.slot = CARD_FIELD_SLOT;
    return element;
  });
  useLayoutEffect(() => {
    if (!host || !cardSlot) return;
    host.append(cardSlot);
    return () => cardSlot.remove();
  }, [host, cardSlot]);
  const [result, setResult] = useState<CheckoutResult | null>(null);

  return (
    <ElementRoot {...props}>
      {result ? (
        <LazyCheckoutReview result={result} />
      ) : (
        <Checkout
          cardFieldContainer={cardSlot}
          onComplete={(paid) => {
            if (dispatchFromHost(container, 'vitrine:checkout-complete', paid)) setResult(paid);
          }}
        />
      )}
    </ElementRoot>
  );
}
