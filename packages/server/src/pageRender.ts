/**
 * Pages rendered on the server by the site's own render (packages/reference-site/src/entry-server.tsx,
 * built by `vite build --ssr`): the server loads that module and hands it a `fetch` answered by
 * this app in process, so a page's reads take the API's real path (its checks, its answer cache)
 * without a socket. What the module gives goes into the site's index.html (site.ts).
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** A page as the site's render gives it. */
export interface RenderedPage {
  /** 404 when what the page shows was not found (a product, a seller, an address); else 200. */
  status: number;
  /** The content of `#root`. */
  html: string;
  /** The rules the page uses, and the `data-emotion` naming them. */
  css: string;
  styleKey: string;
  /** The reads the page was rendered from, as JSON safe inside a `<script>` element. */
  snapshot: string;
}

/** What the site's render module exports. */
interface RenderModule {
  renderPage(request: {
    url: string;
    fetch: typeof fetch;
    signal: AbortSignal;
  }): Promise<RenderedPage | null>;
  /** The id of the `<script type="application/json">` the browser reads the snapshot from. */
  SNAPSHOT_ELEMENT_ID: string;
}

/** A rendered page, with where its snapshot goes. */
export type SitePage = RenderedPage & { snapshotElementId: string };

export interface PageRenderer {
  /**
   * The page at `url` (path and query) as a visitor sees it; null outside the site's locales, or
   * when too many pages are being rendered already (the browser renders it then).
   */
  render(url: string): Promise<SitePage | null>;
}

/**
 * How long a page may take, from its request, before it is sent without its content: the render
 * and its reads are stopped, and the browser renders the page all the same.
 */
const RENDER_TIMEOUT_MS = 3_000;
/** Pages rendered at once; more wait their turn, up to a point. */
const RENDERS_AT_ONCE = 4;
/** Beyond this many waiting, a page is sent at once without its content rather than queue. */
const RENDERS_WAITING = 64;

/** What the render's relative addresses are read against: its requests never leave the process. */
const IN_PROCESS_ORIGIN = 'http://vitrine.internal';
const NO_BODY = new Set([204, 304]);

/** One read a render made: the request, and its answer's status and digest. */
interface ReadMade {
  url: string;
  headers: Record<string, string>;
  answer: string;
}

const answerOf = (status: number, body: Buffer) =>
  `${status} ${createHash('sha256').update(body).digest('base64')}`;

/**
 * `fetch`, answered by `app` itself. The render's client calls the API at this page's origin
 * (`/api/…`), as the browser does, so the addresses it writes into the page (pictures, links)
 * are the ones the browser will write. Each read is told to `made`, if given.
 */
