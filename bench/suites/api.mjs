/**
 * API figures: the calls of the site (lists, product, search with its filters, facets and
 * suggestions, cart), each under 50 connections for 10 s, against the real
 * server and against the ceiling (the same fastify answering the same bytes, precomputed).
 * The same calls serve the scale figures (a 100,000-product catalogue) and the PostgreSQL ones.
 */
import { startCeiling } from '../lib/ceiling.mjs';
import { BUYER } from '../lib/demoBuyer.mjs';
import { measureLoad, round } from '../lib/load.mjs';

/** What each call asks, as the site asks it. */
export const CALL_NOTES = {
  list_produit: 'filtered list: category femme › sacs, newest first, page 1 of 24',
  get_produit_all: 'the product page of the first product of that list',
  search_produit: "search 'sac', newest first, page 1 of 24",
  list_panier_byiduser: "the signed-in buyer's cart, 3 lines",
  search_filtre: "search 'sac' priced 100–5,000 € pre-owned, cheapest first, page 1 of 24",
  facettes_produit: 'the facet counts of that filtered search (brands, colours, sizes, conditions)',
  suggestions_recherche: "suggestions while typing 'herm' (brands, categories, did you mean)",
};

/**
 * Goals of their own (the search issue's), in ms at p95, whatever the catalogue's size: a
 * filtered, faceted search within 50 ms, suggestions within 20 ms.
 */
export const P95_GOALS_MS = { search_filtre: 50, facettes_produit: 50, suggestions_recherche: 20 };

const FILTERED_SEARCH = 'q=sac&langue=fr&pays=FR&prix_min=100&prix_max=5000&etat=occasion&tri=prix_croissant';

/**
 * Signs the demo buyer in, fills their cart, and returns the calls with the answer the
 * server gives each (the ceiling's bodies), checked to be full answers rather than empty ones.
 */
export async function prepareCalls(baseUrl) {
  const login = await request(baseUrl, '/api/web/auth', {
    method: 'POST',
    body: { email: BUYER.email, password: BUYER.password, type_device: 'web' },
  });
  const session = JSON.parse(login.body.toString());
  const auth = { authorization: `Bearer ${session.token}` };

  const listPath =
    '/api/ProduitController/list_produit?type=web&langue=fr&genre=femme&mere=sacs&page=1&limit=24';
  const list = JSON.parse((await request(baseUrl, listPath)).body.toString()).data;
  if (list.length === 0) throw new Error('The catalogue has no bag to list: was it seeded?');

  // Three lines in the cart, each an available variant of a product of the list.
  let lines = 0;
  for (const product of list.filter((item) => item.qte_produit > 0)) {
    if (lines === 3) break;
    const detail = JSON.parse(
      (
        await request(
          baseUrl,
          `/api/ProduitController/get_produit_all?id_produit=${product.id_produit}&langue=fr`,
        )
      ).body.toString(),
    );
    const variant = detail.details.sous_produit.find((item) => item.etat === 'Disponible');
    if (!variant) continue;
    await request(baseUrl, '/api/PanierController/add_panier', {
      method: 'POST',
      headers: auth,
      body: { id_produit: product.id_produit, id_sous_produit: variant.id },
    });
    lines += 1;
  }

  const calls = [
    { name: 'list_produit', path: listPath, headers: {} },
    {
      name: 'get_produit_all',
      path: `/api/ProduitController/get_produit_all?id_produit=${list[0].id_produit}&langue=fr`,
      headers: {},
    },
    {
      name: 'search_produit',
      path: '/api/ProduitController/search_produit?q=sac&langue=fr&page=1&limit=24',
      headers: {},
    },
    {
      name: 'search_filtre',
      path: `/api/ProduitController/search_produit?${FILTERED_SEARCH}&page=1&limit=24`,
      headers: {},
    },
    {
      name: 'facettes_produit',
      path: `/api/ProduitController/facettes_produit?${FILTERED_SEARCH}`,
      headers: {},
    },
    {
      name: 'suggestions_recherche',
      path: '/api/ProduitController/suggestions_recherche?q=herm&langue=fr',
      headers: {},
    },
    {
      name: 'list_panier_byiduser',
      path: `/api/PanierController/list_panier_byiduser?id_user=${session.id_user}`,
      headers: auth,
    },
  ];
  for (const call of calls) {
    const answer = await request(baseUrl, call.path, { headers: call.headers });
    const data = JSON.parse(answer.body.toString()).data;
    call.items = Array.isArray(data) ? data.length : 1;
    if (Array.isArray(data) && data.length === 0) throw new Error(`${call.name} answered an empty list`);
    if (typeof data === 'string') throw new Error(`${call.name} answered '${data}'`);
    call.answer = { contentType: answer.contentType, body: answer.body };
  }
  return calls;
}

/**
 * Loads each call against every target, one target after the other for the same call — the
 * ceiling right after the target that has one — so that figures compared with each other are
 * measured within a minute, and a burst of other work on the machine hits them alike.
 * Ratios: requests/s of a server over the ceiling's (goal ≥ 0.5); latencies as a multiple.
 * @param {{ targets: { key: string, baseUrl: string, ceiling?: boolean }[], durationS: number,
 *   log: (line: string) => void }} options
 * @returns {Promise<Record<string, Record<string, object>>>} by target key, then by call
 */
export async function runLoadMatrix({ targets, durationS, log }) {
  const prepared = {};
  for (const target of targets) prepared[target.key] = await prepareCalls(target.baseUrl);
  const withCeiling = targets.find((target) => target.ceiling);
  const ceiling = withCeiling
    ? await startCeiling(new Map(prepared[withCeiling.key].map((call) => [call.path, call.answer])))
    : null;
  const results = Object.fromEntries(targets.map((target) => [target.key, {}]));
  try {
    for (const name of Object.keys(CALL_NOTES)) {
      for (const target of targets) {
        const call = prepared[target.key].find((candidate) => candidate.name === name);
        const server = await measureLoad({
          url: target.baseUrl + call.path,
          headers: call.headers,
          durationS,
        });
        log(`  ${name} (${target.key}): ${server.rps} req/s, p50 ${server.p50} ms, p99 ${server.p99} ms`);
        const entry = { bytes: call.answer.body.length, items: call.items, note: CALL_NOTES[name], server };
        if (target.ceiling) {
          entry.ceiling = await measureLoad({
            url: ceiling.url + call.path,
            headers: call.headers,
            durationS,
          });
          entry.ratio = ratios(server, entry.ceiling);
          log(`  ${name} (ceiling): ${entry.ceiling.rps} req/s, p50 ${entry.ceiling.p50} ms`);
        }
        results[target.key][name] = entry;
      }
    }
  } finally {
    await ceiling?.stop();
  }
  return results;
}

/** The server's figures against a baseline's: requests/s as a fraction, latencies as a multiple. */
export function ratios(server, baseline) {
  return {
    rps: round(server.rps / baseline.rps, 3),
    p50: round(server.p50 / baseline.p50, 1),
    p95: round(server.p95 / baseline.p95, 2),
    p99: round(server.p99 / baseline.p99, 1),
  };
}

async function request(baseUrl, path, { method = 'GET', headers = {}, body } = {}) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${bytes.toString().slice(0, 300)}`);
  return { contentType: response.headers.get('content-type') ?? 'application/json', body: bytes };
}
