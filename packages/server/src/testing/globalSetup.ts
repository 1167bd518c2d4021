/**
 * Vitest global setup: builds the seeded test database once per run and dumps it to a file that
 * every test worker loads (see `openSeededDatabase`), much faster than seeding per test file.
 *
 * The dump is written by a child process: Vitest resolves a global setup's imports without the
 * project's `resolve.conditions` (vitest-dev/vitest#9429), so importing the workspace packages
 * from here would look for their unbuilt `dist`. Node with `--conditions` resolves them right.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DUMP_ENV = 'VITRINE_TEST_DUMP';

export default function setup(): () => void {
  if (process.env[DUMP_ENV]) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-test-db-'));
  const file = join(dir, 'seeded.tar.gz');
  execFileSync(
    process.execPath,
    [
      '--conditions=@vitrine/source',
      '--import',
      'tsx',
      fileURLToPath(new URL('./writeSeededDump.ts', import.meta.url)),
      file,
    ],
    { stdio: 'inherit' },
  );
  process.env[DUMP_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
