#!/usr/bin/env node
/**
 * `npm run dev`: the API server from sources (tsx, restarted on change) on 8787, and the site's
 * Vite dev server on 5173 with hot reload, proxying /api, /media and /socket.io to it.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(
    process.execPath,
    [
      '--conditions=@vitrine/source',
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      'watch',
      'packages/server/src/main.ts',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '--conditions=@vitrine/source' } },
  ),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: join(root, 'packages/reference-site'),
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children) child.on('exit', stop);
