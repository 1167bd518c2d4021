/**
 * An order against the real server, bought in this file from GeneveHorlogerie (a seller no other
 * test file buys from): what the buyer sees and what the seller sees, and the way back to the
 * list when there is no order id.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sellerShare, type VitrineClient } from '@vitrine/sdk-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountClient, sellerEmail, signIn, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { buyFrom, DELIVERY, type Purchase } from '../Orders/Orders.test.helpers.js';
import { recordingNavigation, renderWithClient } from '../testing/renderWithClient.js';
import { OrderDetail } from './OrderDetail.js';
import { orderDimensions } from './orderDimensions.js';

const SELLER = 'GeneveHorlogerie';
let purchase: Purchase;
let seller: VitrineClient;

beforeAll(async () => {
  purchase = await buyFrom(SELLER);
  seller = await accountClient();
  await signIn(seller, sellerEmail(SELLER));
}, 60_000);
afterAll(async () => {
  await seller?.auth.logout();
});
afterEach(cleanup);

function shownFor(label: string, scope: HTMLElement = document.body): string | null | undefined {
  const term = within(scope)
    .getAllByRole('term')
    .find((node) => node.textContent === label);
  return term?.nextElementSibling?.textContent;
}

describe('OrderDetail without an order id', () => {
  it('hands back to the host, or goes to the orders list', async () => {
    const client = await accountClient();
    const onMissingOrder = vi.fn();
    renderWithClient(<OrderDetail onMissingOrder={onMissingOrder} />, client);
    expect(onMissingOrder).toHaveBeenCalledTimes(1);
    cleanup();
    const navigation = recordingNavigation();
    renderWithClient(<OrderDetail orderId={null} />, client, navigation);
    expect(navigation.visited).toEqual([{ to: 'orders' }]);
    expect(screen.getByText('Aucune commande choisie.')).toBeTruthy();
  });

  it("goes to the orders list for an unknown id, or another buyer's order, showing nothing of it", async () => {
    const stranger = await accountClient();
    await signUpFresh(stranger);
    for (const id of [2_000_000_000, purchase.order.id_commande]) {
      const navigation = recordingNavigation();
      renderWithClient(<OrderDetail orderId={id} />, stranger, navigation);
      await waitFor(() => expect(navigation.visited).toEqual([{ to: 'orders' }]));
      expect(screen.getByText('Aucune commande choisie.')).toBeTruthy();
      expect(screen.queryByText(purchase.order.nom_marque)).toBeNull();
      cleanup();
    }
  });
});

describe('OrderDetail, the buyer', () => {
  it('shows the number, product id, image, brand, category, unit price, size and colour', async () => {
    const { order } = purchase;
    renderWithClient(<OrderDetail orderId={order.id_commande} />, purchase.buyer);
    expect(await screen.findByRole('heading', { name: `Commande V&T${order.id_commande}` })).toBeTruthy();
    expect(shownFor('Référence produit')).toBe(String(order.id_produit));
    expect(shownFor('Marque')).toBe(order.nom_marque);
    expect(shownFor('Catégorie')).toBe(order.nom_cat_enfant_fr);
    // Watches come in one size, which the catalogue writes 'TU': French words here.
    expect(shownFor('Taille')).toBe(order.valeur_taille === 'TU' ? 'Taille unique' : order.valeur_taille);
    expect(shownFor('Couleur')).toBe(order.nom_couleur);
    const colour = screen
      .getAllByRole('term')
      .find((node) => node.textContent === 'Couleur')?.nextElementSibling;
    const swatch = colour?.querySelector('span[aria-hidden="true"]') as HTMLElement;
    expect(getComputedStyle(swatch).backgroundColor.toLowerCase()).toBe(order.code_hexa.toLowerCase());
    const price = screen.getByTestId('order-unit-price').textContent ?? '';
    // What the French buyer paid, in euros, whatever the seller's currency.
    expect(order.devise_paye).toBe('EUR');
    expect(price).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(order.montant_paye / 100),
    );
    const image = screen.getByRole('img', {
      name: `${order.nom_marque} ${order.modele}`,
    }) as HTMLImageElement;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['440', '550']);
    expect(screen.getByText(/Statut/).textContent).toContain('Payée, en attente du vendeur');
    // The seller's panels are not for the buyer.
    expect(screen.queryByRole('button', { name: /Livraison/ })).toBeNull();
    expect(screen.queryByTestId('seller-amount')).toBeNull();
  });

  it("shows the seller's card, and CONTACTER writes to them about this order", async () => {
    const { order, buyer, sellerId } = purchase;
    renderWithClient(<OrderDetail orderId={order.id_commande} />, buyer);
    const card = within(await screen.findByRole('region', { name: 'Vendu par' }));
    expect(card.getByRole('link', { name: `Voir la boutique de ${SELLER}` }).textContent).toBe(SELLER);
    fireEvent.click(card.getByRole('button', { name: 'CONTACTER' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Contacter' }));
    expect(dialog.getByText(SELLER)).toBeTruthy();
    expect(dialog.getByText(`Commande V&T${order.id_commande}`)).toBeTruthy();
    // The message box grows from 2 to 7 rows.
    const box = dialog.getByLabelText(/^Votre message/);
    expect(box.getAttribute('rows')).toBe('2');
    fireEvent.change(box, {
      target: { value: Array.from({ length: 10 }, (_, line) => `ligne ${line}`).join('\n') },
    });
    expect(box.getAttribute('rows')).toBe('7');
    fireEvent.change(box, { target: { value: 'Bonjour, quand partira-t-elle ?' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const thread = await buyer.messages.thread(sellerId, `Commande V&T${order.id_commande}`);
    expect(thread.data?.at(-1)?.corps_message).toBe('Bonjour, quand partira-t-elle ?');
  });
});

describe('OrderDetail in the interface language', () => {
  it("names the colour, the size and the seller's country in Japanese for a Japanese page", async () => {
    const { order, buyer } = purchase;
    await buyer.setLocale({ country: 'FR', language: 'jp' });
    try {
      renderWithClient(<OrderDetail orderId={order.id_commande} />, buyer);
      await screen.findByRole('region', { name: '出品者' });
      expect(shownFor('カラー')).toBe(order.nom_couleur_jp);
      expect(order.nom_couleur_jp).not.toBe(order.nom_couleur);
      if (order.valeur_taille === 'TU') expect(shownFor('サイズ')).toBe('フリーサイズ');
      expect(order.alpha2_vendeur).toBe('CH');
      expect(screen.getByText('スイス')).toBeTruthy();
      expect(screen.queryByText(order.pays_en)).toBeNull();
    } finally {
      await buyer.setLocale({ country: 'FR', language: 'fr' });
    }
  });
});

describe('OrderDetail, the seller', () => {
  it('shows the note, the shipping and description panels, and the amount the seller gets', async () => {
    const { order } = purchase;
    const navigation = recordingNavigation();
    renderWithClient(<OrderDetail orderId={order.id_commande} />, seller, navigation);
    expect(await screen.findByRole('heading', { name: `Commande V&T${order.id_commande}` })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Ma note de vendeur' }));
    expect(navigation.visited).toEqual([{ to: 'seller', id_vendeur: purchase.sellerId }]);
    expect(screen.getByTestId('order-note').textContent).toBeTruthy();

    const shippingButton = screen.getByRole('button', { name: /Livraison/ });
    expect(shippingButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(shippingButton);
    const shipping = screen.getByRole('region', { name: /Livraison/ });
    expect(shownFor('Nom', shipping)).toBe(DELIVERY.nom);
    expect(shownFor('Prénom', shipping)).toBe(DELIVERY.prenom);
    expect(shownFor('Adresse', shipping)).toBe(DELIVERY.adresse);
    expect(shownFor('Complément d’adresse', shipping)).toBe(DELIVERY.complement);
    // France's post has no region: none is kept, whatever the buyer typed.
    expect(shownFor('Région / État', shipping)).toBe('Non renseigné');
    expect(shownFor('Ville', shipping)).toBe(DELIVERY.ville);
    expect(shownFor('Pays', shipping)).toBeTruthy();
    expect(shownFor('Suivi de livraison', shipping)).toBe(order.suivi_livraison ?? 'Non renseigné');
    expect(shownFor('Lien de suivi', shipping)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Description/ }));
    const description = screen.getByRole('region', { name: /^Description/ });
    expect(shownFor('Référence produit', description)).toBe(String(order.id_produit));
    for (const label of ['Description', 'Saison', 'Collection', 'Code produit', 'Matière principale']) {
      expect(shownFor(label, description), label).toBeTruthy();
    }
    const dimensions = shownFor('Dimensions', description);
    expect(dimensions === undefined).toBe(orderDimensions(order).length === 0);

    // The seller's unit price and share, in their own currency, written for their language.
    const theirs = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: order.code_monnaie });
    expect(screen.getByTestId('order-unit-price').textContent).toBe(theirs.format(order.prix_unitaire));
    expect(screen.getByTestId('seller-amount').textContent).toBe(
      theirs.format(sellerShare(order.prix_unitaire, order.code_monnaie)),
    );
    // A paid order waits for the seller: decline and validate work (the spec's did nothing).
    for (const name of ['Refuser', 'Valider']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false);
    }
    expect(screen.queryByRole('button', { name: 'CONTACTER' })).toBeNull();
  });

  it('shows dimensions only when they are not zero', () => {
    expect(orderDimensions({ largeur: 0, longueur: 0, talon: 0 })).toEqual([]);
    expect(orderDimensions({ largeur: 30, longueur: 0, talon: 8 })).toEqual([
      { key: 'width', value: 30 },
      { key: 'heel', value: 8 },
    ]);
  });
});

describe('OrderDetail, each side in its own currency', () => {
  it('shows a British buyer the pounds they paid, and the Italian seller their price and share in euros', async () => {
    const SELLER_IT = 'IlGuardarobaDiFirenze';
    const { order, buyer } = await buyFrom(SELLER_IT, { country: 'GB', language: 'en' });
    expect([order.devise_paye, order.code_monnaie]).toEqual(['GBP', 'EUR']);
    renderWithClient(<OrderDetail orderId={order.id_commande} />, buyer);
    const paid = (await screen.findByTestId('order-unit-price')).textContent;
    const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    expect(paid).toBe(pounds.format(order.montant_paye / 100));
    expect(paid).toMatch(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
    cleanup();

    const italian = await accountClient();
    await signIn(italian, sellerEmail(SELLER_IT));
    await italian.setLocale({ country: 'IT', language: 'it' });
    renderWithClient(<OrderDetail orderId={order.id_commande} />, italian);
    const euros = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
    const share = (await screen.findByTestId('seller-amount')).textContent;
    expect(share).toBe(euros.format(sellerShare(order.prix_unitaire, 'EUR')));
    expect(share).toMatch(/^\d+,\d{2}\u00a0€$|^\d{1,3}(\.\d{3})+,\d{2}\u00a0€$/);
    expect(screen.getByTestId('order-unit-price').textContent).toBe(euros.format(order.prix_unitaire));
    await italian.auth.logout();
  }, 60_000);
});
