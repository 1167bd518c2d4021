/**
 * The contract as the script-tag build carries it: each module of @vitrine/contract that
 * builds zod/mini schemas is replaced by one generated from it, with the same exports —
 * - an endpoint group: each endpoint's method, path, access, the names of its inputs (all the HTTP
 *   client reads of them) and its answer's schema as data, checked by the widgets' src/elements/compiledSchema.ts;
 * - a schema whose shape that checker covers (the answers', the stored session's): the same, as data;
 * - plain data (ARTICLE_LIMITS, GENRES…): as it is;
 * - anything else (request schemas with checks and transforms, schema builders): a stand-in that
 *   throws a how-to-fix error if an element ever uses it.
 * Each export, each endpoint of a group and each schema data used twice is a module of its own,
 * the contract module re-exporting them (a group as a namespace), so a bundle splits the contract as
 * it splits the code: a lazily loaded area brings the endpoints it calls, not its whole group.
 * So every answer is still checked, without zod's runtime and the request schemas the elements
 * never run. An answer schema the checker cannot express fails the build, never checks less.
 * `npm run build` runs it; the widgets' tests compare the checker with zod (compiledSchema.test.ts on chosen values,
 * compiledSchema.property.test.ts on generated valid and broken answers of every endpoint).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { packagesFolder, widgetsRoot } from './workspace.mjs';

const contractSource = join(packagesFolder, 'contract/src');
const runtime = join(widgetsRoot, 'src/elements/compiledSchema.ts');

/** The contract's modules that build schemas: those that import zod's values (not its types only). */
function schemaModules() {
  return readdirSync(contractSource)
    .filter((name) => /^\w+\.ts$/.test(name) && !name.includes('.test'))
    .filter((name) =>
      /^import (?!type )[^;]*from 'zod\/mini'/m.test(readFileSync(join(contractSource, name), 'utf8')),
    )
    .map((name) => name.replace(/\.ts$/, ''));
}

