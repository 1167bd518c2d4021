/**
 * The login page against the real server: the two forms and their layouts, the sign-up
 * defaults, the rules of spec §5 with their messages, and what the server refuses.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  birthDateWindow,
  createMemoryStorage,
  latestBirthYear,
  SdkHttpError,
  SESSION_STORAGE_KEY,
  texts,
} from '@vitrine/sdk-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountClient, SEEDED, signUpFresh, unique } from '../AccountMenu/AccountMenu.test.helpers.js';
import { VitrineProvider } from '../provider.js';
import { recordingNavigation, renderWithClient } from '../testing/renderWithClient.js';
import { styleText } from '../testing/styleText.js';
import { LoginForm } from './LoginForm.js';
import { LoginPage } from './LoginPage.js';
import { SignupForm } from './SignupForm.js';

afterEach(cleanup);

const signupForm = () => screen.getByRole('form', { name: 'Créer un compte' });
const loginForm = () => screen.getByRole('form', { name: 'Déjà client' });

/** Fills the sign-up form as a person would; `birth` is a yyyy-mm-dd date. */
function fillSignup(values: { email: string; pseudo: string; birth?: string }) {
  const form = within(signupForm());
  fireEvent.click(form.getByRole('radio', { name: 'Homme' }));
  fireEvent.change(form.getByLabelText(/^Nom/), { target: { value: 'Moreau' } });
  fireEvent.change(form.getByLabelText(/^Prénom/), { target: { value: 'Léa' } });
  fireEvent.change(form.getByLabelText(/^Adresse e-mail/), { target: { value: values.email } });
  fireEvent.change(form.getByLabelText(/^Mot de passe/), { target: { value: 'un-mot-de-passe' } });
  fireEvent.change(form.getByLabelText(/^Pseudo/), { target: { value: values.pseudo } });
  fireEvent.change(form.getByLabelText(/^Date de naissance/), {
    target: { value: values.birth ?? '1990-04-12' },
  });
}

describe('LoginPage layouts', () => {
  it("shows the tabs 'S'identifier' and 'Créer un compte' on phones, the sign-in tab first", async () => {
    const client = await accountClient();
    renderWithClient(<LoginPage />, client);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(["S'identifier", 'Créer un compte']);
    expect(screen.getByRole('tab', { name: "S'identifier", selected: true })).toBeTruthy();
    expect(loginForm()).toBeTruthy();
    // The other form is there, hidden on phones only.
    expect(screen.queryByRole('form', { name: 'Créer un compte' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('tab', { name: "S'identifier" }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Créer un compte', selected: true })).toBeTruthy();
    expect(signupForm()).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Créer un compte' }));
  });

  it('selects the sign-up tab when asked to register (the is_register state)', async () => {
    const client = await accountClient();
    const navigation = recordingNavigation();
    const { rerender } = renderWithClient(<LoginPage register />, client, navigation);
    expect(screen.getByRole('tab', { name: 'Créer un compte', selected: true })).toBeTruthy();
    expect(signupForm()).toBeTruthy();
    rerender(
      <VitrineProvider client={client} navigation={navigation}>
        <LoginPage register={false} />
      </VitrineProvider>,
    );
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: "S'identifier", selected: true })).toBeTruthy(),
    );
  });

  it("puts 'Déjà client' and 'Créer un compte' side by side in a wide slot, both forms mounted", async () => {
    const client = await accountClient();
    renderWithClient(<LoginPage />, client);
    expect(screen.getByTestId('login-signIn').querySelector('h2')?.textContent).toBe('Déjà client');
    expect(screen.getByTestId('login-signUp').querySelector('h2')?.textContent).toBe('Créer un compte');
    const styles = styleText();
    // A container query: two columns, both forms shown, the tabs hidden.
    expect(styles).toMatch(
      /@container \(min-width: ?600px\) ?\{[^}]*grid-template-columns: ?minmax\(0, 1fr\) minmax\(0, 1fr\)/,
    );
    expect(styles).toMatch(/@container \(min-width: ?600px\) ?\{[^}]*display: ?none/);
  });
});

