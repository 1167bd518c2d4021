/**
 * 4. Fuzz: fast-check breaks the well-formed call of every route in every way a client can — a
 * field of the wrong type, missing or extra fields, huge strings and arrays, unicode (lone
 * surrogates, NUL), SQL and HTML metacharacters, path traversal, negative and huge numbers,
 * unparsable or mislabelled bodies, repeated query keys, broken multipart — and the server never
 * answers 5xx, and still answers its health check afterwards. On a failure, the first failing
 * request is printed with the seed that replays the run.
 */

import { maxHeaderSize } from 'node:http';
import { type AnyEndpoint, type EndpointName, endpoints } from '@vitrine/contract';
import fc from 'fast-check';
import { afterAll, expect, inject, it } from 'vitest';
import { liveActors, prepareActors } from './actors.js';
import { bearer, callEndpoint, fillPath, type UploadFile } from './callEndpoint.js';
import { withDatabase } from './database.js';
import { reportFigure } from './figures.js';
import { type Answer, call } from './http.js';
import { type Actors, type RouteCall, routeCalls } from './routeInputs.js';
import { PNG } from './samples.js';
import { freshDataDir, removeDataDir, type ServerProcess, startServerProcess } from './serverProcess.js';

/** In the histogram: an oversize request whose connection the server closed while it was sent. */
const CLOSED_ON_OVERSIZE = 1;

/** Requests sent at once; each property run sends one batch. */
const BATCH = 16;
const RUNS = 640;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

const ROUTES = Object.keys(endpoints) as EndpointName[];
const endpointOf = (name: EndpointName) => endpoints[name] as AnyEndpoint;

// ——— Values that break things ———

