/**
 * Offers, as the acceptance describes: a buyer on /jp-jp offers in yen on an item priced
 * in euros; the seller, in French, counters in euros from "Mes offres"; the buyer accepts it;
 * the cart shows the accepted price in yen, as the money rules convert it, and the card is
 * charged exactly what the cart showed.
 */
import { offerAmountIn, toMinorUnits } from '../../contract/src/index.js';
import {
  api,
  chooseSize,
  DEMO_PASSWORD,
  escapeRegExp,
  filled,
  KEPT_SELLERS,
  payWith,
  productPath,
  signIn,
  signUp,
  textsOf,
  uniqueEmail,
  variantsOf,
} from './support.js';
import { expect, test } from './test.js';

/** A seller in France (euros) whose items no other journey buys. */
const SELLER = {
  pseudo: KEPT_SELLERS.offers,
  email: `${KEPT_SELLERS.offers.toLowerCase()}@sellers.vitrine.dev`,
};

interface Rate {
  code_monnaie: string;
  taux_change: number;
}

test('a yen offer on a euro item, countered in euros and accepted: the cart and the charge are the agreed yen', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const jp = textsOf('jp-jp');
  const fr = textsOf('fr-fr');
  // An item of the seller still for sale, its asking price in euros.
  let item: { path: string; size: string; prix: number; modele: string } | null = null;
  const sellers = await api<{ data: { id_user: number; pseudo_profile: string }[] }>(
    request,
    'ProfileController/list_all_vendeurs?limit=100',
  );
  const sellerId = sellers.data.find((seller) => seller.pseudo_profile === SELLER.pseudo)?.id_user;
  const listed = await api<{ data: Parameters<typeof productPath>[0][] }>(
    request,
    `ProduitController/list_produit_by_Vendeur?id_vendeur=${sellerId}&limit=100`,
  );
  for (const product of listed.data) {
    if (product.qte_produit < 1) continue;
    const variant = (await variantsOf(request, product.id_produit)).find((v) => v.etat === 'Disponible');
    if (!variant) continue;
    const detail = await api<{ prix: { prix: number }; description: { modele: string } }>(
      request,
      `ProduitController/get_produit_all?id_produit=${product.id_produit}`,
    );
    item = {
      path: productPath(product, 'jp-jp'),
      size: variant.valeur_taille,
      prix: detail.prix.prix,
      modele: detail.description.modele,
    };
    break;
  }
  expect(item, `an item of ${SELLER.pseudo} for sale`).not.toBeNull();
  const { path, size, prix, modele } = item as NonNullable<typeof item>;
  const rateOf = async (alpha2: string) =>
    (await api<{ data: Rate }>(request, `PaysController/get_pays_byalpha2?alpha2=${alpha2}`)).data;
  const yen = await rateOf('JP');
  const euro = await rateOf('FR');

  // The buyer lives in Japan and shops on /jp-jp, in yen.
  const pseudo = `Offer${Date.now() % 1e8}`;
  await signUp(page, { email: uniqueEmail('offer'), pseudo, country: 'JP' }, 'jp-jp');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await chooseSize(page, size);
  const asking = Number((await page.getByTestId('detail-price').textContent())?.replace(/\D/g, ''));
  expect(asking).toBeGreaterThan(0);
  await page.getByRole('button', { name: jp.offers.make.open }).click();
  const offered = Math.round(asking * 0.8);
  await page
    .getByRole('textbox', { name: filled(jp.offers.make.amount, { currency: 'JPY' }) })
    .fill(String(offered));
  await page.getByRole('button', { name: jp.offers.make.send }).click();
  await expect(page.getByTestId('offer-sent')).toContainText(offered.toLocaleString('ja-JP'));

  // The seller, in French, reads it in "Mes offres" and counters in euros.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, SELLER.email, DEMO_PASSWORD);
  await sellerPage.goto('/fr-fr/useraccount/offers', { waitUntil: 'domcontentloaded' });
  await sellerPage.getByRole('tab', { name: fr.offers.list.received }).click();
  const received = sellerPage
    .getByRole('article', { name: new RegExp(escapeRegExp(modele)) })
    .filter({ hasText: filled(fr.offers.card.theirs, { pseudo }) });
  await expect(received.getByTestId('offer-state')).toHaveText(fr.offers.card.state.open);
  await received.getByRole('button', { name: fr.offers.card.counter, exact: true }).click();
  const counterEuros = Math.round(prix * 0.9);
  await received
    .getByRole('textbox', { name: filled(fr.offers.card.counterAmount, { currency: 'EUR' }) })
    .fill(String(counterEuros));
  await received.getByRole('button', { name: fr.offers.card.sendCounter }).click();
  await expect(received.getByTestId('offer-state')).toHaveText(fr.offers.card.state.countered);

  // The buyer accepts the counter from their offers.
  await page.goto('/jp-jp/useraccount/offers', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: jp.offers.card.accept }).click();
  await expect(
    page.getByTestId('offer-state').filter({ hasText: jp.offers.card.state.accepted }),
  ).toHaveCount(1);
  // The cart shows the counter's euros in yen, by the money rules; the card is charged that.
  const agreed = offerAmountIn(
    { montant: toMinorUnits(counterEuros, 'EUR'), devise: 'EUR', taux_change: euro.taux_change },
    yen,
  );
  await page.getByRole('link', { name: jp.offers.card.toCart }).click();
  await expect(page).toHaveURL(/\/jp-jp\/checkout$/);
  const shown = page.getByText(new RegExp(`${agreed.toLocaleString('ja-JP')}`)).first();
  await expect(shown).toBeVisible();
  await payWith(page, '4242424242424242', 'jp-jp');
  await expect(page).toHaveURL(/\/jp-jp\/checkout\/review$/, { timeout: 30_000 });
  await expect(page.getByText(new RegExp(`${agreed.toLocaleString('ja-JP')}`)).first()).toBeVisible();
  await sellerContext.close();
});
