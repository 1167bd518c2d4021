/**
 * The contract's answer schemas as plain data, checked by a small interpreter: what the
 * script-tag build (rollup.config.mjs, @vitrine/build-tools/compiled-contract) puts in place of zod, so an
 * element still validates every answer (design "Wire conventions") without carrying zod's
 * runtime and every schema of the endpoint groups it imports.
 *
 * `describeSchema` runs at build time on the contract's zod/mini schemas; `compiledSchema` runs in
 * the page. The answers' schemas use objects, arrays, strings, numbers, booleans, literals, enums,
 * unions, optional and nullable values (recursive ones included): a schema with anything else
 * (checks, transforms, coercion) is refused at build time rather than checked loosely.
 */

/**
 * A schema as data: `s` string, `n` number, `b` boolean; `['o', shape, id?]` an object (with `id`
 * when it contains itself), `['r', id]` that object again, `['a', item]` an array, `['?', inner]`
 * optional, `['0', inner]` nullable, `['e', values]` one of an enum, `['l', values]` a literal,
 * `['u', options]` a union (the first that fits wins, as in zod).
 */
export type SchemaData =
  | 's'
  | 'n'
  | 'b'
  | readonly ['o', { readonly [key: string]: SchemaData }, number?]
  | readonly ['r', number]
  | readonly ['a' | '?' | '0', SchemaData]
  | readonly ['e' | 'l', readonly unknown[]]
  | readonly ['u', readonly SchemaData[]];

interface Issue {
  message: string;
  path: PropertyKey[];
}

/** The Standard Schema interface the SDK's HTTP client checks answers through. */
export interface CompiledSchema {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'vitrine';
    validate(value: unknown): { value: unknown; issues?: undefined } | { issues: Issue[] };
  };
}

const TYPES = { s: 'string', n: 'number', b: 'boolean' } as const;

function check(
  data: SchemaData,
  value: unknown,
  path: PropertyKey[],
  issues: Issue[],
  own: Record<number, SchemaData>,
): unknown {
  const fail = (expected: string) => {
    issues.push({ message: `Invalid input: expected ${expected}`, path });
    return value;
  };
  if (typeof data === 'string') {
    const type = TYPES[data];
    // zod's number refuses NaN and the infinities.
    return typeof value === type && (data !== 'n' || Number.isFinite(value)) ? value : fail(type);
  }
  switch (data[0]) {
    case 'o': {
      if (data[2] !== undefined) own[data[2]] = data;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('object');
      const input = value as Record<string, unknown>;
      // Known keys only, as zod's object strips the others.
      const output: Record<string, unknown> = {};
      for (const key of Object.keys(data[1])) {
        const field = data[1][key] as SchemaData;
        if (input[key] === undefined && field[0] === '?') {
          if (key in input) output[key] = undefined;
          continue;
        }
        output[key] = check(field, input[key], [...path, key], issues, own);
      }
      return output;
    }
    case 'r':
      return check(own[data[1]] as SchemaData, value, path, issues, own);
    case 'a':
      // Array.from, not map: a hole is checked as the undefined it reads as, as zod does.
      return Array.isArray(value)
        ? Array.from(value, (item, index) => check(data[1], item, [...path, index], issues, own))
        : fail('array');
    case '?':
      return value === undefined ? value : check(data[1], value, path, issues, own);
    case '0':
      return value === null ? value : check(data[1], value, path, issues, own);
    case 'e':
    case 'l':
      return data[1].includes(value) ? value : fail(data[1].map((item) => JSON.stringify(item)).join(' | '));
    case 'u':
      for (const option of data[1]) {
        const found: Issue[] = [];
        const checked = check(option, value, path, found, own);
        if (found.length === 0) return checked;
      }
      return fail('one of the union');
  }
}

/** A schema of {@link SchemaData}, checked through the Standard Schema interface. */
export function compiledSchema(data: SchemaData): CompiledSchema {
  return {
    '~standard': {
      version: 1,
      vendor: 'vitrine',
      validate(value) {
        const issues: Issue[] = [];
        const checked = check(data, value, [], issues, {});
        return issues.length > 0 ? { issues } : { value: checked };
      },
    },
  };
}

