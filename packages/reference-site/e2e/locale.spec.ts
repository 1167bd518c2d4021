/** Journey 7: the country and the language change from the footer, and the page stays. */
import { expect, test } from './test.js';

test('switching the country to Japan shows yen without decimals; switching to jp translates and keeps the page', async ({
  page,
}) => {
  await page.goto('/fr-fr/new-shopping', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('product-price').first()).toHaveText(/\d,\d{2}\s€$/);

  await page.getByTestId('country-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill('japon');
  await dialog.getByRole('radio', { name: /Japon/ }).click();
  await expect(page).toHaveURL(/\/jp-fr\/new-shopping$/);
  // Yen written the French way while the page is French; then as Japanese write them.
  await expect(page.getByTestId('product-price').first()).toHaveText(/^\d{1,3}(\s\d{3})*\sJPY$/);

  await page.getByRole('combobox', { name: 'Langue' }).selectOption('jp');
  await expect(page).toHaveURL(/\/jp-jp\/new-shopping$/);
  await expect(page.getByTestId('product-price').first()).toHaveText(/^[¥￥]\d{1,3}(,\d{3})*$/);
  await expect(page.getByPlaceholder('ブランド')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  // The footer names the country in the page's language, and its dialog too.
  await expect(page.getByTestId('country-button')).toHaveText(/日本 · JPY$/);
  await page.getByTestId('country-button').click();
  await expect(page.getByRole('dialog').getByRole('radio', { name: 'イギリス GBP £' })).toBeVisible();
});

test('a British page names the country in English in the footer', async ({ page }) => {
  await page.goto('/gb-en/new-shopping', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('country-button')).toHaveText(/United Kingdom · GBP$/);
  // Its name holds what it shows, so a voice command saying it finds it.
  await expect(page.getByTestId('country-button')).toHaveAccessibleName(
    'Change country: United Kingdom · GBP',
  );
});
