/**
 * `npm run test:pack` (after `npm run build`): the published packages as a user gets them.
 *
 * Packs @vitrine/contract, sdk-core, widgets and server with `npm pack`, installs the tarballs
 * into an empty folder outside the workspace (third-party dependencies from npm's cache or the
 * registry), starts the packed server's `vitrine-server` bin there, and then, in that folder:
 * - runs each package README's minimal example (the first ts/tsx/js block under a "Minimal
 *   example" heading, else the README's first one) as ESM, and again through `require` as CJS;
 *   the example's `baseUrl` is pointed at the packed server, a line `expr; // value` asserts that
 *   `expr` equals `value`, and an exported React component is rendered with renderToString;
 * - type-checks the same examples with `moduleResolution: nodenext` against the packed types;
 * - imports and requires every subpath of every exports map; checks that no test file shipped,
 *   that the `@vitrine/source` condition and every relative import of the shipped sources name
 *   files that shipped, that a catalogue-only import bundles small (tree-shaking works on the
 *   packed ESM), and that the script-tag bundle's chunks are all there.
 *
 * KEEP_PACK_FOLDER=1 keeps the temporary folder (printed at the end) for a look.
 */

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, transformSync } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspaceRequire = createRequire(join(root, 'package.json'));
const PACKAGES = ['contract', 'sdk-core', 'widgets', 'server'];
const RUNNABLE = new Set(['ts', 'tsx', 'js', 'jsx', 'mjs']);
const TEST_FILE = /\.test(-d)?\.|\.test\.helpers\./;

const work = mkdtempSync(join(tmpdir(), 'vitrine-pack-'));
const app = join(work, 'app');
/** By package folder: the tarball's path and the files it holds. */
const packed = {};
let server;
let serverUrl = '';

/** A third-party package at the version the workspace has installed. */
const installedVersion = (name) => workspaceRequire(`${name}/package.json`).version;

function run(file, args = [], options = {}) {
  return execFileSync(file, args, { cwd: app, encoding: 'utf8', timeout: 90_000, ...options });
}

