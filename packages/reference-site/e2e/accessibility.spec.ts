/**
 * axe-core in Chromium on every route of the site, signed out and signed in, at the project's
 * size (desktop and phone): no serious or critical violation of WCAG 2.1 A/AA. A failure lists
 * each rule with the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { productPath, products, signUp, uniqueEmail } from './support.js';
import { expect, test } from './test.js';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical violations on the page as it is now, as `rule: targets` lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}${violation.nodes.length > 5 ? ` … ${violation.nodes.length} in all` : ''}`,
    );
}

async function checkRoutes(page: Page, routes: readonly [string, string][]) {
  const found: Record<string, string[]> = {};
  for (const [name, path] of routes) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main')).toBeVisible();
    const violations = await seriousViolations(page);
    if (violations.length) found[name] = violations;
  }
  expect(found, 'serious or critical axe violations, by route').toEqual({});
}

test('every public route, signed out: no serious or critical violation', async ({ page, request }) => {
  test.setTimeout(180_000);
  const [product] = await products(request, 1);
  await checkRoutes(page, [
    ['home', '/fr-fr'],
    ['home in Japanese', '/jp-jp'],
    ['search', '/fr-fr/search?q=sac'],
    ['products', '/fr-fr/new-shopping/femme'],
    ['product', product ? productPath(product) : '/fr-fr'],
    ['product in Russian', product ? productPath(product, 'ru-ru') : '/ru-ru'],
    ['brands', '/fr-fr/designers'],
    ['sellers', '/fr-fr/our-sellers'],
    ['seller', `/fr-fr/selleraccount-detail/${product?.id_user ?? 2}`],
    ['cart', '/fr-fr/checkout'],
    ['login', '/fr-fr/login'],
    ['not found', '/fr-fr/nowhere'],
  ]);
});

test('every route of a signed-in shopper: no serious or critical violation', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, { email: uniqueEmail('axe'), pseudo: `Axe${Date.now() % 1e8}` });
  await expect(page).not.toHaveURL(/\/login/);
  await checkRoutes(page, [
    ['home', '/fr-fr'],
    ['favourites', '/fr-fr/favoris'],
    ['cart', '/fr-fr/checkout'],
    ['account', '/fr-fr/useraccount'],
    ['orders', '/fr-fr/useraccount/orders'],
    ['messages', '/fr-fr/useraccount/messages'],
    ['addresses', '/fr-fr/useraccount/adresses'],
    ['profile', '/fr-fr/useraccount/profil'],
    ['settings', '/fr-fr/useraccount/settings'],
  ]);
});
