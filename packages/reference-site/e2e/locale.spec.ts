/** Journey 7: the country and the language change from the footer, and the page stays. */
import { expect, test } from '@playwright/test';

test('switching the country to Japan shows yen without decimals; switching to jp translates and keeps the page', async ({
  page,
}) => {
  await page.goto('/fr-fr/new-shopping', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('product-price').first()).toHaveText(/ €$/);

  await page.getByTestId('country-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill('japon');
  await dialog.getByRole('radio', { name: /Japon/ }).click();
  await expect(page).toHaveURL(/\/jp-fr\/new-shopping$/);
  await expect(page.getByTestId('product-price').first()).toHaveText(/^[\d\s\u202f]+ ¥$/);

  await page.getByRole('combobox', { name: 'Langue' }).selectOption('jp');
  await expect(page).toHaveURL(/\/jp-jp\/new-shopping$/);
  await expect(page.getByPlaceholder('ブランド')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});
