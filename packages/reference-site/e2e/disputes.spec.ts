/**
 * Trust, in four browsers: a seller lists a piece, which nobody finds until staff verify it; a
 * buyer pays for it; the seller's later rewrite of its description is refused and the order still
 * reads as bought; the buyer confirms reception (asked again) and reports a problem with a photo;
 * the seller answers with theirs; staff open the dispute, read the item as sold, both sides and
 * decide with a note (asked again), which both parties read; a stranger gets 404 on the photo.
 */
import type { Page } from '@playwright/test';
import { cartBadge, chooseSize, DEMO_PASSWORD, payWith, signIn, signUp, uniqueEmail } from './support.js';
import { expect, test } from './test.js';

/** A real 1×1 PNG: uploads are checked by their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const file = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const SELLER_EMAIL = 'vendeur@vitrine.dev';
const model = `Sac Litige ${Date.now() % 1e6}`;
const AS_SOLD = 'Cuir box noir, fermoir doré, complet avec boîte.';

const stateOf = (page: Page) => page.getByTestId('order-state');

/** A call of the API with the page's signed-in session, echoing the XSRF cookie as the site does. */
async function callAs(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('ky_user') ?? '{}').token as string,
  );
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  return page.request.fetch(`/api/${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf?.value ?? '' },
  });
}

/** An evidence photo fetched with the page's signed-in session, as the site's client does. */
async function photoAs(page: Page, path: string) {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('ky_user') ?? '{}').token as string,
  );
  return page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
}

test('listed, verified, bought, disputed with photos on both sides, decided with a note; the photos stay private', async ({
  browser,
  page,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'the dispute journey runs once');
  test.setTimeout(240_000);

  // The seller lists a piece: on sale only once staff verify it.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, SELLER_EMAIL, DEMO_PASSWORD);
  await seller.goto('/fr-fr/useraccount/add-article', { waitUntil: 'domcontentloaded' });
  await expect(seller.getByRole('heading', { name: 'Ajouter un article' })).toBeVisible();
  await seller.getByLabel(/^Ajouter des photos/).setInputFiles([file('face.png'), file('dos.png')]);
  await seller.getByRole('combobox', { name: 'Marque', exact: true }).selectOption({ label: 'Hermès' });
  await seller.getByRole('combobox', { name: 'Genre', exact: true }).selectOption({ label: 'Femme' });
  await seller.getByRole('combobox', { name: 'Catégorie', exact: true }).selectOption({ label: 'Sacs' });
  await seller.getByRole('combobox', { name: 'Sous-catégorie' }).selectOption({ index: 1 });
  await seller.getByRole('textbox', { name: 'Modèle' }).fill(model);
  await seller.getByRole('textbox', { name: 'Description' }).fill(AS_SOLD);
  await seller.getByRole('combobox', { name: 'État' }).selectOption({ label: 'Occasion' });
  await seller.getByRole('textbox', { name: 'Prix' }).fill('2100');
  await seller.getByRole('combobox', { name: 'Couleur' }).first().selectOption({ label: 'Noir' });
  await seller.getByRole('button', { name: 'Publier l’article' }).click();
  await expect(
    seller.getByTestId('snackbar').filter({ hasText: 'en attente de vérification' }),
  ).toBeVisible();
  await expect(seller).toHaveURL(/\/fr-fr\/shopping-detail\/[\w-]+\/\d+$/, { timeout: 20_000 });
  const productUrl = new URL(seller.url()).pathname;
  const idProduit = Number(productUrl.split('/').at(-1));

  const search = `/fr-fr/search?q=${encodeURIComponent(model)}`;
  await page.goto(search, { waitUntil: 'domcontentloaded' });
  await expect(page.getByText(`Aucun article ne correspond à « ${model} ».`)).toBeVisible();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'staff@vitrine.dev', DEMO_PASSWORD);
  await staff.goto('/fr-fr/staff', { waitUntil: 'domcontentloaded' });
  await staff.getByRole('tab', { name: 'Annonces à vérifier' }).click();
  await staff
    .getByRole('article')
    .filter({ hasText: model })
    .getByRole('button', { name: 'Vérifier' })
    .click();
  await expect(
    staff.getByText('Annonce vérifiée : elle est en vente, signalée 100 % authentique.'),
  ).toBeVisible();

  await page.goto(search, { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('product-card').filter({ hasText: model })).toBeVisible();

  // A new buyer pays for it.
  await signUp(page, { email: uniqueEmail('dispute'), pseudo: `Litige${Date.now() % 1e8}` });
  await expect(page).toHaveURL(/\/fr-fr$/);
  await page.goto(productUrl, { waitUntil: 'domcontentloaded' });
  await chooseSize(page, 'TU');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect.poll(() => cartBadge(page)).not.toBe('0');
  await payWith(page, '4242424242424242');
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/fr-fr/useraccount/orders', { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('link', { name: /Voir la commande V&T\d+/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/useraccount\/order-detail\/\d+$/);
  const orderPath = new URL(page.url()).pathname;
  const idCommande = Number(orderPath.split('/').at(-1));

  // The seller rewrites the description: refused, and the order reads as bought.
  const rewrite = await callAs(seller, 'POST', 'ProduitController/update_mon_produit', {
    id_produit: idProduit,
    description: 'Réplique, sans papiers.',
  });
  expect(rewrite.status(), await rewrite.text()).toBe(409);
  await seller.goto(orderPath, { waitUntil: 'domcontentloaded' });
  const description = seller.getByRole('button', { name: /^Description/ });
  await description.click();
  await expect(seller.getByText(AS_SOLD)).toBeVisible();
  await expect(seller.getByText('Réplique, sans papiers.')).toHaveCount(0);

  // The seller accepts and ships; the buyer confirms reception, asked again first.
  await seller.getByRole('button', { name: 'Valider' }).click();
  await expect(stateOf(seller)).toHaveText('Acceptée, en attente d’expédition');
  await seller.getByRole('button', { name: 'Marquer comme expédiée' }).click();
  const shipping = seller.getByRole('form', { name: 'Expédition' });
  await shipping.getByRole('textbox', { name: 'Transporteur' }).fill('Chronopost');
  await shipping.getByRole('textbox', { name: 'Numéro de suivi' }).fill('XY123456789FR');
  await shipping
    .getByRole('textbox', { name: 'Lien de suivi' })
    .fill('https://www.chronopost.fr/?n=XY123456789FR');
  await shipping.getByRole('button', { name: 'Confirmer l’expédition' }).click();
  await expect(stateOf(seller)).toHaveText('Expédiée');

  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(stateOf(page)).toHaveText('Expédiée');
  await page.getByRole('button', { name: 'Je l’ai reçu' }).click();
  const asked = page.getByRole('alertdialog', { name: 'Confirmer la réception ?' });
  await expect(asked).toContainText('48 h pour signaler un problème');
  await page.keyboard.press('Escape');
  await expect(asked).toBeHidden();
  await expect(stateOf(page)).toHaveText('Expédiée');
  await page.getByRole('button', { name: 'Je l’ai reçu' }).click();
  await asked.getByRole('button', { name: 'Oui, je l’ai reçu' }).click();
  await expect(stateOf(page)).toHaveText('Reçue');

  // The buyer reports a problem with a photo.
  await page.getByRole('button', { name: 'Signaler un problème' }).click();
  const report = page.getByRole('dialog', { name: 'Signaler un problème' });
  await report.getByLabel('Photos (jusqu’à 4)').setInputFiles([file('fermoir.png')]);
  await report.getByRole('textbox', { name: /^Décrivez le problème/ }).fill('Le fermoir est cassé.');
  await report.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(stateOf(page)).toHaveText('Problème signalé');
  await expect(page.getByTestId('order-dispute')).toContainText('Le fermoir est cassé.');

  // The seller answers there, with a photo; the buyer's page shows it live.
  await seller.reload({ waitUntil: 'domcontentloaded' });
  const panel = seller.getByTestId('order-dispute');
  await panel.getByLabel('Photos (jusqu’à 4)').setInputFiles([file('emballage.png')]);
  await panel
    .getByRole('textbox', { name: /^Votre réponse au problème signalé/ })
    .fill('Fermoir intact à l’envoi.');
  await panel.getByRole('button', { name: 'Envoyer ma réponse' }).click();
  await expect(panel.getByText(/^Votre réponse est envoyée/)).toBeVisible();
  await expect(page.getByTestId('dispute-answer')).toContainText('Fermoir intact à l’envoi.', {
    timeout: 20_000,
  });

  // Staff open the dispute, read both sides and the item as sold, and decide with a note.
  await staff.goto('/fr-fr/staff', { waitUntil: 'domcontentloaded' });
  const card = staff.getByRole('article').filter({ hasText: `V&T${idCommande}` });
  await expect(card).toContainText('Le fermoir est cassé.');
  await card.getByRole('button', { name: 'Ouvrir le litige' }).click();
  const review = card.getByTestId('dispute-review');
  await expect(review.getByTestId('dispute-review-answer')).toHaveText('Fermoir intact à l’envoi.');
  await expect(review.getByTestId('dispute-snapshot-description')).toContainText(AS_SOLD);
  await expect(review.getByRole('img', { name: 'Photo 1 du problème' })).toBeVisible();
  await expect(review.getByRole('img', { name: 'Photo 1 du vendeur' })).toBeVisible();
  const note = 'Les photos du vendeur montrent un fermoir intact : paiement versé.';
  await review.getByRole('textbox', { name: /^Note de décision/ }).fill(note);
  await review.getByRole('button', { name: 'Verser au vendeur' }).click();
  const decision = staff.getByRole('alertdialog', { name: 'Verser le paiement au vendeur ?' });
  await expect(decision).toContainText(note);
  await decision.getByRole('button', { name: 'Confirmer la décision' }).click();
  await expect(staff.getByText('Paiement versé au vendeur.')).toBeVisible();

  // Both parties read the decision and its note on the order.
  for (const party of [page, seller]) {
    await party.reload({ waitUntil: 'domcontentloaded' });
    await expect(party.getByTestId('dispute-decision')).toContainText(note);
  }

  // The photos are the parties' and staff's: a stranger and a visitor get 404.
  const dispute = (await (
    await callAs(page, 'GET', `CommandeController/get_litige?id_commande=${idCommande}`)
  ).json()) as {
    data: { report: { photos: string[] }; answer: { photos: string[] } };
  };
  const photos = [...dispute.data.report.photos, ...dispute.data.answer.photos];
  expect(photos).toHaveLength(2);
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await signIn(stranger, 'acheteur@vitrine.dev', DEMO_PASSWORD);
  for (const photo of photos) {
    expect((await photoAs(page, photo)).status()).toBe(200);
    expect((await photoAs(stranger, photo)).status()).toBe(404);
    expect((await stranger.request.get(photo)).status()).toBe(404);
  }
  await Promise.all([sellerContext.close(), staffContext.close(), strangerContext.close()]);
});
