/**
 * The staff console in the site: staff reach it signed in and move between its tabs with the
 * keyboard; a buyer gets the not-found page; a visitor is sent to log in.
 */

import { signIn } from './support.js';
import { expect, test } from './test.js';

test('staff open the console and move between disputes and listings with the keyboard', async ({ page }) => {
  await signIn(page, 'staff@vitrine.dev');
  await page.goto('/fr-fr/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Console staff' })).toBeVisible();
  const disputes = page.getByRole('tab', { name: 'Litiges ouverts' });
  await expect(disputes).toHaveAttribute('aria-selected', 'true');
  await disputes.focus();
  await page.keyboard.press('ArrowRight');
  const listings = page.getByRole('tab', { name: 'Annonces à vérifier' });
  await expect(listings).toHaveAttribute('aria-selected', 'true');
  await expect(listings).toBeFocused();
  await expect(page).toHaveTitle('Console staff · Vitrine');
});

test('a buyer gets the not-found page, and a visitor the login page', async ({ page }) => {
  await page.goto('/fr-fr/staff');
  await expect(page).toHaveURL(/\/fr-fr\/login/);
  await signIn(page, 'acheteur@vitrine.dev');
  await page.goto('/fr-fr/staff');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Console staff' })).toHaveCount(0);
});
