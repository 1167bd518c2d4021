/**
 * Where the window stands when the address changes, as a shop's visitors expect: a page opened
 * from a link starts at its top (the browser keeps the old page's position for a route change of
 * a single-page site, so a card clicked low in a list opened the product scrolled to its footer);
 * Back and Forward return to where the visitor was on that page. The browser's own restoration
 * cannot do the latter here: it scrolls at once, before the page's content has come back, and a
 * page still short keeps only what fits. This waits for the page to be tall enough, and gives up
 * as soon as the visitor scrolls, clicks or types themselves.
 *
 * Positions are kept per address (path and query) for the tab's life, and across a reload.
 */

const STORAGE_KEY = 'vitrine.scroll-positions';
/** Addresses remembered at most: the oldest are forgotten first. */
const KEPT_ADDRESSES = 50;
/** How long a restoration waits for a page to grow tall enough before it settles for what fits. */
const RESTORE_PATIENCE_MS = 5_000;
/** What a visitor does that is theirs to decide: a restoration under way stops for it. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const addressOf = (where: Location) => `${where.pathname}${where.search}`;

function readKept(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return new Map(
      Array.isArray(saved)
        ? saved.filter((entry): entry is [string, number] => typeof entry?.[1] === 'number')
        : [],
    );
  } catch {
    // Storage refused (private modes, quotas): positions are then kept for this page's life only.
    return new Map();
  }
}

function writeKept(kept: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...kept]));
  } catch {
    // As above: nothing is lost but the positions of an earlier page's life.
  }
}

/** Installs the behaviour once, in the browser's entry; returns how to remove it (tests). */
export function restoreScrollOnNavigation(): () => void {
  history.scrollRestoration = 'manual';
  const kept = readKept();
  let current = addressOf(location);
  let cancelRestoration: (() => void) | null = null;
  const stopping = new AbortController();
  const on = <K extends keyof WindowEventMap>(type: K, listener: (event: WindowEventMap[K]) => void) =>
    addEventListener(type, listener, { passive: true, signal: stopping.signal });

  const remember = (address: string, top: number) => {
    kept.delete(address);
    kept.set(address, top);
    for (const oldest of kept.keys()) {
      if (kept.size <= KEPT_ADDRESSES) break;
      kept.delete(oldest);
    }
  };

  /** Scrolls to `top` once the page is tall enough for it, unless the visitor acts first. */
  const restore = (top: number) => {
    cancelRestoration?.();
    const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= top;
    if (reachable()) {
      window.scrollTo(0, top);
      return;
    }
    const waiting = new AbortController();
    const growth = new ResizeObserver(() => {
      if (!reachable()) return;
      window.scrollTo(0, top);
      cancel();
    });
    const patience = setTimeout(() => {
      window.scrollTo(0, top);
      cancel();
    }, RESTORE_PATIENCE_MS);
    const cancel = () => {
      growth.disconnect();
      clearTimeout(patience);
      waiting.abort();
      cancelRestoration = null;
    };
    for (const type of VISITOR_INPUT)
      addEventListener(type, cancel, { passive: true, signal: waiting.signal });
    growth.observe(document.body);
    cancelRestoration = cancel;
  };

  // The position is read as the visitor moves, for the address they are on: at a route change
  // the page's content is replaced before any later scroll event could tell where they were.
  let frame = 0;
  on('scroll', () => {
    if (frame || cancelRestoration) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      if (!cancelRestoration) remember(current, window.scrollY);
    });
  });

  // Another page: it starts at its top, once it is drawn.
  const openAtTop = () => {
    remember(current, window.scrollY);
    current = addressOf(location);
    cancelRestoration?.();
    requestAnimationFrame(() => window.scrollTo(0, 0));
  };
  on('pushState' as keyof WindowEventMap, openAtTop);
  // An address rewritten in place: the same page (a filter, a corrected link) keeps the
  // visitor's place; another (where signing in leads back to) opens at its top.
  on('replaceState' as keyof WindowEventMap, () => {
    if (location.pathname !== new URL(current, location.href).pathname) return openAtTop();
    const top = kept.get(current);
    kept.delete(current);
    current = addressOf(location);
    if (top !== undefined) remember(current, top);
  });
  on('popstate', () => {
    remember(current, window.scrollY);
    current = addressOf(location);
    restore(kept.get(current) ?? 0);
  });
  on('pagehide', () => writeKept(kept));

  // A reload, or Back from another site to this page: where the visitor was, as the browser would.
  const [arrival] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const known = kept.get(current);
  if (known !== undefined && (arrival?.type === 'reload' || arrival?.type === 'back_forward')) restore(known);

  return () => {
    stopping.abort();
    cancelRestoration?.();
    if (frame) cancelAnimationFrame(frame);
    history.scrollRestoration = 'auto';
  };
}