export function inProcessFetch(app: FastifyInstance, made?: (read: ReadMade) => void): typeof fetch {
  return async (input, init) => {
    const address = new URL(input instanceof Request ? input.url : String(input), IN_PROCESS_ORIGIN);
    const request = new Request(address, input instanceof Request ? input : init);
    // A render given up on asks nothing more.
    request.signal.throwIfAborted();
    const { pathname, search } = address;
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${pathname}${search}`,
      headers: Object.fromEntries(request.headers),
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    if (request.method === 'GET') {
      made?.({
        url: `${pathname}${search}`,
        headers: Object.fromEntries(request.headers),
        answer: answerOf(response.statusCode, response.rawPayload),
      });
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    // A copy on its own ArrayBuffer: what `Response` takes under every lib's typing of it.
    return new Response(NO_BODY.has(response.statusCode) ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}

/**
 * The site's render module, imported again when its file changes: a rebuilt site must not be
 * hydrated from the previous build's markup (site.ts likewise reads a rebuilt index.html).
 */
function renderModule(modulePath: string) {
  let loaded: { built: number; module: Promise<RenderModule> } | undefined;
  return {
    /** The current build (its file's time) and its module. */
    build() {
      const { mtimeMs } = statSync(modulePath);
      if (loaded?.built !== mtimeMs) {
        loaded = { built: mtimeMs, module: import(`${pathToFileURL(modulePath).href}?built=${mtimeMs}`) };
      }
      return loaded;
    },
  };
}

/** Runs at most `atOnce` tasks together; null, at once, when `waiting` are queued already. */
function limited(atOnce: number, waiting: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T | null> => {
    if (running >= atOnce) {
      if (queue.length >= waiting) return null;
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      queue.shift()?.();
    }
  };
}

/** A page kept as rendered, with the reads it was rendered from. */
interface KeptPage {
  /** The render module's build it came from. */
  built: number;
  keptAt: number;
  reads: ReadMade[];
  page: SitePage;
  bytes: number;
}

/** Bytes of pages kept (least recently served out first). */
const KEPT_PAGES_BYTES = 32 * 1024 * 1024;
/** A kept page is rendered again after this long, whatever its reads say: its dates move on. */
const KEPT_PAGE_MS = 5 * 60 * 1000;

/**
 * Rendered pages kept by address, each served again only while every read it was rendered from
 * answers exactly as it did: the reads are made again (through the answer cache, cheap) and
 * their answers' digests compared. A render is a function of its address and its reads, so a
 * page served from here is the page a render would give, a sale or a rename included.
 */
function keptPages(app: FastifyInstance) {
  const pages = new Map<string, KeptPage>();
  let bytes = 0;
  const drop = (url: string) => {
    const kept = pages.get(url);
    if (!kept) return;
    pages.delete(url);
    bytes -= kept.bytes;
  };
  const stillSo = async ({ url, headers, answer }: ReadMade) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return answerOf(response.statusCode, response.rawPayload) === answer;
  };
  return {
    async find(url: string, built: number): Promise<SitePage | null> {
      const kept = pages.get(url);
      if (!kept) return null;
      if (kept.built !== built || Date.now() - kept.keptAt > KEPT_PAGE_MS) {
        drop(url);
        return null;
      }
      if (!(await Promise.all(kept.reads.map(stillSo))).every(Boolean)) {
        drop(url);
        return null;
      }
      // Most recently served last: the first in the map go first.
      pages.delete(url);
      pages.set(url, kept);
      return kept.page;
    },
    keep(url: string, built: number, reads: ReadMade[], page: SitePage): void {
      drop(url);
      const size = page.html.length + page.css.length + page.snapshot.length + url.length;
      if (size > KEPT_PAGES_BYTES / 16) return;
      pages.set(url, { built, keptAt: Date.now(), reads, page, bytes: size });
      bytes += size;
      for (const oldest of pages.keys()) {
        if (bytes <= KEPT_PAGES_BYTES) break;
        drop(oldest);
      }
    },
  };
}

export async function loadPageRenderer(app: FastifyInstance, modulePath: string): Promise<PageRenderer> {
  const current = renderModule(modulePath);
  // Loaded now: a module that cannot load stops the server at its start, not at its first page.
  await current.build().module;
  const inTurn = limited(RENDERS_AT_ONCE, RENDERS_WAITING);
  const kept = keptPages(app);
  return {
    async render(url) {
      const { built, module: loading } = current.build();
      const found = await kept.find(url, built);
      if (found) return found;
      const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
      const givenUp = new Promise<never>((_, reject) => {
        signal.addEventListener('abort', () =>
          reject(new Error(`Rendering ${url} took more than ${RENDER_TIMEOUT_MS} ms`)),
        );
      });
      // Rejected only when raced below; otherwise nobody listens.
      givenUp.catch(() => {});
      return inTurn(async () => {
        const module = await loading;
        const reads: ReadMade[] = [];
        const fetch = inProcessFetch(app, (read) => reads.push(read));
        const rendered = await Promise.race([module.renderPage({ url, fetch, signal }), givenUp]);
        if (!rendered) return null;
        const page = { ...rendered, snapshotElementId: module.SNAPSHOT_ELEMENT_ID };
        kept.keep(url, built, reads, page);
        return page;
      });
    },
  };
}

/** The site's index.html with a rendered page in it: its rules in the head, its content and its reads in `#root`'s place. */
export function withRenderedPage(html: string, page: SitePage): string {
  // The rules are the widgets' own, never a seller's text; still, nothing in them may close the element.
  const css = page.css.replace(/<\/style/gi, '<\\/style');
  // Replaced by functions: a seller's `$&` in the page is text, not a replacement pattern.
  return html
    .replace('</head>', () => `<style data-emotion="${page.styleKey}">${css}</style>\n</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${page.snapshotElementId}">${page.snapshot}</script>`,
    );
}
