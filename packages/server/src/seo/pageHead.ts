/**
 * What a crawler or a link preview reads of a page before any script runs: the page's language,
 * its canonical address and its alternates in the other languages (`hreflang`), and for a product
 * its name, description, picture and price in the visitor's currency — as a title, meta and
 * Open Graph tags, and as schema.org Product/Offer JSON-LD. The site still renders in the
 * browser; these go into the `<head>` of the page the server sends.
 *
 * Everything here comes from sellers, so every text is escaped for HTML, and the JSON-LD cannot
 * close its script element. JSON-LD is data, not script: the Content-Security-Policy is unchanged.
 */
import {
  CANONICAL_LOCALES,
  currencyDecimals,
  languageTag,
  parseLocaleSegment,
  pathFor,
  priceInMinorUnits,
} from '@vitrine/contract';
import type { Queryable } from '../db/database.js';
import { countryByAlpha2 } from '../db/queries/countries.js';
import { getProductDetail, VISITOR } from '../db/queries/productDetail.js';
import {
  alternatesOf,
  canonicalOf,
  defaultAlternate,
  escapeMarkup as escapeHtml,
  type PathIn,
} from './alternates.js';
import { productOfPath, productSlugs } from './productAddress.js';

const DESCRIPTION_LENGTH = 160;

/** JSON for a `<script type="application/ld+json">`: no `<` can end the element early. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const oneLine = (text: string, length: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat;
};

export interface PageHead {
  /** The `lang` of `<html>`. */
  lang: string;
  /** Replaces the page's default title and description when set. */
  title?: string;
  description?: string;
  /** Tags added to `<head>`. */
  tags: string[];
}

/** The head of the page at `path` (without its query), for a site published at `origin` (PUBLIC_URL); null for a path outside the site's locales. */
export async function pageHead(db: Queryable, origin: string, path: string): Promise<PageHead | null> {
  const locale = parseLocaleSegment(path.split('/')[1]);
  if (!locale) return null;
  // A product's address holds its category's slug in each language.
  const named = productOfPath(path);
  const slugs = named && (await productSlugs(db, named.id_produit));
  const pathIn: PathIn =
    named && slugs
      ? (language) =>
          pathFor(
            { to: 'product', id_produit: named.id_produit, categorie: slugs(language) },
            CANONICAL_LOCALES[language],
          )
      : path;
  const canonical = canonicalOf(origin, pathIn, locale.language);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternatesOf(origin, pathIn).map(
      ({ tag, href }) => `<link rel="alternate" hreflang="${tag}" href="${escapeHtml(href)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(defaultAlternate(origin, pathIn))}">`,
  ];
  const head: PageHead = { lang: languageTag(locale.language), tags };

  if (!named || !slugs) return head;
  const productId = named.id_produit;
  const [page, country] = await Promise.all([
    getProductDetail(db, Number(productId), VISITOR, locale.language),
    countryByAlpha2(db, locale.country),
  ]);
  if (!page || !country) return head;
  const product = page.parse();

  const { description: about, vendeur } = product;
  const name = `${about.marque} ${about.modele}`;
  const text = oneLine(about.description ?? name, DESCRIPTION_LENGTH);
  const minor = priceInMinorUnits(
    { prix_unitaire: product.prix.prix, taux_change: vendeur.taux_change },
    country,
  );
  const price = (minor / 10 ** currencyDecimals(country.code_monnaie)).toFixed(
    currencyDecimals(country.code_monnaie),
  );
  const images = product.details.image_web.map(({ link_image }) =>
    /^https?:\/\//.test(link_image) ? link_image : `${origin}${link_image}`,
  );
  const available =
    !product.retire && product.details.sous_produit.some((size) => size.etat === 'Disponible');
  const productData = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description: text,
    brand: { '@type': 'Brand', name: about.marque },
    sku: String(about.id_produit),
    image: images,
    itemCondition: `https://schema.org/${about.etat_produit === 'neuf' ? 'NewCondition' : 'UsedCondition'}`,
    offers: {
      '@type': 'Offer',
      url: canonical,
      price,
      priceCurrency: country.code_monnaie,
      availability: `https://schema.org/${available ? 'InStock' : 'SoldOut'}`,
      seller: { '@type': 'Organization', name: vendeur.pseudo_profile },
    },
  };
  head.title = `${name} · Vitrine`;
  head.description = text;
  head.tags.push(
    `<meta property="og:type" content="product">`,
    `<meta property="og:title" content="${escapeHtml(name)}">`,
    `<meta property="og:description" content="${escapeHtml(text)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    ...(images[0] ? [`<meta property="og:image" content="${escapeHtml(images[0])}">`] : []),
    `<meta property="product:price:amount" content="${price}">`,
    `<meta property="product:price:currency" content="${escapeHtml(country.code_monnaie)}">`,
    `<script type="application/ld+json">${jsonForScript(productData)}</script>`,
  );
  return head;
}

/**
 * `html` with `head` in it: the `<html lang>`, the title and description replaced, the tags added.
 * Replaced by functions: a seller's `$&` in a title is text, not a replacement pattern.
 */
export function withHead(html: string, head: PageHead): string {
  let page = html.replace(/<html lang="[^"]*"/, () => `<html lang="${head.lang}"`);
  const { title, description } = head;
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    page = page.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}">`,
    );
  }
  return page.replace('</head>', () => `${head.tags.join('\n')}\n</head>`);
}
