/**
 * Traffic that looks like a marketplace's: visitors in the five languages open product pages
 * (half the requests), filtered lists (three in ten) and searches (two in ten), each a different
 * URL drawn from the whole catalogue, while — in the second run — one shopper likes and unlikes
 * products 20 times a second. Each server's figure is a share of the ceiling, the same fastify
 * answering the same URLs' bodies precomputed, loaded in the same minute.
 */
import fc from 'fast-check';
import { getJson, listedProducts } from '../lib/catalogueReads.mjs';
import { startCeiling } from '../lib/ceiling.mjs';
import { BUYER } from '../lib/demoBuyer.mjs';
import { measureLoad, round } from '../lib/load.mjs';

const LANGUAGES = ['fr', 'en', 'it', 'jp', 'ru'];
/** How the requests split; the shares the issue measured the site's traffic with. */
export const MIX_SHARES = { product: 0.5, list: 0.3, search: 0.2 };
export const MIX_CONNECTIONS = 32;
export const WRITES_PER_SECOND = 20;
/** Distinct URLs in one run's rotation: far more than any cache of a few entries would hold. */
const URLS = 3_000;
const SEED = 20_261_126;

/** What the URLs are drawn from: every product, the category tree, the brands. */
async function catalogueFacts(baseUrl) {
  const productIds = (await listedProducts(baseUrl)).map((product) => product.id_produit);
  const categories = await getJson(baseUrl, '/api/CategorieController/list_categories');
  const paths = [];
  const visit = (node, trail) => {
    const here = [...trail, node.slug].filter(Boolean);
    if (here.length > 0) paths.push(here);
    for (const child of node.children ?? node.enfants ?? []) visit(child, here);
  };
  for (const root of categories.data ?? categories) visit(root, []);
  const brands = (await getJson(baseUrl, '/api/ProduitController/list_MarqueHavingProduit')).data ?? [];
  if (productIds.length === 0 || paths.length === 0 || brands.length === 0)
    throw new Error('The catalogue is empty: was it seeded?');
  return { productIds, categoryPaths: paths, brands };
}

/** `URLS` request paths in the mix's shares, drawn reproducibly from the catalogue. */
export async function mixUrls(baseUrl) {
  const { productIds, categoryPaths, brands } = await catalogueFacts(baseUrl);
  const language = fc.constantFrom(...LANGUAGES);
  const levels = ['genre', 'mere', 'fils'];
  const product = fc
    .tuple(fc.constantFrom(...productIds), language)
    .map(([id, langue]) => `/api/ProduitController/get_produit_all?id_produit=${id}&langue=${langue}`);
  const list = fc
    .tuple(
      fc.constantFrom(...categoryPaths),
      language,
      fc.integer({ min: 1, max: 2 }),
      fc.constantFrom(...brands),
    )
    .chain(([path, langue, page, brand]) =>
      fc.constantFrom(
        `/api/ProduitController/list_produit?type=web&${path.map((slug, level) => `${levels[level]}=${slug}`).join('&')}&langue=${langue}&page=${page}&limit=24`,
        `/api/ProduitController/recherche_filtre?id_marque=${brand.id_marque}&genre=${path[0]}&langue=${langue}&page=1&limit=24`,
      ),
    );
  const words = brands.map((brand) => brand.nom_marque.split(/\s+/)[0].toLowerCase());
  const search = fc
    .tuple(fc.constantFrom(...words), language)
    .map(
      ([word, langue]) =>
        `/api/ProduitController/search_produit?q=${encodeURIComponent(word)}&langue=${langue}&page=1&limit=24`,
    );
  const request = fc.oneof(
    { weight: MIX_SHARES.product * 10, arbitrary: product },
    { weight: MIX_SHARES.list * 10, arbitrary: list },
    { weight: MIX_SHARES.search * 10, arbitrary: search },
  );
  return { paths: fc.sample(request, { seed: SEED, numRuns: URLS }), productIds };
}

/** Each distinct path's answer, fetched a few at a time, for the ceiling to serve. */
async function answersOf(baseUrl, paths) {
  const distinct = [...new Set(paths)];
  const answers = new Map();
  const queue = [...distinct];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.pop(); path; path = queue.pop()) {
        const response = await fetch(baseUrl + path);
        const body = Buffer.from(await response.arrayBuffer());
        if (!response.ok) throw new Error(`${path}: ${response.status} ${body.toString().slice(0, 200)}`);
        answers.set(path, { contentType: response.headers.get('content-type') ?? 'application/json', body });
      }
    }),
  );
  return answers;
}

