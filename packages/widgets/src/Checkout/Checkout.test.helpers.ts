/**
 * Filling in the checkout as a shopper does: the delivery form by its labels, and the sandbox's
 * card field (plain inputs in happy-dom, like Stripe's in a browser). `within` may be a shadow
 * root's content or the light DOM holding the card.
 */
import { fireEvent, waitFor, type within } from '@testing-library/react';
import { expect } from 'vitest';
import { TEST_ADDRESS } from '../Cart/Cart.test.helpers.js';

type Scope = ReturnType<typeof within>;

const LABELS = {
  prenom: 'Prénom',
  nom: 'Nom',
  pays: 'Pays',
  adresse: 'Adresse',
  complement: 'Complément d’adresse',
  ville: 'Ville',
  region_etat: 'Région / État',
  code_postal: 'Code postal',
  telephone: 'Téléphone',
} as const;

/** The delivery form's control for a field, found by its French label. */
export function deliveryField(
  scope: Scope,
  field: keyof typeof LABELS,
): HTMLInputElement | HTMLSelectElement {
  // The label holds the text and, for required fields, a '*' the screen reader skips.
  return scope.getByLabelText(new RegExp(`^${LABELS[field]}( \\*)?$`)) as
    | HTMLInputElement
    | HTMLSelectElement;
}

/**
 * Types an address into the delivery form: the country first, then, once its rules came (the
 * form can be sent), the fields that country asks for; a field it has not (France's region) is
 * left out.
 */
export async function fillAddress(
  scope: Scope,
  address: Partial<Record<keyof typeof LABELS, string>> = TEST_ADDRESS,
) {
  // The form comes with its own chunk.
  const country = await waitFor(() => deliveryField(scope, 'pays'));
  if (address.pays !== undefined) fireEvent.change(country, { target: { value: address.pays } });
  await waitFor(() =>
    expect(
      (scope.getByRole('button', { name: 'Continuer vers le paiement' }) as HTMLButtonElement).disabled,
    ).toBe(false),
  );
  for (const [field, value] of Object.entries(address) as [keyof typeof LABELS, string][]) {
    if (field === 'pays') continue;
    const control = scope.queryByLabelText(new RegExp(`^${LABELS[field]}( \\*)?$`));
    if (control) fireEvent.change(control, { target: { value } });
  }
}

/** Types a card into the sandbox's card field (expiry 12/34, CVC 123 unless told). */
export function fillCard(scope: Scope, number: string, { expiry = '12/34', cvc = '123' } = {}) {
  fireEvent.input(scope.getByLabelText('Numéro de carte'), { target: { value: number } });
  fireEvent.input(scope.getByLabelText('Expiration (MM/AA)'), { target: { value: expiry } });
  fireEvent.input(scope.getByLabelText('CVC'), { target: { value: cvc } });
}
