/** 'Mes adresses', the address book, against the real server through the SDK. */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountClient, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { DELIVERY } from '../Orders/Orders.test.helpers.js';
import { createTestClient, renderWithClient, testServerUrl } from '../testing/renderWithClient.js';
import { AccountAddresses } from './AccountAddresses.js';

afterEach(cleanup);

const TOKYO = {
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
};

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AccountAddresses', () => {
  it('tells a Russian reader, in Russian, that an address deleted in another tab is gone, and shows the book as it is', async () => {
    const client = createTestClient(testServerUrl(), 'ru');
    await act(() => client.setLocale({ country: 'FR', language: 'ru' }));
    await signUpFresh(client);
    expect((await client.addresses.saveAddress(DELIVERY)).error).toBeUndefined();
    const tokyo = await client.addresses.saveAddress(TOKYO);
    renderWithClient(<AccountAddresses />, client);
    const card = await screen.findByRole('article', { name: /Адрес: 花子 山田/ });
    // Deleted elsewhere while this page shows it.
    expect((await client.addresses.remove(tokyo.data?.id_adresse_livraison as number)).error).toBeUndefined();
    fireEvent.click(within(card).getByRole('button', { name: 'Сделать основным адресом' }));
    expect(
      await screen.findByText(
        'Этого адреса больше нет в вашей адресной книге (он удалён или изменён в другом окне): вот книга в её нынешнем виде.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: /Адрес: 花子 山田/ })).toBeNull());
  });

  it('says there is no address yet', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    renderWithClient(<AccountAddresses />, client);
    expect(await screen.findByText('Aucune adresse de livraison pour l’instant.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mes adresses' })).toBeTruthy();
  });

  it('writes a Japanese address in the order Japanese readers expect: postcode, prefecture, street, name', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    const saved = await client.addresses.saveAddress(TOKYO);
    expect(saved.error).toBeUndefined();
    renderWithClient(<AccountAddresses />, client);
    const card = await screen.findByRole('article', { name: /Adresse de 花子 山田/ });
    const lines = () => [...(card.querySelector('address')?.children ?? [])].map((line) => line.textContent);
    await expect
      .poll(() => lines().slice(0, 5))
      .toEqual(['〒100-0001', '東京都', '千代田区千代田1-1', 'ビル3階', '山田 花子']);
    expect(card.textContent).toContain('Par défaut');
  });

  it('adds a London address with no region nor line 2 asked, says what is wrong under its field, and makes it the default', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    await client.addresses.saveAddress(TOKYO);
    renderWithClient(<AccountAddresses />, client);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une adresse' }));
    const form = await screen.findByRole('region', { name: 'Nouvelle adresse' });
    fireEvent.change(within(form).getByLabelText(/Pays/), { target: { value: 'GB' } });
    // Britain's rules: a postcode, no region at all; line 2 is never required.
    const postcode = await within(form).findByLabelText(/Code postal/);
    expect(postcode.hasAttribute('required')).toBe(true);
    expect(within(form).queryByLabelText(/Région|État|Province/)).toBeNull();
    expect(
      within(form)
        .getByLabelText(/Adresse ligne 2|Complément/)
        .hasAttribute('required'),
    ).toBe(false);
    type(/^Prénom/, 'Oliver');
    type(/^Nom/, 'Smith');
    type(/^Adresse\s*\*?$/, '221B Baker Street');
    type(/^Ville/, 'London');
    type(/^Téléphone/, '+44 20 7946 0000');
    // A French postcode: the form says so under the field, before anything is sent.
    fireEvent.change(postcode, { target: { value: '75004' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'En faire l’adresse par défaut' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Ce code postal n’a pas la forme de ce pays.')).toBeTruthy();
    fireEvent.change(postcode, { target: { value: 'NW1 6XE' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Adresse enregistrée.'));
    const cards = screen.getAllByRole('article');
    expect(cards[0]?.textContent).toContain('221B Baker Street');
    expect(cards[0]?.textContent).toContain('Par défaut');
    await waitFor(() => expect(cards[0]?.textContent).toContain('London'));
    expect(cards[1]?.textContent).not.toContain('Par défaut');
    const book = await client.addresses.list();
    expect(
      book.data?.map((address) => [address.code_postal, address.region_etat, address.par_defaut]),
    ).toEqual([
      ['NW1 6XE', '', true],
      ['100-0001', '東京都', false],
    ]);
  });

  it('deletes an address after asking, by keyboard-reachable buttons named by their address', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    await client.addresses.saveAddress(TOKYO);
    await client.addresses.saveAddress({ ...DELIVERY, region_etat: '' });
    renderWithClient(<AccountAddresses />, client);
    const card = await screen.findByRole('article', {
      name: `Adresse de ${DELIVERY.prenom} ${DELIVERY.nom}`,
    });
    const remove = within(card).getByRole('button', { name: 'Supprimer' });
    expect(remove.getAttribute('aria-describedby')).toBe(card.getAttribute('aria-labelledby'));
    fireEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Supprimer cette adresse ? Les commandes passées la gardent.',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect((await client.addresses.list()).data?.map((address) => address.nom)).toEqual(['山田']);
  });
});
