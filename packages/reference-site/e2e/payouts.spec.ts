/**
 * A seller who joins through the product is paid, and both parties are told, each in their own
 * language: someone signs up on /gb-en, onboards as a seller through every step with a test IBAN
 * and lists an item, which staff verify; a buyer on /jp-jp pays for it. The seller's mailbox then
 * holds the English "new order" e-mail (the order number as the screens write it, the deadline to
 * accept) and the buyer's the Japanese confirmation. The seller accepts and ships; the buyer's
 * shipped e-mail carries the tracking number; the buyer confirms reception. The server's test
 * clock moves 48 h: the sale completes and its payout leaves for the bank; two days later it has
 * arrived, and the seller's Payouts page shows it paid, price − 10 % in pounds.
 *
 * Every label is the interface's own text for the page's language, and every e-mail text the
 * server's own e-mail text for the reader's, so the journey follows the texts when they change.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { sellerShare, toMinorUnits } from '../../contract/src/money.js';
import { orderNumber } from '../../contract/src/orderNumber.js';
import { ORDER_DEADLINE_HOURS } from '../../contract/src/orders.js';
import { formatMinorUnits, intlLocale } from '../../sdk-core/src/money.js';
import { spokenLanguageName } from '../../sdk-core/src/names.js';
import { ORDER_MAIL_TEXTS } from '../../server/src/notifications/orderTexts.js';
import { amountWriter, dateWriter } from '../../server/src/notifications/readerFormats.js';
import { type Email, headerOf, mailTo } from './mailbox.js';
import {
  addToCart,
  advanceClock,
  api,
  confirmReception,
  confirmSignUpAddress,
  countryLabel,
  escapeRegExp,
  filled,
  type Locale,
  payWith,
  signUp,
  textsOf,
  uniqueEmail,
  verifyListing,
} from './support.js';
import { expect, test } from './test.js';

const SELLER_SITE: Locale = 'gb-en';
const BUYER_SITE: Locale = 'jp-jp';
const EN = textsOf(SELLER_SITE);
const JP = textsOf(BUYER_SITE);
const EN_MAIL = ORDER_MAIL_TEXTS.en.orderMail;
const JP_MAIL = ORDER_MAIL_TEXTS.jp.orderMail;

/** A valid British IBAN (the sandbox pays out to any bank account but its closed-account ones). */
const SELLER_IBAN = 'GB82WEST12345698765432';
const CURRENCY = 'GBP';
const PRICE = 1450;
const BRAND = 'Hermès';

/** A real 1×1 PNG: uploads are checked by their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const file = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const run = Date.now() % 1e8;
const seller = { email: uniqueEmail('payouts.seller'), pseudo: `Savile${run}` };
const buyer = { email: uniqueEmail('payouts.buyer'), pseudo: `Hanako${run}` };
const model = `Journey Tote ${run}`;
const item = `${BRAND} ${model}`;
const tracking = `RM${run}GB`;
const carrier = 'Royal Mail';

/** The seller's money as their Payouts page writes it: their currency, their locale (en-GB). */
const pounds = (major: number) =>
  formatMinorUnits(toMinorUnits(major, CURRENCY), CURRENCY, intlLocale('en', 'GB'));

