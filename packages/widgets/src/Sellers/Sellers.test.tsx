/**
 * The sellers directory against the real server: its cards, and the country and spoken-language
 * filters, each compared with what the server answers for the same filters.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SellerCard, SellerFilters, SpokenLanguage, VitrineClient } from '@vitrine/sdk-core';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientFailingOnce, frenchClient, OUTAGE_MESSAGE } from '../Brands/Brands.test.helpers.js';
import {
  createTestClient,
  recordingNavigation,
  renderWithClient,
  testServerUrl,
} from '../testing/renderWithClient.js';
import { Sellers } from './Sellers.js';

afterEach(cleanup);

let server: VitrineClient;
let spoken: SpokenLanguage[];
beforeAll(async () => {
  server = createTestClient(testServerUrl());
  spoken = (await server.sellers.spokenLanguages()).data?.data ?? [];
});

async function expected(filters: SellerFilters): Promise<string[]> {
  const result = await server.sellers.list(filters);
  return (result.data?.data ?? []).map((seller) => seller.pseudo_profile);
}

const cards = () => screen.queryAllByTestId('seller-card');
const shownPseudos = () => cards().map((card) => card.querySelector('strong')?.textContent);
const languageId = (alpha2: string) => (spoken.find((entry) => entry.alpha2 === alpha2) as SpokenLanguage).id;

async function chooseCountry(search: string, option: string) {
  fireEvent.click(screen.getByRole('button', { name: /^Pays/ }));
  const box = screen.getByRole('combobox', { name: 'Rechercher un pays' });
  expect(document.activeElement).toBe(box);
  fireEvent.change(box, { target: { value: search } });
  const listbox = screen.getByRole('listbox', { name: 'Pays' });
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((entry) => entry.textContent),
  ).toEqual([option]);
  fireEvent.keyDown(box, { key: 'Enter' });
}

describe('Sellers', () => {
  it("carries 'Nos vendeurs' and a card per seller: avatar, pseudo, country, product count and languages", async () => {
    const navigation = recordingNavigation();
    renderWithClient(<Sellers />, await frenchClient(), navigation);
    expect(screen.getByRole('heading', { level: 1, name: 'Nos vendeurs' })).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'Filtrer les vendeurs' });
    expect(within(filters).getByRole('button', { name: /^Pays/ })).toBeTruthy();
    expect(within(filters).getByRole('combobox', { name: 'Langue parlée' })).toBeTruthy();
    await waitFor(() => expect(cards().length).toBeGreaterThan(20));
    expect(shownPseudos()).toEqual(await expected({}));

    const ginza = (await server.sellers.list({ alpha2: 'JP' })).data?.data.find(
      (seller) => seller.pseudo_profile === 'GinzaTreasure',
    ) as SellerCard;
    const card = screen.getByRole('link', { name: /GinzaTreasure/ });
    expect(card.querySelector('img')?.getAttribute('src')).toBe(
      `${testServerUrl()}${ginza.image_link_profile}`,
    );
    expect(card.querySelector('img')?.getAttribute('width')).toBe('72');
    await waitFor(() => expect(within(card).getByText('Japon')).toBeTruthy());
    expect(
      within(card).getByText(`${ginza.nombre_produit} article${ginza.nombre_produit > 1 ? 's' : ''}`),
    ).toBeTruthy();
    expect(within(card).getByText('Langues : Japonais et Anglais')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`${cards().length} vendeurs`);

    expect(card.getAttribute('href')).toBe(`/fr-fr/selleraccount-detail/${ginza.id_user}`);
    fireEvent.click(card);
    expect(navigation.visited).toEqual([{ to: 'seller', id_vendeur: ginza.id_user }]);
  });

  it("filters by country through a list with a search box: 'etats' finds 'États-Unis'", async () => {
    const changes: SellerFilters[] = [];
    renderWithClient(<Sellers onFiltersChange={(filters) => changes.push(filters)} />, await frenchClient());
    await waitFor(() => expect(cards().length).toBeGreaterThan(20));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Pays/ }).textContent).toContain('Tous les pays'),
    );

    await chooseCountry('etats', 'États-Unis');
    expect(changes).toEqual([{ alpha2: 'US' }]);
    expect(screen.getByRole('button', { name: /^Pays/ }).textContent).toContain('États-Unis');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Pays/ }));
    const americans = await expected({ alpha2: 'US' });
    expect(americans).toEqual(['MadisonAvenueResale', 'PalmBeachJewels', 'SoHoArchive']);
    await waitFor(() => expect(shownPseudos()).toEqual(americans));

    await chooseCountry('ÉMIRATS', 'Émirats arabes unis');
    await waitFor(() => expect(shownPseudos()).toEqual(['DubaiLuxeCloset']));
  });

  it('moves through the countries with the arrow keys, and Escape closes the list', async () => {
    renderWithClient(<Sellers />, await frenchClient());
    const button = await screen.findByRole('button', { name: /^Pays/ });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    fireEvent.click(button);
    const box = screen.getByRole('combobox', { name: 'Rechercher un pays' });
    const options = await waitFor(() => {
      const found = within(screen.getByRole('listbox')).getAllByRole('option');
      expect(found.length).toBeGreaterThan(5);
      return found;
    });
    expect(options[0]?.textContent).toMatch(/^Tous les pays/);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    // The button opens the list from the keyboard too, and a second press closes it.
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseDown(button);
    fireEvent.click(button);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('filters by spoken language, alone and with a country, as the server does', async () => {
    renderWithClient(<Sellers />, await frenchClient());
    const select = screen.getByRole('combobox', { name: 'Langue parlée' }) as HTMLSelectElement;
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Italien' })).toBeTruthy());
    expect((within(select).getAllByRole('option')[0] as HTMLOptionElement).textContent).toBe(
      'Toutes les langues',
    );

    fireEvent.change(select, { target: { value: String(languageId('it')) } });
    const italianSpeakers = await expected({ id_langue: languageId('it') });
    expect(italianSpeakers.length).toBeGreaterThan(2);
    await waitFor(() => expect(shownPseudos()).toEqual(italianSpeakers));
    for (const card of cards()) expect(card.textContent).toContain('Italien');

    await chooseCountry('france', 'France');
    await waitFor(() => expect(shownPseudos()).toEqual(['GalerieSaintHonore']));
  });

  it('leaves the filters to the host when it keeps them, and offers to clear filters that find nobody', async () => {
    const changes: SellerFilters[] = [];
    function Host() {
      const [filters, setFilters] = useState<SellerFilters>({ alpha2: 'jp', id_langue: languageId('ru') });
      return (
        <Sellers
          filters={filters}
          onFiltersChange={(next) => {
            changes.push(next);
            setFilters(next);
          }}
        />
      );
    }
    renderWithClient(<Host />, await frenchClient());
    expect(await screen.findByText('Aucun vendeur ne correspond à ces filtres.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Langue parlée' }) as HTMLSelectElement).value).toBe(
      String(languageId('ru')),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pays/ }).textContent).toContain('Japon'));
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(changes).toEqual([{}]);
    await waitFor(() =>
      expect(shownPseudos()).toEqual(expect.arrayContaining(['GinzaTreasure', 'VintageRoma'])),
    );
  });

  it('names countries and languages in the visitor language', async () => {
    const client = createTestClient(testServerUrl(), 'jp');
    await act(() => client.setLocale({ country: 'JP', language: 'jp' }));
    renderWithClient(<Sellers defaultFilters={{ alpha2: 'JP' }} />, client);
    expect(screen.getByRole('heading', { level: 1, name: '出品者一覧' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: '対応言語' });
    await waitFor(() => expect(within(select).getByRole('option', { name: '日本語' })).toBeTruthy());
    await waitFor(() =>
      expect(shownPseudos()).toEqual(['GinzaTreasure', 'KyotoVintageHouse', 'OmotesandoSelect']),
    );
    const card = screen.getByRole('link', { name: /GinzaTreasure/ });
    await waitFor(() => expect(within(card).getByText('日本')).toBeTruthy());
    expect(within(card).getByText('言語：日本語、英語')).toBeTruthy();
  });

  it("shows the server's error with a retry that loads the sellers", async () => {
    renderWithClient(<Sellers />, clientFailingOnce('list_all_vendeurs'));
    expect((await screen.findByRole('alert')).textContent).toContain(OUTAGE_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(cards().length).toBeGreaterThan(20));
  });
});
