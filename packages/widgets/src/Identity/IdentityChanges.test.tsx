/**
 * The changes of 'Mon identité' against the real server: the profile under sign-up's rules (said
 * before sending), a pseudo someone else has, a new password that needs the current one, a new
 * e-mail address waiting for its confirmation.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EMAIL_CHANGE_LIMITS, EMAIL_CONFIRMATION_LIMITS } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import { accountClient, SEEDED, signIn, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { renderWithClient } from '../testing/renderWithClient.js';
import { Identity } from './Identity.js';

afterEach(cleanup);

const part = async (name: string) => within(await screen.findByRole('form', { name }));
const type = (form: ReturnType<typeof within>, label: RegExp, value: string) =>
  fireEvent.change(form.getByLabelText(label), { target: { value } });

describe('Identity changes', () => {
  it('reminds a new account of its unconfirmed address and sends the link again, up to the limit', async () => {
    const client = await accountClient();
    const user = await signUpFresh(client);
    renderWithClient(<Identity />, client);
    const reminder = within(await screen.findByRole('region', { name: 'Adresse e-mail à confirmer' }));
    expect(reminder.getByText(/n’est pas encore confirmée/).textContent).toContain(user.email);
    const resend = reminder.getByRole('button', { name: 'Renvoyer le lien' });
    fireEvent.click(resend);
    expect((await reminder.findByRole('status')).textContent).toBe(
      `Un nouveau lien a été envoyé à ${user.email} ; le précédent ne fonctionne plus.`,
    );
    // The rest of the account's share, then one more from the page.
    for (let i = 1; i < EMAIL_CONFIRMATION_LIMITS.perAccount; i++) {
      expect((await client.account.resendEmailConfirmation()).error).toBeUndefined();
    }
    fireEvent.click(resend);
    expect((await reminder.findByRole('alert')).textContent).toBe(
      'Le lien a été renvoyé trop souvent. Réessayez demain.',
    );
    await client.auth.logout();
  });

  it('shows no reminder to an account whose address is confirmed', async () => {
    const client = await accountClient();
    await signIn(client, SEEDED.buyer);
    renderWithClient(<Identity />, client);
    await part('Modifier mes informations');
    expect(screen.queryByRole('region', { name: 'Adresse e-mail à confirmer' })).toBeNull();
    await client.auth.logout();
  });

  it('saves the names, pseudo, telephone and language; the page and the session show them', async () => {
    const client = await accountClient();
    const user = await signUpFresh(client);
    renderWithClient(<Identity />, client);
    const form = await part('Modifier mes informations');
    expect((form.getByLabelText(/^Pseudo/) as HTMLInputElement).value).toBe(user.pseudo);
    type(form, /^Prénom/, 'Inès');
    type(form, /^Pseudo/, `${user.pseudo}x`);
    type(form, /^Téléphone/, '+33 6 12 34 56 78');
    fireEvent.change(form.getByLabelText(/^Langue/), { target: { value: 'it' } });
    fireEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect((await form.findByRole('status')).textContent).toBe('Vos informations sont enregistrées.');
    await waitFor(() => expect(screen.getByText(`${user.pseudo}x`, { selector: 'dd' })).toBeTruthy());
    expect(client.auth.session()).toMatchObject({ pseudo: `${user.pseudo}x`, status: 'Welcome Inès' });
    expect((await client.settings.get()).data?.langue).toBe('it');
    await client.auth.logout();
  });

  it("keeps the account's stored language when a name is saved on a page in another language", async () => {
    const client = await accountClient();
    await signUpFresh(client);
    expect((await client.settings.update('langue', 'ru')).error).toBeUndefined();
    renderWithClient(<Identity />, client);
    const form = await part('Modifier mes informations');
    // The page speaks French; the choice shows the account's Russian.
    await waitFor(() => expect((form.getByLabelText(/^Langue/) as HTMLSelectElement).value).toBe('ru'));
    type(form, /^Prénom/, 'Anna');
    fireEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect((await form.findByRole('status')).textContent).toBe('Vos informations sont enregistrées.');
    expect((await client.settings.get()).data?.langue).toBe('ru');
    await client.auth.logout();
  });

  it("says too many wrong passwords in the reader's language, not the server's English", async () => {
    const client = await accountClient();
    await signUpFresh(client);
    renderWithClient(<Identity />, client);
    const form = await part('Changer de mot de passe');
    // The form filled first, then the free wrong tries, then the form's try at once: the server
    // answers 429 to a try that comes within a second of the last wrong one.
    type(form, /^Mot de passe actuel/, 'encore-faux');
    type(form, /^Nouveau mot de passe/, 'un-nouveau-mot-de-passe');
    for (let i = 0; i < 5; i++) {
      const wrong = await client.account.changePassword(`pas-le-bon-${i}`, 'un-nouveau-mot-de-passe');
      expect(wrong.error).toBeDefined();
    }
    fireEvent.click(form.getByRole('button', { name: 'Changer le mot de passe' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Trop de tentatives de connexion. Patientez un peu avant de réessayer.',
    );
    await client.auth.logout();
  });

  it('says in the reader’s language when new addresses were asked for too often', async () => {
    const client = await accountClient();
    const user = await signUpFresh(client);
    for (let i = 0; i < EMAIL_CHANGE_LIMITS.perAccount; i++) {
      const asked = await client.account.changeEmail(
        user.password,
        `essai${i}.${user.pseudo.toLowerCase()}@example.test`,
      );
      expect(asked.error).toBeUndefined();
    }
    renderWithClient(<Identity />, client);
    const form = await part('Changer d’adresse e-mail');
    type(form, /^Nouvelle adresse e-mail/, `encore.${user.pseudo.toLowerCase()}@example.test`);
    type(form, /^Mot de passe actuel/, user.password);
    fireEvent.click(form.getByRole('button', { name: 'Envoyer le lien de confirmation' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Une nouvelle adresse a été demandée trop souvent. Réessayez demain.',
    );
    await client.auth.logout();
  });

  it("says what sign-up would refuse before sending, and another member's pseudo after", async () => {
    const other = await accountClient();
    const taken = await signUpFresh(other);
    await other.auth.logout();
    const client = await accountClient();
    await signUpFresh(client);
    renderWithClient(<Identity />, client);
    const form = await part('Modifier mes informations');
    type(form, /^Nom/, '  ');
    type(form, /^Téléphone/, 'appelez-moi');
    fireEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(form.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Ce champ est obligatoire.',
        'Saisissez un numéro de téléphone valide.',
      ]),
    );
    type(form, /^Nom/, 'Moreau');
    type(form, /^Téléphone/, '');
    type(form, /^Pseudo/, taken.pseudo.toUpperCase());
    fireEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Ce pseudo est déjà pris : choisissez-en un autre.',
    );
    await client.auth.logout();
  });

  it('changes the password only with the current one, and keeps this session', async () => {
    const client = await accountClient();
    const user = await signUpFresh(client);
    renderWithClient(<Identity />, client);
    const form = await part('Changer de mot de passe');
    type(form, /^Mot de passe actuel/, 'pas-le-bon');
    type(form, /^Nouveau mot de passe/, 'un-nouveau-mot-de-passe');
    fireEvent.click(form.getByRole('button', { name: 'Changer le mot de passe' }));
    expect((await form.findByRole('alert')).textContent).toBe('Ce n’est pas votre mot de passe actuel.');
    type(form, /^Mot de passe actuel/, user.password);
    fireEvent.click(form.getByRole('button', { name: 'Changer le mot de passe' }));
    expect((await form.findByRole('status')).textContent).toBe(
      'Mot de passe changé. Vos autres sessions ont été fermées.',
    );
    expect(client.auth.session()).not.toBeNull();
    expect((await client.refresh('user_detail')).error).toBeUndefined();
    await client.auth.logout();
    expect((await client.auth.login(user.email, 'un-nouveau-mot-de-passe')).error).toBeUndefined();
    await client.auth.logout();
  });

  it('sends a confirmation link for a new address, which changes nothing until it is used', async () => {
    const client = await accountClient();
    const user = await signUpFresh(client);
    renderWithClient(<Identity />, client);
    const form = await part('Changer d’adresse e-mail');
    const moved = `nouvelle.${user.pseudo.toLowerCase()}@example.test`;
    type(form, /^Nouvelle adresse e-mail/, moved);
    type(form, /^Mot de passe actuel/, user.password);
    fireEvent.click(form.getByRole('button', { name: 'Envoyer le lien de confirmation' }));
    expect((await form.findByRole('status')).textContent).toBe(
      `Un lien de confirmation a été envoyé à ${moved}, et votre adresse actuelle en est informée. Rien ne change avant la confirmation.`,
    );
    expect((await client.refresh('user_detail')).data).toMatchObject({ email: user.email });
    await client.auth.logout();
  });
});
