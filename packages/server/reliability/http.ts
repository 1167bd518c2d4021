/** Calls to a server process, with a time limit: a killed server must not hang the suite. */

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface CallOptions {
  token?: string;
  method?: 'GET' | 'POST';
  /** JSON-encoded unless it is FormData or a string. */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** `fetch` against `/api/<path>`; rejects when the connection fails (server down, killed). */
export async function call<T = Record<string, unknown>>(
  url: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.body instanceof FormData || typeof options.body === 'string') body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${url}/api/${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: kept as text, which a caller checking `error` will see.
  }
  return { status: response.status, body: parsed as T };
}
