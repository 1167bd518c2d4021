/**
 * Journeys 2, 3 and 5: a buyer signs up, buys two items from two sellers with the
 * sandbox's 4242 card, sees the orders, and talks to a seller who hears it live; a declined card
 * shows the provider's message and makes no order.
 */

import {
  addToCart,
  bornYearsAgo,
  cartBadge,
  DEMO_PASSWORD,
  itemsFromDifferentSellers,
  payWith,
  productPath,
  signIn,
  signUp,
  uniqueEmail,
} from './support.js';
import { expect, test } from './test.js';

test.describe.configure({ mode: 'serial' });

const buyer = { email: uniqueEmail('buyer'), pseudo: `Buyer${Date.now() % 1e8}` };

test('signs up (a 15-year-old is refused), buys two items from two sellers with 4242, and sees the orders', async ({
  page,
  request,
}) => {
  // A 15-year-old is refused, with the rule's message, and nothing is lost.
  await signUp(page, { ...buyer, birth: bornYearsAgo(15) });
  const year = new Date().getUTCFullYear() - 16;
  await expect(page.getByText(`Il faut être né ou née en ${year} ou avant pour s’inscrire.`)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('textbox', { name: 'Date de naissance' }).fill('1993-04-18');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/fr-fr$/);
  await expect(page.getByTestId('account-link')).toContainText('Léa');

  const items = await itemsFromDifferentSellers(request, 2, [1]);
  expect(items).toHaveLength(2);
  for (const { product, variant } of items)
    await addToCart(page, productPath(product), variant.valeur_taille);
  await expect.poll(() => cartBadge(page)).toBe('2');

  await payWith(page, '4242424242424242');
  await expect(page).toHaveURL(/\/fr-fr\/checkout\/review$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
  await expect.poll(() => cartBadge(page)).toBe('0');

  await page.getByRole('link', { name: 'Mes achats' }).click();
  await expect(page.getByRole('tab', { name: 'Mes achats (2)' })).toBeVisible();
  for (const heading of ['COMMANDE', 'PRODUIT', 'STATUT', 'PRIX']) {
    await expect(page.getByRole('columnheader', { name: heading })).toBeVisible();
  }
  await page
    .getByRole('link', { name: /Voir la commande V&T\d+/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/useraccount\/order-detail\/\d+$/);
  await expect(page.getByRole('heading', { name: /Commande V&T\d+/ })).toBeVisible();
});

test('a declined card shows the message under the card and makes no order', async ({ page, request }) => {
  await signIn(page, buyer.email, 'a-long-password');
  const [item] = await itemsFromDifferentSellers(request, 1);
  await addToCart(page, productPath(item!.product), item!.variant.valeur_taille);
  await payWith(page, '4000000000000002');
  await expect(page.getByText('Votre carte a été refusée.')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.goto('/fr-fr/useraccount/orders', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('tab', { name: 'Mes achats (2)' })).toBeVisible();
});

test('the buyer contacts the seller from the order; the seller hears it live', async ({ browser, page }) => {
  await signIn(page, buyer.email, 'a-long-password');
  await page.goto('/fr-fr/useraccount/orders', { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('link', { name: /Voir la commande V&T\d+/ })
    .first()
    .click();
  const shop = page.getByRole('link', { name: /Voir la boutique de / });
  const pseudo = ((await shop.getAttribute('aria-label')) ?? '')
    .replace(/^Voir la boutique de\s*/, '')
    .trim();
  const sellerEmail =
    pseudo === 'MaisonLumiere' ? 'vendeur@vitrine.dev' : `${pseudo.toLowerCase()}@sellers.vitrine.dev`;

  // The seller, signed in elsewhere, has the messages open.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, sellerEmail, DEMO_PASSWORD);
  await sellerPage.goto('/fr-fr/useraccount/messages', { waitUntil: 'domcontentloaded' });
  await expect(sellerPage.getByRole('heading', { name: 'Mes messages' })).toBeVisible();

  await page.getByRole('button', { name: 'CONTACTER' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('textbox', { name: 'Votre message' })
    .fill('Bonjour, pouvez-vous expédier avant vendredi ?');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();

  await expect(sellerPage.getByTestId('snackbar').filter({ hasText: 'Message reçu' })).toBeVisible({
    timeout: 15_000,
  });
  // The seller may hold this question from another run's buyer: this run's buyer names it.
  const conversation = sellerPage
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: /pouvez-vous expédier avant vendredi/ })
    .filter({ hasText: buyer.pseudo });
  await expect(conversation).toBeVisible();
  await conversation.click();
  await expect(sellerPage.getByText('Bonjour, pouvez-vous expédier avant vendredi ?')).toBeVisible();
  await sellerContext.close();
});
