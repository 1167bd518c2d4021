/**
 * The offers' widgets against the real server through the SDK: "Faire une offre" on the product
 * page (the range in the shopper's currency, refusals said before and after the server), the
 * offers in the conversation with the seller (the answering party's buttons, a decline), and
 * "Mes offres" (sent and received, state and time left, a counter in euros reaching the yen
 * buyer live, accepted there and waiting in their cart at that price).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lowestOffer, type Offer, offerAmountIn, toMinorUnits } from '@vitrine/sdk-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unique, until } from '../AccountMenu/AccountMenu.test.helpers.js';
import { MessageThread } from '../MessageThread/MessageThread.js';
import { ProductDetail } from '../ProductDetail/ProductDetail.js';
import {
  createTestClient,
  recordingNavigation,
  renderWithClient,
  testServerUrl,
} from '../testing/renderWithClient.js';
import { MyOffers } from './MyOffers.js';
import {
  ASKING_EUR,
  type Listing,
  listingOnSale,
  offerBuyer,
  offerSeller,
  type Party,
} from './Offers.test.helpers.js';

let seller: Party;
afterEach(() => cleanup());
beforeAll(async () => {
  seller = await offerSeller({ live: true });
  await until(() => seller.client.store.getState().connected);
});

/** The asking price in a currency, by the money rules, from the euros' rate. */
function yenOf(client: Party['client'], euros: number): number {
  const country = client.store.getState().country as { code_monnaie: string; taux_change: number };
  return offerAmountIn({ montant: toMinorUnits(euros, 'EUR'), devise: 'EUR', taux_change: 1 }, country);
}

const money = (client: Party['client'], minor: number, currency: string) =>
  client.formatMinorUnits(minor, currency);

async function openOfferForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Faire une offre' }));
  return screen.getByRole('textbox', { name: /Votre prix en JPY/ });
}