const huge = (unit: string) => fc.integer({ min: 1_000, max: 120_000 }).map((n) => unit.repeat(n));
const METACHARACTERS = [
  "' OR '1'='1' --",
  '1; DROP TABLE utilisateur; --',
  "'; SELECT pg_sleep(5); --",
  '"; $1 $2 \\x00 %s %n',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("return process")()}}',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/dev/zero',
  'file:///etc/passwd',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '🧨'.repeat(50),
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '9'.repeat(400),
  '0x10',
  ' 12 ',
  '',
  'null',
  'true',
  '__proto__',
];
const NUMBERS = [
  -1,
  0,
  -0,
  1.5,
  -2_147_483_649,
  2_147_483_648,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const weird: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...METACHARACTERS),
  fc.constantFrom(...NUMBERS),
  fc.integer(),
  fc.double(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  huge('x'),
  huge('é'),
  fc.integer({ min: 100, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.constantFrom(null, true, false, {}, [], [null], { id: 1 }),
  fc.jsonValue({ maxDepth: 3 }),
);

// ——— What a request is ———

type Auth = 'a' | 'none' | 'forged' | 'garbage';

type Plan =
  | { kind: 'leaf'; route: EndpointName; at: number; value: unknown; auth: Auth }
  | { kind: 'remove'; route: EndpointName; at: number; auth: Auth }
  | { kind: 'extra'; route: EndpointName; key: string; value: unknown; auth: Auth }
  | { kind: 'replace'; route: EndpointName; value: unknown; auth: Auth }
  | { kind: 'raw'; route: EndpointName; contentType: string; text: string; auth: Auth }
  | { kind: 'query'; route: EndpointName; query: string; auth: Auth }
  | { kind: 'param'; route: EndpointName; value: string; auth: Auth }
  | { kind: 'multipart'; route: EndpointName; form: MultipartPlan; auth: Auth };

interface MultipartPlan {
  /** How the form is broken. */
  flaw:
    | 'boundary'
    | 'truncated'
    | 'undeclared file'
    | 'many files'
    | 'file name'
    | 'disguised'
    | 'no boundary';
  fileName: string;
  cut: number;
}

const auth = fc.constantFrom<Auth>('a', 'a', 'a', 'a', 'none', 'forged', 'garbage');
const routeWith = (filter: (endpoint: AnyEndpoint) => boolean) =>
  fc.constantFrom(...ROUTES.filter((name) => filter(endpointOf(name))));

const plan: fc.Arbitrary<Plan> = fc.oneof(
  fc.record({ kind: fc.constant('leaf'), route: routeWith(() => true), at: fc.nat(), value: weird, auth }),
  fc.record({ kind: fc.constant('remove'), route: routeWith(() => true), at: fc.nat(), auth }),
  fc.record({
    kind: fc.constant('extra'),
    route: routeWith(() => true),
    key: fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'id_user', 'role', 'etat'),
      fc.string(),
    ),
    value: weird,
    auth,
  }),
  fc.record({
    kind: fc.constant('replace'),
    route: routeWith((e) => e.method === 'POST'),
    value: weird,
    auth,
  }),
  fc.record({
    kind: fc.constant('raw'),
    route: routeWith((e) => e.method === 'POST'),
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data',
      '',
    ),
    text: fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom(
        '{',
        '{"a":',
        '[',
        'null',
        '"x"',
        '1',
        '{"__proto__":{"admin":true}}',
        '\ufeff{}',
        'a=1&b=2',
      ),
      fc.integer({ min: 1_000, max: 60_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
      fc.integer({ min: 1_000, max: 60_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
    ),
    auth,
  }),
  fc.record({
    kind: fc.constant('query'),
    route: routeWith((e) => e.method === 'GET'),
    query: fc.oneof(
      fc.constantFrom(
        'id_user=1&id_user=2',
        'id_user[]=1',
        'id_user[0]=1&id_user[1]=2',
        'limit=-1&page=-5',
        'limit=1e9&page=9999999999999',
        'langue[toString]=1',
        '__proto__[x]=1',
        '%ZZ=1',
        'q=%00',
        '&&&==&',
      ),
      fc.string({ maxLength: 80 }).map((text) => encodeURIComponent(text)),
      fc.string({ maxLength: 80 }),
    ),
    auth,
  }),
  fc.record({
    kind: fc.constant('param'),
    route: routeWith((e) => Object.keys(e.params.shape).length > 0),
    value: fc.oneof(
      fc.constantFrom(
        '..',
        '../..',
        '../../etc/passwd',
        '%2e%2e',
        '..%2f..%2f',
        '-1',
        '0',
        '1.5',
        '9'.repeat(30),
      ),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      huge('9'),
    ),
    auth,
  }),
  fc.record({
    kind: fc.constant('multipart'),
    route: routeWith((e) => e.files !== undefined),
    form: fc.record({
      flaw: fc.constantFrom<MultipartPlan['flaw']>(
        'boundary',
        'truncated',
        'undeclared file',
        'many files',
        'file name',
        'disguised',
        'no boundary',
      ),
      fileName: fc.oneof(
        fc.constantFrom(
          '../../../../tmp/evil.png',
          '..\\..\\evil.png',
          '/etc/passwd',
          'evil.png\u0000.php',
          '.htaccess',
        ),
        fc.string({ unit: 'grapheme', maxLength: 300 }),
      ),
      cut: fc.nat(),
    }),
    auth,
  }),
);

// ——— Turning a plan into a request ———

/** Every leaf of an input, with its path: `you.adresse.id`, `commandes.0.prix`. */
function leaves(value: unknown, path: string[] = []): string[][] {
  if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
      leaves(child, [...path, key]),
    );
  }
  return [path];
}

function mutate(
  input: Record<string, unknown>,
  path: string[],
  change: (parent: Record<string, unknown>, key: string) => void,
) {
  const copy = structuredClone(input);
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path.at(-1);
  if (last !== undefined) change(target, last);
  return copy;
}

interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string | FormData | Uint8Array;
}

function authorization(kind: Auth, actors: Actors, route: EndpointName): string | undefined {
  // Logging A out would leave the rest of the run knocking at the door.
  if (kind === 'a' && route !== 'logout' && route !== 'logoutEverywhere') return bearer(actors.a.token);
  if (kind === 'forged') return bearer('f'.repeat(43));
  if (kind === 'garbage') return 'Bearer <script>alert(1)</script>';
  return undefined;
}

