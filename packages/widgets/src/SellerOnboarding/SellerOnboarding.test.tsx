/**
 * 'Mon profil' against the real server, with a user signed up here: the four screens in the order
 * the server's step gives them, their rules (kana in Japan, the last four id digits in the US, a
 * language once, four documents), the server's refusals shown, and the user becoming a seller.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PostcodeLookup } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountClient, SEEDED, signIn, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { renderWithClient } from '../testing/renderWithClient.js';
import { SellerOnboarding } from './SellerOnboarding.js';

afterEach(cleanup);

/** The public postcode service stands in for itself: one known postcode. */
const lookup: PostcodeLookup = async (postcode) =>
  postcode.replace(/\D/g, '') === '1000005'
    ? { prefecture: '東京都', city: '千代田区', town: '丸の内' }
    : null;

/** A tiny real PNG header: the server reads a file's type from its first bytes. */
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], name, {
    type: 'image/png',
  });

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Étapes pour devenir vendeur' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

async function chooseCountry(alpha2: string) {
  const select = (await screen.findByRole('combobox', { name: /^Pays/ })) as HTMLSelectElement;
  await waitFor(() => expect([...select.options].some((option) => option.value === alpha2)).toBe(true));
  fireEvent.change(select, { target: { value: alpha2 } });
}

