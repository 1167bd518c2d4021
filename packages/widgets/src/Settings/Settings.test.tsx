/**
 * 'Mes paramètres' against the real server: the spec's six toggles and the alerts' one saved one by one (and put back when
 * saving fails), and the language and country saved and applied.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountClient, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { renderWithClient } from '../testing/renderWithClient.js';
import { Settings } from './Settings.js';

afterEach(cleanup);

const LABELS = [
  'Ventes',
  'Messages',
  'Commentaires',
  'Retours',
  'Suivi de commande',
  'Coups de cœur',
  'Alertes de recherches et de prix',
];

describe('Settings', () => {
  it('shows the notification toggles and saves each one as it is flipped', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    const before = (await client.settings.get()).data;
    renderWithClient(<Settings />, client);
    expect(screen.getByRole('heading', { name: 'Mes paramètres' })).toBeTruthy();
    await screen.findByRole('switch', { name: 'Ventes' });
    const switches = screen.getAllByRole('switch');
    expect(switches.map((item) => item.closest('label')?.textContent)).toEqual(LABELS);
    const vente = screen.getByRole('switch', { name: 'Ventes' });
    expect(vente.getAttribute('aria-checked')).toBe(String(before?.vente === '1'));
    fireEvent.click(vente);
    expect(vente.getAttribute('aria-checked')).toBe(String(before?.vente !== '1'));
    await waitFor(() => expect((vente as HTMLButtonElement).disabled).toBe(false));
    expect((await client.settings.get()).data?.vente).toBe(before?.vente === '1' ? '0' : '1');

    fireEvent.click(screen.getByRole('switch', { name: 'Coups de cœur' }));
    await waitFor(async () =>
      expect((await client.settings.get()).data?.love).toBe(before?.love === '1' ? '0' : '1'),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Alertes de recherches et de prix' }));
    await waitFor(async () =>
      expect((await client.settings.get()).data?.alertes).toBe(before?.alertes === '1' ? '0' : '1'),
    );
  });

  it('puts a toggle back and says why when saving fails', async () => {
    let failing = false;
    const client = await accountClient({
      // The network fails for setting updates only, when asked to.
      fetch: (input, init) =>
        failing && String(input).includes('update_paramatre_user')
          ? Promise.reject(new TypeError('Network down'))
          : fetch(input, init),
    });
    await signUpFresh(client);
    renderWithClient(<Settings />, client);
    const retour = await screen.findByRole('switch', { name: 'Retours' });
    const was = retour.getAttribute('aria-checked');
    failing = true;
    fireEvent.click(retour);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^Ce paramètre n’a pas pu être enregistré/);
    expect(retour.getAttribute('aria-checked')).toBe(was);
    failing = false;
    fireEvent.click(retour);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(retour.getAttribute('aria-checked')).not.toBe(was);
  });

  it('shows the language the account was made in, not French, and keeps a change of it', async () => {
    const client = await accountClient();
    await client.setLocale({ country: 'JP', language: 'jp' });
    await signUpFresh(client);
    renderWithClient(<Settings />, client);
    const language = (await screen.findByRole('combobox', { name: '言語' })) as HTMLSelectElement;
    await waitFor(() => expect(language.selectedOptions[0]?.textContent).toBe('日本語'));
    fireEvent.change(language, { target: { value: 'ru' } });
    await waitFor(async () => expect((await client.settings.get()).data?.langue).toBe('ru'));
    cleanup();
    renderWithClient(<Settings />, client);
    const shown = (await screen.findByRole('combobox', { name: 'Язык' })) as HTMLSelectElement;
    await waitFor(() => expect(shown.selectedOptions[0]?.textContent).toBe('Русский'));
  });

  it('saves and applies the language and the country', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    const onLocaleChange = vi.fn();
    renderWithClient(<Settings onLocaleChange={onLocaleChange} />, client);
    expect(await screen.findByRole('heading', { name: 'Préférences internationales' })).toBeTruthy();
    const country = screen.getByRole('combobox', { name: 'Pays' }) as HTMLSelectElement;
    await waitFor(() => expect(country.selectedOptions[0]?.textContent).toBe('France'));
    fireEvent.change(country, { target: { value: 'JP' } });
    await waitFor(() => expect(onLocaleChange).toHaveBeenCalledWith({ language: 'fr', country: 'JP' }));
    await waitFor(() => expect(client.store.getState().country?.alpha2).toBe('JP'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Langue' }), { target: { value: 'en' } });
    await waitFor(() => expect(onLocaleChange).toHaveBeenLastCalledWith({ language: 'en', country: 'JP' }));
    expect(await screen.findByRole('heading', { name: 'My settings' })).toBeTruthy();
    expect(client.store.getState().language).toBe('en');
    expect((await client.settings.get()).data).toMatchObject({ langue: 'en', pays: 'JP' });
  });
});
