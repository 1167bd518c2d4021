/**
 * A forgotten password, as a visitor goes through it, against the real test server: 'Forgot your
 * password?' on the sign-in form asks for the link; the pages a link opens check what is typed
 * and say when the link no longer works. (The link's whole way, from the e-mail to the new
 * password, is sdk-core's account.test.ts and the browser journey.)
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { VitrineClient } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import { accountClient, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { LoginForm } from '../Login/LoginForm.js';
import { renderWithClient } from '../testing/renderWithClient.js';
import { ConfirmEmail } from './ConfirmEmail.js';
import { ResetPassword } from './ResetPassword.js';

afterEach(cleanup);

const client = (): Promise<VitrineClient> => accountClient();

/** A new account of the test server, signed out. */
async function account(): Promise<{ email: string; password: string }> {
  const signing = await client();
  const user = await signUpFresh(signing);
  await signing.auth.logout();
  return user;
}

const SPENT =
  'Ce lien ne fonctionne plus : il a déjà servi, il a expiré ou un plus récent a été envoyé. Demandez-en un nouveau.';

describe('a forgotten password', () => {
  it('is asked for from the sign-in form, which then says where the link went, whoever has the address', async () => {
    const { email } = await account();
    renderWithClient(<LoginForm />, await client());
    fireEvent.change(screen.getByLabelText(/^Adresse e-mail/), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    const form = within(await screen.findByRole('form', { name: 'Mot de passe oublié' }));
    // What was typed in the sign-in form is kept.
    expect((form.getByLabelText(/^Adresse e-mail/) as HTMLInputElement).value).toBe(email);
    fireEvent.click(form.getByRole('button', { name: 'Envoyer le lien' }));
    expect((await form.findByRole('status')).textContent).toBe(
      `Si un compte utilise ${email}, un e-mail vient d’y être envoyé. Son lien fonctionne une fois, pendant une heure.`,
    );
    fireEvent.click(form.getByRole('button', { name: 'Retour à la connexion' }));
    expect(await screen.findByRole('form', { name: 'Déjà client' })).toBeTruthy();
  });

  it('checks the address before sending anything', async () => {
    renderWithClient(<LoginForm />, await client());
    fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    const form = within(await screen.findByRole('form', { name: 'Mot de passe oublié' }));
    fireEvent.change(form.getByLabelText(/^Adresse e-mail/), { target: { value: 'pas-une-adresse' } });
    fireEvent.click(form.getByRole('button', { name: 'Envoyer le lien' }));
    expect((await form.findByRole('alert')).textContent).toBe('Saisissez une adresse e-mail valide.');
    expect(form.queryByRole('status')).toBeNull();
  });

  it("checks the new password on the link's page before sending, and says when the link no longer works", async () => {
    renderWithClient(<ResetPassword token={'x'.repeat(43)} />, await client());
    expect(screen.getByRole('heading', { name: 'Choisir un nouveau mot de passe' })).toBeTruthy();
    const field = screen.getByLabelText(/^Nouveau mot de passe/);
    fireEvent.change(field, { target: { value: 'court' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Au moins 8 caractères.');
    fireEvent.change(field, { target: { value: 'un-nouveau-mot-de-passe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect((await screen.findByText(SPENT)).getAttribute('role')).toBe('alert');
  });

  it('says a link without its secret is incomplete, in the reader’s language', async () => {
    const russian = await client();
    await russian.setLocale({ country: 'RU', language: 'ru' });
    renderWithClient(<ResetPassword />, russian);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Ссылка неполная: откройте ссылку из письма без изменений.',
    );
  });
});

describe("the link's secret in the address bar", () => {
  it('is taken out of the address and the history entry once read, and still used', async () => {
    history.replaceState({ kept: 1 }, '', `/fr-fr/reset-password?from=mail#token=${'y'.repeat(43)}&lang=fr`);
    renderWithClient(<ResetPassword />, await client());
    expect(location.href.endsWith('/fr-fr/reset-password?from=mail#lang=fr')).toBe(true);
    expect(history.state).toEqual({ kept: 1 });
    fireEvent.change(screen.getByLabelText(/^Nouveau mot de passe/), {
      target: { value: 'un-nouveau-mot-de-passe' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    // The secret read before it left the address went to the server (which knows no such link).
    expect((await screen.findByText(SPENT)).getAttribute('role')).toBe('alert');
    cleanup();

    history.replaceState(null, '', `/fr-fr/confirm-email#token=${'z'.repeat(43)}`);
    renderWithClient(<ConfirmEmail />, await client());
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/fr-fr/confirm-email');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer l’adresse' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SPENT);
    history.replaceState(null, '', '/');
  });
});

describe('a new address confirmed', () => {
  it('says a spent or unknown link no longer works', async () => {
    renderWithClient(<ConfirmEmail token={'x'.repeat(43)} />, await client());
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer l’adresse' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SPENT);
  });
});
