/**
 * The address book: a buyer keeps a London address (Britain's post has no region, and line 2 is
 * never asked) and a Tokyo one (the family name first, a prefecture from Japan's list), pays to
 * the Tokyo one chosen at checkout, and the order page prints it in Japanese order.
 */
import { addToCart, itemsFromDifferentSellers, productPath, signUp, uniqueEmail } from './support.js';
import { expect, test } from './test.js';

test('an address book with London and Tokyo; the Tokyo one used at checkout and printed in Japanese order on the order page', async ({
  page,
  request,
}) => {
  await signUp(page, { email: uniqueEmail('book'), pseudo: `Book${Date.now() % 1e8}` });
  await expect(page).toHaveURL(/\/fr-fr$/);

  await page.goto('/fr-fr/useraccount/adresses', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'Mes adresses' })).toBeVisible();

  // London: a postcode, no region asked, line 2 left empty.
  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  let form = page.getByRole('region', { name: 'Nouvelle adresse' });
  await form.getByRole('combobox', { name: 'Pays' }).selectOption('GB');
  await expect(form.getByRole('textbox', { name: 'Code postal' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: /Région|Préfecture|Comté/ })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: /Région|Comté/ })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Prénom' }).fill('Oliver');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Smith');
  await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('221B Baker Street');
  await form.getByRole('textbox', { name: 'Ville' }).fill('London');
  await form.getByRole('textbox', { name: 'Code postal' }).fill('NW1 6XE');
  await form.getByRole('textbox', { name: 'Téléphone' }).fill('+44 20 7946 0000');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Adresse enregistrée.' })).toBeVisible();
  const london = page.getByRole('article', { name: /Adresse de Oliver Smith/ });
  await expect(london.getByTestId('book-address')).toContainText('London');
  await expect(london.getByTestId('book-address')).toContainText('NW1 6XE');

  // Tokyo: the family name comes first in the form, the prefecture from Japan's list.
  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  form = page.getByRole('region', { name: 'Nouvelle adresse' });
  await form.getByRole('combobox', { name: 'Pays' }).selectOption('JP');
  const prefecture = form.getByRole('combobox', { name: 'Préfecture' });
  await expect(prefecture).toBeVisible();
  const names = await form
    .getByRole('textbox')
    .evaluateAll((boxes) =>
      boxes.map((box) => box.getAttribute('name')).filter((name) => name === 'nom' || name === 'prenom'),
    );
  expect(names).toEqual(['nom', 'prenom']);
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('山田');
  await form.getByRole('textbox', { name: 'Prénom' }).fill('花子');
  // Japan's post has no city line: the ward is written at the head of the street.
  await expect(form.getByRole('textbox', { name: 'Ville' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('渋谷区神宮前1-2-3');
  await prefecture.selectOption('東京都');
  await form.getByRole('textbox', { name: 'Code postal' }).fill('150-0001');
  await form.getByRole('textbox', { name: 'Téléphone' }).fill('+81 3 1234 5678');
  await form.getByRole('checkbox', { name: 'En faire l’adresse par défaut' }).check();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  const tokyo = page.getByRole('article', { name: /Adresse de 花子 山田/ });
  await expect(tokyo).toContainText('Par défaut');
  await expect(tokyo.getByTestId('book-address').locator('span').first()).toHaveText('〒150-0001');

  // Checkout: the default, Tokyo, is chosen already.
  const [item] = await itemsFromDifferentSellers(request, 1);
  await addToCart(page, productPath(item!.product), item!.variant.valeur_taille);
  await page.goto('/fr-fr/checkout', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Proceder au payement' }).click();
  await expect(page).toHaveURL(/\/fr-fr\/checkout\/payment$/);
  await expect(page.getByTestId('delivery-address')).toContainText('渋谷区神宮前1-2-3');
  await page.getByRole('textbox', { name: 'Titulaire de la carte' }).fill('Hanako Yamada');
  await page.getByLabel('Numéro de carte').fill('4242424242424242');
  await page.getByLabel('Expiration (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Valider le paiement' }).click();
  await expect(page).toHaveURL(/\/fr-fr\/checkout\/review$/, { timeout: 30_000 });

  // The order page prints it as Japan's post reads it: 〒, prefecture, street, family name first.
  await page.getByRole('link', { name: 'Mes achats' }).click();
  await page
    .getByRole('link', { name: /Voir la commande V&T\d+/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/useraccount\/order-detail\/\d+$/);
  const printed = page
    .getByRole('region', { name: 'Livraison à' })
    .getByTestId('order-postal-address')
    .locator('span');
  await expect(printed).toHaveText(['〒150-0001', '東京都', '渋谷区神宮前1-2-3', '山田 花子']);
});
