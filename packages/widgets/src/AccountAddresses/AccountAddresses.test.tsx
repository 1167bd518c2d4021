/** 'Mes adresses' against the real server: the last delivery address, or an empty state. */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountClient, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { DELIVERY } from '../Orders/Orders.test.helpers.js';
import { renderWithClient } from '../testing/renderWithClient.js';
import { AccountAddresses } from './AccountAddresses.js';

afterEach(cleanup);

describe('AccountAddresses', () => {
  it('says there is no address yet', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    renderWithClient(<AccountAddresses />, client);
    expect(screen.getByRole('heading', { name: 'Mes adresses' })).toBeTruthy();
    expect(await screen.findByText('Aucune adresse de livraison pour l’instant.')).toBeTruthy();
  });

  it('shows the delivery address used last', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    const saved = await client.orders.saveAddress(DELIVERY);
    expect(saved.error).toBeUndefined();
    renderWithClient(<AccountAddresses />, client);
    const card = await screen.findByRole('article', { name: 'Dernière adresse de livraison' });
    expect(card.textContent).toContain(`${DELIVERY.prenom} ${DELIVERY.nom}`);
    expect(card.textContent).toContain(DELIVERY.adresse);
    expect(card.textContent).toContain(DELIVERY.complement);
    expect(card.textContent).toContain(`${DELIVERY.code_postal} ${DELIVERY.ville}`);
    expect(card.textContent).toContain(DELIVERY.region_etat);
    expect(card.textContent).toContain('France');
    expect(card.textContent).toContain(`Téléphone : ${DELIVERY.telephone}`);
  });
});