/**
 * One shopper liking and unliking products `perSecond` times a second until stopped; answers
 * how many writes were made and how many failed.
 */
async function startWriter(baseUrl, productIds, perSecond) {
  const session = await getJson(baseUrl, '/api/web/auth', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...BUYER, type_device: 'web' }),
  });
  let made = 0;
  let failed = 0;
  /** Why writes failed: a status, or the error's message; how many times each. */
  const reasons = {};
  const fail = (reason) => {
    failed++;
    reasons[reason] = (reasons[reason] ?? 0) + 1;
  };
  let next = 0;
  const started = Date.now();
  const timer = setInterval(() => {
    const id = productIds[next++ % productIds.length];
    fetch(`${baseUrl}/api/WishlistController/toggle_wishlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ id_produit: id }),
    })
      .then(async (response) => {
        const body = await response.text();
        if (response.ok) made++;
        else fail(`${response.status} ${body.slice(0, 120)}`);
      })
      .catch((error) => fail(String(error?.cause?.message ?? error?.message ?? error)));
  }, 1000 / perSecond);
  return {
    stop() {
      clearInterval(timer);
      return { made, failed, reasons, seconds: (Date.now() - started) / 1000 };
    },
  };
}

/**
 * Asks every path `passes` times, 16 at a time: a server measured in its steady state — its
 * cache full, its code compiled, its statements prepared — rather than while it fills or warms
 * (each process behind a balancer fills its own).
 */
async function prime(baseUrl, paths, passes) {
  // Each pass starts one path later, so that a round-robin balancer sends a path to another
  // process each time.
  const queue = Array.from({ length: passes }, (_, pass) => [...paths.slice(pass), ...paths.slice(0, pass)])
    .flat()
    .reverse();
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let path = queue.pop(); path; path = queue.pop())
        await (await fetch(baseUrl + path)).arrayBuffer();
    }),
  );
}

/**
 * The mix on each target, without and with writes, each beside the ceiling measured right
 * before it. Targets: `{ key, label, baseUrl, primePasses? }`, each primed first.
 */
export async function runMix({ targets, durationS, log }) {
  const first = targets[0];
  const { paths, productIds } = await mixUrls(first.baseUrl);
  const answers = await answersOf(first.baseUrl, paths);
  const ceiling = await startCeiling(answers);
  const distinct = answers.size;
  log(
    `  ${paths.length} requests over ${distinct} distinct URLs (${LANGUAGES.length} languages), ${MIX_CONNECTIONS} connections`,
  );
  const results = {
    urls: paths.length,
    distinctUrls: distinct,
    shares: MIX_SHARES,
    connections: MIX_CONNECTIONS,
    targets: {},
  };
  try {
    for (const target of targets) {
      const entry = { label: target.label };
      if (target.primePasses) await prime(target.baseUrl, paths, target.primePasses);
      for (const writes of [0, WRITES_PER_SECOND]) {
        const baseline = await measureLoad({
          url: ceiling.url,
          paths,
          durationS,
          connections: MIX_CONNECTIONS,
        });
        const writer = writes > 0 ? await startWriter(target.baseUrl, productIds, writes) : null;
        const server = await measureLoad({
          url: target.baseUrl,
          paths,
          durationS,
          connections: MIX_CONNECTIONS,
        });
        const written = writer?.stop();
        const figure = {
          server,
          ceiling: baseline,
          share: round(server.rps / baseline.rps, 3),
          ...(written
            ? {
                writes: {
                  asked: writes,
                  perSecond: round(written.made / written.seconds, 1),
                  made: written.made,
                  failed: written.failed,
                  ...(written.failed ? { reasons: written.reasons } : {}),
                },
              }
            : {}),
        };
        entry[writes > 0 ? 'withWrites' : 'readsOnly'] = figure;
        log(
          `  ${target.label}${writes ? `, ${writes} writes/s` : ''}: ${server.rps} req/s (p50 ${server.p50} ms, p99 ${server.p99} ms) = ${figure.share} of the ceiling's ${baseline.rps}`,
        );
      }
      entry.writesKeep = round(entry.withWrites.server.rps / entry.readsOnly.server.rps, 3);
      results.targets[target.key] = entry;
    }
  } finally {
    await ceiling.stop();
  }
  return results;
}
