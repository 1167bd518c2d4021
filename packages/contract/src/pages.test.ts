import { describe, expect, it } from 'vitest';
import { pathFor } from './pages.js';

const fr = { country: 'FR', language: 'fr' } as const;

describe('pathFor', () => {
  it('starts every path with the {pays-langue} segment', () => {
    expect(pathFor({ to: 'home' }, fr)).toBe('/fr-fr');
    expect(pathFor({ to: 'favourites' }, { country: 'JP', language: 'jp' })).toBe('/jp-jp/favoris');
  });

  it('writes the routes of the spec', () => {
    expect(pathFor({ to: 'product', id_produit: 12, categorie: 'sacs-a-main' }, fr)).toBe(
      '/fr-fr/shopping-detail/sacs-a-main/12',
    );
    expect(pathFor({ to: 'seller', id_vendeur: 3 }, fr)).toBe('/fr-fr/selleraccount-detail/3');
    expect(pathFor({ to: 'conversation', id_recever: 7 }, fr)).toBe('/fr-fr/useraccount/message-detail/7');
    expect(pathFor({ to: 'search', q: 'sac & co' }, fr)).toBe('/fr-fr/search?q=sac%20%26%20co');
    expect(pathFor({ to: 'addArticle' }, fr)).toBe('/fr-fr/useraccount/add-article');
    expect(pathFor({ to: 'myProducts' }, fr)).toBe('/fr-fr/useraccount/my-products');
    expect(pathFor({ to: 'payouts' }, fr)).toBe('/fr-fr/useraccount/payouts');
    expect(pathFor({ to: 'offers' }, fr)).toBe('/fr-fr/useraccount/offers');
  });

  it('writes the product list with its category levels and filters', () => {
    expect(pathFor({ to: 'products' }, fr)).toBe('/fr-fr/new-shopping');
    expect(pathFor({ to: 'products', genre: 'femme', mere: 'sacs', fils: 'cabas', id_marque: 4 }, fr)).toBe(
      '/fr-fr/new-shopping/femme/sacs/cabas?id_marque=4',
    );
    expect(pathFor({ to: 'products', genre: 'femme', fils: 'cabas' }, fr)).toBe('/fr-fr/new-shopping/femme');
  });
});