/** The four onboarding steps, in English, as a British seller goes through them. */
async function onboard(page: Page, request: APIRequestContext) {
  const { address, languages, bank, documents } = EN.onboarding;
  const britain = await countryLabel(request, 'GB', SELLER_SITE);
  await expect(page).toHaveURL(/\/gb-en\/useraccount\/profil$/);
  await expect(page.getByRole('heading', { name: address.title })).toBeVisible();
  await page.getByRole('combobox', { name: address.country }).selectOption({ label: britain });
  await page.getByRole('textbox', { name: address.postcode }).fill('W1S 3PR');
  await page.getByRole('textbox', { name: address.region }).fill('Greater London');
  await page.getByRole('textbox', { name: address.city }).fill('London');
  await page.getByRole('textbox', { name: address.street, exact: true }).fill('15 Savile Row');
  await page.getByRole('textbox', { name: address.phone }).fill('+44 20 7946 0958');
  await page.getByRole('button', { name: address.submit }).click();

  const spoken = await api<{ data: { alpha2: string; nom_fr: string; nom_en: string }[] }>(
    request,
    'LangueParleController/list_langue_vendeur',
  );
  const english = spoken.data.find((language) => language.alpha2 === 'en');
  if (!english) throw new Error('Sellers cannot say they speak English');
  await expect(page.getByRole('heading', { name: languages.title })).toBeVisible();
  await page
    .getByRole('combobox', { name: languages.language })
    .first()
    .selectOption({ label: spokenLanguageName('en', 'en', { fr: english.nom_fr, en: english.nom_en }) });
  await page
    .getByRole('textbox', { name: languages.text })
    .first()
    .fill('A Savile Row atelier of rare pieces.');
  await page.getByRole('button', { name: languages.submit }).click();

  await expect(page.getByRole('heading', { name: bank.title })).toBeVisible();
  await page.getByRole('combobox', { name: bank.country }).selectOption({ label: britain });
  await page.getByRole('combobox', { name: bank.currency }).selectOption(CURRENCY);
  await page.getByRole('textbox', { name: bank.number }).fill(SELLER_IBAN);
  await page.getByRole('textbox', { name: bank.routing }).fill('WESTGB2L');
  await page.getByRole('button', { name: bank.submit }).click();

  await expect(page.getByRole('heading', { name: documents.title })).toBeVisible();
  for (const label of [
    documents.piece_identite_profile,
    documents.piece_identite_profile_dos,
    documents.certificat_residence,
    documents.certificat_residence2,
  ]) {
    await page.getByLabel(new RegExp(`^${escapeRegExp(label)}`)).setInputFiles(file('document.png'));
  }
  await page.getByRole('button', { name: documents.submit }).click();
}

interface CategoryNode {
  slug: string;
  nom_uk: string;
  children: CategoryNode[];
}

/** Lists a bag (one size) through 'Add an item'; returns its page's path, awaiting verification. */
async function listItem(page: Page, request: APIRequestContext): Promise<string> {
  const form = EN.account.addArticle;
  const tree = (await api<{ data: CategoryNode[] }>(request, 'CategorieController/list_categories')).data;
  const women = tree.find((node) => node.slug === 'femme');
  const bags = women?.children.find((node) => node.slug === 'sacs');
  if (!women || !bags) throw new Error('The catalogue has no women’s bags');

  await page.goto('/gb-en/useraccount/add-article', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: form.title })).toBeVisible();
  await page.getByLabel(new RegExp(`^${escapeRegExp(form.addPhotos)}`)).setInputFiles([file('front.png')]);
  await page.getByRole('combobox', { name: form.brand, exact: true }).selectOption({ label: BRAND });
  // Categories are named as the English site names them (the catalogue's own English names).
  await page.getByRole('combobox', { name: form.genre, exact: true }).selectOption({ label: women.nom_uk });
  await page.getByRole('combobox', { name: form.mere, exact: true }).selectOption({ label: bags.nom_uk });
  await page.getByRole('combobox', { name: form.fils }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: form.model }).fill(model);
  await page.getByRole('textbox', { name: form.description }).fill('Grained calfskin, carried twice.');
  await page.getByRole('combobox', { name: form.condition }).selectOption({ label: form.conditionUsed });
  await page.getByRole('textbox', { name: form.price }).fill(String(PRICE));
  await page.getByRole('combobox', { name: form.colour }).first().selectOption({ index: 1 });
  await page.getByRole('button', { name: form.submit }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: form.created })).toBeVisible();
  await expect(page).toHaveURL(/\/gb-en\/shopping-detail\/[\w-]+\/\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: model })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** Every way the server may write a deadline `hours` after a moment between `from` and `to`. */
function deadlinesWritten(write: (at: Date) => string, from: number, to: number, hours: number) {
  const minute = 60_000;
  const written = new Set<string>();
  for (let at = Math.floor(from / minute) * minute; at <= to; at += minute) {
    written.add(write(new Date(at + hours * 3_600_000)));
  }
  return [...written];
}

/**
 * When the order was paid, on the server's clock (which journeys move): the first step of its
 * timeline, as its buyer's session reads it.
 */