describe('SignupForm', () => {
  it('starts with nothing chosen: no genre, the newsletter off, and no test values in the fields', async () => {
    const client = await accountClient();
    renderWithClient(<SignupForm />, client);
    const form = within(signupForm());
    expect((form.getByRole('radio', { name: 'Homme' }) as HTMLInputElement).checked).toBe(false);
    expect((form.getByRole('radio', { name: 'Femme' }) as HTMLInputElement).checked).toBe(false);
    expect((form.getByRole('radio', { name: 'Homme' }) as HTMLInputElement).required).toBe(true);
    expect((form.getByRole('checkbox', { name: 'Recevoir la newsletter' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((form.getByRole('checkbox', { name: 'Je veux vendre' }) as HTMLInputElement).checked).toBe(false);
    for (const label of [
      /^Nom/,
      /^Prénom/,
      /^Adresse e-mail/,
      /^Mot de passe/,
      /^Pseudo/,
      /^Date de naissance/,
    ]) {
      expect((form.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    // The country list comes from the server, the visitor's country chosen first.
    const country = form.getByRole('combobox', { name: /^Pays/ }) as HTMLSelectElement;
    await waitFor(() => expect(country.selectedOptions[0]?.textContent).toBe('France'));
    expect(country.options.length).toBeGreaterThan(10);
  });

  it('requires every field but the newsletter, with the messages of the rules', async () => {
    const client = await accountClient();
    renderWithClient(<SignupForm />, client);
    fireEvent.change(screen.getByRole('combobox', { name: /^Pays/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const form = within(signupForm());
    const messages = form.getAllByRole('alert').map((alert) => alert.textContent);
    // The genre is one of them: the user gives it, nobody chooses it for them.
    expect(messages.filter((text) => text === 'Ce champ est obligatoire.')).toHaveLength(8);
    fireEvent.change(form.getByLabelText(/^Adresse e-mail/), { target: { value: 'lea@' } });
    expect(form.getByText('Saisissez une adresse e-mail valide.')).toBeTruthy();
    fireEvent.change(form.getByLabelText(/^Mot de passe/), { target: { value: 'court' } });
    expect(form.getByText('Au moins 8 caractères.')).toBeTruthy();
    expect(form.getByText('8 caractères minimum.')).toBeTruthy();
  });

  it('refuses a 15-year-old, and bounds the date input by the age window', async () => {
    const client = await accountClient();
    renderWithClient(<SignupForm />, client);
    const birth = screen.getByLabelText(/^Date de naissance/) as HTMLInputElement;
    const window = birthDateWindow(new Date());
    expect([birth.min, birth.max]).toEqual([window.earliest, window.latest]);
    const fifteen = new Date();
    fifteen.setUTCFullYear(fifteen.getUTCFullYear() - 15);
    fillSignup({
      email: `jeune.${unique()}@example.test`,
      pseudo: `Jeune${unique()}`,
      birth: fifteen.toISOString().slice(0, 10),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const year = new Date().getUTCFullYear() - 16;
    expect(screen.getByText(`Il faut être né ou née en ${year} ou avant pour s’inscrire.`)).toBeTruthy();
    expect(client.auth.session()).toBeNull();
  });

  it('says the age rule as it is, born in the year 16 years ago or before, in every language', async () => {
    const client = await accountClient();
    renderWithClient(<SignupForm />, client);
    const year = new Date().getUTCFullYear() - 16;
    expect(latestBirthYear(new Date())).toBe(year);
    expect(screen.getByText(`Inscription ouverte aux personnes nées en ${year} ou avant.`)).toBeTruthy();
    for (const [language, messages] of Object.entries(texts)) {
      expect(messages.auth.signup.birthDateHint, language).toContain('{{year}}');
      expect(messages.validation.tooYoung, language).toContain('{{year}}');
    }
  });

  it('takes someone born on the last day of the year 16 years ago, as the server does', async () => {
    const client = await accountClient();
    const onSignedIn = vi.fn();
    renderWithClient(<SignupForm onSignedIn={onSignedIn} />, client);
    const tag = unique();
    fillSignup({
      email: `seize.${tag}@example.test`,
      pseudo: `Seize${tag}`,
      birth: `${new Date().getUTCFullYear() - 16}-12-31`,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(client.store.getState().userDetail?.sexe_profile).toBe('Homme');
  });

  it('signs up, is signed in, and tells a new seller to go on to the profile', async () => {
    const client = await accountClient();
    const onSignedIn = vi.fn();
    renderWithClient(<SignupForm onSignedIn={onSignedIn} />, client);
    const tag = unique();
    fillSignup({ email: `vendeuse.${tag}@example.test`, pseudo: `Vendeuse${tag}` });
    fireEvent.click(screen.getByRole('radio', { name: 'Femme' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Je veux vendre' }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(screen.getByRole('button', { name: 'Créer mon compte' }).getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({
      seller: true,
      session: { pseudo: `Vendeuse${tag}` },
    });
    expect(client.auth.session()?.email).toBe(`vendeuse.${tag}@example.test`);
    expect(client.store.getState().userDetail?.sexe_profile).toBe('Femme');
  });

  it('sends a new seller on to the profile page by default', async () => {
    const client = await accountClient();
    const navigation = recordingNavigation();
    renderWithClient(<LoginPage register />, client, navigation);
    const tag = unique();
    fillSignup({ email: `boutique.${tag}@example.test`, pseudo: `Boutique${tag}` });
    fireEvent.click(within(signupForm()).getByRole('checkbox', { name: 'Je veux vendre' }));
    fireEvent.click(within(signupForm()).getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(navigation.visited).toEqual([{ to: 'profile' }]));
  });

  it('says on the form when the e-mail or the pseudo is taken, keeping what was typed', async () => {
    const owner = await accountClient();
    const taken = await signUpFresh(owner);
    const client = await accountClient();
    const onSignedIn = vi.fn();
    renderWithClient(<SignupForm onSignedIn={onSignedIn} />, client);
    fillSignup({ email: taken.email, pseudo: `Autre${unique()}` });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Un compte utilise déjà cette adresse e-mail.')).toBeTruthy();
    expect((screen.getByLabelText(/^Nom/) as HTMLInputElement).value).toBe('Moreau');
    expect(screen.getByLabelText(/^Adresse e-mail/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText(/^Adresse e-mail/), {
      target: { value: `autre.${unique()}@example.test` },
    });
    fireEvent.change(screen.getByLabelText(/^Pseudo/), { target: { value: taken.pseudo } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Ce pseudo est déjà pris : choisissez-en un autre.')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(client.auth.session()).toBeNull();
  });

  it('says when this connection made too many accounts (429), keeping what was typed', async () => {
    const client = await accountClient();
    // The server's answer past RATE_LIMIT_SIGNUPS for one address (see the server's rateLimits test).
    client.auth.signup = async () => ({
      error: new SdkHttpError(429, '20 of these in a row is the limit. Try again in 40 minutes.'),
    });
    renderWithClient(<SignupForm />, client);
    fillSignup({ email: `limite.${unique()}@example.test`, pseudo: `Limite${unique()}` });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(
      await screen.findByText('Trop de comptes ont été créés depuis cette connexion. Réessayez plus tard.'),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^Nom/) as HTMLInputElement).value).toBe('Moreau');
  });

  it('previews the chosen avatar and can drop it', async () => {
    const client = await accountClient();
    renderWithClient(<SignupForm />, client);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'moi.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByLabelText(/^Photo de profil/), { target: { files: [png] } });
    const preview = (await screen.findByRole('img', {
      name: 'Aperçu de la photo de profil',
    })) as HTMLImageElement;
    expect([preview.width, preview.height]).toEqual([64, 64]);
    fireEvent.click(screen.getByRole('button', { name: 'Retirer la photo' }));
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Aperçu de la photo de profil' })).toBeNull(),
    );
  });
});

describe('LoginForm', () => {
  it('requires an e-mail in a valid format and a password', async () => {
    const client = await accountClient();
    renderWithClient(<LoginForm />, client);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/^Adresse e-mail/), { target: { value: 'claire@' } });
    expect(screen.getByText('Saisissez une adresse e-mail valide.')).toBeTruthy();
  });

  it('signs in: the session is stored and the page goes home', async () => {
    const storage = createMemoryStorage();
    const client = await accountClient({ storage });
    const navigation = recordingNavigation();
    renderWithClient(<LoginPage />, client, navigation);
    const form = within(loginForm());
    fireEvent.change(form.getByLabelText(/^Adresse e-mail/), { target: { value: SEEDED.buyer } });
    fireEvent.change(form.getByLabelText(/^Mot de passe/), { target: { value: 'Vitrine-demo-2026' } });
    fireEvent.click(form.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(navigation.visited).toEqual([{ to: 'home' }]));
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ email: SEEDED.buyer });
    await act(() => client.auth.logout());
  });

  it('says when the password is wrong, then when there were too many attempts', async () => {
    const client = await accountClient();
    const onSignedIn = vi.fn();
    renderWithClient(<LoginForm onSignedIn={onSignedIn} />, client);
    // An address of its own, so no other test's sign-ins are slowed down.
    fireEvent.change(screen.getByLabelText(/^Adresse e-mail/), {
      target: { value: `essai.${unique()}@example.test` },
    });
    const password = screen.getByLabelText(/^Mot de passe/);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      fireEvent.change(password, { target: { value: `mauvais-${attempt}` } });
      fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByText('L’adresse e-mail ou le mot de passe est incorrect.')).toBeTruthy();
    }
    fireEvent.change(password, { target: { value: 'mauvais-6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText(/Trop de tentatives de connexion/)).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