/** Runs a Node file in the app folder; fails with its output when it exits non-zero. */
function runNode(file) {
  try {
    // A smaller demo catalogue: the server's own example seeds one in memory, twice.
    return run(process.execPath, ['--no-warnings', file], { env: { ...process.env, SEED_PRODUCTS: '60' } });
  } catch (error) {
    throw new Error(`node ${file} failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
  }
}

/** The README's minimal example: its code, language and heading. */
function minimalExample(folder) {
  const lines = readFileSync(join(root, 'packages', folder, 'README.md'), 'utf8').split('\n');
  const blocks = [];
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const title = /^#{1,6}\s+(.*)/.exec(lines[i]);
    if (title) heading = title[1];
    const fence = /^```(\w*)/.exec(lines[i]);
    if (!fence) continue;
    const code = [];
    for (i++; i < lines.length && !lines[i].startsWith('```'); i++) code.push(lines[i]);
    blocks.push({ lang: fence[1], code: code.join('\n'), heading });
  }
  const runnable = blocks.filter((block) => RUNNABLE.has(block.lang));
  const example = runnable.find((block) => /minimal example/i.test(block.heading)) ?? runnable[0];
  assert.ok(example, `packages/${folder}/README.md has no ts/tsx/js example to run`);
  return example;
}

/** The example pointed at the packed server: every `baseUrl: '…'` names it. */
const againstServer = (code) => code.replace(/baseUrl:\s*(['"`])[^'"`]*\1/g, `baseUrl: '${serverUrl}'`);

/** `expr; // 'value'` lines become assertions that `expr` equals the value. */
function withAssertions(code) {
  const literal = /^('[^']*'|"[^"]*"|-?\d[\d_.]*|true|false|null)$/;
  return code
    .split('\n')
    .map((line) => {
      const match = /^(\s*)([^/].*?);\s*\/\/\s*(.+?)\s*$/.exec(line);
      if (
        !match ||
        !literal.test(match[3]) ||
        /^(const|let|var|import|export|return|await\s+using)\b/.test(match[2])
      )
        return line;
      return `${match[1]}__expectEqual(${match[2]}, ${match[3]}, ${JSON.stringify(line.trim())});`;
    })
    .join('\n');
}

const ASSERT_HELPER = `const __expectEqual = (actual, expected, line) => {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error('README line "' + line + '" gives ' + JSON.stringify(actual));
};`;

/** ESM JavaScript of an example. */
function toEsm({ code, lang }) {
  const loader = lang === 'mjs' ? 'js' : lang;
  const source = `${ASSERT_HELPER}\n${withAssertions(againstServer(code))}`;
  return transformSync(source, { loader, format: 'esm', jsx: 'automatic', target: 'node20' }).code;
}

/**
 * The same example for a CommonJS app: imports become `require` calls and the body runs in an
 * async function (examples may await at top level); the module exports a promise of its exports.
 */
function toCjs(esm) {
  const exported = [];
  const body = esm
    .replace(
      /^import\s+(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s+as\s+(\w+))?\s*from\s*(["'][^"']+["']);?$/gm,
      (_, def, named, ns, spec) => {
        const out = [];
        if (def) out.push(`const ${def} = ((m) => (m && m.__esModule ? m.default : m))(require(${spec}));`);
        if (named) out.push(`const { ${named.replace(/\s+as\s+/g, ': ')} } = require(${spec});`);
        if (ns) out.push(`const ${ns} = require(${spec});`);
        return out.join('\n');
      },
    )
    .replace(/^import\s*(["'][^"']+["']);?$/gm, 'require($1);')
    .replace(/^export\s+(?:const|let|var|function|class)\s+(\w+)/gm, (declaration, name) => {
      exported.push(name);
      return declaration.replace(/^export\s+/, '');
    })
    .replace(/^export\s*\{([^}]*)\};?$/gm, (_, names) => {
      for (const part of names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)) {
        const [local, as = local] = part.split(/\s+as\s+/);
        exported.push(`${as}: ${local}`);
      }
      return '';
    });
  return `"use strict";\nmodule.exports = (async () => {\n${body}\nreturn { ${exported.join(', ')} };\n})();\n`;
}

/** Runs an example module and renders each React component it exports. */
function runner(moduleFile, kind) {
  const load =
    kind === 'esm'
      ? `const exported = await import('./${moduleFile}');`
      : `const exported = await require('./${moduleFile}');`;
  const body = `${load}
const components = Object.entries(exported).filter(([name, value]) => /^[A-Z]/.test(name) && typeof value === 'function');
if (components.length) {
  const { createElement } = ${kind === 'esm' ? "await import('react')" : "require('react')"};
  const { renderToString } = ${kind === 'esm' ? "await import('react-dom/server')" : "require('react-dom/server')"};
  for (const [name, component] of components) {
    const html = renderToString(createElement(component));
    if (!html.includes('<')) throw new Error(name + ' rendered no markup: ' + html);
    console.log(name + ' rendered ' + html.length + ' characters');
  }
}
`;
  return kind === 'esm'
    ? body
    : `(async () => {\n${body}\n})().catch((error) => { console.error(error); process.exit(1); });\n`;
}

/** Starts the packed `vitrine-server` bin on a free port with an in-memory database. */
function startPackedServer() {
  const child = spawn(join(app, 'node_modules/.bin/vitrine-server'), [], {
    cwd: app,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', SEED_PRODUCTS: '60' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`vitrine-server did not start:\n${output}`)), 90_000);
    const read = (chunk) => {
      output += chunk;
      const started = /running on (http:\/\/[^\s"]+)/.exec(output);
      if (started) {
        clearTimeout(timer);
        resolve({ child, url: started[1] });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`vitrine-server exited with ${code}:\n${output}`)));
  });
}

before(async () => {
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs, { recursive: true });
  mkdirSync(app, { recursive: true });
  for (const folder of PACKAGES) {
    const cwd = join(root, 'packages', folder);
    assert.ok(
      existsSync(join(cwd, 'dist')),
      `packages/${folder}/dist is missing: run \`npm run build\` first`,
    );
    const [info] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', tarballs], { cwd, encoding: 'utf8' }),
    );
    packed[folder] = {
      name: info.name,
      tarball: join(tarballs, info.filename),
      files: info.files.map((f) => f.path),
    };
  }
  const local = Object.fromEntries(
    Object.values(packed).map(({ name, tarball }) => [name, `file:${tarball}`]),
  );
  const manifest = {
    name: 'vitrine-pack-check',
    private: true,
    type: 'module',
    dependencies: {
      ...local,
      react: installedVersion('react'),
      'react-dom': installedVersion('react-dom'),
    },
    devDependencies: {
      '@types/react': installedVersion('@types/react'),
      '@types/node': installedVersion('@types/node'),
    },
    // The packages' dependencies on each other resolve to these tarballs, never to the registry.
    overrides: local,
  };
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    {
      timeout: 180_000,
    },
  );
  ({ child: server, url: serverUrl } = await startPackedServer());
});