async function paidAt(page: Page, idCommande: number): Promise<number> {
  const steps = await page.evaluate(async (id) => {
    const { token } = JSON.parse(localStorage.getItem('ky_user') ?? '{}');
    const answer = await fetch(`/api/CommandeController/get_historique_commande?id_commande=${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await answer.json()) as { data: { steps: { etat: string; at: string }[] } }).data.steps;
  }, idCommande);
  const paid = steps.find((step) => step.etat === 'paid');
  if (!paid) throw new Error(`Order ${idCommande} has no paid step`);
  return Date.parse(paid.at);
}

const step = (etape: string) => (mail: Email) => headerOf(mail, 'x-vitrine-etape') === etape;

test('a seller who joined on /gb-en is told of a /jp-jp buyer’s order in English, ships, and is paid price − 10 % in pounds', async ({
  browser,
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'the payout journey runs once');
  test.setTimeout(300_000);

  let productPath = '';
  await test.step('a new user signs up on /gb-en and onboards as a seller with a test IBAN', async () => {
    await signUp(page, { ...seller, seller: true, country: 'GB' }, SELLER_SITE);
    await onboard(page, request);
    await expect(page).toHaveURL(/\/gb-en$/, { timeout: 20_000 });
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('ky_user') ?? '{}'));
    expect(session.role).toBe('kim');
    await page.goto('/gb-en/useraccount', { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('payout-account')).toHaveText(
      filled(EN.account.identity.payoutReady, { last4: SELLER_IBAN.slice(-4) }),
    );
  });

  await test.step('is reminded to confirm the address, and confirms it from the e-mail’s link', async () => {
    const reminder = page.getByRole('region', { name: EN.account.changes.unconfirmedTitle });
    await expect(reminder).toContainText(filled(EN.account.changes.unconfirmed, { email: seller.email }));
    await confirmSignUpAddress(page, seller.email, SELLER_SITE);
    await page.goto('/gb-en/useraccount', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('form', { name: EN.account.changes.title })).toBeVisible();
    await expect(reminder).toHaveCount(0);
  });

  await test.step('lists an item, which staff verify', async () => {
    productPath = await listItem(page, request);
    await verifyListing(browser, model);
  });

  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  let idCommande = 0;
  let number = '';
  let paid = '';
  await test.step('a buyer on /jp-jp pays for it', async () => {
    await signUp(buyerPage, { ...buyer, country: 'JP' }, BUYER_SITE);
    await expect(buyerPage).toHaveURL(/\/jp-jp$/);
    await addToCart(buyerPage, productPath.replace(/^\/gb-en\//, '/jp-jp/'), 'TU', BUYER_SITE);
    await payWith(buyerPage, '4242424242424242', BUYER_SITE);
    await expect(buyerPage.getByRole('heading', { name: JP.checkout.review.title })).toBeVisible({
      timeout: 30_000,
    });
    paid = (await buyerPage.getByTestId('review-total').textContent()) ?? '';
    expect(paid).not.toBe('');

    await buyerPage.goto('/jp-jp/useraccount/orders', { waitUntil: 'domcontentloaded' });
    const open = buyerPage.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(JP.orders.open).replace(escapeRegExp('{{number}}'), 'V&T\\d+')}$`),
    });
    await open.first().click();
    await expect(buyerPage).toHaveURL(/\/jp-jp\/useraccount\/order-detail\/\d+$/);
    idCommande = Number(/(\d+)$/.exec(buyerPage.url())?.[1]);
    number = orderNumber(idCommande);
    await expect(
      buyerPage.getByRole('heading', { name: filled(JP.orders.detail.title, { number }) }),
    ).toBeVisible();
  });

  await test.step('the seller’s outbox holds the English new order, the buyer’s the Japanese confirmation', async () => {
    const newOrder = await mailTo(seller.email, step('newOrder'));
    // The deadline is written when the e-mail is kept, in the transaction that made the order.
    const at = await paidAt(buyerPage, idCommande);
    const deadlines = deadlinesWritten(dateWriter('en', 'GB'), at, at + 5_000, ORDER_DEADLINE_HOURS.accept);
    expect(deadlines.map((deadline) => filled(EN_MAIL.newOrder.subject, { number, deadline }))).toContain(
      newOrder.subject,
    );
    const price = amountWriter('en', 'GB')(toMinorUnits(PRICE, CURRENCY), CURRENCY);
    expect(newOrder.text).toContain(filled(EN_MAIL.newOrder.intro, { buyer: buyer.pseudo, item, price }));
    expect(newOrder.html).toContain(EN_MAIL.open);

    const confirmation = await mailTo(buyer.email, step('paid'));
    expect(confirmation.subject).toBe(filled(JP_MAIL.paid.subject, { number, item }));
    for (const line of [
      filled(JP_MAIL.paid.thanks, { amount: paid }),
      filled(JP_MAIL.paid.item, { item }),
      filled(JP_MAIL.paid.seller, { seller: seller.pseudo }),
    ]) {
      expect(confirmation.text).toContain(line);
    }
  });

  const orderPath = `/gb-en/useraccount/order-detail/${idCommande}`;
  const state = page.getByTestId('order-state');
  await test.step('the seller accepts and ships', async () => {
    const { detail, lifecycle, states } = EN.orders;
    await page.goto('/gb-en/useraccount/orders', { waitUntil: 'domcontentloaded' });
    await page.getByRole('tab', { name: filled(EN.orders.sales, { count: 1 }) }).click();
    await page.getByRole('link', { name: filled(EN.orders.open, { number }) }).click();
    await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
    await page.getByRole('button', { name: detail.validate }).click();
    await expect(state).toHaveText(states.accepted);
    await page.getByRole('button', { name: lifecycle.ship }).click();
    const form = page.getByRole('form', { name: lifecycle.shipTitle });
    await form.getByRole('textbox', { name: lifecycle.carrier }).fill(carrier);
    await form.getByRole('textbox', { name: lifecycle.trackingNumber }).fill(tracking);
    await form
      .getByRole('textbox', { name: lifecycle.trackingLink })
      .fill(`https://www.royalmail.com/track-your-item#/tracking-results/${tracking}`);
    await form.getByRole('button', { name: lifecycle.shipConfirm }).click();
    await expect(state).toHaveText(states.shipped);
  });

  await test.step('the buyer’s shipped e-mail carries the tracking number; the buyer confirms reception', async () => {
    const shipped = await mailTo(buyer.email, step('shipped'));
    expect(shipped.subject).toBe(filled(JP_MAIL.shipped.subject, { number }));
    expect(shipped.text).toContain(filled(JP_MAIL.shipped.tracking, { tracking }));
    expect(shipped.text).toContain(filled(JP_MAIL.shipped.carrier, { carrier }));

    await buyerPage.goto(`/jp-jp/useraccount/order-detail/${idCommande}`, { waitUntil: 'domcontentloaded' });
    await confirmReception(buyerPage, BUYER_SITE);
    await buyerContext.close();
  });

  const payout = page.getByTestId('payout').filter({ hasText: filled(EN.account.payouts.order, { number }) });
  const net = pounds(sellerShare(PRICE, CURRENCY));
  await test.step('48 h later the sale completes and its payout leaves for the bank', async () => {
    await advanceClock(request, 49);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(state).toHaveText(EN.orders.states.paid_out, { timeout: 20_000 });
    await page.goto('/gb-en/useraccount/payouts', { waitUntil: 'domcontentloaded' });
    await expect(payout.getByTestId('payout-net')).toHaveText(net);
    await expect(payout.getByTestId('payout-status')).not.toHaveText(EN.account.payouts.status.paid);
    await expect(page.getByTestId('payouts-on-the-way')).toHaveText(net);
  });

  await test.step('once the bank payout has arrived, the Payouts page shows it paid, price − 10 % in pounds', async () => {
    // The bank payout arrives two days after it was sent (the sandbox plays Stripe's timing).
    await advanceClock(request, 49);
    await page.reload({ waitUntil: 'domcontentloaded' });
    const { payouts } = EN.account;
    await expect(payout.getByTestId('payout-status')).toHaveText(payouts.status.paid);
    await expect(payout.getByTestId('payout-price')).toHaveText(pounds(PRICE));
    await expect(payout.getByTestId('payout-commission')).toHaveText(
      `− ${pounds(PRICE - sellerShare(PRICE, CURRENCY))}`,
    );
    await expect(payout.getByTestId('payout-net')).toHaveText(net);
    await expect(payout.getByText(payouts.arrived)).toBeVisible();
    await expect(page.getByTestId('payouts-paid')).toHaveText(net);
    await expect(page.getByTestId('payouts-on-the-way')).toHaveText(pounds(0));
  });
});
