/**
 * Screenshots of every route at the project's size, for people to look at (test-output/,
 * git-ignored); and on each, no text that reads as an i18n key (one missing from the build's French).
 */
import { mkdirSync } from 'node:fs';
import { productPath, products, rawKeysShown } from './support.js';
import { expect, test } from './test.js';

const OUT = '../../test-output/screenshots';

test('every route, screenshotted', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  mkdirSync(OUT, { recursive: true });
  const [product] = await products(request, 1);
  const routes: [string, string][] = [
    ['home', '/fr-fr'],
    ['search', '/fr-fr/search?q=sac'],
    ['products', '/fr-fr/new-shopping/femme/sacs'],
    ['product', product ? productPath(product) : '/fr-fr'],
    ['brands', '/fr-fr/designers'],
    ['sellers', '/fr-fr/our-sellers'],
    ['seller', `/fr-fr/selleraccount-detail/${product?.id_user ?? 2}`],
    ['cart', '/fr-fr/checkout'],
    ['login', '/fr-fr/login'],
    ['not-found', '/fr-fr/nowhere'],
  ];
  for (const [name, path] of routes) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${OUT}/${testInfo.project.name}-${name}.png`, fullPage: true });
    expect(await rawKeysShown(page), name).toEqual([]);
  }
});