/** A contract export the script-tag build cannot carry: using it says so, with the fix. */
export function unavailableExport(name: string): never {
  return new Proxy(
    {},
    {
      get() {
        throw new Error(
          `@vitrine/contract's ${name} is not in the script-tag build (@vitrine/build-tools/compiled-contract): import it in a bundle of your own, or teach that generator to carry it`,
        );
      },
    },
  ) as never;
}

/** What `describeSchema` reads of a zod/mini schema: its definition. */
interface ZodLike {
  _zod: {
    optin?: string;
    def: {
      type: string;
      shape?: Record<string, ZodLike>;
      element?: ZodLike;
      innerType?: ZodLike;
      options?: ZodLike[];
      entries?: Record<string, unknown>;
      values?: unknown[];
      checks?: unknown[];
      check?: string;
      format?: string;
      coerce?: boolean;
      catchall?: ZodLike;
    };
  };
}

/** Ids of recursive objects, unique across descriptions so that shared data never collide. */
let nextId = 0;

/**
 * A zod/mini schema as {@link SchemaData}, at build time. The same schema object gives the same
 * data object, so a generator can share it; a recursive object is named and referred to.
 * @throws when the schema uses something `compiledSchema` does not check.
 */
export function describeSchema(schema: unknown, shared = new Map<unknown, SchemaData>()): SchemaData {
  const open = new Map<unknown, { id?: number }>();
  const describe = (node: ZodLike, where: string): SchemaData => {
    const known = shared.get(node);
    if (known) return known;
    const opened = open.get(node);
    if (opened) {
      opened.id ??= nextId++;
      return ['r', opened.id];
    }
    const def = node._zod?.def;
    if (!def) throw new Error(`${where}: not a zod schema`);
    if ((def.checks?.length ?? 0) > 0 || def.coerce)
      throw new Error(`${where}: a ${def.type} with checks or coercion`);
    // A format (z.iso.date(), z.email(), z.int()…) is a check the schema itself runs: read as a
    // plain string or number, it would let any value of that type through.
    if (def.check !== undefined)
      throw new Error(`${where}: a ${def.type} of format ${def.format ?? def.check}, a check`);
    let data: SchemaData;
    switch (def.type) {
      case 'string':
        data = 's';
        break;
      case 'number':
        data = 'n';
        break;
      case 'boolean':
        data = 'b';
        break;
      case 'object': {
        if (def.catchall) throw new Error(`${where}: an object with a catchall`);
        const mark: { id?: number } = {};
        open.set(node, mark);
        const shape: Record<string, SchemaData> = {};
        for (const [key, field] of Object.entries(def.shape ?? {})) {
          const described = describe(field, `${where}.${key}`);
          shape[key] = field._zod.optin === 'optional' && described[0] !== '?' ? ['?', described] : described;
        }
        open.delete(node);
        data = mark.id === undefined ? ['o', shape] : ['o', shape, mark.id];
        break;
      }
      case 'array':
        data = ['a', describe(def.element as ZodLike, `${where}[]`)];
        break;
      case 'optional':
        data = ['?', describe(def.innerType as ZodLike, where)];
        break;
      case 'nullable':
        data = ['0', describe(def.innerType as ZodLike, where)];
        break;
      case 'enum':
        data = ['e', Object.values(def.entries ?? {})];
        break;
      case 'literal':
        data = ['l', def.values ?? []];
        break;
      case 'union':
        data = ['u', (def.options ?? []).map((option, index) => describe(option, `${where}|${index}`))];
        break;
      default:
        throw new Error(`${where}: a ${def.type} schema`);
    }
    // Data inside a recursive object may refer to it: share it only once that object is closed.
    if (open.size === 0 || typeof data === 'string') shared.set(node, data);
    return data;
  };
  return describe(schema as ZodLike, 'schema');
}
