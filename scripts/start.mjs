#!/usr/bin/env node
/**
 * `npm start`: builds what is missing, then runs the server with the built site on PORT (8787).
 * A later `npm start` reuses the build and the data in DATA_DIR (.data/ by default).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'packages/server/dist/main.js');
const siteDir = join(root, 'packages/reference-site/dist');

if (!existsSync(serverEntry) || !existsSync(join(siteDir, 'index.html'))) {
  console.info('Building Vitrine (first start)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { SITE_DIR: siteDir, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
