/**
 * What a new shopper tripped over, walked again: a one-size item ready for the cart without a
 * click, the home promising the order rules' own deadlines and both new and pre-owned, a
 * country named where no grammatical case is needed, and the footer's help, FAQ, terms,
 * privacy, contact and about pages real pages of the site, in every language, rendered on the
 * server, the contact page's form reaching the support team as a message.
 */
import { ORDER_DEADLINE_HOURS } from '../../contract/src/index.js';
import { api, productPath, products, signIn, variantsOf } from './support.js';
import { expect, test } from './test.js';

/** The company pages' titles as each language's shopper reads them. */
const TITLES = {
  'fr-fr': [
    'Aide',
    'Questions fréquentes',
    'Conditions générales de vente',
    'Confidentialité',
    'Contact',
    'À propos de Vitrine',
  ],
  'gb-en': ['Help', 'Frequently asked questions', 'Terms of sale', 'Privacy', 'Contact', 'About Vitrine'],
  'it-it': [
    'Aiuto',
    'Domande frequenti',
    'Condizioni generali di vendita',
    'Privacy',
    'Contatti',
    'Chi siamo',
  ],
  'jp-jp': [
    'ヘルプ',
    'よくあるご質問',
    '利用規約（販売条件）',
    'プライバシー',
    'お問い合わせ',
    'Vitrineについて',
  ],
  'ru-ru': ['Помощь', 'Частые вопросы', 'Условия продажи', 'Конфиденциальность', 'Контакты', 'О Vitrine'],
} as const;
const PAGES = ['help', 'faq', 'terms', 'privacy', 'contact', 'about'] as const;

test('a one-size item is ready for the cart: its only size is chosen for the shopper', async ({
  page,
  request,
}) => {
  let found: { path: string } | undefined;
  for (const product of await products(request)) {
    if (product.qte_produit <= 0) continue;
    const free = (await variantsOf(request, product.id_produit)).filter((v) => v.etat === 'Disponible');
    if (free.length === 1 && free[0]?.valeur_taille === 'TU') {
      found = { path: productPath(product, 'gb-en') };
      break;
    }
  }
  if (!found) throw new Error('The seeded catalogue has no one-size item for sale');
  await page.goto(found.path, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('radio', { name: /^One size/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
});

test('the home promises the order rules’ deadlines, and new and pre-owned items', async ({ page }) => {
  const { accept, ship, disputeWindow } = ORDER_DEADLINE_HOURS;
  await page.goto('/gb-en', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await expect(
    main.getByText(
      `The seller accepts your order within ${accept} hours, then ships it within ${ship} hours.`,
    ),
  ).toBeVisible();
  await expect(main.getByText(`you then have ${disputeWindow} hours to report a problem`)).toBeVisible();
  await expect(main.getByText('New and pre-owned', { exact: true })).toBeVisible();
  await expect(main.getByText(/100% new|new, unworn/)).toHaveCount(0);
});

test('without script, every company page is a page of the site in each language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [locale, titles] of Object.entries(TITLES)) {
    for (const [index, name] of PAGES.entries()) {
      const response = await page.goto(`/${locale}/${name}`);
      expect(response?.status(), `/${locale}/${name}`).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), `/${locale}/${name}`).toHaveText(
        titles[index] as string,
      );
    }
  }
  // The terms state the order rules' own deadlines.
  await page.goto('/gb-en/terms');
  await expect(
    page.getByText(`to accept or decline the order within ${ORDER_DEADLINE_HOURS.accept} hours`),
  ).toBeVisible();
  await context.close();
});

test('the footer leads to the terms, privacy and contact pages in the page’s language', async ({ page }) => {
  await page.goto('/it-it', { waitUntil: 'domcontentloaded' });
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(page).toHaveURL(/\/it-it\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy');
  await page
    .getByRole('navigation', { name: 'Informazioni' })
    .getByRole('link', { name: 'Contatti' })
    .click();
  await expect(page).toHaveURL(/\/it-it\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contatti');
  await expect(page.getByRole('link', { name: 'support@vitrine.dev' })).toHaveAttribute(
    'href',
    'mailto:support@vitrine.dev',
  );
});

test('the contact page’s form reaches the support team as a message, answered in the shopper’s messages', async ({
  page,
}) => {
  await page.goto('/gb-en/contact', { waitUntil: 'domcontentloaded' });
  // A visitor is asked to sign in first.
  await expect(page.getByRole('link', { name: /^Sign in to write to our team/ })).toBeVisible();
  await signIn(page, 'acheteur@vitrine.dev', undefined, 'gb-en');
  await page.goto('/gb-en/contact', { waitUntil: 'domcontentloaded' });
  const subject = `Where is my parcel ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Your message' }).fill('My order has not moved for a week.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your message has reached our team' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open my messages' }).click();
  await expect(page).toHaveURL(/\/gb-en\/useraccount\/messages$/);
  await expect(page.getByText(subject).first()).toBeVisible();
});

test('the product page names its countries as labels, which take a country in any case', async ({
  page,
  request,
}) => {
  const rows = (
    await api<{ data: { id_produit: number; categorie_slug: string; qte_produit: number }[] }>(
      request,
      'ProduitController/list_produit?type=web&langue=ru&limit=50',
    )
  ).data;
  const product = rows.find((row) => row.qte_produit > 0);
  if (!product) throw new Error('The catalogue is empty');
  await page.goto(`/ru-ru/shopping-detail/${product.categorie_slug}/${product.id_produit}`, {
    waitUntil: 'domcontentloaded',
  });
  await page.getByRole('button', { name: 'Доставка' }).click();
  await expect(page.getByText('Страна отправки', { exact: true })).toBeVisible();
  await expect(page.getByText(/Куплено в|Отправка из /)).toHaveCount(0);
});
