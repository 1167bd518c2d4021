/**
 * 'Mes produits' in the site: a seller (AtelierBrera, whom no other journey uses) opens it from
 * the account menu, corrects a price (which sends the listing back to staff's verification),
 * withdraws a listing, and their shop no longer shows it.
 */

import { KEPT_SELLERS, signIn } from './support.js';
import { expect, test } from './test.js';

test.describe.configure({ mode: 'serial' });

const SELLER = `${KEPT_SELLERS.myProducts.toLowerCase()}@sellers.vitrine.dev`;
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

test('a seller corrects a price and withdraws a listing from Mes produits', async ({ page }) => {
  await signIn(page, SELLER);
  await page.goto('/fr-fr/useraccount', { waitUntil: 'domcontentloaded' });
  // On phones the account menu is folded behind its toggle; wait for whichever the layout shows.
  const toggle = page.getByRole('button', { name: /^Menu du compte/ });
  const entry = page.getByRole('link', { name: 'Mes produits' });
  await expect(toggle.or(entry).first()).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
  await entry.click();
  await expect(page).toHaveURL(/\/fr-fr\/useraccount\/my-products$/);
  await expect(page.getByRole('heading', { name: 'Mes produits' })).toBeVisible();

  const rows = page.getByTestId('my-product');
  await expect(rows.first()).toBeVisible();
  // A listing that may still be corrected: a sold or reserved one has no 'Modifier'.
  const editable = rows.filter({ has: page.getByRole('button', { name: /^Modifier / }) }).first();
  const name = (await editable.getByRole('link').first().textContent()) as string;
  const first = rows.filter({ has: page.getByRole('link', { name, exact: true }) }).first();
  await first.getByRole('button', { name: `Modifier ${name}` }).click();
  await first.getByRole('textbox', { name: /Prix \(EUR\)/ }).fill('1234,5');
  await first.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(first.getByTestId('my-product-price')).toHaveText(euros.format(1234.5));
  // A change goes back to staff before shoppers read it.
  await expect(first.getByTestId('my-product-status')).toHaveText('En attente de vérification');

  // The last listing still on sale (another project's run may have withdrawn one already).
  const candidate = rows
    .filter({ has: page.getByRole('button', { name: /^Retirer .* de la vente$/ }) })
    .last();
  const lastName = (await candidate.getByRole('link').first().textContent()) as string;
  const lastHref = (await candidate.getByRole('link').first().getAttribute('href')) as string;
  const last = rows.filter({ has: page.getByRole('link', { name: lastName, exact: true }) });
  await last.getByRole('button', { name: `Retirer ${lastName} de la vente` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retirer définitivement' }).click();
  await expect(last.getByTestId('my-product-status')).toHaveText('Retiré de la vente');

  await page.goto(lastHref, { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Cet article n’est plus en vente.')).toBeVisible();
});
