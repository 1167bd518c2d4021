/**
 * Calls an endpoint of the contract: builds the URL from the path and inputs, adds the request
 * headers of spec §7 "Authorization", parses the answer with the contract's schema, and returns
 * a {@link Result}. The `fetch` used is resolved on every call, so tests can spy on it.
 *
 * The answer is checked through the schema's Standard Schema interface (`~standard`), so this
 * module carries no validator of its own: only the schemas a bundle uses bring zod in.
 */
import {
  type AnyEndpoint,
  buildPath,
  type EndpointInput,
  type EndpointResponse,
  pathParamNames,
} from '@vitrine/contract';
import { type Result, SdkHttpError, SdkNetworkError, SdkValidationError } from '../errors.js';

/**
 * A read's method and path without its schemas, typed by the contract's endpoint `E`. A call
 * through it is built exactly like one through `E`, but its answer is trusted, not checked: for
 * bundles that cannot carry the schemas and zod (see `createCatalogReader`).
 */
export interface EndpointRoute<E extends AnyEndpoint = AnyEndpoint> {
  readonly method: 'GET';
  readonly path: E['path'];
  /** Never set: names the endpoint whose input and answer types the route has. */
  readonly endpoint?: E;
}

export interface HttpClientOptions {
  /** Origin the API lives under, without `/api`: `https://shop.example` or '' for this page's origin. */
  baseUrl: string;
  fetch?: () => typeof fetch;
  /** The signed-in user's token, or null. */
  getToken?: () => string | null;
  /** The page's cookies, to echo the XSRF token on same-origin writes; '' on a server. */
  getCookies?: () => string;
  /** Called when a call that carried the user's token answers 401: the session has ended. */
  onUnauthorized?: () => void;
  /** How reads and keyed writes are sent again; see {@link RetryOptions}. */
  retry?: RetryOptions;
}

/**
 * A read, or a write carrying its idempotency key (`mayRetry` of the contract), whose connection
 * failed or that was answered 502, 503 or 504 is sent again after the `Retry-After` the answer
 * gave, else after 250 ms, then 500 ms…; any other call is sent once.
 * @example createVitrine({ baseUrl, retry: { retries: 0 } }) // every call sent once
 */
export interface RetryOptions {
  /** Tries after the first. @default 2 */
  retries?: number;
  /** The longest wait before a try: an answer asking for a longer one is returned as it came. @default 5000 */
  maxDelayMs?: number;
  /** Waits `ms` before a try. @default setTimeout, looked up at each wait */
  sleep?: (ms: number) => Promise<void>;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Files of a multipart endpoint, by field name. */
  files?: Readonly<Record<string, Blob | undefined>>;
  /**
   * A bearer token to send instead of the user's: the payment provider's publishable key for its
   * files service (spec §7).
   */
  bearer?: string;
}

/** Paths whose calls never carry the user's token (spec §7 "Authorization"). */
const NO_TOKEN_PATHS = ['stripeController/account/', 'stripeController/update2'];

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

export interface HttpClient {
  call<E extends AnyEndpoint>(
    endpoint: E | EndpointRoute<E>,
    input?: EndpointInput<E>,
    init?: CallOptions,
  ): Promise<Result<EndpointResponse<E>>>;
  /** The absolute URL of an API path, for links and images. */
  url(path: string): string;
  /**
   * A GET of a file only the signed-in user may read (an order's evidence photo), with their
   * token: an `<img src>` carries no bearer token. The answer as it came; the caller reads it.
   */
  fetchWithToken(path: string, init?: { signal?: AbortSignal }): Promise<Response>;
}

