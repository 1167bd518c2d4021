/** Journey 8: at phone size the drawer opens from the menu button and login has two tabs. */
import { expect, test } from './test.js';

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'phone layout only');
});

test('the drawer opens from the menu button, signed out', async ({ page }) => {
  await page.goto('/fr-fr', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('menu-button').click();
  const drawer = page.getByTestId('drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: "S'identifier" })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Créer un compte' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL(/\/fr-fr\/login$/);
  await expect(page.getByRole('tab', { name: 'Créer un compte', selected: true })).toBeVisible();
});

test('login shows the two tabs', async ({ page }) => {
  await page.goto('/fr-fr/login', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('tab', { name: "S'identifier" })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Créer un compte' })).toBeVisible();
});