/** A multipart body written by hand, so it can be wrong in ways FormData never is. */
function multipartBody(
  endpoint: AnyEndpoint,
  valid: RouteCall,
  form: MultipartPlan,
): { type: string; body: Uint8Array } {
  const boundary = '----vitrinefuzz7MA4YWxkTrZu0gW';
  const chunks: (string | Uint8Array)[] = [];
  for (const [key, value] of Object.entries(valid.input)) {
    chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n`);
    chunks.push(`${typeof value === 'object' ? JSON.stringify(value) : String(value)}\r\n`);
  }
  const declared = endpoint.files?.map((file) => file.name) ?? [];
  const file = (field: string, name: string, bytes: Uint8Array, type = 'image/png') => {
    chunks.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name.replace(/"/g, '%22')}"\r\nContent-Type: ${type}\r\n\r\n`,
    );
    chunks.push(bytes, '\r\n');
  };
  const fileNames = declared.map((field) => (form.flaw === 'file name' ? form.fileName : `${field}.png`));
  if (form.flaw === 'undeclared file') file(`x${form.cut % 100}`, 'x.png', PNG);
  if (form.flaw === 'many files') for (let i = 0; i < 12; i++) file(declared[0] ?? 'file', `${i}.png`, PNG);
  declared.forEach((field, index) => {
    const disguised = new TextEncoder().encode('<?php system($_GET["c"]); ?>');
    file(field, fileNames[index] as string, form.flaw === 'disguised' ? disguised : PNG, 'image/jpeg');
  });
  chunks.push(`--${boundary}--\r\n`);
  let body = Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)));
  if (form.flaw === 'truncated') body = body.subarray(0, form.cut % body.length);
  const type =
    form.flaw === 'boundary'
      ? 'multipart/form-data; boundary=not-the-boundary'
      : form.flaw === 'no boundary'
        ? 'multipart/form-data'
        : `multipart/form-data; boundary=${boundary}`;
  return { type, body: new Uint8Array(body) };
}

function toRequest(
  p: Plan,
  actors: Actors,
): Request | { endpoint: AnyEndpoint; valid: RouteCall; input: unknown } {
  const endpoint = endpointOf(p.route);
  const valid = routeCalls[p.route](actors);
  const headers: Record<string, string> = {};
  const auth = authorization(p.auth, actors, p.route);
  if (auth) headers.authorization = auth;
  const paths = leaves(valid.input);
  const pathAt = (at: number) => paths[at % paths.length] as string[];
  switch (p.kind) {
    case 'leaf':
      return {
        endpoint,
        valid,
        input: mutate(valid.input, pathAt(p.at), (parent, key) => (parent[key] = p.value)),
      };
    case 'remove':
      return {
        endpoint,
        valid,
        input: mutate(valid.input, pathAt(p.at), (parent, key) => delete parent[key]),
      };
    case 'extra':
      return { endpoint, valid, input: { ...valid.input, [p.key]: p.value } };
    case 'replace':
      if (endpoint.files) return { endpoint, valid, input: p.value };
      headers['content-type'] = 'application/json';
      return {
        method: 'POST',
        path: fillPath(endpoint.path, valid.input),
        headers,
        body: JSON.stringify(p.value) ?? 'undefined',
      };
    case 'raw':
      if (p.contentType) headers['content-type'] = p.contentType;
      return { method: 'POST', path: fillPath(endpoint.path, valid.input), headers, body: p.text };
    case 'query':
      return { method: 'GET', path: `${fillPath(endpoint.path, valid.input)}?${p.query}`, headers };
    case 'param': {
      const name = Object.keys(endpoint.params.shape)[0] as string;
      return {
        method: endpoint.method,
        path: fillPath(endpoint.path, { ...valid.input, [name]: p.value }),
        headers: endpoint.method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
        body: endpoint.method === 'POST' ? JSON.stringify(valid.input) : undefined,
      };
    }
    case 'multipart': {
      const { type, body } = multipartBody(endpoint, valid, p.form);
      return {
        method: 'POST',
        path: fillPath(endpoint.path, valid.input),
        headers: { ...headers, 'content-type': type },
        body,
      };
    }
  }
}

