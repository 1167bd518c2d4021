/** Search journeys: suggestions by keyboard, and a refined search kept in its address. */

import { api } from './support.js';
import { expect, test } from './test.js';

test('suggestions by keyboard on /jp-jp: a brand by its katakana start, then the recent search', async ({
  page,
}) => {
  await page.goto('/jp-jp', { waitUntil: 'domcontentloaded' });
  const field = page.getByRole('combobox', { name: 'ブランドやアイテムを検索' });
  await field.click();
  await field.pressSequentially('エルメ');
  const list = page.getByRole('listbox', { name: '候補' });
  const hermes = list.getByRole('option', { name: /Hermès/ });
  await expect(hermes).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '候補' })).toContainText('上下の矢印キー');
  await field.press('ArrowDown');
  await expect(hermes).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await hermes.getAttribute('id')) ?? '');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/jp-jp\/search\?q=Herm%C3%A8s$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // Back in the field, the search just made is offered first; Escape closes the list.
  await field.fill('');
  await field.press('ArrowDown');
  await expect(list.getByRole('option', { name: /Hermès.*最近の検索/ })).toBeVisible();
  await field.press('Escape');
  await expect(list).toBeHidden();
});

test('a search with price range, condition and sort on /it-it: shared by its address, rendered on the server with the same results', async ({
  page,
  request,
}) => {
  const refined = 'q=borsa&tri=prix_croissant&etat=occasion&prix_min=100&prix_max=20000';
  const expected = (
    await api<{ data: { id_produit: number }[] }>(
      request,
      `ProduitController/search_produit?${refined}&langue=it&pays=IT&page=1&limit=24`,
    )
  ).data;
  expect(expected.length).toBeGreaterThan(1);
  const firstLink = (id: number) => new RegExp(`/it-it/shopping-detail/[^/"]+/${id}"`);

  // The server's page already holds the results, in the sort's order.
  const html = await (await request.get(`/it-it/search?${refined}`)).text();
  const [first, second] = expected as [{ id_produit: number }, { id_produit: number }];
  expect(html).toMatch(firstLink(first.id_produit));
  expect(html.search(firstLink(first.id_produit))).toBeLessThan(html.search(firstLink(second.id_produit)));

  // The shared address shows the same controls and results in the browser.
  await page.goto(`/it-it/search?${refined}`, { waitUntil: 'domcontentloaded' });
  const controls = page.getByRole('form', { name: 'Ordina e filtra' });
  await expect(controls.getByRole('combobox', { name: 'Ordina per' })).toHaveValue('prix_croissant');
  const condition = controls.getByRole('combobox', { name: 'Condizione' });
  await expect(condition).toHaveValue('occasion');
  await expect(controls.getByRole('textbox', { name: 'Prezzo massimo (EUR)' })).toHaveValue('20000');
  await expect(page.getByTestId('product-card').first().locator('a').first()).toHaveAttribute(
    'href',
    new RegExp(`/${first.id_produit}$`),
  );

  // A choice is a new address; back returns to the shared one.
  await condition.selectOption('neuf');
  await expect(page).toHaveURL(/etat=neuf/);
  await page.goBack();
  await expect(page).toHaveURL(/etat=occasion/);
  await expect(condition).toHaveValue('occasion');
});
