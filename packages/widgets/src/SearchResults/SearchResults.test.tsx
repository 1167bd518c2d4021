/**
 * Search results against the real server: what a search finds in a product grid with its count,
 * the empty result (the spec's 'aucune donnée à trier'), a blank search, and pages.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VitrineClient } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import { VitrineProvider } from '../provider.js';
import {
  createTestClient,
  recordingNavigation,
  renderWithClient,
  testServerUrl,
} from '../testing/renderWithClient.js';
import { styleText } from '../testing/styleText.js';
import { SearchResults } from './SearchResults.js';

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
});
