/** 'Mes adresses' against the real server: the last delivery address, or an empty state. */
import { cleanup, screen, waitFor } from '@testing-library/react';
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
    // The address's lines come with their formats' code.
    await waitFor(() => expect(card.textContent).toContain(`${DELIVERY.prenom} ${DELIVERY.nom}`));
    expect(card.textContent).toContain(DELIVERY.adresse);
    expect(card.textContent).toContain(DELIVERY.complement);
    expect(card.textContent).toContain(`${DELIVERY.code_postal} ${DELIVERY.ville}`);
    expect(card.textContent).toContain(DELIVERY.region_etat);
    expect(card.textContent).toContain('France');
    expect(card.textContent).toContain(`Téléphone : ${DELIVERY.telephone}`);
  });

  it('writes a Japanese address in the order Japanese readers expect: postcode, prefecture, street, name', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    const saved = await client.orders.saveAddress({
      ...DELIVERY,
      prenom: '花子',
      nom: '山田',
      pays: 'JP',
      adresse: '千代田1-1',
      complement: 'ビル3階',
      ville: '千代田区',
      region_etat: '東京都',
      code_postal: '100-0001',
      telephone: '+81 3 1234 5678',
    });
    expect(saved.error).toBeUndefined();
    renderWithClient(<AccountAddresses />, client);
    const card = await screen.findByRole('article', { name: 'Dernière adresse de livraison' });
    const lines = () => [...(card.querySelector('address')?.children ?? [])].map((line) => line.textContent);
    await expect
      .poll(() => lines().slice(0, 5))
      .toEqual(['〒100-0001', '東京都', '千代田区千代田1-1', 'ビル3階', '山田 花子']);
  });
});
