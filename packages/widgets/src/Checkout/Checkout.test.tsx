/**
 * The two-step payment against the real server and the sandbox card provider: a fresh buyer per
 * test, with sizes 0–20 of BerlinModeArchiv (see Cart.test.helpers.ts), each test in its own
 * part of that window since payments sell and reserve items.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CHARGE_LIMIT_CODE,
  type CheckoutResult,
  cartTotalMinor,
  HOLD_LIMIT_CODE,
  MAX_CHARGE_MINOR_UNITS,
  NOT_HONOURED_CODE,
  SdkHttpError,
} from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addItems,
  buyElsewhere,
  CARDS,
  shopperClient,
  signUpBuyer,
  TEST_ADDRESS,
} from '../Cart/Cart.test.helpers.js';
import { CheckoutReview } from '../CheckoutReview/CheckoutReview.js';
import { recordingNavigation, renderWithClient } from '../testing/renderWithClient.js';
import { Checkout } from './Checkout.js';
import { deliveryField, fillAddress, fillCard } from './Checkout.test.helpers.js';

/** An amount in minor units as a French page writes it: Intl.NumberFormat('fr-FR') with the currency's 2 decimals. */
const frenchMoney = (minor: number, currency: string) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(minor / 100);

afterEach(cleanup);

/** Parts of the window: the form tests sell nothing; each paying test has its own items. */
const FORM_ITEMS = { from: 0, to: 4 } as const;
const PAID_ITEMS = { from: 4, to: 12 } as const;
const ITALIAN_ITEMS = { from: 12, to: 16 } as const;
const DECLINED_ITEMS = { from: 16, to: 18 } as const;
const SOLD_ITEMS = { from: 18, to: 21 } as const;

async function buyerWithItems(window: { from: number; to: number }, count: number) {
  const client = await shopperClient();
  await signUpBuyer(client, 'checkout');
  const items = await addItems(client, 'BerlinModeArchiv', { ...window, count });
  return { client, items };
}

const screenScope = () => within(document.body);
const continueButton = () => screen.getByRole('button', { name: 'Continuer vers le paiement' });
const payButton = () => screen.getByRole('button', { name: 'Valider le paiement' }) as HTMLButtonElement;

/** Fills step 1, goes on, and waits for the card field. */
async function reachPayment() {
  await screen.findByRole('heading', { name: '1. Livraison' });
  await fillAddress(screenScope());
  fireEvent.click(continueButton());
  await screen.findByLabelText('Numéro de carte');
  await waitFor(() => expect(payButton().disabled).toBe(false));
}

