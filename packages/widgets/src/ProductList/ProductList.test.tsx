/**
 * The product list against the real server: the filters of spec §2 on the real category tree,
 * brands, sizes and colours, the chips, the filters reported to the host (for its URL), pages,
 * the phone dialog, likes from the cards, and the empty and error states.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CategoryNode, ProductFilters, VitrineClient } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import { freshBuyer } from '../ProductDetail/ProductDetail.test.helpers.js';
import { VitrineProvider } from '../provider.js';
import { createTestClient, renderWithClient, testServerUrl } from '../testing/renderWithClient.js';
import { ProductList, type ProductListProps } from './ProductList.js';

afterEach(cleanup);

async function frenchVisitor(): Promise<VitrineClient> {
  const client = createTestClient(testServerUrl());
  await client.setLocale({ country: 'FR', language: 'fr' });
  return client;
}

async function show(props: Partial<ProductListProps> = {}, given?: VitrineClient) {
  const client = given ?? (await frenchVisitor());
  const reported: ProductFilters[] = [];
  const view = renderWithClient(
    <ProductList onFiltersChange={(filters) => reported.push(filters)} {...props} />,
    client,
  );
  await screen.findAllByTestId('product-card', {}, { timeout: 5000 });
  return { client, reported, view };
}

/** The side panel (the phone dialog holds a second copy of the filters when open). */
const panel = () => screen.getByRole('complementary', { name: 'Filtres' });
const cards = () => screen.getAllByTestId('product-card');
const cardBrands = () => cards().map((card) => card.getAttribute('aria-label') ?? '');

