/**
 * The home sections against the real server: what a visitor sees, in their language and currency.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_DEADLINE_HOURS, type VitrineClient } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestClient,
  recordingNavigation,
  renderWithClient,
  testServerUrl,
} from '../testing/renderWithClient.js';
import { Home } from './Home.js';
import { HowItWorks } from './HowItWorks.js';
import { NEW_SELLERS_SIZE, NewSellers } from './NewSellers.js';
import { Newsletter } from './Newsletter.js';
import { TrustBadges } from './TrustBadges.js';

let client: VitrineClient;
afterEach(cleanup);

async function frenchClient() {
  const created = createTestClient(testServerUrl());
  await created.setLocale({ country: 'FR', language: 'fr' });
  return created;
}

describe('Home', () => {
  it('shows the tagline, a banner, new arrivals, best sellers and new sellers', async () => {
    client = await frenchClient();
    renderWithClient(<Home />, client);
    expect(screen.getByRole('heading', { level: 1, name: /luxe authentique/i })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Nouveautés' })).toBeTruthy();
    const newArrivals = await screen.findByTestId('rail-newArrivals');
    const bestSellers = await screen.findByTestId('rail-bestSellers');
    expect(within(newArrivals).getAllByTestId('product-card').length).toBe(12);
    expect(within(bestSellers).getAllByTestId('product-card').length).toBe(12);
    // The first rail is in view under the hero on a phone: its first two pictures load first.
    const priority = (rail: HTMLElement) =>
      within(rail)
        .getAllByTestId('product-card')
        .map((card) => card.querySelector('img')?.getAttribute('fetchpriority') ?? 'auto');
    expect(priority(newArrivals)).toEqual(['high', 'high', ...Array(10).fill('auto')]);
    expect(priority(bestSellers)).toEqual(Array(12).fill('auto'));
    expect(await screen.findByTestId('home-banner')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nouveaux vendeurs' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(/^\d+ articles?$/).length).toBeGreaterThan(0));
  });

  it("names each new seller's country in the visitor language (Russian here), not in French", async () => {
    const russian = createTestClient(testServerUrl(), 'ru');
    await russian.setLocale({ country: 'RU', language: 'ru' });
    renderWithClient(<NewSellers />, russian);
    const sellers = (await russian.sellers.newest({ limit: NEW_SELLERS_SIZE })).data?.data ?? [];
    expect(sellers.length).toBeGreaterThan(0);
    const inRussian = new Intl.DisplayNames(['ru'], { type: 'region' });
    for (const { user } of sellers) {
      const link = await screen.findByRole('link', { name: new RegExp(user.pseudo_profile) });
      const country = inRussian.of(user.alpha2) as string;
      expect(link.textContent).toContain(country);
      if (country !== user.pays_fr) expect(link.textContent).not.toContain(user.pays_fr);
    }
  });

  it('shows prices in the visitor currency: euros in France, yen without decimals in Japan', async () => {
    client = await frenchClient();
    renderWithClient(<Home />, client);
    const rail = await screen.findByTestId('rail-newArrivals');
    const prices = within(rail)
      .getAllByTestId('product-price')
      .map((node) => node.textContent ?? '');
    expect(prices.every((price) => /^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/.test(price))).toBe(true);

    await act(() => client.setLocale({ country: 'JP', language: 'jp' }));
    await waitFor(() => {
      const yen = within(screen.getByTestId('rail-newArrivals'))
        .getAllByTestId('product-price')
        .map((node) => node.textContent ?? '');
      expect(yen.every((price) => /^[¥￥]\d{1,3}(,\d{3})*$/.test(price))).toBe(true);
    });
    expect(await screen.findByRole('heading', { name: '新着アイテム' })).toBeTruthy();
  });

  it('links each card to the product and to its seller', async () => {
    client = await frenchClient();
    const navigation = recordingNavigation();
    renderWithClient(<Home />, client, navigation);
    const [card] = within(await screen.findByTestId('rail-newArrivals')).getAllByTestId('product-card');
    const links = within(card as HTMLElement).getAllByRole('link');
    fireEvent.click(links[0] as HTMLElement);
    fireEvent.click(links[1] as HTMLElement);
    expect(navigation.visited.map((destination) => destination.to)).toEqual(['product', 'seller']);
    expect((links[0] as HTMLAnchorElement).getAttribute('href')).toMatch(
      /^\/fr-fr\/shopping-detail\/[\w-]+\/\d+$/,
    );
  });
});

describe('HowItWorks', () => {
  it('toggles between the buyer and the seller steps, by click and by arrow key', async () => {
    client = await frenchClient();
    renderWithClient(<HowItWorks />, client);
    expect(screen.getByRole('tab', { name: 'Acheteur', selected: true })).toBeTruthy();
    expect(screen.getByText(/l’expédie sous 72 h/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Vendeur' }));
    expect(screen.getByText(/Vous êtes payé 48 h après/)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Vendeur' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Acheteur', selected: true })).toBeTruthy();
  });
});

describe('the home’s promises', () => {
  it('tells the deadlines of the order rules, not figures written in the texts, and new and pre-owned', async () => {
    client = await frenchClient();
    renderWithClient(
      <>
        <HowItWorks />
        <TrustBadges />
      </>,
      client,
    );
    const { accept, ship, disputeWindow } = ORDER_DEADLINE_HOURS;
    expect(
      screen.getByText(`Le vendeur accepte votre commande sous ${accept} h, puis l’expédie sous ${ship} h.`),
    ).toBeTruthy();
    expect(
      screen.getByText(new RegExp(`vous avez ensuite ${disputeWindow} h pour signaler un problème`)),
    ).toBeTruthy();
    expect(screen.getByText('Neuf et seconde main')).toBeTruthy();
    expect(screen.queryByText(/100 % neuf|jamais porté/)).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Vendeur' }));
    expect(screen.getByText(new RegExp(`sous ${accept} h, puis expédiez-la sous ${ship} h`))).toBeTruthy();
  });
});

describe('Newsletter', () => {
  it('thanks the visitor without calling the server', async () => {
    client = await frenchClient();
    const received: string[] = [];
    renderWithClient(<Newsletter onSubscribe={(email) => received.push(email)} />, client);
    fireEvent.change(screen.getByLabelText('Votre adresse e-mail'), {
      target: { value: ' claire@example.com ' },
    });
    fireEvent.submit(screen.getByRole('button', { name: 'S’inscrire' }).closest('form') as HTMLFormElement);
    expect(screen.getByRole('status').textContent).toMatch(/Merci/);
    expect(received).toEqual(['claire@example.com']);
  });
});
