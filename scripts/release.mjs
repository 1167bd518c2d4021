#!/usr/bin/env node
/**
 * `npm run release`: `changeset version` then `changeset publish`, as a dry run unless told.
 *
 * - `npm run release` (the default, safe anywhere): runs `changeset version` on a copy of the
 *   manifests and changesets in a temporary folder, prints each package's next version and
 *   changelog entry and what its tarball would hold (`npm pack --dry-run`). Publishes nothing and
 *   changes no file of the work tree.
 * - `npm run release -- --publish`: the real release, from a clean, built work tree, logged in to
 *   npm (`npm login`, or NPM_TOKEN in ~/.npmrc): `changeset version` (bumps versions, writes
 *   CHANGELOG.md, removes the changesets), syncs package-lock.json, builds, lints the packages,
 *   then `changeset publish` (npm publish of each new version, and a git tag per package).
 *   Commit the result and push the tags: `git push --follow-tags`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const changeset = createRequire(join(root, 'package.json')).resolve('@changesets/cli/bin.js');
const publish = process.argv.includes('--publish');

const run = (command, args, cwd = root) => execFileSync(command, args, { cwd, stdio: 'inherit' });
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Folders of the workspaces, from the root manifest's `workspaces` (`dir` or `dir/*`). */
function workspaceFolders() {
  return readJson(join(root, 'package.json')).workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter(
            (entry) =>
              entry.isDirectory() && existsSync(join(root, pattern.slice(0, -2), entry.name, 'package.json')),
          )
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
}

/** The top entry of a changelog: from its first `## ` heading to the next. */
function latestEntry(changelog) {
  const [, entry = ''] = changelog.split(/^(?=## )/m);
  return entry.trim();
}

function dryRun() {
  const copy = mkdtempSync(join(tmpdir(), 'vitrine-release-'));
  try {
    cpSync(join(root, 'package.json'), join(copy, 'package.json'));
    cpSync(join(root, '.changeset'), join(copy, '.changeset'), { recursive: true });
    const folders = workspaceFolders();
    for (const folder of folders) {
      mkdirSync(join(copy, folder), { recursive: true });
      for (const file of ['package.json', 'CHANGELOG.md'])
        if (existsSync(join(root, folder, file))) cpSync(join(root, folder, file), join(copy, folder, file));
    }
    execFileSync(process.execPath, [changeset, 'version'], {
      cwd: copy,
      stdio: ['ignore', 'ignore', 'inherit'],
    });

    let releases = 0;
    for (const folder of folders) {
      const before = readJson(join(root, folder, 'package.json'));
      const after = readJson(join(copy, folder, 'package.json'));
      if (before.private || before.version === after.version) continue;
      releases++;
      const [pack] = JSON.parse(
        execFileSync('npm', ['pack', '--dry-run', '--json', '--loglevel=error'], {
          cwd: join(root, folder),
          encoding: 'utf8',
        }),
      );
      const built = existsSync(join(root, folder, 'dist'));
      console.info(
        `\n${after.name} ${before.version} → ${after.version}: ${pack.entryCount} files, ${(pack.size / 1024).toFixed(0)} kB packed${built ? '' : ' (not built: run `npm run build`)'}`,
      );
      console.info(
        latestEntry(readFileSync(join(copy, folder, 'CHANGELOG.md'), 'utf8')).replace(/^/gm, '  '),
      );
    }
    console.info(
      releases
        ? '\nDry run: nothing was published and no file changed. To release: npm run release -- --publish'
        : '\nNo changeset: nothing to release. Add one with `npm run changeset`.',
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

function release() {
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
  if (dirty) {
    console.error(
      'The work tree has changes: commit or stash them first, so the release is what is committed.',
    );
    process.exit(1);
  }
  run(process.execPath, [changeset, 'version']);
  run('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund']);
  run('npm', ['run', 'build']);
  run('npm', ['run', 'lint:packages']);
  run(process.execPath, [changeset, 'publish']);
  console.info(
    '\nPublished. Commit the new versions and changelogs, then push the tags: git push --follow-tags',
  );
}

if (publish) release();
else dryRun();
