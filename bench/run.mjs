#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark of BENCHMARKS.md on this machine, each figure beside a
 * baseline measured in the same run, printed as a table and written to
 * bench-results/latest.json. Nothing here passes or fails a build: the goals are reported.
 *
 *   npm run bench                      all suites (about 7 minutes on 2 cores)
 *   npm run bench -- --postgres        also the API figures on a throw-away PostgreSQL
 *   npm run bench -- --only=mix,api     suites: mix, bytes, api, pages, lighthouse, embed, scale, postgres, render
 *   npm run bench -- --duration=5      seconds per load test (10 by default)
 *   npm run bench -- --lighthouse-runs=1 --build
 * With DATABASE_URL set, the PostgreSQL figures run against that database.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startHaproxy } from '../scripts/cluster/haproxy.mjs';
import { catalogueCopy } from './lib/catalogueCache.mjs';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { freePort } from './lib/freePort.mjs';
import { CONNECTIONS } from './lib/load.mjs';
import { resultsDir, root, serverEntry, siteDir, widgetsDist } from './lib/paths.mjs';
import { printReport } from './lib/report.mjs';
import { startVitrine } from './lib/vitrineServer.mjs';
import { ratios, runLoadMatrix } from './suites/api.mjs';
import { runBytes } from './suites/bytes.mjs';
import { runEmbedLighthouse, runSiteLighthouse } from './suites/lighthouse.mjs';
import { runMix } from './suites/mix.mjs';
import { runPages } from './suites/pages.mjs';
import { runRender } from './suites/render.mjs';

const SUITES = ['mix', 'bytes', 'api', 'pages', 'lighthouse', 'embed', 'scale', 'postgres', 'render'];
const BASE_PRODUCTS = 300;
const SCALE_PRODUCTS = 100_000;

const { values: flags } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    only: { type: 'string' },
    duration: { type: 'string', default: '10' },
    'lighthouse-runs': { type: 'string', default: '3' },
    build: { type: 'boolean', default: false },
  },
});

// --postgres without a database: run again inside scripts/with-postgres.sh, which provides one.
if (flags.postgres && !process.env.DATABASE_URL) {
  const script = join(root, 'scripts/with-postgres.sh');
  const again = spawnSync(
    script,
    [process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
    },
  );
  process.exit(again.status ?? 1);
}

const selected = new Set(flags.only ? flags.only.split(',').map((name) => name.trim()) : SUITES);
for (const name of selected)
  if (!SUITES.includes(name)) throw new Error(`Unknown suite '${name}' (${SUITES.join(', ')})`);
const postgresUrl = process.env.DATABASE_URL || undefined;
if (!postgresUrl) selected.delete('postgres');
const durationS = Number(flags.duration);
const lighthouseRuns = Number(flags['lighthouse-runs']);

const log = (message) => console.info(message);
// Ctrl-C or a kill: exit through 'exit', which ends the servers this run started.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
const started = Date.now();
mkdirSync(resultsDir, { recursive: true });
rmSync(join(resultsDir, 'tmp'), { recursive: true, force: true });

ensureBuilt();

const results = {
  date: new Date().toISOString(),
  commit: gitCommit(),
  machine: machine(),
  settings: {
    connections: CONNECTIONS,
    durationS,
    lighthouseRuns,
    baseProducts: BASE_PRODUCTS,
    scaleProducts: SCALE_PRODUCTS,
  },
  suites: {},
  errors: {},
  timings: {},
  // The 1-minute load average before and after each suite: above the core count, something
  // else was running, and the figures of that suite are noisier.
  load: {},
};
if (!postgresUrl)
  results.suites.postgres = { skipped: 'run `npm run bench -- --postgres` or set DATABASE_URL' };

/** Runs one suite, keeping its result or its error; a failed suite does not stop the others. */
async function suite(name, work) {
  if (!selected.has(name)) return undefined;
  log(`\n▸ ${name}`);
  const suiteStarted = Date.now();
  const loadBefore = loadavg()[0];
  try {
    results.suites[name] = await work();
    return results.suites[name];
  } catch (error) {
    results.errors[name] = String(error?.stack ?? error);
    log(`  ✗ ${name} failed: ${error?.message ?? error}`);
    return undefined;
  } finally {
    results.timings[name] = Math.round((Date.now() - suiteStarted) / 1000);
    results.load[name] = [Math.round(loadBefore * 10) / 10, Math.round(loadavg()[0] * 10) / 10];
    save();
  }
}

await suite('mix', () => runMixSuite());
await suite('bytes', () => runBytes());

// Scale and PostgreSQL are read against the 300-product figures, measured with them.
if (selected.has('scale') || selected.has('postgres')) selected.add('api');

