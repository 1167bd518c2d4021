#!/usr/bin/env node
/**
 * `npm run cluster`: Vitrine as it runs in production, on this machine — a PostgreSQL, several
 * server processes sharing it (and one media folder), and HAProxy in front of them.
 *
 *   npm run cluster                          3 processes behind http://localhost:8080
 *   npm run cluster -- --processes=2 --port=9000
 *
 * Without DATABASE_URL, a throw-away PostgreSQL is started (scripts/with-postgres.sh) and removed
 * at the end; with it, that database is used (migrated and seeded when empty). Ctrl-C stops all.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../bench/lib/freePort.mjs';
import { stopProcess, waitForUrl } from '../bench/lib/processes.mjs';
import { startHaproxy } from './cluster/haproxy.mjs';

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
const children = [];

async function startProcess(index) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      // Every process reads and writes the same uploads.
      MEDIA_DIR: mediaDir,
      // HAProxy tells the client's address and scheme.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
  children.push(child);
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, { child, timeoutMs: 300_000 });
  console.info(`  process ${index + 1}: pid ${child.pid} on 127.0.0.1:${port}`);
  return port;
}

let balancer;
async function stopAll() {
  await balancer?.stop();
  await Promise.all(children.map((child) => stopProcess(child)));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => stopAll().then(() => process.exit(0)));
}

try {
  console.info(`Starting ${count} server processes on ${process.env.DATABASE_URL}…`);
  // The first migrates and seeds; the others find the schema ready.
  const ports = [await startProcess(0)];
  ports.push(
    ...(await Promise.all(Array.from({ length: count - 1 }, (_, index) => startProcess(index + 1)))),
  );
  balancer = await startHaproxy({ port: Number(flags.port), servers: ports });
  console.info(
    `\nVitrine: ${balancer.url.replace('127.0.0.1', 'localhost')} (HAProxy → ${count} processes). Ctrl-C stops it.`,
  );
} catch (error) {
  console.error(error);
  await stopAll();
  process.exit(1);
}
