import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  frenchTexts,
  isOurSource,
  keysNamedIn,
  selectTexts,
  textsAt,
} from '@vitrine/build-tools/french-texts';
import { describe, expect, it } from 'vitest';

const packages = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The modules the browser builds read texts from, in every package. */
function sourceModules(): string[] {
  return readdirSync(packages)
    .filter((name) => existsSync(join(packages, name, 'src')))
    .flatMap((name) =>
      readdirSync(join(packages, name, 'src'), { recursive: true, encoding: 'utf8' }).map((file) =>
        join(packages, name, 'src', file),
      ),
    )
    .filter((file) => !/\.test(-d)?\.tsx?$/.test(file) && isOurSource(file));
}

describe('French by key (the script-tag build)', () => {
  it('finds keys in quotes, and prefixes in templates and in literals ending with a dot', () => {
    const code = [
      "t('cart.title')",
      't("checkout.submit", { n })',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code to scan, not a template of the test.
      't(`orders.state.${state}`)',
      "const prefix = 'product.sizeSystems.';",
      "t('common.loading')",
      "const path = 'cart/items';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code to scan, not a template of the test.
      '<h2>{t(`home.${kind}`)}</h2>',
      "navigate({ to: 'cart' });",
      '/** What `checkout.pay` answers. */',
      '  // `cart.empty` is shown by the cart',
    ].join('\n');
    expect(keysNamedIn(code).sort()).toEqual([
      'cart.title',
      'checkout.submit',
      'home',
      'orders.state',
      'product.sizeSystems',
    ]);
  });

  it('keeps a key’s text or plural forms, all under a prefix, and nothing for a key it does not know', () => {
    const texts = {
      cart: { title: 'Mon Panier', empty: 'Vide' },
      orders: { state: { a: 'A', b: 'B' }, x: 'X' },
      brands: { count_one: '1 marque', count_other: '{{count}} marques', countries: 'Pays' },
    };
    expect(
      selectTexts(texts, ['cart.title', 'orders.state', 'brands.count', 'cart.nope', 'nope.at.all']),
    ).toEqual({
      cart: { title: 'Mon Panier' },
      orders: { state: { a: 'A', b: 'B' } },
      // A plural text is its forms.
      brands: { count_one: '1 marque', count_other: '{{count}} marques' },
    });
    expect(selectTexts(texts, ['orders.nope', 'cart.title.more'])).toEqual({});
  });

  it('finds a French text for every key the workspace’s code names', async () => {
    const french = await frenchTexts();
    const missing: string[] = [];
    for (const file of sourceModules())
      for (const key of keysNamedIn(readFileSync(file, 'utf8'))) {
        if (textsAt(french, key) === undefined) missing.push(`${file.slice(packages.length + 1)}: ${key}`);
      }
    expect(missing).toEqual([]);
  });
});
