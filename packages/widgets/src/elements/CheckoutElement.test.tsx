/**
 * `<vitrine-checkout>` in happy-dom against the real server and the sandbox provider: the form in
 * its shadow root, the card input in the host's light DOM (card providers refuse shadow roots),
 * and `vitrine:checkout-complete` after a payment. Items: BerlinModeArchiv sizes 21–31 (see
 * Cart.test.helpers.ts).
 */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import type { CheckoutResult } from '@vitrine/sdk-core';
import { describe, expect, it } from 'vitest';
import { addItems, CARDS, signUpBuyer } from '../Cart/Cart.test.helpers.js';
import { fillAddress, fillCard } from '../Checkout/Checkout.test.helpers.js';
import {
  inShadow,
  listen,
  mountElement,
  pageClient,
  setUpElementPage,
  until,
} from './CartElement.test.helpers.js';

setUpElementPage();

const WINDOW = { from: 21, to: 32 } as const;

describe('<vitrine-checkout>', () => {
  it('mounts the card input in light DOM through a slot, pays, and dispatches vitrine:checkout-complete', async () => {
    const client = await pageClient();
    await signUpBuyer(client, 'checkoutelement');
    const [item] = await addItems(client, 'BerlinModeArchiv', { ...WINDOW, count: 1 });
    const element = mountElement('vitrine-checkout');
    const shadow = inShadow(element);
    expect(await shadow.findByRole('heading', { name: '1. Livraison' })).toBeTruthy();
    expect(await shadow.findByText('Les champs marqués d’un * sont obligatoires.')).toBeTruthy();

    await fillAddress(shadow);
    fireEvent.click(shadow.getByRole('button', { name: 'Continuer vers le paiement' }));
    // Step 2 comes with the card field: its inputs are light-DOM children of the host, shown
    // through the shadow root's slot.
    await until(() => element.querySelector('[slot="card-field"] input[name="card-number"]'));
    const cardHolder = element.querySelector(':scope > [slot="card-field"]') as HTMLElement;
    expect(within(cardHolder).getByLabelText('Numéro de carte')).toBeTruthy();
    expect(element.shadowRoot?.querySelector('input[name="card-number"]')).toBeNull();
    expect(element.shadowRoot?.querySelector('slot[name="card-field"]')).toBeTruthy();
    const pay = await waitFor(() => {
      const button = shadow.getByRole('button', { name: 'Valider le paiement' }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
      return button;
    });
    const completions = listen('vitrine:checkout-complete');
    fillCard(within(cardHolder), CARDS.ok);
    fireEvent.click(pay);

    await until(() => completions.length === 1);
    const event = completions[0] as CustomEvent<CheckoutResult>;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.detail.intents.map((intent) => intent.id_sous_produit)).toEqual([item!.id_sous_produit]);
    expect(event.detail.currency).toBe('EUR');
    // Nobody cancelled the event: the review shows in the element.
    expect(await shadow.findByRole('heading', { name: 'Merci pour votre commande !' })).toBeTruthy();
    expect((await client.cart.list()).data).toEqual([]);
  });

  it('leaves the next step to a host that cancels vitrine:checkout-complete, and its card field goes with it', async () => {
    const client = await pageClient();
    await signUpBuyer(client, 'checkoutelement');
    await addItems(client, 'BerlinModeArchiv', { ...WINDOW, count: 1 });
    const element = mountElement('vitrine-checkout');
    const shadow = inShadow(element);
    await shadow.findByRole('heading', { name: '1. Livraison' });
    await fillAddress(shadow);
    fireEvent.click(shadow.getByRole('button', { name: 'Continuer vers le paiement' }));
    await until(() => element.querySelector('[slot="card-field"] input[name="card-number"]'));
    const completions = listen('vitrine:checkout-complete', { cancel: true });
    fillCard(within(element.querySelector('[slot="card-field"]') as HTMLElement), CARDS.ok);
    await waitFor(() =>
      expect(
        (shadow.getByRole('button', { name: 'Valider le paiement' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    fireEvent.click(shadow.getByRole('button', { name: 'Valider le paiement' }));
    // Waited for inside act: a review the element chose to show after the event would be
    // rendered by the time act ends, so what is on screen then is the element's choice.
    await act(() => until(() => completions.length === 1));
    expect(shadow.getByRole('heading', { name: '1. Livraison' })).toBeTruthy();
    expect(shadow.queryByRole('heading', { name: 'Merci pour votre commande !' })).toBeNull();

    element.remove();
    await until(() => element.querySelector('[slot="card-field"]') === null);
  });
});