/** Each schema module's exports, and `describeSchema`, evaluated in Node from the sources. */
async function loadContract(modules) {
  const entry = [
    ...modules.map(
      (name) => `export * as ${name} from ${JSON.stringify(join(contractSource, `${name}.ts`))};`,
    ),
    `export { describeSchema } from ${JSON.stringify(runtime)};`,
  ].join('\n');
  const bundled = await build({
    stdin: { contents: entry, resolveDir: widgetsRoot, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    conditions: ['@vitrine/source'],
    logLevel: 'error',
  });
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-contract-'));
  const file = join(folder, 'contract.mjs');
  try {
    writeFileSync(file, bundled.outputFiles[0].text);
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const isSchema = (value) => typeof value === 'object' && value !== null && '_zod' in value;
const isEndpoint = (value) =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  isSchema(value.response);
const isEndpointGroup = (value) =>
  typeof value === 'object' &&
  value !== null &&
  !isSchema(value) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every(isEndpoint);

/** Strings, numbers, booleans, null, and arrays and plain objects of them. */
function isPlainData(value) {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && Object.values(value).every(isPlainData);
}

/** One generated module: its exports as JS, sharing the schema data used more than once. */
function generateModule(name, exports, describeSchema) {
  const shared = new Map();
  const described = new Map();
  const uses = new Map();
  const count = (data) => {
    if (typeof data === 'string') return;
    uses.set(data, (uses.get(data) ?? 0) + 1);
    if (uses.get(data) > 1) return;
    if (data[0] === 'o') for (const field of Object.values(data[1])) count(field);
    else if (data[0] === 'u') for (const option of data[1]) count(option);
    else if (['a', '?', '0'].includes(data[0])) count(data[1]);
  };
  const describe = (schema, where) => {
    try {
      const data = describeSchema(schema, shared);
      count(data);
      described.set(schema, data);
      return data;
    } catch (error) {
      throw new Error(`@vitrine/contract ${name}.ts ${where}: ${error.message}`);
    }
  };

  // First the data of every schema the module will carry, to know which are used twice.
  const plan = [];
  for (const [exportName, value] of Object.entries(exports)) {
    if (isEndpointGroup(value)) {
      for (const [endpointName, endpoint] of Object.entries(value))
        describe(endpoint.response, `${exportName}.${endpointName}.response`);
      plan.push([exportName, 'group', value]);
    } else if (isSchema(value)) {
      try {
        describe(value, exportName);
        plan.push([exportName, 'schema', value]);
      } catch {
        plan.push([exportName, 'unavailable']);
      }
    } else if (isPlainData(value)) plan.push([exportName, 'data', value]);
    else plan.push([exportName, 'unavailable']);
  }

  // Each piece is a module of its own — a shared schema's data, an endpoint, a group re-exporting
  // its endpoints — so a bundle splits the contract as it splits the code using it: a lazy area
  // brings the endpoints it calls, and two areas calling one endpoint group share only what both call.
  const modules = new Map();
  const names = new Map();
  let using = new Set();
  const write = (data) => {
    if (typeof data === 'string') return JSON.stringify(data);
    const known = names.get(data);
    if (known) {
      using.add(known);
      return known;
    }
    const isShared = (uses.get(data) ?? 0) >= 2;
    const outer = using;
    if (isShared) using = new Set();
    let text;
    if (data[0] === 'o') {
      const fields = Object.entries(data[1]).map(([key, field]) => `${JSON.stringify(key)}:${write(field)}`);
      text = `["o",{${fields.join(',')}}${data[2] === undefined ? '' : `,${data[2]}`}]`;
    } else if (data[0] === 'u') text = `["u",[${data[1].map(write).join(',')}]]`;
    else if (['a', '?', '0'].includes(data[0])) text = `[${JSON.stringify(data[0])},${write(data[1])}]`;
    else text = JSON.stringify(data);
    if (!isShared) return text;
    const shared = `d${names.size}`;
    names.set(data, shared);
    modules.set(
      pieceId(name, `data.${shared}`),
      [...importsOf(using), `export const ${shared} = ${text};`].join('\n'),
    );
    using = outer;
    using.add(shared);
    return shared;
  };
  const importsOf = (used) =>
    [...used].map((data) => `import { ${data} } from ${JSON.stringify(pieceId(name, `data.${data}`))};`);
  const runtimeImport = `import { compiledSchema, unavailableExport } from ${JSON.stringify(runtime)};`;
  const schema = (value) => `/* @__PURE__ */ compiledSchema(${write(described.get(value))})`;
  // The HTTP client reads only which inputs there are (`key in shape`).
  const inputNames = (object) =>
    `{shape:{${Object.keys(object?.shape ?? {})
      .map((key) => `${JSON.stringify(key)}:1`)
      .join(',')}}}`;

  const exported = [];
  for (const [exportName, kind, value] of plan) {
    if (kind === 'group') {
      const reexports = Object.entries(value).map(([endpointName, endpoint]) => {
        using = new Set();
        const fields = [
          `method:${JSON.stringify(endpoint.method)}`,
          `path:${JSON.stringify(endpoint.path)}`,
          `access:${JSON.stringify(endpoint.access)}`,
          `self:${JSON.stringify(endpoint.self ?? [])}`,
          `params:${inputNames(endpoint.params)}`,
          `query:${inputNames(endpoint.query)}`,
          `body:${inputNames(endpoint.body)}`,
          ...(endpoint.files ? [`files:${JSON.stringify(endpoint.files)}`] : []),
          `response:${schema(endpoint.response)}`,
        ];
        const id = pieceId(name, `${exportName}.${endpointName}`);
        modules.set(
          id,
          [runtimeImport, ...importsOf(using), `export const endpoint = {${fields.join(',')}};`].join('\n'),
        );
        return `export { endpoint as ${endpointName} } from ${JSON.stringify(id)};`;
      });
      modules.set(pieceId(name, exportName), reexports.join('\n'));
      exported.push(`export * as ${exportName} from ${JSON.stringify(pieceId(name, exportName))};`);
      continue;
    }
    using = new Set();
    let text;
    if (kind === 'schema') text = schema(value);
    else if (kind === 'data') text = JSON.stringify(value);
    else text = `/* @__PURE__ */ unavailableExport(${JSON.stringify(exportName)})`;
    const id = pieceId(name, exportName);
    modules.set(id, [runtimeImport, ...importsOf(using), `export const ${exportName} = ${text};`].join('\n'));
    exported.push(`export { ${exportName} } from ${JSON.stringify(id)};`);
  }
  modules.set(
    join(contractSource, `${name}.ts`),
    [
      `// Generated from packages/contract/src/${name}.ts by packages/build-tools/src/compiledContract.mjs.`,
      ...exported,
    ].join('\n'),
  );
  return modules;
}

/** The id of a generated piece of a contract module: a shared schema's data, an endpoint, a group. */
const pieceId = (name, piece) => `\0vitrine-contract:${name}/${piece}`;

/** The generated modules: by the path of the contract module each replaces, and their pieces. */
export async function compiledContractModules() {
  const modules = schemaModules();
  const { describeSchema, ...contract } = await loadContract(modules);
  return new Map(modules.flatMap((name) => [...generateModule(name, contract[name], describeSchema)]));
}

/** The rollup plugin: loads the generated modules in place of the contract's own. */
export function compiledContract() {
  let generated;
  return {
    name: 'vitrine-compiled-contract',
    async buildStart() {
      generated = await compiledContractModules();
    },
    resolveId: (id) => (id.startsWith('\0vitrine-contract:') ? id : null),
    load(id) {
      const code = generated.get(id);
      // Data and pure calls only: a module a bundle goes through only to reach another (a group
      // through its contract module) need not come along.
      return code === undefined ? null : { code, moduleSideEffects: false };
    },
  };
}