function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Drops undefined values and turns the rest into query-string text. */
function toSearchParams(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const resolveFetch = options.fetch ?? (() => globalThis.fetch.bind(globalThis));

  const urlOf = (path: string) =>
    /^[a-z][a-z0-9+.-]*:/i.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;

  return {
    url: urlOf,

    fetchWithToken(path, init = {}) {
      const token = options.getToken?.();
      return resolveFetch()(urlOf(path), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal: init.signal,
      });
    },

    async call(endpoint, input = {} as never, init = {}) {
      const values = input as Record<string, unknown>;
      // A route has no schemas: it is a GET, whose inputs all go to the query.
      const schemas = 'response' in endpoint ? endpoint : null;
      const pick = (shape: Record<string, unknown> = {}) =>
        Object.fromEntries(Object.entries(values).filter(([key]) => key in shape));
      const path = buildPath(endpoint.path, values);
      const query = endpoint.method === 'GET' ? { ...values } : pick(schemas?.query.shape);
      for (const name of pathParamNames(endpoint.path)) delete query[name];
      const url = `${base}/api/${path}${toSearchParams(query)}`;

      const headers: Record<string, string> = { accept: 'application/json' };
      const token = init.bearer ?? options.getToken?.();
      const sendsUserToken = init.bearer === undefined && Boolean(token);
      if (token && !NO_TOKEN_PATHS.some((skip) => endpoint.path.includes(skip))) {
        headers.authorization = `Bearer ${token}`;
      }
      let body: string | FormData | undefined;
      let fields: Record<string, unknown> | null = null;
      if (endpoint.method !== 'GET') {
        fields = pick(schemas?.body.shape);
        if (schemas?.files) {
          // The browser sets the multipart boundary itself: no content-type here.
          const form = new FormData();
          for (const [key, value] of Object.entries(fields)) {
            if (value !== undefined && value !== null)
              form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
          }
          for (const part of schemas.files) {
            const file = init.files?.[part.name];
            if (file) form.append(part.name, file, (file as File).name || part.name);
          }
          body = form;
        } else {
          headers['content-type'] = 'application/json';
          body = JSON.stringify(fields);
        }
        // Same-origin writes echo the XSRF cookie (spec §7); cross-origin calls carry no cookie.
        const xsrf = base === '' ? readCookie(options.getCookies?.() ?? '', XSRF_COOKIE) : null;
        if (xsrf) headers[XSRF_HEADER] = xsrf;
      }

      const send = (): Promise<Response | SdkNetworkError> =>
        resolveFetch()(url, { method: endpoint.method, headers, body, signal: init.signal }).catch(
          (cause) => new SdkNetworkError(`Could not reach ${url}`, cause),
        );
      let response = await send();
      // A failed connection or a 5xx the balancer or a busy server gives may be worth another
      // try: what decides (RETRYABLE_STATUSES, mayRetry) and waits comes in its own chunk, loaded then.
      if (response instanceof SdkNetworkError || response.status > 501) {
        const { sendAgain } = await import('./sendAgain.js');
        response = await sendAgain(send, response, endpoint.method, fields, options.retry, init.signal);
      }
      if (response instanceof SdkNetworkError) return { error: response };

      let payload: unknown;
      try {
        payload = await response.json();
      } catch {
        return response.ok
          ? { error: new SdkValidationError(`The answer of ${endpoint.path} is not JSON`, []) }
          : { error: new SdkHttpError(response.status, response.statusText || `HTTP ${response.status}`) };
      }

      if (!response.ok) {
        if (response.status === 401 && sendsUserToken && headers.authorization) options.onUnauthorized?.();
        const record = (payload ?? {}) as Record<string, unknown>;
        const message = typeof record.error === 'string' ? record.error : `HTTP ${response.status}`;
        return { error: new SdkHttpError(response.status, message, record) };
      }
      if (!schemas) return { data: payload as never };
      // zod's schemas check synchronously; the interface allows a promise, so await it.
      const checked = await schemas.response['~standard'].validate(payload);
      if (checked.issues) {
        return {
          error: new SdkValidationError(
            `The answer of ${endpoint.path} does not match the contract`,
            checked.issues.map((issue) => ({
              path: (issue.path ?? []).map((segment) =>
                typeof segment === 'object' ? segment.key : segment,
              ),
              message: issue.message,
            })),
          ),
        };
      }
      return { data: checked.value as never };
    },
  };
}