// The 300-product catalogue on PGlite, as `npm start` runs it: the API figures (with the
// 100,000-product and PostgreSQL servers loaded call by call beside it), then the site's and
// the embed's Lighthouse against the same server.
if (['api', 'pages', 'lighthouse', 'embed'].some((name) => selected.has(name))) {
  // Seeded beforehand (cached like the large catalogue): the server then runs as `npm start` runs
  // after its first start, rather than as a process whose heap still holds the seeding, whose
  // first seconds of load measured up to 2× slower.
  const base = await catalogueCopy(BASE_PRODUCTS, log, 'cached');
  const server = await startVitrine({
    name: 'server-pglite-300',
    dataDir: base.dataDir,
    products: BASE_PRODUCTS,
  });
  log(
    `Vitrine (PGlite, ${BASE_PRODUCTS} products) on ${server.url}, up in ${(server.startMs / 1000).toFixed(1)} s`,
  );
  try {
    await suite('api', () => runApiSuites(server));
    await suite('pages', () => runPages({ baseUrl: server.url, durationS, log }));
    await suite('lighthouse', async () =>
      runSiteLighthouse({ siteUrl: server.url, runs: lighthouseRuns, log }));
    await suite('embed', async () => runEmbedLighthouse({ apiUrl: server.url, runs: lighthouseRuns, log }));
  } finally {
    await server.stop();
    base.remove();
  }
}

await suite('render', async () => runRender({ log }));

results.totalSeconds = Math.round((Date.now() - started) / 1000);
save();
rmSync(join(resultsDir, 'tmp'), { recursive: true, force: true });
printReport(results, log);
log(`\nWritten to bench-results/latest.json — ${results.totalSeconds} s in all.`);
if (Object.keys(results.errors).length > 0) process.exitCode = 1;

/**
 * The API figures of every database and catalogue in one pass: the servers are started
 * together and each call is loaded on each of them in turn (see runLoadMatrix). A server that
 * cannot start costs its own suite only.
 */
async function runApiSuites(base) {
  const targets = [{ key: 'pglite', baseUrl: base.url, ceiling: true }];
  const others = [];
  const removals = [];
  let catalogue;
  try {
    // The benchmark repeats each call, so the server above answers from its answer cache after
    // the first request: the miss path — every request computed — is this second server's figure.
    const uncachedCatalogue = await catalogueCopy(BASE_PRODUCTS, log, 'uncached');
    removals.push(uncachedCatalogue.remove);
    const uncached = await optional('api-uncached', () =>
      startVitrine({
        name: 'server-pglite-300-uncached',
        dataDir: uncachedCatalogue.dataDir,
        products: BASE_PRODUCTS,
        env: { ANSWER_CACHE: 'off' },
      }),
    );
    if (uncached) {
      others.push(uncached);
      targets.push({ key: 'uncached', baseUrl: uncached.url });
      log(`Vitrine (PGlite, ${BASE_PRODUCTS} products, ANSWER_CACHE=off) on ${uncached.url}`);
    }
    if (selected.has('scale')) {
      const scale = await optional('scale', async () => {
        catalogue = await catalogueCopy(SCALE_PRODUCTS, log);
        // Uncached: the figure is how the queries grow with the catalogue, not how hits do.
        return startVitrine({
          name: 'server-pglite-100k',
          dataDir: catalogue.dataDir,
          products: SCALE_PRODUCTS,
          env: { ANSWER_CACHE: 'off' },
        });
      });
      if (scale) {
        others.push(scale);
        targets.push({ key: 'scale', baseUrl: scale.url });
        log(`Vitrine (PGlite, ${SCALE_PRODUCTS.toLocaleString('en')} products) on ${scale.url}`);
      }
    }
    if (selected.has('postgres')) {
      const postgres = await optional('postgres', () =>
        // Computed answers, compared with PGlite's miss path; its cached figures are in the mix.
        startVitrine({
          name: 'server-postgres-300',
          dataDir: 'memory://',
          products: BASE_PRODUCTS,
          databaseUrl: postgresUrl,
          env: { ANSWER_CACHE: 'off' },
        }),
      );
      if (postgres) {
        others.push(postgres);
        targets.push({ key: 'postgres', baseUrl: postgres.url });
        log(`Vitrine (PostgreSQL, ${BASE_PRODUCTS} products) on ${postgres.url}`);
      }
    }
    const figures = await runLoadMatrix({ targets, durationS, log });
    // Computed answers are compared with computed answers: the miss path when it was measured.
    const computed = figures.uncached ?? figures.pglite;
    if (figures.scale) {
      for (const [name, call] of Object.entries(figures.scale))
        call.vsBase = ratios(call.server, computed[name].server);
      results.suites.scale = {
        catalogue: SCALE_PRODUCTS,
        seedMs: catalogue.seedMs,
        seededThisRun: catalogue.seededNow,
        calls: figures.scale,
      };
    }
    if (figures.postgres) {
      for (const [name, call] of Object.entries(figures.postgres)) {
        call.vsPglite = ratios(call.server, computed[name].server);
        call.vsCeiling = ratios(call.server, figures.pglite[name].ceiling);
      }
      results.suites.postgres = {
        catalogue: BASE_PRODUCTS,
        version: await postgresVersion(postgresUrl),
        calls: figures.postgres,
      };
    }
    if (figures.uncached) {
      for (const [name, call] of Object.entries(figures.uncached))
        call.vsCeiling = ratios(call.server, figures.pglite[name].ceiling);
    }
    const health = await fetch(`${base.url}/api/health`).then((response) => response.json());
    return {
      catalogue: BASE_PRODUCTS,
      database: 'pglite',
      calls: figures.pglite,
      uncached: figures.uncached,
      answerCache: health.answerCache,
    };
  } finally {
    for (const server of others) await server.stop();
    catalogue?.remove();
    for (const remove of removals) remove();
  }
}

