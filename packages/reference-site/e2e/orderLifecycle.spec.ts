/**
 * An order's whole life in two browsers: a buyer pays for an item of ElArmarioDeLucia (a seller
 * no other journey buys from), the seller accepts and ships it, the buyer sees it shipped live and
 * confirms reception; the server's test clock (TEST_CLOCK=on in playwright.config.ts) moves 48 h,
 * the order completes and the seller is paid out price − 10 % in euros, which their page shows —
 * to the payout account every seeded seller has, with no step of theirs.
 */
import type { Page } from '@playwright/test';
import { sellerShare } from '../../contract/src/money.js';
import {
  addToCart,
  advanceClock,
  api,
  confirmReception,
  DEMO_PASSWORD,
  KEPT_SELLERS,
  payWith,
  productPath,
  signIn,
  signUp,
  uniqueEmail,
  variantsOf,
} from './support.js';
import { expect, test } from './test.js';

const SELLER = KEPT_SELLERS.orderLifecycle;
const SELLER_EMAIL = `${SELLER.toLowerCase()}@sellers.vitrine.dev`;

interface ProductRow {
  id_user: number;
  nom_marque: string;
  id_produit: number;
  categorie_slug: string;
  pseudo_profile: string;
  qte_produit: number;
  prix_unitaire: number;
  code_monnaie: string;
}

const stateOf = (page: Page) => page.getByTestId('order-state');

test('buyer pays → seller accepts and ships → buyer confirms → 48 h later the seller is paid out', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const pages = await Promise.all(
    [1, 2].map((n) =>
      api<{ data: ProductRow[] }>(request, `ProduitController/list_produit?type=web&limit=200&page=${n}`),
    ),
  );
  const rows = pages
    .flatMap((answer) => answer.data)
    .filter((row) => row.pseudo_profile === SELLER && row.qte_produit > 0);
  let picked: { row: (typeof rows)[number]; size: string } | null = null;
  for (const row of rows) {
    const variant = (await variantsOf(request, row.id_produit)).find((v) => v.etat === 'Disponible');
    if (variant) {
      picked = { row, size: variant.valeur_taille };
      break;
    }
  }
  if (!picked) throw new Error(`${SELLER} has nothing left for sale`);
  const { prix_unitaire, code_monnaie } = picked.row as unknown as {
    prix_unitaire: number;
    code_monnaie: string;
  };

  // The buyer pays.
  await signUp(page, { email: uniqueEmail('lifecycle'), pseudo: `Cycle${Date.now() % 1e8}` });
  await expect(page).toHaveURL(/\/fr-fr$/);
  await addToCart(page, productPath(picked.row), picked.size);
  await payWith(page, '4242424242424242');
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/fr-fr/useraccount/orders', { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('link', { name: /Voir la commande V&T\d+/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/useraccount\/order-detail\/\d+$/);
  const orderPath = new URL(page.url()).pathname;
  await expect(stateOf(page)).toHaveText('Payée, en attente du vendeur');
  await expect(page.getByTestId('order-deadline')).toContainText('Le vendeur a jusqu’au');

  // The seller, in another browser, accepts and ships.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, SELLER_EMAIL, DEMO_PASSWORD);
  await seller.goto(orderPath, { waitUntil: 'domcontentloaded' });
  await seller.getByRole('button', { name: 'Valider' }).click();
  await expect(stateOf(seller)).toHaveText('Acceptée, en attente d’expédition');
  await expect(seller.getByText('Commande acceptée.')).toBeVisible();
  await seller.getByRole('button', { name: 'Marquer comme expédiée' }).click();
  const form = seller.getByRole('form', { name: 'Expédition' });
  await form.getByRole('textbox', { name: 'Transporteur' }).fill('Correos Express');
  await form.getByRole('textbox', { name: 'Numéro de suivi' }).fill('PQ4F6P0701234560128001Y');
  await form
    .getByRole('textbox', { name: 'Lien de suivi' })
    .fill('https://s.correosexpress.com/?n=PQ4F6P0701234560128001Y');
  await form.getByRole('button', { name: 'Confirmer l’expédition' }).click();
  await expect(stateOf(seller)).toHaveText('Expédiée');

  // The buyer's open page follows live, then the buyer confirms reception.
  await expect(stateOf(page)).toHaveText('Expédiée', { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Suivre le colis' })).toHaveAttribute(
    'href',
    'https://s.correosexpress.com/?n=PQ4F6P0701234560128001Y',
  );
  await confirmReception(page);
  await expect(stateOf(page)).toHaveText('Reçue');
  await expect(page.getByRole('button', { name: 'Signaler un problème' })).toBeVisible();

  // 48 h pass without a problem reported: completed, then paid out.
  await advanceClock(request, 49);
  await seller.reload({ waitUntil: 'domcontentloaded' });
  await expect(stateOf(seller)).toHaveText('Vendeur payé', { timeout: 20_000 });
  const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: code_monnaie });
  const share = euros.format(sellerShare(prix_unitaire, code_monnaie));
  await expect(seller.getByTestId('seller-amount')).toHaveText(share);
  await expect(seller.getByTestId('order-payout')).toHaveText(`Versé ${share}`);
  await expect(page.getByRole('button', { name: 'Signaler un problème' })).toBeHidden({ timeout: 20_000 });

  // The buyer reviews the seller from the completed order; the seller's profile shows it.
  await page.reload({ waitUntil: 'domcontentloaded' });
  const review = page.getByRole('region', { name: 'Évaluer le vendeur' });
  await review.getByRole('radio', { name: '5 sur 5' }).check();
  const comment = `Envoi soigné, article conforme (${Date.now()}).`;
  await review.getByRole('textbox', { name: /Votre commentaire/ }).fill(comment);
  await review.getByRole('button', { name: 'Publier l’avis' }).click();
  await expect(page.getByText('Merci : votre avis est publié.')).toBeVisible();
  await page.goto(`/fr-fr/selleraccount-detail/${picked.row.id_user}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('tab', { name: 'Avis' }).click();
  await expect(page.getByText(comment)).toBeVisible();

  await sellerContext.close();
});
