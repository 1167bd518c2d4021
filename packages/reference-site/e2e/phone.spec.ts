/** Journey 8: at phone size the drawer opens from the menu button and login has two tabs. */
import { signIn } from './support.js';
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

test('SH12: the drawer, signed in, shows the profile image and e-mail, Marques, Nos vendeurs and Se déconnecter, which signs out', async ({
  page,
}) => {
  await signIn(page, 'acheteur@vitrine.dev');
  await page.goto('/fr-fr', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('menu-button').click();
  const drawer = page.getByTestId('drawer');
  await expect(drawer.getByText('acheteur@vitrine.dev')).toBeVisible();
  await expect(drawer.locator('img').first()).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Marques' })).toHaveAttribute('href', '/fr-fr/designers');
  await expect(drawer.getByRole('link', { name: 'Nos vendeurs' })).toHaveAttribute(
    'href',
    '/fr-fr/our-sellers',
  );
  await expect(drawer.getByRole('button', { name: "S'identifier" })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Se déconnecter' }).click();
  // Signed out: the account entry leads to the login page again.
  await page.goto('/fr-fr/useraccount', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/\/fr-fr\/login$/);
});

test('login shows the two tabs', async ({ page }) => {
  await page.goto('/fr-fr/login', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('tab', { name: "S'identifier" })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Créer un compte' })).toBeVisible();
});

test('the drawer opens a genre to its mères, and a mère lists its products', async ({ page }) => {
  await page.goto('/gb-en');
  await page.getByTestId('menu-button').click();
  const drawer = page.getByTestId('drawer');
  // Closed, a genre shows none of its mères.
  await expect(drawer.getByRole('link', { name: 'Bags' })).toHaveCount(0);
  await drawer.locator('summary', { hasText: 'Women' }).click();
  await expect(drawer.getByRole('link', { name: 'See all' })).toHaveAttribute(
    'href',
    '/gb-en/new-shopping/femme',
  );
  await drawer.getByRole('link', { name: 'Bags' }).click();
  await expect(page).toHaveURL(/\/gb-en\/new-shopping\/femme\/sacs$/);
  await expect(page.getByTestId('drawer')).toBeHidden();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
