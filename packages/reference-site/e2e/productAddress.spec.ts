/**
 * A product's address in the page's language: on the Italian and the Japanese site the list's
 * links and the product page's address hold the category's name in that language; an address
 * with another slug (the French one every page used before) answers the server's 301 to it, and
 * a link followed inside the site is replaced by it without a reload.
 */
import { api } from './support.js';
import { expect, test } from './test.js';

interface Card {
  id_produit: number;
  categorie_slug: string;
  qte_produit: number;
}

const cards = async (request: Parameters<typeof api>[0], langue: string) =>
  (await api<{ data: Card[] }>(request, `ProduitController/list_produit?type=web&limit=60&langue=${langue}`))
    .data;

for (const locale of ['it-it', 'jp-jp'] as const) {
  test(`a product's address on ${locale} holds its category in the page's language; the French one moves there`, async ({
    page,
    request,
  }) => {
    const langue = locale.slice(3);
    const french = new Map(
      (await cards(request, 'fr')).map((card) => [card.id_produit, card.categorie_slug]),
    );
    // The list's first product, its link as the page writes it.
    await page.goto(`/${locale}/new-shopping`);
    const link = page.getByTestId('product-card').first().getByRole('link').first();
    const href = decodeURI((await link.getAttribute('href')) ?? '');
    const id = Number(/\/(\d+)$/.exec(href)?.[1]);
    const [translated] = (await cards(request, langue)).filter((card) => card.id_produit === id);
    const slug = translated?.categorie_slug ?? '';
    const frenchSlug = french.get(id) ?? '';
    expect(slug).not.toBe('');
    expect(slug).not.toBe(frenchSlug);
    const address = `/${locale}/shopping-detail/${slug}/${id}`;
    expect(href).toBe(address);

    await link.click();
    await expect.poll(() => decodeURI(new URL(page.url()).pathname)).toBe(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // An old link: the server answers 301 to the page's own address.
    const answer = await page.goto(`/${locale}/shopping-detail/${frenchSlug}/${id}?from=old-link`);
    expect(answer?.request().redirectedFrom()?.url()).toContain(`/shopping-detail/${frenchSlug}/${id}`);
    expect((await answer?.request().redirectedFrom()?.response())?.status()).toBe(301);
    expect(decodeURI(new URL(page.url()).pathname)).toBe(address);
    expect(new URL(page.url()).search).toBe('?from=old-link');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The same link followed inside the site: the router replaces the address, with no reload.
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    await page.evaluate(
      (old) => window.history.pushState(null, '', old),
      `/${locale}/shopping-detail/${frenchSlug}/${id}`,
    );
    await expect.poll(() => decodeURI(new URL(page.url()).pathname)).toBe(address);
    expect(await page.evaluate(() => (window as { stillThisDocument?: boolean }).stillThisDocument)).toBe(
      true,
    );
  });
}
