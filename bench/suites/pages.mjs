/**
 * Pages rendered on the server: what a visitor's first request (or a crawler's) costs now that a
 * product page or a list comes with its content. Product pages (six in ten) and lists by category
 * (four in ten) in the five languages, each a different URL drawn from the catalogue, answered by
 * the server's render; the ceiling is the same fastify sending the same pages' HTML precomputed,
 * loaded in the same minute. The same server's API answers are the mix's (suites/mix.mjs).
 */
import fc from 'fast-check';
import { getJson, listedProducts } from '../lib/catalogueReads.mjs';
import { startCeiling } from '../lib/ceiling.mjs';
import { measureLoad, round } from '../lib/load.mjs';

const SEGMENTS = ['fr-fr', 'gb-en', 'it-it', 'jp-jp', 'ru-ru'];
const URLS = 1_000;
const CONNECTIONS = 16;
const SEED = 20_261_126;

/** Page addresses drawn reproducibly from the catalogue: its products and its categories. */
async function pageUrls(baseUrl) {
  const products = (await listedProducts(baseUrl)).map(
    ({ id_produit, categorie_slug }) => `${categorie_slug}/${id_produit}`,
  );
  const categories = await getJson(baseUrl, '/api/CategorieController/list_categories');
  const lists = [];
  const visit = (node, trail) => {
    const here = [...trail, node.slug];
    if (here.length <= 2) lists.push(here.join('/'));
    for (const child of node.children ?? []) visit(child, here);
  };
  for (const genre of categories.data) visit(genre, []);
  const segment = fc.constantFrom(...SEGMENTS);
  const page = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(segment, fc.constantFrom(...products))
        .map(([s, p]) => `/${s}/shopping-detail/${p}`),
    },
    {
      weight: 4,
      arbitrary: fc.tuple(segment, fc.constantFrom(...lists)).map(([s, l]) => `/${s}/new-shopping/${l}`),
    },
  );
  return fc.sample(page, { seed: SEED, numRuns: URLS });
}

/** Each distinct page's HTML as the server renders it, for the ceiling to send. */
async function pagesOf(baseUrl, paths) {
  const pages = new Map();
  for (const path of new Set(paths)) {
    const response = await fetch(baseUrl + path);
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    if (!body.includes('vitrine-snapshot')) throw new Error(`${path} was not rendered on the server`);
    pages.set(path, { contentType: 'text/html; charset=utf-8', body });
  }
  return pages;
}

export async function runPages({ baseUrl, durationS, log }) {
  const paths = await pageUrls(baseUrl);
  const pages = await pagesOf(baseUrl, paths);
  const sizes = [...pages.values()].map(({ body }) => body.length).sort((a, b) => a - b);
  const ceiling = await startCeiling(pages);
  try {
    const baseline = await measureLoad({ url: ceiling.url, paths, durationS, connections: CONNECTIONS });
    const server = await measureLoad({ url: baseUrl, paths, durationS, connections: CONNECTIONS });
    const share = round(server.rps / baseline.rps, 3);
    log(
      `  ${pages.size} pages: ${server.rps} req/s (p50 ${server.p50} ms, p99 ${server.p99} ms) = ${share} of the ceiling's ${baseline.rps}`,
    );
    return {
      urls: paths.length,
      distinctUrls: pages.size,
      connections: CONNECTIONS,
      medianPageBytes: sizes[Math.floor(sizes.length / 2)],
      server,
      ceiling: baseline,
      share,
    };
  } finally {
    await ceiling.stop();
  }
}