async function send(url: string, p: Plan, actors: Actors): Promise<Answer & { request: string }> {
  const built = toRequest(p, actors);
  if ('endpoint' in built) {
    const input = built.input;
    const authHeader = authorization(p.auth, actors, p.route);
    const files: Record<string, UploadFile> | undefined = built.valid.files;
    const asObject = input !== null && typeof input === 'object' && !Array.isArray(input);
    const answer = asObject
      ? await callEndpoint(url, built.endpoint, {
          input: input as Record<string, unknown>,
          files,
          authorization: authHeader,
        })
      : await call(url, fillPath(built.endpoint.path, built.valid.input), {
          method: 'POST',
          headers: authHeader ? { authorization: authHeader } : {},
          body: JSON.stringify(input) ?? 'undefined',
        });
    return { ...answer, request: `${built.endpoint.method} ${built.endpoint.path} ${describe(input)}` };
  }
  const body = built.body instanceof Uint8Array ? new Blob([new Uint8Array(built.body)]) : built.body;
  const response = await fetch(`${url}/api/${built.path}`, {
    method: built.method,
    headers: built.headers,
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: { text: text.slice(0, 300) },
    request: `${built.method} /api/${describe(built.path)} ${JSON.stringify(built.headers)} ${describe(built.body)}`,
  };
}

function describe(value: unknown): string {
  const text =
    value instanceof Uint8Array
      ? Buffer.from(value).toString('latin1')
      : (JSON.stringify(value) ?? String(value));
  return text.length > 400 ? `${text.slice(0, 400)}… (${text.length} characters)` : text;
}

// ——— The run ———

let server: ServerProcess | undefined;
const dataDir = freshDataDir(inject('reliabilityTemplate'));
afterAll(async () => {
  await server?.kill('SIGKILL');
  removeDataDir(dataDir);
});

it(`${BATCH * RUNS} malformed requests across every route: no 5xx, the server stays up`, async () => {
  const prepared = await withDatabase(dataDir, prepareActors);
  server = await startServerProcess({ dataDir });
  const url = server.url;
  const actors = await liveActors(url, prepared);

  const statuses = new Map<number, number>();
  const routesHit = new Set<EndpointName>();
  let sent = 0;
  let firstFailure: string | undefined;

  const property = fc.asyncProperty(fc.array(plan, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
    const answers = await Promise.all(
      batch.map(async (p) => {
        try {
          return await send(url, p, actors);
        } catch (error) {
          // The connection failed: say why (undici puts it in `cause`) and what was sent.
          const cause = (error as { cause?: { code?: string } }).cause;
          // A request far over Node's header limit is refused with 431 and the connection closed
          // before the client has finished writing it: the client sees the close (EPIPE or a
          // reset), not the answer. That is a refusal, counted apart, not a failure.
          if (
            (cause?.code === 'EPIPE' || cause?.code === 'ECONNRESET') &&
            JSON.stringify(p).length > maxHeaderSize
          ) {
            return { status: CLOSED_ON_OVERSIZE, body: {}, request: `${p.kind} ${p.route}` };
          }
          return {
            status: 0,
            body: { error: cause ? `${error} (${cause})` : String(error), plan: p },
            request: `${p.kind} ${p.route}`,
          };
        }
      }),
    );
    for (const [index, answer] of answers.entries()) {
      sent++;
      routesHit.add((batch[index] as Plan).route);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500 || answer.status === 0) {
        firstFailure ??= `${answer.status} for ${answer.request} → ${JSON.stringify(answer.body).slice(0, 600)}`;
        return false;
      }
    }
    return true;
  });

  let failure: unknown;
  try {
    await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
  } catch (error) {
    failure = error;
  }
  const health = await call(url, 'health').catch(() => ({ status: 0 }));
  const failures = [...statuses]
    .filter(([status]) => status >= 500 || status === 0)
    .reduce((n, [, c]) => n + c, 0);
  const histogram = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === CLOSED_ON_OVERSIZE ? 'closed on oversize' : status}: ${n}`);
  reportFigure(
    `fuzz: ${sent} malformed requests over ${routesHit.size} routes (seed ${SEED}) → ${failures} × 5xx; ` +
      `health afterwards = ${health.status}; answers ${histogram.join(', ')}`,
  );
  if (firstFailure) reportFigure(`fuzz: first failing input: ${firstFailure}`);

  // fast-check's own report holds the whole batch (megabytes of huge strings): its first line is
  // enough, with the seed above to replay the run (FUZZ_SEED=…).
  expect(firstFailure).toBeUndefined();
  expect(failure && String(failure).split('\n')[0]?.slice(0, 300)).toBeUndefined();
  expect(sent).toBeGreaterThanOrEqual(10_000);
  expect(routesHit.size).toBe(ROUTES.length);
  expect(health.status).toBe(200);
});
