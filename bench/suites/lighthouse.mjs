/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on Debian's Chromium, each
 * page run a few times, the median run by performance score kept. The reference site's home,
 * product list and product page; the boutique example with and without the script tag (the
 * drop in score is the embed cost); the boutique without it is also the machine's baseline: a
 * plain page of text, what this machine scores with no script at all.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { round } from '../lib/load.mjs';
import { boutiqueDir, resultsDir, root, widgetsDist } from '../lib/paths.mjs';
import { serveStatic } from '../lib/staticServer.mjs';

const LIGHTHOUSE_CLI = join(root, 'node_modules/lighthouse/cli/index.js');
const reportsDir = join(resultsDir, 'lighthouse');

/** The script tag the boutique embeds Vitrine with (`defer` or not); the "without" page is the same page minus it. */
const SCRIPT_TAG = /<script src="\/vitrine-elements\.js"[^>]*><\/script>/;

/** The site's pages: home, the product list, and the page of a product the list shows. */
export async function runSiteLighthouse({ siteUrl, runs, log }) {
  const list = await fetch(`${siteUrl}/api/ProduitController/list_produit?type=web&langue=fr&page=1&limit=1`);
  const [product] = (await list.json()).data;
  const pages = {
    home: `${siteUrl}/fr-fr`,
    productList: `${siteUrl}/fr-fr/new-shopping`,
    productDetail: `${siteUrl}/fr-fr/shopping-detail/${product.categorie_slug}/${product.id_produit}`,
  };
  const results = {};
  for (const [name, url] of Object.entries(pages)) {
    results[name] = await medianRun(name, url, runs);
    log(`  ${name}: ${describe(results[name])}`);
  }
  return results;
}

/** The boutique example with and without its script tag, the Vitrine API at `apiUrl`. */
export async function runEmbedLighthouse({ apiUrl, runs, log }) {
  const page = readFileSync(join(boutiqueDir, 'index.html'), 'utf8');
  if (!SCRIPT_TAG.test(page))
    throw new Error('examples/boutique/index.html no longer has <script src="/vitrine-elements.js">');
  const boutique = await serveStatic(
    {
      '/': { text: page, type: 'text/html; charset=utf-8' },
      '/without': { text: page.replace(SCRIPT_TAG, ''), type: 'text/html; charset=utf-8' },
      '/vitrine-elements.js': { file: join(widgetsDist, 'vitrine-elements.js') },
    },
    // The loader fetches each element's code from `chunks/` beside itself.
    { compress: true, folders: { '/chunks/': join(widgetsDist, 'chunks') } },
  );
  try {
    const api = `api=${encodeURIComponent(apiUrl)}`;
    const without = await medianRun('boutique-without', `${boutique.url}/without?${api}`, runs);
    log(`  boutique without the script tag: ${describe(without)}`);
    const withScript = await medianRun('boutique-with', `${boutique.url}/?${api}`, runs);
    log(`  boutique with the script tag: ${describe(withScript)}`);
    return { without, with: withScript, drop: without.score - withScript.score };
  } finally {
    await boutique.close();
  }
}

/** Runs Lighthouse `runs` times on `url`; the run of median score, with every score. */
async function medianRun(name, url, runs) {
  const all = [];
  for (let run = 0; run < runs; run += 1) all.push(await lighthouse(name, url, run));
  const sorted = [...all].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)];
  return { ...median, scores: all.map((result) => result.score) };
}

async function lighthouse(name, url, run) {
  mkdirSync(reportsDir, { recursive: true });
  const output = join(reportsDir, `${name}-${run + 1}.json`);
  await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance',
        `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Lighthouse on ${url} exited with ${code}: ${errors.slice(-500)}`)),
    );
  });
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  return summarise(report, output);
}

/** The figures of a report, and what its diagnostics say limits them. */
function summarise(report, file) {
  const audit = (id) => report.audits[id];
  const value = (id) => audit(id)?.numericValue ?? Number.NaN;
  const items = (id) => audit(id)?.details?.items ?? [];
  const lcpElement = items('largest-contentful-paint-element')
    .flatMap((item) => item.items ?? [item])
    .map((item) => item.node?.snippet ?? item.node?.selector)
    .find(Boolean);
  const shifts = items('layout-shifts')
    .slice(0, 3)
    .map((item) => ({
      score: round(item.score ?? 0, 3),
      element: item.node?.snippet ?? item.node?.selector ?? '',
    }));
  const heaviest = items('network-requests')
    .filter((item) => item.transferSize > 0)
    .sort((a, b) => b.transferSize - a.transferSize)
    .slice(0, 3)
    .map((item) => ({
      url: item.url.replace(/^https?:\/\/[^/]+/, ''),
      transferBytes: item.transferSize,
      resourceBytes: item.resourceSize,
    }));
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: round(value('cumulative-layout-shift'), 3),
    fcpMs: Math.round(value('first-contentful-paint')),
    speedIndexMs: Math.round(value('speed-index')),
    transferBytes: Math.round(value('total-byte-weight')),
    mainThreadMs: Math.round(value('mainthread-work-breakdown')),
    lcpElement: lcpElement ?? null,
    layoutShifts: shifts,
    heaviestRequests: heaviest,
    report: file.replace(`${root}/`, ''),
  };
}

function describe(result) {
  return `score ${result.score} (runs ${result.scores.join(', ')}), LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}`;
}
