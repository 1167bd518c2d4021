/**
 * The brands directory against the real server: the label, the search, the letter index and the
 * grouped lists, compared with what the server lists.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Brand } from '@vitrine/sdk-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClient,
  recordingNavigation,
  renderWithClient,
  testServerUrl,
} from '../testing/renderWithClient.js';
import { styleText } from '../testing/styleText.js';
import { BRAND_LIST_MAX_HEIGHT, Brands } from './Brands.js';
import { clientFailingOnce, frenchClient, OUTAGE_MESSAGE } from './Brands.test.helpers.js';
import { groupOf } from './groupBrands.js';

afterEach(cleanup);

let brands: Brand[];
beforeAll(async () => {
  const result = await createTestClient(testServerUrl()).catalog.brands();
  brands = result.data?.data ?? [];
  expect(brands.length).toBeGreaterThan(20);
});

const index = () => screen.getByRole('navigation', { name: 'Index des marques' });
const groupTitles = () =>
  screen.getAllByTestId('brand-group').map((group) => within(group).getByRole('heading').textContent);

describe('Brands', () => {
  it("carries the label 'Marque', a search box and the letter index '123#' and A to Z", async () => {
    renderWithClient(<Brands />, await frenchClient());
    expect(screen.getByRole('heading', { level: 1, name: 'Marque' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Rechercher une marque' })).toBeTruthy();
    await screen.findAllByTestId('brand-group');
    const letters = within(index()).getAllByRole('button');
    expect(letters.map((button) => button.textContent)).toEqual(['123#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
    // Letters with no brand are disabled; the others are not.
    const initials = new Set(brands.map((brand) => groupOf(brand.nom_marque)));
    for (const button of letters) {
      expect((button as HTMLButtonElement).disabled, button.textContent ?? '').toBe(
        !initials.has(button.textContent ?? ''),
      );
    }
    expect(initials.has('123#')).toBe(false);
    expect((within(index()).getByRole('button', { name: '123#' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('groups every brand of the server under its initial, sorted, with its product count', async () => {
    renderWithClient(<Brands />, await frenchClient());
    await screen.findAllByTestId('brand-group');
    const initials = [...new Set(brands.map((brand) => groupOf(brand.nom_marque)))].sort();
    expect(groupTitles()).toEqual(initials);
    expect(screen.getAllByRole('link')).toHaveLength(brands.length);

    const c = screen
      .getAllByTestId('brand-group')
      .find((group) => within(group).getByRole('heading').textContent === 'C');
    const names = within(c as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.firstChild?.textContent);
    expect(names.slice(0, 4)).toEqual(['Cartier', 'Celine', 'Chanel', 'Chloé']);

    const chanel = brands.find((brand) => brand.nom_marque === 'Chanel') as Brand;
    const link = screen.getByRole('link', { name: /^Chanel/ });
    expect(link.textContent).toBe(`Chanel${chanel.nombre_produit}${chanel.nombre_produit} articles`);
    expect(within(link).getByText(String(chanel.nombre_produit)).getAttribute('aria-hidden')).toBe('true');
  });

  it('narrows the brands as the visitor types, ignoring case and accents, and says when none match', async () => {
    renderWithClient(<Brands />, await frenchClient());
    await screen.findAllByTestId('brand-group');
    const search = screen.getByRole('searchbox', { name: 'Rechercher une marque' });

    fireEvent.change(search, { target: { value: 'HERMES' } });
    expect(screen.getAllByRole('link').map((link) => link.firstChild?.textContent)).toEqual(['Hermès']);
    expect(screen.getByRole('status').textContent).toBe('1 marque trouvée');
    expect(groupTitles()).toEqual(['H']);
    expect((within(index()).getByRole('button', { name: 'H' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(index()).getByRole('button', { name: 'C' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(search, { target: { value: 'garcons' } });
    expect(screen.getAllByRole('link').map((link) => link.firstChild?.textContent)).toEqual([
      'Comme des Garçons',
    ]);

    fireEvent.change(search, { target: { value: 'zzzz' } });
    expect(screen.getByText('Aucune marque ne correspond à « zzzz ».')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(screen.getAllByRole('link')).toHaveLength(brands.length);
  });

  it('scrolls to the chosen letter and moves the focus to its group', async () => {
    renderWithClient(<Brands />, await frenchClient());
    await screen.findAllByTestId('brand-group');
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      fireEvent.click(within(index()).getByRole('button', { name: 'G' }));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
    const heading = screen.getByRole('heading', { level: 2, name: 'G' });
    expect(document.activeElement).toBe(heading);
    expect(scrolled).toEqual([heading]);
    const group = heading.closest('section') as HTMLElement;
    expect(within(group).getByRole('link', { name: /^Gucci/ })).toBeTruthy();
  });

  it('links each brand to the product list filtered by that brand', async () => {
    const navigation = recordingNavigation();
    renderWithClient(<Brands />, await frenchClient(), navigation);
    const chanel = brands.find((brand) => brand.nom_marque === 'Chanel') as Brand;
    const link = await screen.findByRole('link', { name: /^Chanel/ });
    expect(link.getAttribute('href')).toBe(`/fr-fr/new-shopping?id_marque=${chanel.id_marque}`);
    fireEvent.click(link);
    expect(navigation.visited).toEqual([{ to: 'products', id_marque: chanel.id_marque }]);
  });

  it(`scrolls each letter's list past ${BRAND_LIST_MAX_HEIGHT}px on wide screens (spec §9)`, async () => {
    renderWithClient(<Brands />, await frenchClient());
    const [list] = await screen.findAllByTestId('brand-list');
    const css = styleText();
    const classes = (list as HTMLElement).className.split(/\s+/).filter(Boolean);
    const wide = classes.some((name) =>
      new RegExp(
        `@container \\(min-width: ?600px\\) ?\\{ ?\\.${name} ?\\{[^}]*max-height: ?200px; ?overflow-y: ?auto`,
      ).test(css),
    );
    expect(BRAND_LIST_MAX_HEIGHT).toBe(200);
    expect(wide).toBe(true);
  });

  it('speaks the visitor language', async () => {
    renderWithClient(<Brands />, createTestClient(testServerUrl(), 'jp'));
    expect(screen.getByRole('heading', { level: 1, name: 'ブランド' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'ブランドを検索' })).toBeTruthy();
    expect((await screen.findAllByTestId('brand-group')).length).toBeGreaterThan(5);
  });

  it("shows the server's error with a retry that loads the brands", async () => {
    renderWithClient(<Brands />, clientFailingOnce('list_marqueProduit'));
    expect((await screen.findByRole('alert')).textContent).toContain(OUTAGE_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(brands.length));
  });
});
