/**
 * A seller's profile against the real server: the header, the Contact dialog, and the three tabs,
 * each compared with what the server says about that seller.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SellerCard, VitrineClient } from '@vitrine/sdk-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientFailingOnce, frenchClient, OUTAGE_MESSAGE } from '../Brands/Brands.test.helpers.js';
import {
  createTestClient,
  recordingNavigation,
  renderWithClient,
  testServerUrl,
} from '../testing/renderWithClient.js';
import { SellerProfile } from './SellerProfile.js';

afterEach(cleanup);

const PASSWORD = 'Vitrine-demo-2026';
let server: VitrineClient;
let ginza: SellerCard;
beforeAll(async () => {
  server = createTestClient(testServerUrl());
  const japanese = (await server.sellers.list({ alpha2: 'JP' })).data?.data ?? [];
  ginza = japanese.find((seller) => seller.pseudo_profile === 'GinzaTreasure') as SellerCard;
  expect(ginza).toBeTruthy();
});

async function renderProfile(client?: VitrineClient, navigation = recordingNavigation()) {
  renderWithClient(<SellerProfile sellerId={ginza.id_user} />, client ?? (await frenchClient()), navigation);
  return screen.findByRole('heading', { level: 1, name: 'GinzaTreasure' });
}

describe('SellerProfile', () => {
  it('shows the avatar, pseudo, product count and spoken languages', async () => {
    await renderProfile();
    const header = screen.getByRole('banner');
    const avatar = header.querySelector('img') as HTMLImageElement;
    expect(avatar.getAttribute('src')).toBe(`${testServerUrl()}${ginza.image_link_profile}`);
    expect([avatar.getAttribute('width'), avatar.getAttribute('height')]).toEqual(['96', '96']);
    expect(screen.getByTestId('seller-product-count').textContent).toBe(
      `${ginza.nombre_produit} article${ginza.nombre_produit > 1 ? 's' : ''}`,
    );
    const languages = screen.getByRole('list', { name: 'Langues parlées' });
    expect(
      within(languages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Japonais', 'Anglais']);
    expect(within(header).getByText(/^Japon · Membre depuis \S+ \d{4}$/)).toBeTruthy();
  });

  it("opens 'À propos' first, with the seller's text in their first language", async () => {
    await renderProfile();
    expect(screen.getByRole('tab', { name: 'À propos', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'À propos',
      'Produits',
      'Avis',
      'Activités récentes',
    ]);
    const texts = (await server.sellers.languagesOf(ginza.id_user)).data?.data;
    const about = await screen.findByTestId('seller-about');
    expect(about.textContent).toBe(texts?.defaut?.text_marketing);
    expect(texts?.defaut?.nom_fr).toBe('Japonais');
    expect(about.getAttribute('lang')).toBe('ja');
    expect(within(screen.getByRole('tabpanel')).getByText('Japonais')).toBeTruthy();
  });

  it("lists the seller's products in 'Produits', each linking to the product", async () => {
    const navigation = recordingNavigation();
    await renderProfile(undefined, navigation);
    fireEvent.click(screen.getByRole('tab', { name: 'Produits' }));
    const grid = await screen.findByRole('list', { name: 'Articles de GinzaTreasure' });
    const expected = (await server.catalog.bySeller(ginza.id_user, { limit: 24 })).data?.data ?? [];
    expect(expected.length).toBeGreaterThan(0);
    const cards = within(grid).getAllByTestId('product-card');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(
      expected.map((product) => `${product.nom_marque} ${product.modele}`),
    );
    for (const card of cards) expect(card.textContent).toContain('GinzaTreasure');
    fireEvent.click(within(cards[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement);
    expect(navigation.visited[0]).toMatchObject({ to: 'product', id_produit: expected[0]?.id_produit });
  });

  it("says plainly that 'Activités récentes' has nothing yet, and moves between tabs with the arrows", async () => {
    await renderProfile();
    const about = screen.getByRole('tab', { name: 'À propos' });
    about.focus();
    fireEvent.keyDown(about, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Activités récentes', selected: true })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Activités récentes' }));
    expect(
      within(screen.getByRole('tabpanel')).getByText('Aucune activité récente à afficher pour le moment.'),
    ).toBeTruthy();
  });

  it("opens the contact dialog with the seller's avatar, pseudo and subject", async () => {
    const client = await frenchClient();
    await renderProfile(client);
    fireEvent.click(screen.getByRole('button', { name: 'Contacter' }));
    // The dialog's code is fetched on its first opening.
    let dialog = await screen.findByRole('dialog', { name: 'Contacter' });
    expect(within(dialog).getByText('GinzaTreasure')).toBeTruthy();
    expect(within(dialog).getByText('Question pour GinzaTreasure')).toBeTruthy();
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(
      `${testServerUrl()}${ginza.image_link_profile}`,
    );
    // A visitor is asked to sign in first.
    expect(
      within(dialog).getByRole('link', { name: 'Identifiez-vous pour écrire à ce vendeur.' }),
    ).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    const buyer = await frenchClient();
    expect((await buyer.auth.login('acheteur@vitrine.dev', PASSWORD)).error).toBeUndefined();
    await renderProfile(buyer);
    fireEvent.click(screen.getByRole('button', { name: 'Contacter' }));
    dialog = await screen.findByRole('dialog', { name: 'Contacter' });
    expect(within(dialog).getByRole('textbox', { name: 'Votre message' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeTruthy();
  });

  it('has no Contact button on the seller’s own profile', async () => {
    const self = await frenchClient();
    const login = await self.auth.login('ginzatreasure@sellers.vitrine.dev', PASSWORD);
    expect(login.error).toBeUndefined();
    await renderProfile(self);
    expect(screen.queryByRole('button', { name: 'Contacter' })).toBeNull();
  });

  it('shows a not-found state for an unknown seller, with a way to the directory', async () => {
    const navigation = recordingNavigation();
    renderWithClient(<SellerProfile sellerId={999_999} />, await frenchClient(), navigation);
    expect(await screen.findByText('Vendeur introuvable')).toBeTruthy();
    expect(screen.getByText('Ce profil n’existe pas ou n’est plus disponible.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Voir nos vendeurs' }));
    expect(navigation.visited).toEqual([{ to: 'sellers' }]);
  });

  it("speaks the visitor language, and shows the server's error with a retry", async () => {
    const english = createTestClient(testServerUrl(), 'en');
    await english.setLocale({ country: 'GB', language: 'en' });
    await renderProfile(english);
    expect(screen.getByRole('tab', { name: 'About', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Spoken languages' }).textContent).toBe('JapaneseEnglish');
    cleanup();

    renderWithClient(<SellerProfile sellerId={ginza.id_user} />, clientFailingOnce('get_vendeur'));
    expect((await screen.findByRole('alert')).textContent).toContain(OUTAGE_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'GinzaTreasure' })).toBeTruthy();
  });
});