/**
 * The headline: the realistic mix on PGlite as `npm start` runs it and with every answer
 * computed; with --postgres, on PostgreSQL likewise, and on 3 processes sharing it behind
 * HAProxy as `npm run cluster` runs them.
 */
async function runMixSuite() {
  const stops = [];
  try {
    const targets = [];
    const start = async (key, options) => {
      const server = await optional(`mix-${key}`, () =>
        startVitrine({ name: `mix-${key}`, products: BASE_PRODUCTS, ...options }),
      );
      if (server) stops.push(server.stop);
      return server;
    };
    // Every target is asked each URL once per process behind it first: a cache is then full, and
    // a computed path warm (its code compiled, its statements prepared), as a server in service is.
    const add = (key, label, baseUrl, primePasses = 1) => {
      targets.push({ key, label, baseUrl, primePasses });
      log(`Vitrine (${label}) on ${baseUrl}`);
    };
    for (const [key, label, env, primePasses] of [
      ['pglite', 'PGlite', {}, 1],
      ['pglite-computed', 'PGlite, cache off', { ANSWER_CACHE: 'off' }, 1],
    ]) {
      const copy = await catalogueCopy(BASE_PRODUCTS, log, `mix-${key}`);
      stops.push(async () => copy.remove());
      const server = await start(key, { dataDir: copy.dataDir, env });
      if (server) add(key, label, server.url, primePasses);
    }
    if (postgresUrl) {
      const pg = { dataDir: 'memory://', databaseUrl: postgresUrl };
      const first = await start('postgres', pg);
      if (first) add('postgres', 'PostgreSQL', first.url, 1);
      const computed = await start('postgres-computed', {
        ...pg,
        env: { ANSWER_CACHE: 'off' },
      });
      if (computed) add('postgres-computed', 'PostgreSQL, cache off', computed.url);
      if (first) {
        const more = [await start('postgres-2', pg), await start('postgres-3', pg)];
        if (more.every(Boolean)) {
          const balancer = await optional('mix-haproxy', async () =>
            startHaproxy({
              port: await freePort(),
              servers: [first, ...more].map((server) => Number(new URL(server.url).port)),
            }),
          );
          if (balancer) {
            stops.push(balancer.stop);
            add('postgres-x3', 'PostgreSQL, 3 processes behind HAProxy', balancer.url, 3);
          }
        }
      }
    }
    return await runMix({ targets, durationS, log });
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

/** Runs `work`, or records its failure under `name` and answers null. */
async function optional(name, work) {
  try {
    return await work();
  } catch (error) {
    results.errors[name] = String(error?.stack ?? error);
    log(`  ✗ ${name} failed: ${error?.message ?? error}`);
    return null;
  }
}

function save() {
  writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
}

/** Builds what the benchmark runs when it is missing, as `npm start` does; --build rebuilds. */
function ensureBuilt() {
  const missing = [serverEntry, join(siteDir, 'index.html'), join(widgetsDist, 'vitrine-elements.js')].filter(
    (file) => !existsSync(file),
  );
  if (!flags.build && missing.length === 0) return;
  log(
    flags.build
      ? 'Building (--build)…'
      : `Building: ${missing.map((file) => file.replace(`${root}/`, '')).join(', ')} missing…`,
  );
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

function machine() {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model?.trim() ?? 'unknown',
    cores: cpu.length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `${process.platform} ${release()}`,
    node: process.version,
    chromium: quiet(CHROMIUM_PATH, ['--version']),
  };
}

function gitCommit() {
  const head = quiet('git', ['rev-parse', '--short', 'HEAD']);
  const dirty = quiet('git', ['status', '--porcelain']);
  return dirty ? `${head} (with uncommitted changes)` : head;
}

async function postgresVersion(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SHOW server_version');
    return `PostgreSQL ${rows[0].server_version}`;
  } finally {
    await client.end();
  }
}

/** A command's first line of output, or null when it cannot run. */
function quiet(command, args) {
  try {
    return (
      execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .trim()
        .split('\n')[0] || null
    );
  } catch {
    return null;
  }
}
