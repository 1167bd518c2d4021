import { expect, test } from './test.js';

test('a first visit lands on the geolocated {pays-langue} home with banners and priced products', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr-fr$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('luxe authentique');
  await expect(page.getByTestId('home-banner')).toBeVisible();
  const newArrivals = page.getByTestId('rail-newArrivals');
  await expect(newArrivals.getByTestId('product-card').first()).toBeVisible();
  expect(await newArrivals.getByTestId('product-card').count()).toBe(12);
  await expect(newArrivals.getByTestId('product-price').first()).toHaveText(/\d,\d{2}\s€$/);
  await expect(page.getByRole('heading', { name: 'Meilleures ventes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nouveaux vendeurs' })).toBeVisible();
});

test('a Japanese visitor is sent to the Japanese home with prices in yen', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'ja-JP',
    extraHTTPHeaders: { 'accept-language': 'ja-JP' },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/jp-jp$/);
  await expect(page.getByRole('heading', { name: '新着アイテム' })).toBeVisible();
  await expect(page.getByTestId('product-price').first()).toHaveText(/^[¥￥]\d{1,3}(,\d{3})*$/);
  await context.close();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/fr-fr/nowhere-at-all');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/fr-fr$/);
  await page.goto('/not-a-locale/at/all');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});