describe('ProductList', () => {
  it('holds a page of card places while loading, then loads the first row’s pictures first', async () => {
    const client = await frenchVisitor();
    renderWithClient(<ProductList pageSize={12} />, client);
    // As many placeholders as the page will hold cards: the page keeps its height (no shift).
    expect(screen.getAllByTestId('product-card-placeholder')).toHaveLength(12);
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
    await screen.findAllByTestId('product-card', {}, { timeout: 5000 });
    expect(screen.queryAllByTestId('product-card-placeholder')).toHaveLength(0);
    const pictures = cards().map((card) => card.querySelector('img') as HTMLImageElement);
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      ...Array(pictures.length - 2).fill(null),
    ]);
    expect(pictures.slice(2).every((picture) => picture.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it("lists the real category tree under 'Catégorie' and narrows the list to a chosen level", async () => {
    const { client, reported } = await show();
    const tree = (await client.catalog.categories()).data?.data as CategoryNode[];
    const filter = within(panel()).getByRole('group', { name: 'Catégorie' });
    for (const genre of tree) expect(within(filter).getByRole('button', { name: genre.nom_fr })).toBeTruthy();
    expect(within(filter).getByRole('button', { name: 'Toutes les catégories', pressed: true })).toBeTruthy();

    const femme = tree.find((genre) => genre.slug === 'femme') as CategoryNode;
    const sacs = femme.children.find((mere) => mere.slug === 'sacs') as CategoryNode;
    fireEvent.click(within(filter).getByRole('button', { name: femme.nom_fr }));
    expect(reported.at(-1)).toEqual({ genre: 'femme' });
    // The mères of the chosen genre appear.
    for (const mere of femme.children)
      expect(within(filter).getByRole('button', { name: mere.nom_fr })).toBeTruthy();
    fireEvent.click(within(filter).getByRole('button', { name: sacs.nom_fr }));
    expect(reported.at(-1)).toEqual({ genre: 'femme', mere: 'sacs' });
    expect(await screen.findByRole('heading', { level: 1, name: sacs.nom_fr })).toBeTruthy();

    const leaves = new Set(sacs.children.map((fils) => fils.slug));
    const expected = await client.catalog.filter({ genre: 'femme', mere: 'sacs' }, { limit: 24 });
    expect(expected.data?.data.every((product) => leaves.has(product.categorie_slug))).toBe(true);
    await waitFor(() =>
      expect(cardBrands()).toEqual(expected.data?.data.map((p) => `${p.nom_marque} ${p.modele}`)),
    );

    // The chip names the category; its × lifts the filter.
    const chips = screen.getByRole('list', { name: 'Filtres sélectionnés' });
    fireEvent.click(within(chips).getByRole('button', { name: `Retirer ${sacs.nom_fr}` }));
    expect(reported.at(-1)).toEqual({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Tous les articles' })).toBeTruthy();
  });

  it('narrows the list by brand and colour, shows them as chips and reports id_marque and id_couleur', async () => {
    const { client, reported } = await show();
    const brands = (await client.catalog.brandsWithProducts()).data?.data ?? [];
    const hermes = brands.find((brand) => brand.nom_marque === 'Hermès');
    expect(hermes).toBeTruthy();
    fireEvent.change(within(panel()).getByLabelText('Marque'), {
      target: { value: String(hermes!.id_marque) },
    });
    expect(reported.at(-1)).toEqual({ id_marque: hermes!.id_marque });
    await waitFor(() => expect(cardBrands().every((name) => name.startsWith('Hermès '))).toBe(true));
    const chips = screen.getByRole('list', { name: 'Filtres sélectionnés' });
    expect(within(chips).getByText('Hermès')).toBeTruthy();

    // A colour some Hermès item has.
    const hermesItems = await client.catalog.filter({ id_marque: hermes!.id_marque });
    const colours = (await client.catalog.colours()).data?.data ?? [];
    const colour = colours.find((option) =>
      hermesItems.data?.data.some((product) => product.nom_couleur === option.nom_couleur),
    )!;
    fireEvent.click(within(panel()).getByRole('button', { name: colour.nom_couleur }));
    expect(reported.at(-1)).toEqual({ id_marque: hermes!.id_marque, id_couleur: colour.id_couleur });
    const expected = await client.catalog.filter(
      { id_marque: hermes!.id_marque, id_couleur: colour.id_couleur },
      { limit: 24 },
    );
    await waitFor(() =>
      expect(cardBrands()).toEqual(expected.data?.data.map((p) => `${p.nom_marque} ${p.modele}`)),
    );
    expect(
      within(screen.getByRole('list', { name: 'Filtres sélectionnés' })).getByText(colour.nom_couleur),
    ).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: colour.nom_couleur, pressed: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tout effacer' }));
    expect(reported.at(-1)).toEqual({});
  });

  it('shows the filters it is given, e.g. from the URL, and follows new ones', async () => {
    const client = await frenchVisitor();
    const brands = (await client.catalog.brandsWithProducts()).data?.data ?? [];
    const [first, second] = brands;
    const view = renderWithClient(<ProductList filters={{ id_marque: first!.id_marque }} />, client);
    await waitFor(() =>
      expect(cardBrands().every((name) => name.startsWith(`${first!.nom_marque} `))).toBe(true),
    );
    expect((within(panel()).getByLabelText('Marque') as HTMLSelectElement).value).toBe(
      String(first!.id_marque),
    );
    view.rerender(
      <VitrineProvider client={client}>
        <ProductList filters={{ id_marque: second!.id_marque }} />
      </VitrineProvider>,
    );
    await waitFor(() =>
      expect(cardBrands().every((name) => name.startsWith(`${second!.nom_marque} `))).toBe(true),
    );
  });

  it('narrows by size', async () => {
    const { client, reported } = await show();
    const sizes = (await client.catalog.sizes()).data?.data ?? [];
    const size = sizes.find((option) => option.valeur_taille === 'M')!;
    fireEvent.change(within(panel()).getByLabelText('Taille'), { target: { value: String(size.id_taille) } });
    expect(reported.at(-1)).toEqual({ id_taille: size.id_taille });
    const expected = await client.catalog.filter({ id_taille: size.id_taille }, { limit: 24 });
    await waitFor(() =>
      expect(cardBrands()).toEqual(expected.data?.data.map((p) => `${p.nom_marque} ${p.modele}`)),
    );
    expect(
      within(screen.getByRole('list', { name: 'Filtres sélectionnés' })).getByText('Taille M'),
    ).toBeTruthy();
  });

  it('names sizes and colours in the interface language (Italian), with its one size and size groups', async () => {
    const italian = createTestClient(testServerUrl(), 'it');
    await italian.setLocale({ country: 'IT', language: 'it' });
    const { reported } = await show({}, italian);
    const filters = () => screen.getByRole('complementary', { name: 'Filtri' });
    const select = within(filters()).getByLabelText('Taglia') as HTMLSelectElement;
    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual(
      expect.arrayContaining(['Taglie in lettere', 'Numeri di scarpe (EU)', 'Taglia unica']),
    );
    const oneSize = [...select.options].find((option) => option.textContent === 'Taglia unica');
    expect([...select.options].some((option) => option.textContent === 'TU')).toBe(false);
    fireEvent.change(select, { target: { value: oneSize?.value } });
    expect(reported.at(-1)).toEqual({ id_taille: Number(oneSize?.value) });
    expect(
      within(screen.getByRole('list', { name: 'Filtri selezionati' })).getByText('Taglia unica'),
    ).toBeTruthy();

    // Colours as the server names them in Italian, never its French names.
    const colours = (await italian.catalog.colours()).data?.data ?? [];
    const filter = within(within(filters()).getByRole('group', { name: 'Colore' }));
    for (const colour of colours) {
      expect(filter.getByText(colour.nom_couleur)).toBeTruthy();
      if (colour.nom_couleur !== colour.nom_couleur_fr)
        expect(filter.queryByText(colour.nom_couleur_fr)).toBeNull();
    }
  });

  it("goes through pages and changes the number of 'Items per page'", async () => {
    const { client } = await show({ pageSize: 12 });
    expect(cards()).toHaveLength(12);
    const page2 = await client.catalog.products({ page: 2, limit: 12 });
    const previous = screen.getByRole('button', { name: 'Précédent' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() =>
      expect(cardBrands()).toEqual(page2.data?.data.map((p) => `${p.nom_marque} ${p.modele}`)),
    );
    expect(screen.getByText('Page 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Items per page'), { target: { value: '24' } });
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByText('Page 1')).toBeTruthy();
  });

  it("opens the filters in a dialog from 'Filtrer' (phones)", async () => {
    const { reported, client } = await show();
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtres' });
    for (const name of ['Catégorie', 'Couleur'])
      expect(within(dialog).getByRole('group', { name })).toBeTruthy();
    expect(within(dialog).getByLabelText('Marque')).toBeTruthy();
    expect(within(dialog).getByLabelText('Taille')).toBeTruthy();
    const colours = (await client.catalog.colours()).data?.data ?? [];
    const colour = colours[0]!;
    fireEvent.click(within(dialog).getByRole('button', { name: colour.nom_couleur }));
    expect(reported.at(-1)).toEqual({ id_couleur: colour.id_couleur });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Voir les articles' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filtrer (1)' })).toBeTruthy();
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    const client = await frenchVisitor();
    // A brand and a size no item of that brand has.
    const brands = (await client.catalog.brandsWithProducts()).data?.data ?? [];
    const sizes = (await client.catalog.sizes()).data?.data ?? [];
    let filters: ProductFilters | undefined;
    for (const brand of brands) {
      for (const size of sizes) {
        const found = await client.catalog.filter({ id_marque: brand.id_marque, id_taille: size.id_taille });
        if (found.data?.data.length === 0) {
          filters = { id_marque: brand.id_marque, id_taille: size.id_taille };
          break;
        }
      }
      if (filters) break;
    }
    const reported: ProductFilters[] = [];
    renderWithClient(
      <ProductList filters={filters} onFiltersChange={(next) => reported.push(next)} />,
      client,
    );
    expect(await screen.findByText('Aucun article ne correspond à ces filtres.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Tout effacer' }).at(-1) as HTMLElement);
    expect(reported.at(-1)).toEqual({});
    await screen.findAllByTestId('product-card');
  });

  it('lets a signed-in user like from a card, and shows it at once', async () => {
    const buyer = await freshBuyer(testServerUrl(), createTestClient(testServerUrl()));
    await show({}, buyer);
    const [card] = cards();
    const heart = within(card as HTMLElement).getByRole('button', { name: 'Ajouter aux favoris' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(heart);
    });
    await waitFor(() =>
      expect(
        within(card as HTMLElement)
          .getByRole('button', { name: 'Retirer des favoris' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(buyer.store.getState().favouritesCount).toBe(1);
  });

  it('sends a visitor who presses a heart to sign in', async () => {
    await show();
    const [card] = cards();
    expect(
      within(card as HTMLElement)
        .getByRole('link', { name: 'Ajouter aux favoris' })
        .getAttribute('href'),
    ).toBe('/fr-fr/login');
  });

  it('offers to try again when the server cannot be reached', async () => {
    renderWithClient(<ProductList />, createTestClient('http://127.0.0.1:9'));
    expect((await screen.findAllByRole('button', { name: 'Réessayer' })).length).toBeGreaterThan(0);
  });
});
