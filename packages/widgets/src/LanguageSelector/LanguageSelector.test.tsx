/**
 * The language selector: the five languages named in themselves, the choice reported to the
 * host, and a host switching the language in its URL and the client.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { replaceLanguage } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import { frenchClient } from '../Brands/Brands.test.helpers.js';
import { createTestClient, renderWithClient, testServerUrl } from '../testing/renderWithClient.js';
import { type InterfaceLanguage, LanguageSelector } from './LanguageSelector.js';

afterEach(cleanup);

describe('LanguageSelector', () => {
  it('offers the five languages, each named in itself, with the current one chosen', async () => {
    renderWithClient(<LanguageSelector onChange={() => {}} />, await frenchClient());
    const select = screen.getByRole('combobox', { name: 'Langue' }) as HTMLSelectElement;
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent, option.lang])).toEqual([
      ['fr', 'Français', 'fr'],
      ['en', 'English', 'en'],
      ['it', 'Italiano', 'it'],
      ['jp', '日本語', 'ja'],
      ['ru', 'Русский', 'ru'],
    ]);
    expect(select.value).toBe('fr');
  });

  it('shows the value it is given and reports the language the visitor chooses', async () => {
    const chosen: InterfaceLanguage[] = [];
    renderWithClient(
      <LanguageSelector value="it" onChange={(language) => chosen.push(language)} />,
      await frenchClient(),
    );
    const select = screen.getByRole('combobox', { name: 'Langue' }) as HTMLSelectElement;
    expect(select.value).toBe('it');
    fireEvent.change(select, { target: { value: 'jp' } });
    expect(chosen).toEqual([{ id: 4, alpha2: 'jp', langueName: '日本語' }]);
  });

  it('lets a host switch the language in its URL and the client, staying on the same page', async () => {
    const client = createTestClient(testServerUrl());
    await client.setLocale({ country: 'FR', language: 'fr' });
    let path = '/fr-fr/our-sellers?alpha2=IT';
    renderWithClient(
      <LanguageSelector
        onChange={(language) => {
          path = replaceLanguage(path, language.alpha2, { country: 'FR', language: 'fr' });
          void client.setLocale({ country: 'FR', language: language.alpha2 });
        }}
      />,
      client,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Langue' }), { target: { value: 'ru' } });
    expect(path).toBe('/fr-ru/our-sellers?alpha2=IT');
    const select = (await screen.findByRole('combobox', { name: 'Язык' })) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('ru'));
  });
});
