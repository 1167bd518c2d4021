/**
 * A listing shown in another language than the one it is written in: the product page says so
 * ('Written in French'), in the interface's language, and marks the texts with their `lang`; once
 * the seller adds the texts in the shopper's language, the page shows those, unmarked. Against
 * the real server, with a listing a seeded seller adds through the SDK.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { createMemoryStorage, createVitrine, type VitrineClient } from '@vitrine/sdk-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../SellerReview/SellerReview.test.helpers.js';
import { createTestClient, renderWithClient, testServerUrl } from '../testing/renderWithClient.js';
import { ProductDetail } from './ProductDetail.js';

afterEach(cleanup);

/** A seeded French seller no other widget test lists or buys from. */
const SELLER = 'levestiairedejuliette@sellers.vitrine.dev';

const png = () =>
  new Blob(
    [
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    ],
    { type: 'image/png' },
  );

let seller: VitrineClient;
let id_produit: number;

beforeAll(async () => {
  seller = createVitrine({ baseUrl: testServerUrl(), storage: createMemoryStorage() });
  const login = await seller.auth.login(SELLER, 'Vitrine-demo-2026');
  if (login.error) throw login.error;
  const tree = (await seller.catalog.categories()).data?.data ?? [];
  const leaf = tree[0]?.children[0]?.children[0];
  if (!leaf) throw new Error('The seeded tree has no leaf');
  const size = (await seller.articles.sizes(leaf.id_categorie)).data?.data[0]?.id_taille as number;
  const colour = (await seller.catalog.colours()).data?.data[0]?.id_couleur as number;
  const brand = (await seller.catalog.brands()).data?.data[0]?.id_marque as number;
  const added = await seller.articles.add(
    {
      id_marque: brand,
      id_categorie: leaf.id_categorie,
      modele: 'Sac Orphée',
      description: 'Sac en cuir grainé, jamais porté, avec sa housse.',
      matiere: 'Cuir grainé',
      prix_unitaire: 2400,
      etat_produit: 'neuf',
      variants: [{ id_taille: size, id_couleur: colour }],
    },
    [png()],
  );
  if (added.error) throw added.error;
  id_produit = (added.data as { id_produit: number }).id_produit;
  // Shoppers read it once staff have verified it.
  const verified = await (await staffClient()).staff.verifyListing(id_produit);
  if (verified.error) throw verified.error;
});

async function showIn(language: 'fr' | 'en' | 'it' | 'jp' | 'ru') {
  const client = createTestClient(testServerUrl(), language);
  await client.setLocale({ country: 'FR', language });
  renderWithClient(<ProductDetail productId={id_produit} />, client);
  return screen.findByRole('heading', { level: 1 });
}

describe('a listing read in another language than it is written in', () => {
  it("says 'Written in French' in the shopper's language and marks the texts as French", async () => {
    const notes: Record<string, string> = {
      en: 'Written in French',
      it: 'Scritto in francese',
      jp: '原文はフランス語です',
      ru: 'Написано на французском',
    };
    for (const [language, note] of Object.entries(notes)) {
      const heading = await showIn(language as 'en');
      expect(within(heading).getByText('Sac Orphée').getAttribute('lang')).toBe('fr');
      const shown = screen.getAllByTestId('written-in').map((element) => element.textContent);
      expect(shown.length).toBeGreaterThan(0);
      for (const text of shown) expect(text).toBe(note);
      expect(screen.getByText(/Sac en cuir grainé/).getAttribute('lang')).toBe('fr');
      cleanup();
    }
  });

  it('names the condition in the interface language and says nothing in the listing’s own', async () => {
    const heading = await showIn('fr');
    expect(within(heading).getByText('Sac Orphée').hasAttribute('lang')).toBe(false);
    expect(screen.queryByTestId('written-in')).toBeNull();
    expect(screen.getByText('État')).toBeTruthy();
    expect(screen.getByText('Neuf')).toBeTruthy();
    cleanup();
    await showIn('en');
    expect(screen.getByText('Condition')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
  });

  it('shows the texts the seller adds in the shopper’s language, unmarked', async () => {
    const saved = await seller.articles.translate({
      id_produit,
      langue: 'en',
      modele: 'Orphée bag',
      description: 'Grained leather bag, never worn, with its dust bag.',
      matiere: 'Grained leather',
    });
    expect(saved.error).toBeUndefined();
    // New texts go to staff before shoppers read them.
    expect((await (await staffClient()).staff.verifyListing(id_produit)).error).toBeUndefined();
    const heading = await showIn('en');
    expect(within(heading).getByText('Orphée bag').hasAttribute('lang')).toBe(false);
    expect(screen.queryByTestId('written-in')).toBeNull();
    expect(screen.getByText('Grained leather')).toBeTruthy();
    cleanup();
    // Italian still reads the original, marked.
    const italian = await showIn('it');
    expect(within(italian).getByText('Sac Orphée').getAttribute('lang')).toBe('fr');
  });
});
