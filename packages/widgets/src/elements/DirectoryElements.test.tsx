/**
 * `<vitrine-brands>`, `<vitrine-sellers>` and `<vitrine-seller-profile>` in happy-dom against the
 * real server: content and styles in their shadow roots, attributes, and the events that reach
 * the page.
 */
import { fireEvent, within } from '@testing-library/react';
import { createMemoryStorage, createVitrine, type SellerCard, type SpokenLanguage } from '@vitrine/sdk-core';
import { until } from '@vitrine/server/testing/fixtures';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testServerUrl } from '../testing/renderWithClient.js';
import { defineVitrineElements } from './defineElements.js';

let sellers: SellerCard[];
let spoken: SpokenLanguage[];
beforeAll(async () => {
  defineVitrineElements();
  const client = createVitrine({ baseUrl: testServerUrl(), storage: createMemoryStorage() });
  sellers = (await client.sellers.list()).data?.data ?? [];
  spoken = (await client.sellers.spokenLanguages()).data?.data ?? [];
});
afterEach(() => {
  document.body.innerHTML = '';
});

function mount(tag: string, attributes: string): HTMLElement {
  document.body.innerHTML = `<${tag} api-base="${testServerUrl()}" country="FR" lang="fr" ${attributes}></${tag}>`;
  return document.querySelector(tag) as HTMLElement;
}

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const sellerPseudo = (pseudo: string) =>
  sellers.find((seller) => seller.pseudo_profile === pseudo) as SellerCard;

function recordEvents(name: string, cancel = false): CustomEvent[] {
  const events: CustomEvent[] = [];
  document.addEventListener(name, (event) => {
    events.push(event as CustomEvent);
    if (cancel) event.preventDefault();
  });
  return events;
}

describe('<vitrine-brands>', () => {
  it('renders the directory in its shadow root, with its styles there, and starts from its search attribute', async () => {
    const element = mount('vitrine-brands', 'search="hermes"');
    const root = shadow(element);
    await until(() => root.queryAllByRole('link').length === 1);
    expect(root.getByRole('heading', { level: 1, name: 'Marque' })).toBeTruthy();
    expect(root.getByRole('link').textContent).toMatch(/^Hermès/);
    expect(document.querySelectorAll('[data-testid="brand-group"]')).toHaveLength(0);
    expect(element.shadowRoot?.querySelector('style')).toBeTruthy();
  });

  it('sends the brand a shopper picks to the page as a vitrine:navigate event', async () => {
    const element = mount('vitrine-brands', '');
    const root = shadow(element);
    const link = await until(() =>
      root.queryAllByRole('link').find((entry) => entry.textContent?.startsWith('Chanel')),
    );
    await until(() => link.getAttribute('href')?.includes('/fr-fr/'));
    const events = recordEvents('vitrine:navigate', true);
    fireEvent.click(link);
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toMatchObject({
      to: 'products',
      id_marque: expect.any(Number),
      href: expect.stringMatching(/\/fr-fr\/new-shopping\?id_marque=\d+$/),
    });
  });
});

describe('<vitrine-sellers>', () => {
  it('shows the sellers of its seller-country and follows the attribute', async () => {
    const element = mount('vitrine-sellers', 'seller-country="JP"');
    const root = shadow(element);
    const names = () =>
      root.queryAllByTestId('seller-card').map((card) => card.querySelector('strong')?.textContent);
    await until(() => names().length === 3);
    expect(names()).toEqual(['GinzaTreasure', 'KyotoVintageHouse', 'OmotesandoSelect']);
    expect(root.getByRole('heading', { level: 1, name: 'Nos vendeurs' })).toBeTruthy();

    element.setAttribute('seller-country', 'US');
    await until(() => names().join() === 'MadisonAvenueResale,PalmBeachJewels,SoHoArchive');
    const spanish = (spoken.find((entry) => entry.alpha2 === 'es') as SpokenLanguage).id;
    element.setAttribute('seller-language', String(spanish));
    await until(() => names().join() === 'MadisonAvenueResale,PalmBeachJewels');
  });

  it('reports filter changes as vitrine:sellers-filter and seller links as vitrine:navigate', async () => {
    const element = mount('vitrine-sellers', 'seller-country="IT"');
    const root = shadow(element);
    await until(() => root.queryAllByTestId('seller-card').length === 3);
    const italian = (spoken.find((entry) => entry.alpha2 === 'it') as SpokenLanguage).id;
    const filters = recordEvents('vitrine:sellers-filter');
    const select = await until(() => {
      const found = root.getByRole('combobox', { name: 'Langue parlée' }) as HTMLSelectElement;
      return found.options.length > 1 ? found : null;
    });
    fireEvent.change(select, { target: { value: String(italian) } });
    expect(filters.map((event) => event.detail)).toEqual([{ alpha2: 'IT', id_langue: italian }]);

    const navigations = recordEvents('vitrine:navigate', true);
    const card = await until(() => root.queryAllByTestId('seller-card')[0]);
    fireEvent.click(card);
    expect(navigations[0]?.detail).toMatchObject({
      to: 'seller',
      href: expect.stringMatching(/\/fr-fr\/selleraccount-detail\/\d+$/),
    });
  });
});

describe('<vitrine-seller-profile>', () => {
  it('shows the profile of its seller-id, follows the attribute, and speaks its lang', async () => {
    const ginza = sellerPseudo('GinzaTreasure');
    const roma = sellerPseudo('VintageRoma');
    const element = mount('vitrine-seller-profile', `seller-id="${ginza.id_user}"`);
    const root = shadow(element);
    await until(() => root.queryByRole('heading', { level: 1, name: 'GinzaTreasure' }));
    expect(root.getByRole('tab', { name: 'À propos', selected: true })).toBeTruthy();
    expect(element.shadowRoot?.querySelector('style')).toBeTruthy();

    element.setAttribute('seller-id', String(roma.id_user));
    await until(() => root.queryByRole('heading', { level: 1, name: 'VintageRoma' }));
    element.setAttribute('lang', 'en');
    await until(() => root.queryByRole('tab', { name: 'About' }));
    expect(root.getByRole('button', { name: 'Contact' })).toBeTruthy();
  });

  it('shows a not-found state for an unknown seller-id', async () => {
    const element = mount('vitrine-seller-profile', 'seller-id="999999"');
    const root = shadow(element);
    await until(() => root.queryByText('Vendeur introuvable'));
    expect(root.getByRole('link', { name: 'Voir nos vendeurs' }).getAttribute('href')).toMatch(
      /\/fr-fr\/our-sellers$/,
    );
  });
});
