/**
 * Leaving: a buyer pays for an item, is told on 'Mon identité' that the open order keeps the
 * account, the seller declines the order, and the buyer then deletes the account with the
 * password; signing in again with it is refused, and the seller's page of that past order names
 * the buyer "Compte supprimé".
 */
import {
  addToCart,
  DEMO_PASSWORD,
  KEPT_SELLERS,
  payWith,
  productPath,
  products,
  signIn,
  signUp,
  textsOf,
  uniqueEmail,
  variantsOf,
} from './support.js';
import { expect, test } from './test.js';

const fr = textsOf('fr-fr');
const BUYER_PASSWORD = 'a-long-password';

test('a buyer deletes the account: signing in again is refused, and the seller’s past order shows "Deleted account"', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // An item of a seller whose listings other journeys keep for themselves is left to them.
  const kept = new Set<string>(Object.values(KEPT_SELLERS));
  let picked: { path: string; size: string; seller: string } | null = null;
  for (const row of (await products(request)).reverse()) {
    if (kept.has(row.pseudo_profile) || row.qte_produit < 1) continue;
    const variant = (await variantsOf(request, row.id_produit)).find((v) => v.etat === 'Disponible');
    if (variant) {
      picked = { path: productPath(row), size: variant.valeur_taille, seller: row.pseudo_profile };
      break;
    }
  }
  if (!picked) throw new Error('nothing left for sale');

  // The buyer signs up and pays.
  const email = uniqueEmail('leaving');
  await signUp(page, { email, pseudo: `Leave${Date.now() % 1e8}` });
  await expect(page).toHaveURL(/\/fr-fr$/);
  await addToCart(page, picked.path, picked.size);
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
  const number = `V&T${orderPath.split('/').at(-1)}`;

  // While the order is open, the account stays, and the page says why.
  const leaving = fr.account.leaving;
  const deleteAccount = async () => {
    await page.goto('/fr-fr/useraccount', { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('region', { name: leaving.title })
      .getByRole('button', { name: leaving.delete })
      .click();
    const dialog = page.getByRole('dialog', { name: leaving.confirmTitle });
    await dialog.getByLabel(leaving.password).fill(BUYER_PASSWORD);
    await dialog.getByRole('button', { name: leaving.confirm }).click();
    return dialog;
  };
  const refused = await deleteAccount();
  await expect(refused.getByRole('alert')).toContainText(`la commande ${number} n’est pas terminée`);
  await refused.getByRole('button', { name: fr.account.myProducts.cancel }).click();

  // The seller declines the order.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, `${picked.seller.toLowerCase()}@sellers.vitrine.dev`, DEMO_PASSWORD);
  await seller.goto(orderPath, { waitUntil: 'domcontentloaded' });
  await seller.getByRole('button', { name: fr.orders.detail.decline }).click();
  const decline = seller.getByRole('dialog', { name: fr.orders.lifecycle.declineTitle });
  await decline.getByRole('textbox', { name: fr.orders.lifecycle.declineReason }).fill('Pièce abîmée.');
  await decline.getByRole('button', { name: fr.orders.lifecycle.declineConfirm }).click();
  await expect(seller.getByTestId('order-state')).toHaveText(fr.orders.states.declined);

  // Now the buyer leaves, with the keyboard alone: the button, into the dialog, the password, Enter.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page
    .getByRole('region', { name: leaving.title })
    .getByRole('button', { name: leaving.delete })
    .focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: leaving.confirmTitle });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel(leaving.password);
  for (
    let presses = 0;
    presses < 3 && !(await field.evaluate((input) => input === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
  await page.keyboard.type(BUYER_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText(leaving.deleted)).toBeVisible();
  await expect(page.getByRole('region', { name: leaving.title })).toBeHidden();

  // The old credentials open nothing.
  await page.goto('/fr-fr/login', { waitUntil: 'domcontentloaded' });
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: fr.auth.login.submit }) });
  await form.getByRole('textbox', { name: fr.auth.login.email }).fill(email);
  await form.getByRole('textbox', { name: fr.auth.login.password }).fill(BUYER_PASSWORD);
  await form.getByRole('button', { name: fr.auth.login.submit }).click();
  await expect(page.getByText(fr.auth.login.wrong)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // The seller keeps the order, the buyer anonymised.
  await seller.reload({ waitUntil: 'domcontentloaded' });
  await seller.getByRole('button', { name: fr.orders.detail.shipping }).click();
  await expect(seller.getByText(fr.orders.detail.deletedAccount)).toBeVisible();
  await expect(seller.getByText('Journey', { exact: true })).toBeHidden();
  await sellerContext.close();
});
