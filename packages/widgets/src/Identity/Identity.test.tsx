/** 'Mon identité' against the real server: the user detail fields of spec §3, read-only. */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { SANDBOX_BANK_ACCOUNTS } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import { accountClient, SEEDED, signIn, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { renderWithClient } from '../testing/renderWithClient.js';
import { Identity } from './Identity.js';

afterEach(cleanup);

/** The value shown for a label of the description list. */
function shownFor(label: string): string | null | undefined {
  const term = screen.getAllByRole('term').find((node) => node.textContent === label);
  return term?.nextElementSibling?.textContent;
}

describe('Identity', () => {
  it('shows the account details, in the interface language', async () => {
    const client = await accountClient();
    const user = await signUpFresh(client, { prenom: 'Inès', nom: 'Lefèvre' });
    client.store.setState({ userDetail: null });
    renderWithClient(<Identity />, client);
    expect(screen.getByRole('heading', { name: 'Mon identité' })).toBeTruthy();
    expect(await screen.findByText(user.pseudo, { selector: 'dd' })).toBeTruthy();
    expect(shownFor('Numéro de membre')).toBe(String(user.id_user));
    expect(shownFor('Nom')).toBe('Lefèvre');
    expect(shownFor('Prénom')).toBe('Inès');
    expect(shownFor('Civilité')).toBe('Homme');
    expect(shownFor('Date de naissance')).toBe('15 juin 1992');
    expect(shownFor('Adresse e-mail')).toBe(user.email);
    expect(shownFor('Pays')).toBe('France');
    expect(shownFor('Devise')).toBe('EUR');
    await waitFor(() =>
      expect(shownFor('Compte de paiement')).toBe(
        "Pas encore créé — Ouvrez-le à l'étape Coordonnées bancaires de Mon profil",
      ),
    );
    expect(
      screen
        .getByRole('link', { name: "Ouvrez-le à l'étape Coordonnées bancaires de Mon profil" })
        .getAttribute('href'),
    ).toBe('/fr-fr/useraccount/profil');
    expect(shownFor('Articles en vente')).toBe('0');
    expect(shownFor('Téléphone')).toBeTruthy();
    expect(screen.getByRole('img', { name: `Photo de profil de ${user.pseudo}` })).toBeTruthy();
  });

  it('says what the payout account still needs and where to give it', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    // The onboarding's bank step, through the SDK: the account is opened with a bank account.
    const set = await client.paymentAccount.setUpBank({
      country: 'FR',
      currency: 'EUR',
      account_number: SANDBOX_BANK_ACCOUNTS.iban,
    });
    expect(set.error).toBeUndefined();
    renderWithClient(<Identity />, client);
    const state = await screen.findByTestId('payout-account');
    await waitFor(() =>
      expect(state.textContent).toBe(
        'Vos versements attendent ce qui manque encore :vos pièces justificatives — Pièces justificatives, dans Mon profil',
      ),
    );
    expect(
      within(state)
        .getByRole('link', { name: 'Pièces justificatives, dans Mon profil' })
        .getAttribute('href'),
    ).toBe('/fr-fr/useraccount/profil');
  });

  it("shows a seeded seller's account ready, in each language", async () => {
    const client = await accountClient();
    await signIn(client, SEEDED.seller);
    renderWithClient(<Identity />, client);
    expect(await screen.findByTestId('payout-account')).toHaveProperty(
      'textContent',
      'Prêt : les versements vont sur le compte bancaire se terminant par 2606.',
    );
    await act(() => client.setLocale({ country: 'JP', language: 'jp' }));
    await waitFor(() =>
      expect(screen.getByTestId('payout-account').textContent).toBe(
        '準備完了：売上は末尾2606の銀行口座に振り込まれます。',
      ),
    );
    await act(() => client.auth.logout());
  });

  it('is written in the visitor language', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    await client.setLocale({ country: 'JP', language: 'jp' });
    renderWithClient(<Identity />, client);
    expect(await screen.findByRole('heading', { name: '本人情報' })).toBeTruthy();
    expect(shownFor('生年月日')).toBe('1992年6月15日');
    expect(shownFor('国')).toBe('フランス');
  });
});