after(() => {
  server?.kill('SIGTERM');
  if (process.env.KEEP_PACK_FOLDER) console.info(`Kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
});

describe('the packed packages', () => {
  it('ship sources whose relative imports all shipped (no test helper left behind)', () => {
    for (const folder of PACKAGES) {
      const { name, files } = packed[folder];
      const shipped = new Set(files);
      for (const file of files.filter((path) => /^src\/.*\.tsx?$/.test(path))) {
        const text = readFileSync(join(app, 'node_modules', name, file), 'utf8');
        for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
          const target = join(dirname(file), specifier).replace(/\.js$/, '');
          const candidates = [
            `${target}.ts`,
            `${target}.tsx`,
            `${target}/index.ts`,
            join(dirname(file), specifier),
          ];
          assert.ok(
            candidates.some((candidate) => shipped.has(candidate)),
            `${name}: ${file} imports ${specifier}, which did not ship`,
          );
        }
      }
    }
  });

  it('ship no test files, and the @vitrine/source condition names files that shipped', () => {
    for (const folder of PACKAGES) {
      const { name, files } = packed[folder];
      assert.deepEqual(
        files.filter((file) => TEST_FILE.test(file)),
        [],
        `${name} ships tests`,
      );
      const pkg = JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8'));
      for (const [subpath, conditions] of Object.entries(pkg.exports)) {
        const source = conditions['@vitrine/source'];
        if (source)
          assert.ok(files.includes(source.slice(2)), `${name} ${subpath} → ${source} is not in the tarball`);
      }
    }
  });

  it('import and require every entry point', () => {
    const checks = [];
    for (const { name } of Object.values(packed)) {
      const pkg = JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8'));
      for (const subpath of Object.keys(pkg.exports).filter((key) => key !== './package.json'))
        checks.push(`${name}${subpath.slice(1)}`);
    }
    const esm = checks.map(
      (spec) => `if (!Object.keys(await import('${spec}')).length) throw new Error('${spec}: no exports');`,
    );
    writeFileSync(
      join(app, 'entries.mjs'),
      `${esm.join('\n')}\nconsole.log('imported', ${checks.length});\n`,
    );
    // @vitrine/server is ESM only: Node ≥ 20.19 (its engines) requires it as ESM.
    const cjs = checks.map(
      (spec) => `if (!Object.keys(require('${spec}')).length) throw new Error('${spec}: no exports');`,
    );
    writeFileSync(
      join(app, 'entries.cjs'),
      `${cjs.join('\n')}\nconsole.log('required', ${checks.length});\n`,
    );
    assert.match(runNode('entries.mjs'), /imported \d+/);
    assert.match(runNode('entries.cjs'), /required \d+/);
  });

  it('let a bundler keep only what an app imports (one ESM module per source file)', async () => {
    // The same import and budget as .size-limit.mjs's on the sources; one bundled file per entry
    // made it 26 kB, since a bundler cannot drop the contract's schemas from inside one module.
    const result = await build({
      stdin: {
        contents: "export { createCatalogReader, formatPrice } from '@vitrine/sdk-core';",
        resolveDir: app,
        loader: 'js',
      },
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
    });
    const kilobytes = gzipSync(result.outputFiles[0].contents).length / 1024;
    assert.ok(kilobytes < 8, `{ createCatalogReader, formatPrice } weighs ${kilobytes.toFixed(1)} kB gzip`);
  });

  it('ship the script-tag bundle with every chunk it loads', () => {
    const dist = join(app, 'node_modules/@vitrine/widgets/dist');
    assert.ok(existsSync(join(dist, 'vitrine-elements.js')));
    const manifest = JSON.parse(readFileSync(join(dist, 'chunks/manifest.json'), 'utf8'));
    const files = Object.values(manifest.elements).flatMap(({ firstUse, later }) => [...firstUse, ...later]);
    assert.ok(files.length > 0);
    for (const file of files) assert.ok(existsSync(join(dist, file)), `${file} is missing`);
  });
});

describe("each README's minimal example, from the installed tarballs", () => {
  const typecheckFolder = () => join(app, 'typecheck');

  for (const folder of PACKAGES) {
    it(`@vitrine/${folder}: runs as ESM and through require as CJS`, () => {
      const example = minimalExample(folder);
      const esm = toEsm(example);
      writeFileSync(join(app, `readme-${folder}.mjs`), esm);
      writeFileSync(join(app, `readme-${folder}.cjs`), toCjs(esm));
      writeFileSync(join(app, `run-${folder}.mjs`), runner(`readme-${folder}.mjs`, 'esm'));
      writeFileSync(join(app, `run-${folder}.cjs`), runner(`readme-${folder}.cjs`, 'cjs'));
      const esmOutput = runNode(`run-${folder}.mjs`);
      const cjsOutput = runNode(`run-${folder}.cjs`);
      // Whatever the example prints, it prints the same from either module system: the same
      // lines, numbers after a colon aside (ports, and the times and pids of the server's log
      // lines, which a logger may write before or after the example's own).
      const lines = (output) => output.replace(/:\d+/g, ':PORT').trim().split('\n').sort();
      assert.deepEqual(lines(cjsOutput), lines(esmOutput));
      // The SDK's example lists products from the packed server: no line would mean no answer.
      if (folder === 'sdk-core') assert.ok(esmOutput.trim(), 'the SDK example printed no product');
      mkdirSync(typecheckFolder(), { recursive: true });
      const extension = example.lang === 'tsx' || example.lang === 'jsx' ? 'tsx' : 'ts';
      writeFileSync(
        join(typecheckFolder(), `${folder}.${extension}`),
        `${againstServer(example.code)}\nexport {};\n`,
      );
    });
  }

  it('type-check against the packed types (moduleResolution nodenext)', () => {
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2023', 'dom'],
          types: ['node'],
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
        },
        include: ['typecheck'],
      }),
    );
    const tsc = join(dirname(workspaceRequire.resolve('typescript/package.json')), 'bin/tsc');
    try {
      run(process.execPath, [tsc, '-p', app]);
    } catch (error) {
      assert.fail(`the README examples do not type-check against the packed types:\n${error.stdout}`);
    }
  });
});