describe('SellerOnboarding', () => {
  it('takes a new user in Japan from the address to the documents, and makes them a seller', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    const onBecameSeller = vi.fn();
    renderWithClient(<SellerOnboarding postcodeLookup={lookup} onBecameSeller={onBecameSeller} />, client);
    expect(screen.getByRole('heading', { name: 'Mon profil' })).toBeTruthy();

    // Step 0: address and identity.
    expect(await screen.findByRole('heading', { name: 'Adresse et identité' })).toBeTruthy();
    expect(screen.getByText('Étape 1 sur 4')).toBeTruthy();
    expect(currentStep()).toBe('Adresse et identité');
    expect(screen.queryByLabelText(/^Nom \(en kana\)/)).toBeNull();
    await chooseCountry('JP');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    for (const label of [
      /^Nom \(en kana\)/,
      /^Prénom \(en kana\)/,
      /^Code postal/,
      /^Région/,
      /^Ville/,
      /^Adresse( \*)?$/,
    ]) {
      expect(field(label).getAttribute('aria-invalid'), String(label)).toBe('true');
    }
    // A fresh account has no phone yet: it is asked for too.
    expect(field(/^Téléphone/).getAttribute('aria-invalid')).toBe('true');
    type(/^Nom \(en kana\)/, 'Sato');
    expect(screen.getByText('Saisissez ce nom en kana.')).toBeTruthy();
    type(/^Nom \(en kana\)/, 'サトウ');
    type(/^Prénom \(en kana\)/, 'ミサキ');
    type(/^Code postal/, '100-0005');
    await waitFor(() => expect(field(/^Région/).value).toBe('東京都'));
    expect(field(/^Ville/).value).toBe('千代田区');
    expect(field(/^Adresse( \*)?$/).value).toBe('丸の内');
    expect(screen.getByText('Adresse trouvée : 東京都 千代田区 丸の内')).toBeTruthy();
    type(/^Adresse( \*)?$/, '丸の内 1-1');
    type(/^Téléphone/, '+81 3 1234 5678');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(screen.getByText('Envoi en cours…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer et continuer' }).getAttribute('aria-busy')).toBe(
      'true',
    );

    // Step 2: languages, each chosen once.
    expect(await screen.findByRole('heading', { name: 'Langues parlées et présentations' })).toBeTruthy();
    expect(currentStep()).toBe('Langues');
    expect(screen.getByText('Étape 2 sur 4')).toBeTruthy();
    const entries = () => screen.getAllByTestId('language-entry').map((entry) => within(entry));
    const languageOf = (index: number) =>
      entries()[index]?.getByRole('combobox', { name: /^Langue/ }) as HTMLSelectElement;
    const option = (select: HTMLSelectElement, name: string) =>
      [...select.options].find((item) => item.textContent === name) as HTMLOptionElement;
    fireEvent.change(languageOf(0), { target: { value: option(languageOf(0), 'Français').value } });
    fireEvent.change(entries()[0]?.getByLabelText(/^Présentation/) as HTMLElement, {
      target: { value: 'Montres et bijoux de Tokyo.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une langue' }));
    expect(entries()).toHaveLength(2);
    expect(option(languageOf(1), 'Français').disabled).toBe(true);
    fireEvent.change(languageOf(1), { target: { value: option(languageOf(1), 'Japonais').value } });
    expect(option(languageOf(0), 'Japonais').disabled).toBe(true);
    expect(option(languageOf(0), 'Anglais').disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(entries()[1]?.getByText('Ce champ est obligatoire.')).toBeTruthy();
    fireEvent.change(entries()[1]?.getByLabelText(/^Présentation/) as HTMLElement, {
      target: { value: '東京の時計とジュエリー。' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));

    // Step 3: bank details; the server's refusal is shown, nothing typed is lost.
    expect(await screen.findByRole('heading', { name: 'Coordonnées bancaires' })).toBeTruthy();
    expect(currentStep()).toBe('Coordonnées bancaires');
    // Type, country and currency start from the account; IBAN and routing number are asked for.
    expect((screen.getByRole('combobox', { name: /^Type de compte/ }) as HTMLSelectElement).value).toBe(
      'iban',
    );
    expect((screen.getByRole('combobox', { name: /^Devise/ }) as HTMLSelectElement).value).toBe('EUR');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(field(/^IBAN ou numéro de compte/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Code banque/).getAttribute('aria-invalid')).toBe('true');
    const currency = screen.getByRole('combobox', { name: /^Devise/ }) as HTMLSelectElement;
    await waitFor(() => expect([...currency.options].map((option) => option.value)).toContain('JPY'));
    fireEvent.change(currency, { target: { value: '' } });
    expect(screen.getByRole('combobox', { name: /^Devise/ }).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByRole('combobox', { name: /^Devise/ }), { target: { value: 'EUR' } });
    type(/^IBAN ou numéro de compte/, 'FR0000000000000000000000000');
    type(/^Code banque/, 'BNPAFRPP');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    // The contract's IBAN rule, before any call: its key is wrong.
    expect(await screen.findByText('Saisissez un IBAN valide.')).toBeTruthy();
    expect(field(/^Code banque/).value).toBe('BNPAFRPP');
    // A valid IBAN of another country than the bank's.
    type(/^IBAN ou numéro de compte/, 'DE89 3704 0044 0532 0130 00');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await screen.findByText("Cet IBAN est d'un autre pays que la banque choisie.")).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Enregistrer et continuer' }).getAttribute('aria-busy'),
    ).toBeNull();
    expect((await client.paymentAccount.mine()).data?.data.has_account).toBe(false);
    type(/^IBAN ou numéro de compte/, 'FR1420041010050500013M02606');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));

    // Step 4: the four documents.
    expect(await screen.findByRole('heading', { name: 'Pièces justificatives' })).toBeTruthy();
    expect(currentStep()).toBe('Documents');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer les documents' }));
    expect(screen.getAllByText('Ce document est obligatoire.')).toHaveLength(4);
    for (const label of [
      'Pièce d’identité (recto)',
      'Pièce d’identité (verso)',
      'Justificatif complémentaire (recto)',
      'Justificatif complémentaire (verso)',
    ]) {
      fireEvent.change(screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)), {
        target: { files: [png(`${label}.png`)] },
      });
    }
    expect(screen.queryByText('Ce document est obligatoire.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer les documents' }));
    await waitFor(() => expect(onBecameSeller).toHaveBeenCalledTimes(1));
    expect(client.auth.session()?.role).toBe('kim');
    expect((await client.onboarding.step()).data?.step).toBe(5);
    // The bank step opened the payout account with this bank account; the documents, sent to the
    // provider's files service and named in an account token (update2), verified it.
    expect((await client.paymentAccount.mine()).data?.data).toEqual({
      has_account: true,
      payouts_enabled: true,
      country: 'FR',
      currency: 'EUR',
      currently_due: [],
      bank_account: { last4: '2606', status: 'new' },
    });
  });

  it('asks for the last four id digits in the United States, at most 9999', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    renderWithClient(<SellerOnboarding postcodeLookup={lookup} />, client);
    await screen.findByRole('heading', { name: 'Adresse et identité' });
    expect(screen.queryByLabelText(/^Les 4 derniers chiffres/)).toBeNull();
    await chooseCountry('US');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(field(/^Les 4 derniers chiffres/).getAttribute('aria-invalid')).toBe('true');
    type(/^Les 4 derniers chiffres/, '12a4');
    expect(screen.getByText('Saisissez les 4 derniers chiffres (au plus 9999).')).toBeTruthy();
    type(/^Les 4 derniers chiffres/, '9999');
    expect(screen.queryByText('Saisissez les 4 derniers chiffres (au plus 9999).')).toBeNull();
    // No kana outside Japan.
    expect(screen.queryByLabelText(/^Nom \(en kana\)/)).toBeNull();
  });

  it('shows a seller (step 5) their saved languages to edit, every step done', async () => {
    const client = await accountClient();
    await signIn(client, SEEDED.seller);
    renderWithClient(<SellerOnboarding />, client);
    expect(
      await screen.findByText('Vous êtes vendeur. Vous pouvez modifier vos langues et vos présentations.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect((screen.getAllByRole('combobox', { name: /^Langue/ })[0] as HTMLSelectElement).value).not.toBe(
        '',
      ),
    );
    expect(
      (screen.getAllByRole('textbox', { name: /^Présentation/ })[0] as HTMLTextAreaElement).value,
    ).not.toBe('');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Étapes pour devenir vendeur' })).getAllByRole(
      'listitem',
    );
    expect(steps.every((item) => item.getAttribute('data-state') === 'done')).toBe(true);
    await act(() => client.auth.logout());
  });
});
