#!/usr/bin/env node
/**
 * `npm run cluster`: Vitrine as it runs in production, on this machine — a PostgreSQL, several
 * server processes sharing it (and one media folder) kept running by supervisord, and HAProxy in
 * front of them.
 *
 *   npm run cluster                          3 processes behind http://localhost:8080
 *   npm run cluster -- --processes=2 --port=9000
 *
 * Without DATABASE_URL, a throw-away PostgreSQL is started (scripts/with-postgres.sh) and removed
 * at the end; with it, that database is used (migrated and seeded when empty). Ctrl-C stops all.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../bench/lib/freePort.mjs';
import { waitForUrl } from '../bench/lib/processes.mjs';
import { startHaproxy } from './cluster/haproxy.mjs';
import { startSupervised } from './cluster/supervisor.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'packages/server/dist/main.js');
const siteDir = join(root, 'packages/reference-site/dist');

const { values: flags } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
  },
});

if (!process.env.DATABASE_URL) {
  const again = spawnSync(
    join(root, 'scripts/with-postgres.sh'),
    [process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, PGPORT: process.env.PGPORT ?? '54340' } },
  );
  process.exit(again.status ?? 1);
}

if (!existsSync(serverEntry) || !existsSync(join(siteDir, 'index.html'))) {
  console.info('Building Vitrine…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const count = Number(flags.processes);
const mediaDir = join(root, '.data', 'cluster-media');
mkdirSync(mediaDir, { recursive: true });

/** One server process as supervisord runs it: the built server on its own loopback port. */
const program = (index, port) => ({
  name: `vitrine-${index + 1}`,
  command: process.execPath,
  args: [serverEntry],
  cwd: root,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_DIR: siteDir,
    // Every process reads and writes the same uploads.
    MEDIA_DIR: mediaDir,
    // HAProxy tells the client's address and scheme.
    TRUST_PROXY: '127.0.0.1',
    // Pages and the sitemap name the balancer's address, which visitors use, not a process's.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${flags.port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

let supervised;
let balancer;
async function stopAll() {
  await balancer?.stop();
  await supervised?.stop();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => stopAll().then(() => process.exit(0)));
}

try {
  console.info(`Starting ${count} server processes under supervisord on ${process.env.DATABASE_URL}…`);
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  // Each is started again whenever it exits. The first migrates and seeds alone; the others,
  // started once it answers, find the schema ready.
  supervised = await startSupervised({
    programs: ports.map((port, index) => ({ ...program(index, port), autostart: index === 0 })),
  });
  const ready = async (index) => {
    await waitForUrl(`http://127.0.0.1:${ports[index]}/api/health`, { timeoutMs: 300_000 });
    const name = `vitrine-${index + 1}`;
    console.info(`  process ${index + 1}: pid ${supervised.pidOf(name)} on 127.0.0.1:${ports[index]}`);
  };
  await ready(0);
  for (let index = 1; index < count; index++) supervised.start(`vitrine-${index + 1}`);
  await Promise.all(Array.from({ length: count - 1 }, (_, index) => ready(index + 1)));
  balancer = await startHaproxy({ port: Number(flags.port), servers: ports });
  console.info(
    `\nVitrine: ${balancer.url.replace('127.0.0.1', 'localhost')} (HAProxy → ${count} processes, ` +
      `restarted by supervisord when they exit; logs in ${supervised.dir}). Ctrl-C stops it.`,
  );
} catch (error) {
  console.error(error);
  await stopAll();
  process.exit(1);
}