describe('Checkout', () => {
  it("starts with step '1. Livraison': a new buyer's form asks what the country's post asks, with a message on each missing field", async () => {
    const { client } = await buyerWithItems(FORM_ITEMS, 1);
    renderWithClient(<Checkout />, client);
    expect(await screen.findByRole('heading', { level: 2, name: '1. Livraison' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '2. Paiement' })).toBeTruthy();
    expect(await screen.findByText('Les champs marqués d’un * sont obligatoires.')).toBeTruthy();
    // Step 2 stays closed until the address is valid.
    expect(screen.queryByRole('button', { name: 'Valider le paiement' })).toBeNull();

    // A new buyer has no address yet: the form starts in the visitor's country, France, whose
    // post asks for a postcode and a city, and has no region.
    await waitFor(() => expect((continueButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(continueButton());
    const required = ['nom', 'adresse', 'ville', 'code_postal', 'telephone'];
    for (const field of required) {
      const control = deliveryField(screenScope(), field as 'nom');
      expect(control.getAttribute('aria-invalid'), field).toBe('true');
      expect(control.required, field).toBe(true);
      // The message first, then a hint (the postcode's example).
      const [messageId] = (control.getAttribute('aria-describedby') ?? '').split(' ');
      expect(document.getElementById(messageId ?? '')?.textContent, field).toBe('Ce champ est obligatoire.');
    }
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(required.length);
    for (const field of ['prenom', 'complement'] as const) {
      const control = deliveryField(screenScope(), field);
      expect(control.getAttribute('aria-invalid'), field).toBeNull();
      expect(control.required, field).toBe(false);
    }
    expect(screen.queryByLabelText(/^Région/)).toBeNull();

    await fillAddress(screenScope(), { ...TEST_ADDRESS, prenom: '', adresse: '12 rue <Archives>' });
    const street = deliveryField(screenScope(), 'adresse');
    expect(document.getElementById(street.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Utilisez uniquement des lettres et des chiffres.',
    );
    fireEvent.change(street, { target: { value: TEST_ADDRESS.adresse } });
    fireEvent.click(continueButton());
    expect(await screen.findByRole('button', { name: 'Valider le paiement' })).toBeTruthy();
    expect((await screen.findByTestId('delivery-address')).textContent).toContain('12 rue des Archives');
    // The new address is in the buyer's book, their default.
    expect(
      (await client.addresses.list()).data?.map((address) => [address.adresse_1, address.par_defaut]),
    ).toEqual([['12 rue des Archives', true]]);
  });

  it('preselects the default address of the book, and lets the buyer choose another one', async () => {
    const { client } = await buyerWithItems(FORM_ITEMS, 1);
    await client.addresses.saveAddress({ ...TEST_ADDRESS, region_etat: '' });
    const tokyo = await client.addresses.saveAddress({
      prenom: '花子',
      nom: '山田',
      pays: 'JP',
      adresse: '神宮前1-2-3',
      ville: '渋谷区',
      region_etat: '東京都',
      code_postal: '150-0001',
      telephone: '+81 3 1234 5678',
    });
    renderWithClient(<Checkout />, client);
    // The default, chosen already: step 2 is open at once.
    await waitFor(() =>
      expect(screen.getByTestId('delivery-address').textContent).toContain('12 rue des Archives'),
    );
    expect(await screen.findByRole('button', { name: 'Valider le paiement' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Modifier l’adresse' }));
    const choice = await screen.findByRole('group', { name: 'Choisissez l’adresse de livraison' });
    const radios = within(choice).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
    fireEvent.click(radios[1] as HTMLInputElement);
    fireEvent.click(screen.getByRole('button', { name: 'Livrer à cette adresse' }));
    // Written as Japan's post reads it.
    await waitFor(() =>
      expect(
        [...(screen.getByTestId('delivery-address').children ?? [])]
          .slice(0, 4)
          .map((line) => line.textContent),
      ).toEqual(['〒150-0001', '東京都', '渋谷区神宮前1-2-3', '山田 花子']),
    );
    expect(tokyo.data?.par_defaut).toBe(false);
  });

  it("shows the side summary 'Mon panier': the lines, 'TOTAL' in the country currency and 'Livraison incluse'", async () => {
    const { client, items } = await buyerWithItems(FORM_ITEMS, 2);
    renderWithClient(<Checkout />, client);
    const summary = within(await screen.findByRole('complementary', { name: 'Mon panier' }));
    // Two listings of one shop may share a house and a model name: one picture per line.
    const names = items.map(({ product }) => `${product.nom_marque} ${product.modele}`);
    for (const name of names) {
      expect(summary.getAllByRole('img', { name }).length).toBe(
        names.filter((other) => other === name).length,
      );
    }
    expect(summary.getByText('TOTAL')).toBeTruthy();
    expect(summary.getByText('Livraison incluse')).toBeTruthy();
    const cart = await client.cart.list();
    const euros = client.store.getState().country!;
    expect(summary.getByTestId('cart-total').textContent).toBe(
      frenchMoney(cartTotalMinor(cart.data!, euros), 'EUR'),
    );
    await client.setLocale({ country: 'CH', language: 'fr' });
    await waitFor(() =>
      expect(summary.getByTestId('cart-total').textContent).toMatch(/^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0CHF$/),
    );
  });

  it('pays with 4242 4242 4242 4242: the steps show, onComplete gets the result, the cart is empty, the review shows what was paid', async () => {
    const { client, items } = await buyerWithItems(PAID_ITEMS, 2);
    const country = client.store.getState().country!;
    const expectedTotal = cartTotalMinor((await client.cart.list()).data!, country);
    const completed: CheckoutResult[] = [];
    renderWithClient(<Checkout onComplete={(result) => completed.push(result)} />, client);
    await reachPayment();

    // The name on the address is offered as the card holder's.
    expect((screen.getByLabelText(/^Titulaire de la carte/) as HTMLInputElement).value).toBe('Claire Martin');
    expect(screen.getByRole('checkbox', { name: 'Enregistrer pour le prochain paiement' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Enregistrer pour le prochain paiement' }));
    fillCard(screenScope(), CARDS.ok);
    fireEvent.click(payButton());
    // The address is the book's already: the first step shown is the card's.
    expect(await screen.findByText('Vérification de la carte…')).toBeTruthy();
    await waitFor(() => expect(completed).toHaveLength(1), { timeout: 10_000 });
    expect(screen.getByText('Paiement accepté.').getAttribute('role')).toBe('status');

    const [result] = completed as [CheckoutResult];
    expect(result.intents.map((intent) => intent.id_sous_produit).sort()).toEqual(
      items.map((item) => item.id_sous_produit).sort(),
    );
    expect(result.total).toBe(expectedTotal);
    expect(result.currency).toBe('EUR');
    expect((await client.cart.list()).data).toEqual([]);
    expect(client.store.getState().cartCount).toBe(0);
    await waitFor(() =>
      expect(screen.getByText('Votre panier est vide : il n’y a rien à payer.')).toBeTruthy(),
    );

    // What the host does next (spec §2): the review page, given the result.
    cleanup();
    renderWithClient(<CheckoutReview result={result} />, client);
    expect(screen.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeTruthy();
    expect(screen.getByTestId('review-total').textContent).toBe(
      frenchMoney(expectedTotal, country.code_monnaie),
    );
    expect(screen.getByText('2 articles payés')).toBeTruthy();
    // What was bought, item by item with what each cost; no payment's id, which says nothing to a buyer.
    expect(result.lines.map((line) => line.id_sous_produit).sort()).toEqual(
      items.map((item) => item.id_sous_produit).sort(),
    );
    const bought = screen.getAllByTestId('review-line');
    expect(bought).toHaveLength(2);
    for (const line of result.lines) {
      const row = bought.find((item) =>
        item.textContent?.includes(`${line.marque_produit} ${line.modele_produit}`),
      );
      const intent = result.intents.find((paid) => paid.id_sous_produit === line.id_sous_produit);
      expect(row?.textContent).toContain(frenchMoney(intent?.amount ?? Number.NaN, country.code_monnaie));
    }
    expect(screen.queryByText(/pi_/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Mes achats' }).getAttribute('href')).toBe(
      '/fr-fr/useraccount/orders',
    );

    // The next checkout starts from the address used, now the buyer's default: chosen already.
    cleanup();
    renderWithClient(<Checkout />, client);
    await waitFor(() =>
      expect(screen.getByTestId('delivery-address').textContent).toContain('12 rue des Archives'),
    );
    expect(screen.getByTestId('delivery-address').textContent).toContain(TEST_ADDRESS.telephone);
  });

  it("shows a declined card's message under the card, and keeps the cart and everything typed", async () => {
    const { client } = await buyerWithItems(DECLINED_ITEMS, 1);
    const completed: CheckoutResult[] = [];
    renderWithClient(<Checkout onComplete={(result) => completed.push(result)} />, client);
    await reachPayment();
    fireEvent.change(screen.getByLabelText(/^Titulaire de la carte/), {
      target: { value: 'Claire M. Martin' },
    });
    fillCard(screenScope(), CARDS.declined);
    fireEvent.click(payButton());

    const message = await screen.findByTestId('card-error', {}, { timeout: 10_000 });
    expect(message.textContent).toBe('Votre carte a été refusée.');
    expect(message.getAttribute('role')).toBe('alert');
    // Under the card: the message follows the card's inputs and describes the card group.
    const group = screen.getByRole('group', { name: 'Carte bancaire' });
    expect(group.getAttribute('aria-describedby')).toBe(message.id);
    expect(
      screen.getByLabelText('Numéro de carte').compareDocumentPosition(message) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(completed).toHaveLength(0);
    expect((screen.getByLabelText(/^Titulaire de la carte/) as HTMLInputElement).value).toBe(
      'Claire M. Martin',
    );
    expect((screen.getByLabelText('Numéro de carte') as HTMLInputElement).value).toBe(CARDS.declined);
    expect((await client.cart.list()).data).toHaveLength(1);
    expect(screen.getAllByTestId('order-summary')).toHaveLength(1);
    expect(payButton().disabled).toBe(false);
  });

  it('pays in Italian: every text of the step, a refusal worded from its decline code, then 4242 goes through', async () => {
    const client = await shopperClient('it', 'IT');
    await signUpBuyer(client, 'checkoutit');
    await addItems(client, 'BerlinModeArchiv', { ...ITALIAN_ITEMS, count: 1 });
    const completed: CheckoutResult[] = [];
    renderWithClient(<Checkout onComplete={(result) => completed.push(result)} />, client);
    await screen.findByRole('heading', { name: '1. Consegna' });
    // The delivery countries, named and sorted in Italian.
    const countrySelect = (await screen.findByLabelText(/^Paese( \*)?$/)) as HTMLSelectElement;
    const countryNames = [...countrySelect.options].slice(1).map((option) => option.textContent ?? '');
    expect(countryNames).toContain('Regno Unito');
    expect(countryNames).not.toContain('Royaume-Uni');
    expect([...countryNames].sort(new Intl.Collator('it').compare)).toEqual(countryNames);
    // Delivered to France: its post's fields, no region.
    fireEvent.change(countrySelect, { target: { value: 'FR' } });
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Continua al pagamento' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    const italian = {
      prenom: 'Nome',
      nom: 'Cognome',
      adresse: 'Indirizzo',
      complement: 'Complemento dell’indirizzo',
      ville: 'Città',
      code_postal: 'CAP',
      telephone: 'Telefono',
    };
    for (const [field, label] of Object.entries(italian)) {
      const control = screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
      fireEvent.change(control, { target: { value: TEST_ADDRESS[field as keyof typeof TEST_ADDRESS] } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Continua al pagamento' }));
    const number = (await screen.findByLabelText('Numero della carta')) as HTMLInputElement;
    const pay = screen.getByRole('button', { name: 'Invia pagamento' }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    expect(screen.getByRole('checkbox', { name: 'Salva per il prossimo pagamento' })).toBeTruthy();
    expect(screen.getByLabelText('Scadenza (MM/AA)')).toBeTruthy();

    // Insufficient funds, as the sandbox's test card answers, in Italian.
    fireEvent.input(number, { target: { value: '4000000000009995' } });
    expect(number.value).toBe('4000 0000 0000 9995');
    fireEvent.input(screen.getByLabelText('Scadenza (MM/AA)'), { target: { value: '1234' } });
    fireEvent.input(screen.getByLabelText('CVC'), { target: { value: '123' } });
    expect(screen.getByRole('img', { name: 'Circuito della carta: Visa' })).toBeTruthy();
    fireEvent.click(pay);
    const message = await screen.findByTestId('card-error', {}, { timeout: 10_000 });
    expect(message.textContent).toBe('Il saldo della tua carta è insufficiente.');

    fireEvent.input(number, { target: { value: '4242424242424242' } });
    fireEvent.click(pay);
    await waitFor(() => expect(completed).toHaveLength(1), { timeout: 10_000 });
    expect(screen.getByText('Pagamento accettato.')).toBeTruthy();
  });

  it('says clearly when an item was sold meanwhile, and reads the cart again', async () => {
    const { client, items } = await buyerWithItems(SOLD_ITEMS, 1);
    renderWithClient(<Checkout />, client);
    await reachPayment();
    await buyElsewhere(items[0]!, 'rival');
    fillCard(screenScope(), CARDS.ok);
    fireEvent.click(payButton());

    expect(
      await screen.findByText(
        /Un article de votre panier vient d’être vendu ou son prix a changé/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    const summary = within(screen.getByRole('complementary', { name: 'Mon panier' }));
    await waitFor(() => expect(summary.queryAllByRole('listitem')).toHaveLength(0));
    expect(summary.getByTestId('cart-total').textContent).toBe('0,00\u00a0€');
    expect(payButton().disabled).toBe(true);
    // What was typed is still there.
    expect((screen.getByLabelText('Numéro de carte') as HTMLInputElement).value).toBe(CARDS.ok);
  });

  it('asks for the address again when it was deleted in another tab, and offers the book as it now is', async () => {
    const { client } = await buyerWithItems(FORM_ITEMS, 1);
    const home = await client.addresses.saveAddress({ ...TEST_ADDRESS, region_etat: '' });
    await client.addresses.saveAddress({ ...TEST_ADDRESS, region_etat: '', adresse: '3 rue du Bac' });
    renderWithClient(<Checkout />, client);
    await waitFor(() =>
      expect(screen.getByTestId('delivery-address').textContent).toContain('12 rue des Archives'),
    );
    await waitFor(() => expect(payButton().disabled).toBe(false));
    // Deleted in another tab while this one shows it.
    expect((await client.addresses.remove(home.data?.id_adresse_livraison as number)).error).toBeUndefined();
    fillCard(screenScope(), CARDS.ok);
    fireEvent.click(payButton());

    const refusal = await screen.findByText(
      'Cette adresse a été modifiée ou supprimée entre-temps : choisissez-la à nouveau.',
    );
    expect(refusal.getAttribute('role')).toBe('alert');
    const choice = await screen.findByRole('group', { name: 'Choisissez l’adresse de livraison' });
    await waitFor(() => expect(within(choice).queryByText(/12 rue des Archives/)).toBeNull());
    expect(within(choice).getByText(/3 rue du Bac/)).toBeTruthy();
    expect((await client.cart.list()).data).toHaveLength(1);
  });

  it('asks a visitor to sign in', async () => {
    const client = await shopperClient();
    const navigation = recordingNavigation();
    renderWithClient(<Checkout />, client, navigation);
    expect(screen.getByText('Identifiez-vous pour payer votre panier.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'S’identifier' }));
    expect(navigation.visited).toEqual([{ to: 'login' }]);
  });
});

describe('Checkout refused for what the buyer already holds', () => {
  it('says in the shopper’s language that their unpaid checkouts hold enough, and keeps the cart', async () => {
    const { client } = await buyerWithItems(FORM_ITEMS, 1);
    // The server's answer when one account already holds its limit (see the server's holdLimits test).
    const refusal = async () => ({
      error: new SdkHttpError(409, 'You already hold 1 item in 1 unpaid checkout.', {
        error: 'You already hold 1 item in 1 unpaid checkout.',
        code: HOLD_LIMIT_CODE,
        max_items: 10,
        max_checkouts: 3,
      }),
    });
    const checkout = client.checkout;
    Object.assign(client, {
      checkout: new Proxy(checkout, {
        get: (area, member) => (member === 'pay' ? refusal : Reflect.get(area, member)),
      }),
    });
    renderWithClient(<Checkout />, client);
    await reachPayment();
    fillCard(screenScope(), CARDS.ok);
    fireEvent.click(payButton());
    const notice = await screen.findByText(/Vous avez déjà des paiements en cours/);
    expect(notice.textContent).toBe(
      'Vous avez déjà des paiements en cours qui réservent des articles (au plus 10 articles dans 3 paiements). Terminez-les ou attendez qu’ils soient libérés.',
    );
    expect(notice.getAttribute('role')).toBe('alert');
    // Not the sold-meanwhile message: the cart is as it was.
    expect(screen.queryByText(/vient d’être vendu/)).toBeNull();
    expect((await client.cart.list()).data).toHaveLength(1);
    expect(payButton().disabled).toBe(false);
  });
});

describe('Checkout refused for an amount no card payment can take', () => {
  it('says so in the shopper’s language, not as a sold item, and keeps the cart', async () => {
    const { client } = await buyerWithItems(FORM_ITEMS, 1);
    // The server's answer for a line past the provider's limit (see the server's largeAmounts test).
    const refusal = async () => ({
      error: new SdkHttpError(400, 'This item costs more than one card payment can take.', {
        error: 'This item costs more than one card payment can take.',
        code: CHARGE_LIMIT_CODE,
        max_amount: MAX_CHARGE_MINOR_UNITS,
      }),
    });
    const checkout = client.checkout;
    Object.assign(client, {
      checkout: new Proxy(checkout, {
        get: (area, member) => (member === 'pay' ? refusal : Reflect.get(area, member)),
      }),
    });
    renderWithClient(<Checkout />, client);
    await reachPayment();
    fillCard(screenScope(), CARDS.ok);
    fireEvent.click(payButton());
    const notice = await screen.findByText(/coûte plus qu’un paiement par carte/);
    expect(notice.textContent).toBe(
      'Un article de votre panier coûte plus qu’un paiement par carte ne peut prendre. Payez-le dans une autre devise ou contactez le vendeur.',
    );
    expect(notice.getAttribute('role')).toBe('alert');
    expect(screen.queryByText(/vient d’être vendu/)).toBeNull();
    expect((await client.cart.list()).data).toHaveLength(1);
  });
});

describe('Checkout refused for what the listing no longer honours', () => {
  it('tells the shopper in their language why nothing was charged', async () => {
    const { client } = await buyerWithItems(FORM_ITEMS, 1);
    // The server's answer when the seller withdrew the listing after the hold expired (see the
    // server's honour test).
    const refusal = async () => ({
      error: new SdkHttpError(409, 'The seller withdrew this listing after your checkout began.', {
        error: 'The seller withdrew this listing after your checkout began.',
        code: NOT_HONOURED_CODE,
        reason: 'withdrawn',
        id_sous_produit: 1,
      }),
    });
    const checkout = client.checkout;
    Object.assign(client, {
      checkout: new Proxy(checkout, {
        get: (area, member) => (member === 'pay' ? refusal : Reflect.get(area, member)),
      }),
    });
    renderWithClient(<Checkout />, client);
    await reachPayment();
    fillCard(screenScope(), CARDS.ok);
    fireEvent.click(payButton());
    const notice = await screen.findByText(/Le vendeur a retiré de la vente/);
    expect(notice.textContent).toBe(
      'Le vendeur a retiré de la vente un article de votre panier pendant votre paiement. Rien n’a été débité et aucune commande n’a été passée.',
    );
    expect(notice.getAttribute('role')).toBe('alert');
    expect(screen.queryByText(/vient d’être vendu/)).toBeNull();
  });
});
