/**
 * Journey 4: someone signs up with the seller option, goes through the onboarding
 * screens and becomes a seller (kim), publishes an article (RO7), which nobody can find until staff
 * verify it from their console, and sees its sale under 'Mes ventes' with the shipping and
 * description panels once a buyer has paid for it.
 */
import type { Page } from '@playwright/test';
import {
  cartBadge,
  chooseSize,
  confirmSignUpAddress,
  DEMO_PASSWORD,
  payWith,
  SELLER_IBAN,
  signIn,
  signUp,
  textsOf,
  uniqueEmail,
  verifyListing,
} from './support.js';
import { expect, test } from './test.js';

test.describe.configure({ mode: 'serial' });

/** A real 1×1 PNG: uploads are checked by their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const file = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const seller = { email: uniqueEmail('seller'), pseudo: `Atelier${Date.now() % 1e8}` };
const model = `Sac Journey ${Date.now() % 1e6}`;
let productUrl = '';

async function onboard(page: Page) {
  await expect(page).toHaveURL(/\/useraccount\/profil$/);
  await expect(page.getByRole('heading', { name: 'Adresse et identité' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Pays' }).selectOption({ label: 'France' });
  await page.getByRole('textbox', { name: 'Code postal' }).fill('75001');
  await page.getByRole('textbox', { name: 'Région / État / Préfecture' }).fill('Île-de-France');
  await page.getByRole('textbox', { name: 'Ville' }).fill('Paris');
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('3 rue Cambon');
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('+33 6 12 34 56 78');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

  await expect(page.getByRole('heading', { name: 'Langues parlées et présentations' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Langue' }).first().selectOption({ label: 'Français' });
  await page
    .getByRole('textbox', { name: 'Présentation' })
    .first()
    .fill('Un atelier parisien de pièces rares.');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

  await expect(page.getByRole('heading', { name: 'Coordonnées bancaires' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Pays de la banque' }).selectOption({ label: 'France' });
  await page.getByRole('combobox', { name: 'Devise' }).selectOption('EUR');
  await page.getByRole('textbox', { name: 'IBAN ou numéro de compte' }).fill(SELLER_IBAN);
  await page.getByRole('textbox', { name: 'Code banque (BIC ou routing number)' }).fill('30006');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

  await expect(page.getByRole('heading', { name: 'Pièces justificatives' })).toBeVisible();
  for (const label of [
    'Pièce d’identité (recto)',
    'Pièce d’identité (verso)',
    'Justificatif complémentaire (recto)',
    'Justificatif complémentaire (verso)',
  ]) {
    await page
      .getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))
      .setInputFiles(file('document.png'));
  }
  await page.getByRole('button', { name: 'Envoyer les documents' }).click();
}

test('signs up as a seller, goes through the onboarding and publishes an article, told it awaits verification', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'the seller journey runs once');
  await signUp(page, { ...seller, seller: true });
  await onboard(page);
  // After the documents the user is a seller (kim) and goes home (spec §4), told so there.
  await expect(page).toHaveURL(/\/fr-fr$/, { timeout: 20_000 });
  await expect(
    page.getByTestId('snackbar').filter({ hasText: 'Bienvenue parmi nos vendeurs' }),
  ).toBeVisible();
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('ky_user') ?? '{}'));
  expect(session.role).toBe('kim');
  // The bank step opened the payout account with this IBAN; the documents completed it.
  await page.goto('/fr-fr/useraccount', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('payout-account')).toHaveText(
    `Prêt : les versements vont sur le compte bancaire se terminant par ${SELLER_IBAN.slice(-4)}.`,
  );

  await page.goto('/fr-fr/useraccount/add-article', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'Ajouter un article' })).toBeVisible();
  await page.getByLabel(/^Ajouter des photos/).setInputFiles([file('face.png'), file('dos.png')]);
  await page.getByRole('combobox', { name: 'Marque', exact: true }).selectOption({ label: 'Hermès' });
  await page.getByRole('combobox', { name: 'Genre', exact: true }).selectOption({ label: 'Femme' });
  await page.getByRole('combobox', { name: 'Catégorie', exact: true }).selectOption({ label: 'Sacs' });
  await page.getByRole('combobox', { name: 'Sous-catégorie' }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Modèle' }).fill(model);
  await page.getByRole('textbox', { name: 'Description' }).fill('Un sac en cuir grainé, porté deux fois.');
  await page.getByRole('combobox', { name: 'État' }).selectOption({ label: 'Occasion' });
  await page.getByRole('textbox', { name: 'Prix' }).fill('1450');
  await page.getByRole('combobox', { name: 'Couleur' }).first().selectOption({ label: 'Noir' });
  await page.getByRole('button', { name: 'Publier l’article' }).click();
  // The address the seller signed up with is not confirmed yet: nothing goes on sale.
  await expect(page.getByText(textsOf('fr-fr').account.addArticle.unconfirmed)).toBeVisible();
  // The e-mail's link, opened beside the form, confirms it; what was typed stays.
  const mailbox = await page.context().newPage();
  await confirmSignUpAddress(mailbox, seller.email);
  await mailbox.close();
  await page.getByRole('button', { name: 'Publier l’article' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'en attente de vérification' })).toBeVisible();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'est en vente' })).toHaveCount(0);
  // Its page is the seller's to see meanwhile, and says why it cannot be bought.
  await expect(page).toHaveURL(/\/fr-fr\/shopping-detail\/[\w-]+\/\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: model })).toBeVisible();
  await expect(
    page.getByText(/^En attente de vérification : seuls son vendeur et notre équipe/),
  ).toBeVisible();
  productUrl = new URL(page.url()).pathname;

  await page.goto('/fr-fr/useraccount/my-products', { waitUntil: 'domcontentloaded' });
  const row = page.getByTestId('my-product').filter({ hasText: model });
  await expect(row.getByTestId('my-product-status')).toHaveText('En attente de vérification');
});

test('nobody finds it until staff verify it from their console; then it is found and on sale', async ({
  browser,
  page,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'the seller journey runs once');
  const search = `/fr-fr/search?q=${encodeURIComponent(model)}`;
  await page.goto(search, { waitUntil: 'domcontentloaded' });
  await expect(page.getByText(`Aucun article ne correspond à « ${model} ».`)).toBeVisible();
  await page.goto(productUrl, { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Cet article n’existe pas ou n’est plus en ligne.')).toBeVisible();
  await expect(page.getByRole('heading', { name: model })).toHaveCount(0);

  await verifyListing(browser, model);

  await page.goto(search, { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('product-card').filter({ hasText: model })).toBeVisible();
  await page.goto(productUrl, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: model })).toBeVisible();
  await expect(page.getByText('100% authentique')).toBeVisible();
});

test("a buyer pays for it, and the sale shows under 'Mes ventes' with its panels", async ({
  browser,
  page,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'the seller journey runs once');
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await signIn(buyerPage, 'acheteur@vitrine.dev', DEMO_PASSWORD);
  await buyerPage.goto(productUrl, { waitUntil: 'domcontentloaded' });
  await chooseSize(buyerPage, 'TU');
  await buyerPage.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect.poll(() => cartBadge(buyerPage)).not.toBe('0');
  await payWith(buyerPage, '4242424242424242');
  await expect(buyerPage).toHaveURL(/\/checkout\/review$/, { timeout: 30_000 });
  await buyerContext.close();

  await signIn(page, seller.email, 'a-long-password');
  await page.goto('/fr-fr/useraccount/orders', { waitUntil: 'domcontentloaded' });
  await page.getByRole('tab', { name: 'Mes ventes (1)' }).click();
  await page
    .getByRole('link', { name: /Voir la commande V&T\d+/ })
    .first()
    .click();
  await expect(page.getByText(model).first()).toBeVisible();
  for (const panel of ['Livraison', 'Description']) {
    const button = page.getByRole('button', { name: new RegExp(`^${panel}`) });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(page.getByText('Un sac en cuir grainé, porté deux fois.')).toBeVisible();
  await expect(page.getByTestId('seller-amount')).toHaveText(/1\s?305,00\s€/);
});
