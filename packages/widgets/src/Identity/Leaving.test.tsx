/**
 * 'Mes données et mon compte' against the real server: the data downloaded as two files (the JSON
 * document and the orders' CSV) from a button a keyboard reaches; the account deleted from a
 * dialog asking for the password, a wrong one refused under the field, the right one ending the
 * session and refusing the old credentials.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountClient, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { renderWithClient } from '../testing/renderWithClient.js';
import { Identity } from './Identity.js';
import { EXPORT_FILES } from './Leaving.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const leaving = async () => within(await screen.findByRole('region', { name: 'Mes données et mon compte' }));

describe('Leaving', () => {
  it('downloads the data as JSON and the orders as CSV', async () => {
    const client = await accountClient();
    const user = await signUpFresh(client);
    const made: Blob[] = [];
    const followed: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return `blob:${made.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.download);
    });
    renderWithClient(<Identity />, client);
    const button = (await leaving()).getByRole('button', { name: 'Télécharger mes données' });
    expect(button.tagName).toBe('BUTTON');
    fireEvent.click(button);
    expect(await (await leaving()).findByRole('status')).toHaveProperty(
      'textContent',
      'Deux fichiers ont été téléchargés : vos données (JSON) et vos commandes (CSV).',
    );
    expect(followed).toEqual([EXPORT_FILES.json, EXPORT_FILES.csv]);
    const data = JSON.parse(await (made[0] as Blob).text());
    expect(data.profile).toMatchObject({ email: user.email, pseudo_profile: user.pseudo });
    expect(data).not.toHaveProperty('orders_csv');
    expect((made[1] as Blob).type).toBe('text/csv;charset=utf-8');
    expect(await (made[1] as Blob).text()).toMatch(/^\uFEFF"order","date","side",/);
    // UTF-8's byte-order mark first, for spreadsheets.
    expect([...new Uint8Array(await (made[1] as Blob).arrayBuffer()).slice(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
    await act(() => client.auth.logout());
  });

  it('deletes the account from a dialog once the right password is given', async () => {
    const client = await accountClient();
    const user = await signUpFresh(client);
    renderWithClient(<Identity />, client);
    fireEvent.click((await leaving()).getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Supprimer votre compte ?' }));
    const password = dialog.getByLabelText(/^Votre mot de passe/);
    // A modal dialog (native <dialog>, whose focus the browser moves in; the keyboard journey
    // proves that in Chromium), its password field a labelled input.
    const box = await screen.findByRole('dialog', { name: 'Supprimer votre compte ?' });
    expect(box.tagName).toBe('DIALOG');
    expect((password as HTMLInputElement).type).toBe('password');

    fireEvent.change(password, { target: { value: 'pas-le-bon' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await dialog.findByText('Ce n’est pas votre mot de passe actuel.')).toBeTruthy();
    expect(client.auth.session()).not.toBeNull();

    fireEvent.change(password, { target: { value: user.password } });
    fireEvent.submit(password.closest('form') as HTMLFormElement);
    await waitFor(() => expect(client.auth.session()).toBeNull());
    expect((await client.auth.login(user.email, user.password)).error).toMatchObject({ status: 401 });
  });
});