describe('Make an offer, on the product page', () => {
  let listing: Listing;
  beforeAll(async () => {
    listing = await listingOnSale(seller.client, `Sac Offre ${unique()}`);
  });

  it('offers in the shopper’s yen, within the range it states, refusing a lowball before sending', async () => {
    const buyer = await offerBuyer('JP');
    const asking = yenOf(buyer.client, ASKING_EUR);
    renderWithClient(<ProductDetail productId={listing.id_produit} />, buyer.client);
    const field = await openOfferForm();
    const least = offerAmountIn(
      { montant: lowestOffer(ASKING_EUR, 'EUR'), devise: 'EUR', taux_change: 1 },
      buyer.client.store.getState().country as { code_monnaie: string; taux_change: number },
    );
    // The range, in yen, is said with the field.
    const hint = document.getElementById(field.getAttribute('aria-describedby') as string);
    expect(hint?.textContent).toBe(
      `Entre ${money(buyer.client, least, 'JPY')} et moins de ${money(buyer.client, asking, 'JPY')}. Le vendeur a 24 h pour répondre.`,
    );

    fireEvent.change(field, { target: { value: 'beaucoup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’offre' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Indiquez un prix en chiffres/);

    fireEvent.change(field, { target: { value: String(Math.round(asking * 0.3)) } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’offre' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        `Une offre est d’au moins ${money(buyer.client, least, 'JPY')}.`,
      ),
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // Nothing was sent.
    expect((await buyer.offers.mine()).data?.sent).toEqual([]);

    const offered = Math.round(asking * 0.8);
    fireEvent.change(field, { target: { value: offered.toLocaleString('en') } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’offre' }));
    const sent = await screen.findByTestId('offer-sent');
    expect(sent.textContent).toMatch(
      new RegExp(`^Offre de ${literally(money(buyer.client, offered, 'JPY'))} envoyée`),
    );
    expect(screen.getByRole('link', { name: 'Voir mes offres' }).getAttribute('href')).toBe(
      '/fr-fr/useraccount/offers',
    );
    // The seller reads it in euros.
    const received = (await seller.offers.mine()).data?.received.find((o) => o.id_user === buyer.id_user);
    expect(received).toMatchObject({ montant: offered, devise: 'JPY', devise_vendeur: 'EUR', etat: 'open' });
    await act(() => buyer.client.auth.logout());
  });

  it('sends a visitor to sign in first, and is not offered to the seller on their own item', async () => {
    const visitor = createTestClient(testServerUrl());
    await visitor.setLocale({ country: 'FR', language: 'fr' });
    const navigation = recordingNavigation();
    renderWithClient(<ProductDetail productId={listing.id_produit} />, visitor, navigation);
    fireEvent.click(await screen.findByRole('button', { name: 'Faire une offre' }));
    expect(navigation.visited).toEqual([{ to: 'login' }]);
    expect(screen.queryByRole('textbox', { name: /Votre prix/ })).toBeNull();
    cleanup();
    renderWithClient(<ProductDetail productId={listing.id_produit} />, seller.client);
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    expect(screen.queryByRole('button', { name: 'Faire une offre' })).toBeNull();
  });

  it('says when a declined buyer must wait a day before offering again', async () => {
    const buyer = await offerBuyer('JP');
    const asking = yenOf(buyer.client, ASKING_EUR);
    const first = await buyer.offers.make(listing.id_sous_produit, Math.round(asking * 0.7));
    expect((await seller.offers.decline((first.data as Offer).id_offre)).data?.etat).toBe('declined');
    renderWithClient(<ProductDetail productId={listing.id_produit} />, buyer.client);
    const field = await openOfferForm();
    fireEvent.change(field, { target: { value: String(Math.round(asking * 0.75)) } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’offre' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Votre dernière offre sur cet article a été refusée : vous pourrez en faire une autre dans 24 h.',
      ),
    );
    await act(() => buyer.client.auth.logout());
  });
});

describe('Offers in the conversation with the seller', () => {
  it('shows the open offer with the seller’s buttons, none to the buyer, and ends it on a decline', async () => {
    const listing = await listingOnSale(seller.client, `Sac Fil ${unique()}`);
    const buyer = await offerBuyer('FR');
    const offered = toMinorUnits(ASKING_EUR * 0.8, 'EUR');
    expect((await buyer.offers.make(listing.id_sous_produit, offered)).error).toBeUndefined();
    const subject = `Sac ${unique()}`;
    await buyer.client.messages.send({
      id_receiver: seller.id_user,
      objet: subject,
      corps_message: 'Bonjour',
    });

    renderWithClient(<MessageThread receiverId={seller.id_user} subject={subject} />, buyer.client);
    const buyerSide = within(await screen.findByRole('region', { name: 'Offres' }));
    expect(buyerSide.getByTestId('offer-state').textContent).toBe('En attente de réponse');
    expect(buyerSide.getByText('Votre offre')).toBeTruthy();
    expect(buyerSide.queryByRole('button', { name: 'Accepter' })).toBeNull();
    cleanup();

    renderWithClient(<MessageThread receiverId={buyer.id_user} subject={subject} />, seller.client);
    const offers = within(await screen.findByRole('region', { name: 'Offres' }));
    const card = within(offers.getByRole('article', { name: new RegExp(listing.modele) }));
    expect(card.getByTestId('offer-amount').textContent).toBe(money(seller.client, offered, 'EUR'));
    expect(card.getByTestId('offer-time-left').textContent).toMatch(/^Réponse attendue dans (24|23) heures$/);
    fireEvent.click(card.getByRole('button', { name: 'Refuser' }));
    // A declined offer leaves the conversation.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Offres' })).toBeNull());
    const mine = (await buyer.offers.mine()).data?.sent[0];
    expect(mine?.etat).toBe('declined');
    await act(() => buyer.client.auth.logout());
  });
});

describe('My offers', () => {
  it('a yen offer countered in euros reaches the buyer live, is accepted there, and waits in the cart at that price', async () => {
    const listing = await listingOnSale(seller.client, `Sac Mes Offres ${unique()}`);
    const buyer = await offerBuyer('JP', { live: true });
    await until(() => buyer.client.store.getState().connected);
    const asking = yenOf(buyer.client, ASKING_EUR);
    const offered = Math.round(asking * 0.7);
    const made = (await buyer.offers.make(listing.id_sous_produit, offered)).data as Offer;

    // The seller's received offers: the yen offer, read in euros too, with a day to answer.
    const sellerView = renderWithClient(<MyOffers />, seller.client);
    const sellerScreen = within(sellerView.container);
    fireEvent.click(await sellerScreen.findByRole('tab', { name: 'Reçues' }));
    const card = within(await sellerScreen.findByRole('article', { name: new RegExp(listing.modele) }));
    expect(card.getByTestId('offer-amount').textContent).toBe(money(seller.client, offered, 'JPY'));
    expect(card.getByTestId('offer-seller-amount').textContent).toContain(
      money(seller.client, made.montant_vendeur, 'EUR'),
    );
    expect(card.getByTestId('offer-state').textContent).toBe('En attente de réponse');
    expect(card.getByTestId('offer-time-left').textContent).toMatch(/dans (24|23) heures/);

    // The buyer's sent offers, open beside.
    const buyerView = renderWithClient(<MyOffers />, buyer.client);
    const buyerScreen = within(buyerView.container);
    await buyerScreen.findByRole('article', { name: new RegExp(listing.modele) });

    // The seller counters in euros; a wrong amount is refused first.
    fireEvent.click(card.getByRole('button', { name: 'Contre-offre' }));
    const field = card.getByRole('textbox', { name: /Votre contre-offre en EUR/ });
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(card.getByRole('button', { name: 'Envoyer la contre-offre' }));
    expect((await card.findByRole('alert')).textContent).toBe('Indiquez votre prix.');
    fireEvent.change(field, { target: { value: '2 040,00' } });
    fireEvent.click(card.getByRole('button', { name: 'Envoyer la contre-offre' }));
    await waitFor(() => expect(card.getByTestId('offer-state').textContent).toBe('Contre-offre faite'));

    // The counter reaches the buyer's screen live, with their buttons.
    const counterCard = await waitFor(() => {
      const cards = buyerScreen.getAllByRole('article', { name: new RegExp(listing.modele) });
      const open = cards.find((each) => within(each).queryByRole('button', { name: 'Accepter' }));
      if (!open) throw new Error('No counter to answer yet');
      return within(open);
    });
    expect(counterCard.getByTestId('offer-amount').textContent).toBe(money(buyer.client, 204_000, 'EUR'));
    expect(counterCard.getByText(/^Offre de LeVestiaireDeJuliette$/)).toBeTruthy();
    fireEvent.click(counterCard.getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(counterCard.getByTestId('offer-state').textContent).toBe('Acceptée'));
    expect(counterCard.getByTestId('offer-time-left').textContent).toMatch(
      /^Réservé pour l’acheteur, à payer dans (24|23) heures$/,
    );
    expect(counterCard.getByRole('link', { name: 'Payer dans mon panier' }).getAttribute('href')).toBe(
      '/fr-fr/checkout',
    );
    // The seller's screen hears the acceptance live.
    await waitFor(() =>
      expect(
        sellerScreen
          .getAllByTestId('offer-state')
          .map((state) => state.textContent)
          .includes('Acceptée'),
      ).toBe(true),
    );
    // The held item waits in the buyer's cart at the counter's price.
    const line = (await buyer.client.cart.list()).data?.find(
      (each) => each.id_sous_produit === listing.id_sous_produit,
    );
    expect(line?.offre).toMatchObject({ montant: 204_000, devise: 'EUR' });
    await act(() => buyer.client.auth.logout());
  });

  it('says a move no longer possible: an offer already answered elsewhere', async () => {
    const listing = await listingOnSale(seller.client, `Sac Conflit ${unique()}`);
    const buyer = await offerBuyer('FR');
    const made = (await buyer.offers.make(listing.id_sous_produit, toMinorUnits(ASKING_EUR * 0.9, 'EUR')))
      .data as Offer;
    // The seller's screen on a device without the live connection.
    const elsewhere = await offerSeller();
    const view = renderWithClient(<MyOffers />, elsewhere.client);
    fireEvent.click(await within(view.container).findByRole('tab', { name: 'Reçues' }));
    const card = within(await screen.findByRole('article', { name: new RegExp(listing.modele) }));
    // Declined on another device meanwhile.
    expect((await seller.offers.decline(made.id_offre)).error).toBeUndefined();
    fireEvent.click(card.getByRole('button', { name: 'Accepter' }));
    await waitFor(() =>
      expect(card.getByRole('alert').textContent).toBe(
        'Cette offre ne peut plus changer : l’article est vendu, réservé, ou l’offre a déjà reçu une réponse.',
      ),
    );
    await act(() => buyer.client.auth.logout());
    await act(() => elsewhere.client.auth.logout());
  });

  it('tells a user with no offer where offers are made, in their language', async () => {
    const buyer = await offerBuyer('FR');
    renderWithClient(<MyOffers />, buyer.client);
    expect(screen.getByRole('heading', { level: 1, name: 'Mes offres' })).toBeTruthy();
    expect(await screen.findByText(/Vous n’avez fait aucune offre/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Reçues' }));
    expect(screen.getByText('Vous n’avez reçu aucune offre.')).toBeTruthy();
    await act(() => buyer.client.auth.logout());
  });
});

/** Escapes a text for a regular expression. */
function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
