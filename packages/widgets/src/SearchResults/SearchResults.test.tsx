/**
 * Search results against the real server: what a search finds in a product grid with its count,
 * the empty result (the spec's 'aucune donnée à trier'), a blank search, and pages.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAX_SAVED_SEARCHES } from '@vitrine/contract';
import { createFacets, createSavedSearches, type VitrineClient } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import { accountClient, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { VitrineProvider } from '../provider.js';
import {
  createTestClient,
  recordingNavigation,
  renderWithClient,
  testServerUrl,
} from '../testing/renderWithClient.js';
import { styleText } from '../testing/styleText.js';
import { type SearchRefinementValues, SearchResults } from './SearchResults.js';

afterEach(cleanup);

async function frenchVisitor(): Promise<VitrineClient> {
  const client = createTestClient(testServerUrl());
  await client.setLocale({ country: 'FR', language: 'fr' });
  return client;
}

describe('SearchResults', () => {
  it("shows what 'hermes' finds, with the count, in a product grid", async () => {
    const client = await frenchVisitor();
    const found = await client.catalog.search('hermes');
    const count = found.data?.products.length ?? 0;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(24);
    renderWithClient(<SearchResults query="hermes" />, client);
    expect(screen.getByRole('heading', { level: 1, name: 'Résultats pour « hermes »' })).toBeTruthy();
    const grid = await screen.findByTestId('product-grid');
    const cards = within(grid).getAllByTestId('product-card');
    expect(cards).toHaveLength(count);
    expect(cards.every((card) => card.getAttribute('aria-label')?.startsWith('Hermès '))).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(`${count} résultat${count > 1 ? 's' : ''}`);
  });

  it('lays the results out in 2 columns on phones and up to 6 on large screens', async () => {
    renderWithClient(<SearchResults query="hermes" />, await frenchVisitor());
    await screen.findByTestId('product-grid');
    const css = styleText();
    expect(css).toMatch(/grid-template-columns: ?repeat\(2, ?minmax\(0, ?1fr\)\)/);
    expect(css).toMatch(/@container \(min-width: ?1500px\) ?\{[^}]*repeat\(6, ?minmax\(0, ?1fr\)\)/);
  });

  it('says when nothing matches and suggests browsing', async () => {
    const navigation = recordingNavigation();
    renderWithClient(<SearchResults query="zzqxwvplok" />, await frenchVisitor(), navigation);
    expect(await screen.findByText('Aucun article ne correspond à « zzqxwvplok ».')).toBeTruthy();
    expect(screen.queryByTestId('product-grid')).toBeNull();
    const browse = screen.getByRole('link', { name: 'Parcourir les articles' });
    expect(browse.getAttribute('href')).toBe('/fr-fr/new-shopping');
    fireEvent.click(browse);
    expect(navigation.visited).toEqual([{ to: 'products' }]);
  });

  it('asks what to look for when the search is blank', async () => {
    renderWithClient(<SearchResults query="   " />, await frenchVisitor());
    expect(screen.getByText('Que cherchez-vous ?')).toBeTruthy();
    expect(screen.queryByTestId('product-grid')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes through the pages of a large result and starts again for a new search', async () => {
    const client = await frenchVisitor();
    const all = await client.catalog.search('sac');
    const total = all.data?.products.length ?? 0;
    expect(total).toBeGreaterThan(12);
    const view = renderWithClient(<SearchResults query="sac" pageSize={12} />, client);
    await screen.findByTestId('product-grid');
    expect(screen.getAllByTestId('product-card')).toHaveLength(12);
    expect(screen.getByRole('status').textContent).toBe('Plus de 12 résultats');
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(screen.getByText('Page 2')).toBeTruthy());
    await waitFor(() => expect(screen.getAllByTestId('product-card').length).toBe(Math.min(12, total - 12)));

    view.rerender(
      <VitrineProvider client={client} navigation={recordingNavigation()}>
        <SearchResults query="hermes" pageSize={12} />
      </VitrineProvider>,
    );
    await waitFor(() => expect(screen.getByText('Page 1')).toBeTruthy());
  });

  it('offers to try again when the server cannot be reached', async () => {
    renderWithClient(<SearchResults query="hermes" />, createTestClient('http://127.0.0.1:9'));
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('shows the results of its sort and filters, with controls counting each choice, and hands every choice to the page', async () => {
    const client = await frenchVisitor();
    await client.setLocale({ country: 'GB', language: 'fr' });
    const refinements = { tri: 'prix_croissant', etat: 'occasion' } as const;
    const expected = await client.catalog.search('sac', refinements);
    const counts = await createFacets(client).count({ q: 'sac', ...refinements });
    if (expected.error || counts.error) throw expected.error ?? counts.error;
    const chosen: SearchRefinementValues[] = [];
    renderWithClient(
      <SearchResults query="sac" refinements={refinements} onRefine={(next) => chosen.push(next)} />,
      client,
    );
    const grid = await screen.findByTestId('product-grid');
    // The cards are the search's with the same sort and filters, in its order.
    const ids = within(grid)
      .getAllByTestId('product-card')
      .map((card) => card.querySelector('a')?.getAttribute('href'));
    expect(ids.length).toBe(Math.min(24, expected.data.products.length));
    expect(ids[0]).toContain(String(expected.data.products[0]?.id_produit));

    // The controls, in their own chunk: each labelled, the condition counting what the search finds.
    const controls = await screen.findByRole('form', { name: 'Trier et filtrer' });
    const sort = within(controls).getByRole('combobox', { name: 'Trier par' }) as HTMLSelectElement;
    expect(sort.value).toBe('prix_croissant');
    const condition = within(controls).getByRole('combobox', { name: 'État' }) as HTMLSelectElement;
    expect(condition.value).toBe('occasion');
    await waitFor(() =>
      expect(within(condition).getByRole('option', { name: /^Occasion/ }).textContent).toBe(
        `Occasion (${counts.data.data.etats.find((row) => row.etat === 'occasion')?.nombre})`,
      ),
    );
    const size = counts.data.data.tailles[0];
    if (size) {
      expect(
        within(controls)
          .getAllByRole('option')
          .some((option) => option.textContent?.endsWith(`(${size.nombre})`)),
      ).toBe(true);
    }

    fireEvent.change(sort, { target: { value: 'nouveautes' } });
    expect(chosen.at(-1)).toEqual({ tri: 'nouveautes', etat: 'occasion' });
    // Prices in the shopper's currency (pounds here), typed the wrong way round.
    fireEvent.change(within(controls).getByRole('textbox', { name: 'Prix maximum (GBP)' }), {
      target: { value: '150' },
    });
    fireEvent.change(within(controls).getByRole('textbox', { name: 'Prix minimum (GBP)' }), {
      target: { value: '900,5' },
    });
    fireEvent.click(within(controls).getByRole('button', { name: 'Appliquer les prix' }));
    expect(chosen.at(-1)).toEqual({
      tri: 'prix_croissant',
      etat: 'occasion',
      prix_min: 150,
      prix_max: 900.5,
    });
    fireEvent.click(within(controls).getByRole('button', { name: 'Effacer les filtres' }));
    expect(chosen.at(-1)).toEqual({});
  });

  it('saves the search with its filters for a signed-in shopper, and offers a visitor no such thing', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    const refinements = { tri: 'prix_croissant', etat: 'occasion', prix_max: 9000 } as const;
    const { rerender } = renderWithClient(
      <SearchResults query="sac" refinements={refinements} onRefine={() => {}} />,
      client,
    );
    const controls = await screen.findByRole('form', { name: 'Trier et filtrer' });
    const saveButton = await within(controls).findByRole('button', { name: 'Enregistrer cette recherche' });
    fireEvent.click(saveButton);
    await within(controls).findByText(
      'Recherche enregistrée : les nouveautés qui y répondent vous seront signalées.',
    );
    expect((saveButton as HTMLButtonElement).disabled).toBe(true);
    const saved = await createSavedSearches(client).list();
    expect(saved.data).toEqual([
      expect.objectContaining({ q: 'sac', etat: 'occasion', prix_max: 9000, pays: 'FR', langue: 'fr' }),
    ]);
    // Another search is not saved yet: it may be.
    rerender(
      <VitrineProvider client={client}>
        <SearchResults query="sac" refinements={{ ...refinements, prix_max: 5000 }} onRefine={() => {}} />
      </VitrineProvider>,
    );
    const again = await screen.findByRole('form', { name: 'Trier et filtrer' });
    await waitFor(() =>
      expect(
        (within(again).getByRole('button', { name: 'Enregistrer cette recherche' }) as HTMLButtonElement)
          .disabled,
      ).toBe(false),
    );
    expect(within(again).queryByText(/^Recherche enregistrée/)).toBeNull();
    cleanup();

    renderWithClient(
      <SearchResults query="sac" refinements={refinements} onRefine={() => {}} />,
      await frenchVisitor(),
    );
    await screen.findByRole('form', { name: 'Trier et filtrer' });
    expect(screen.queryByRole('button', { name: 'Enregistrer cette recherche' })).toBeNull();
  });

  it('tells a Russian shopper at the limit of saved searches, in Russian, to forget one first', async () => {
    const client = createTestClient(testServerUrl(), 'ru');
    await act(() => client.setLocale({ country: 'FR', language: 'ru' }));
    await signUpFresh(client);
    const area = createSavedSearches(client);
    for (let n = 0; n < MAX_SAVED_SEARCHES; n++) {
      expect((await area.save({ q: `sac ${n}` })).error).toBeUndefined();
    }
    renderWithClient(<SearchResults query="kelly" refinements={{}} onRefine={() => {}} />, client);
    const controls = await screen.findByRole('form', { name: 'Сортировка и фильтры' });
    fireEvent.click(await within(controls).findByRole('button', { name: 'Сохранить этот поиск' }));
    expect(
      await within(controls).findByText(
        `Не удалось сохранить поиск: У вас уже сохранено ${MAX_SAVED_SEARCHES} поисков — это максимум: сначала удалите один из них.`,
      ),
    ).toBeTruthy();
  });

  it('shows no controls where the page does not take the choices', async () => {
    renderWithClient(<SearchResults query="hermes" />, await frenchVisitor());
    await screen.findByTestId('product-grid');
    expect(screen.queryByRole('form', { name: 'Trier et filtrer' })).toBeNull();
  });
});
