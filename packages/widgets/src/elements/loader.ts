/**
 * The script-tag loader (`dist/vitrine-elements.js`): it defines every `vitrine-*` element at
 * once, and fetches an element's code the first time one is connected to the page. Each element
 * is react-to-web-component's own element from the start — the same attributes, properties and
 * open shadow root as `defineVitrineElements` gives — so nothing is replaced when the code
 * arrives: the screen renders into the element in place, with the attributes it has by then, its
 * children and the listeners already on it. Elements of a page share one client (their chunks
 * share one `sharedClient` module).
 *
 * What it does for the page's speed (BENCHMARKS.md §6): every element is a block from the start
 * (one stylesheet added to the document), and a grid holds its final size until its cards come
 * (a frame in its shadow root), so nothing below it moves; an element's files are asked for all at
 * once (`modulepreload`) rather than each after the one importing it; and with `whenNeeded`, an
 * element out of view gets its code once the page is idle, a hidden one when it is shown.
 */
import r2wc, { type R2WCRenderer } from '@r2wc/core';
import type { ComponentType } from 'react';
import { CARD_BELOW_PICTURE, COLUMN_GAP, GRID_COLUMNS, ROW_GAP } from '../ui/gridLayout.js';

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** Every element's attributes, by prop name (camelCase), base attributes included. */
export type ElementTable = Record<string, Record<string, AttributeType>>;

/** What an element's chunk exports. */
export interface ElementModule {
  component: ComponentType<never>;
  renderer: R2WCRenderer<object, unknown>;
}

/** One connection of an element: rendered once its module is there, unless gone before. */
interface Pending {
  props: object;
  module?: ElementModule;
  rendered?: unknown;
  gone?: boolean;
}

/** Stands for the screen until the chunk comes: react-to-web-component needs a component. */
const Placeholder: ComponentType<object> = () => null;

/** How the loader treats each element; every field has a default. */
export interface LazyElementOptions {
  /** @default globalThis.customElements */
  registry?: CustomElementRegistry;
  /**
   * By tag: what the element's shadow root shows before its code comes, as tall as the screen's
   * own loading state (HTML, read from the element's attributes). @default the grid's (gridFrame)
   */
  frames?: Record<string, (host: Element) => string>;
  /**
   * When a connected element's code is asked for: `start` called at once, or later (`whenNeeded`).
   * @default at once
   */
  schedule?: (host: Element, start: () => Promise<unknown>) => void;
  /** The document the elements' stylesheet goes into. @default globalThis.document */
  document?: Document;
}

function lazyRenderer(
  tag: string,
  load: () => Promise<ElementModule>,
  { frames = defaultFrames, schedule = (_host, start) => void start() }: LazyElementOptions,
): R2WCRenderer<object, Pending> {
  return {
    mount(container, _placeholder, props) {
      const pending: Pending = { props };
      const frame = frames[tag];
      const host = container instanceof ShadowRoot ? container.host : container;
      if (frame && container.childNodes.length === 0) container.innerHTML = frame(host);
      schedule(host, () =>
        load().then(
          (module) => {
            if (pending.gone) return;
            pending.module = module;
            // The frame goes in the task the screen renders in: no paint shows the element empty.
            if (frame) container.replaceChildren();
            pending.rendered = module.renderer.mount(
              container,
              module.component as ComponentType<object>,
              pending.props,
            );
          },
          (error: unknown) => console.error(`Vitrine could not load <${tag}>`, error),
        ),
      );
      return pending;
    },
    update(pending, props) {
      pending.props = props;
      if (pending.module) pending.module.renderer.update(pending.rendered, props);
    },
    unmount(pending) {
      pending.gone = true;
      if (pending.module) pending.module.renderer.unmount(pending.rendered);
    },
  };
}

/** Defines every element of `table` not defined yet; `load(tag)` fetches its module, once. */
export function defineLazyElements(
  table: ElementTable,
  load: (tag: string) => Promise<ElementModule>,
  options: LazyElementOptions = {},
): void {
  const registry = options.registry ?? globalThis.customElements;
  if (!registry) return;
  addElementStyles(Object.keys(table), options.document ?? globalThis.document);
  for (const [tag, props] of Object.entries(table)) {
    if (registry.get(tag)) continue;
    let module: Promise<ElementModule> | undefined;
    const loadOnce = () => {
      if (!module) {
        module = load(tag);
        // A failed fetch (offline) is tried again by the next element connected.
        module.catch(() => {
          module = undefined;
        });
      }
      return module;
    };
    registry.define(tag, r2wc(Placeholder, { shadow: 'open', props }, lazyRenderer(tag, loadOnce, options)));
  }
}

/**
 * Where the chunks are: `chunks/` beside the loader script, wherever the page took it from. Read
 * while the script runs (`document.currentScript`), or found by its name when it runs as a module.
 */
export function chunkBase(
  script: Element | null = document.currentScript ??
    document.querySelector('script[src*="vitrine-elements"]'),
): string {
  const src = script instanceof HTMLScriptElement && script.src ? script.src : document.baseURI;
  return new URL('chunks/', src).href;
}

const STYLE_ID = 'vitrine-elements-style';

/**
 * One stylesheet for the page, first in its head so the page's own rules win: every element is a
 * block (a custom element is inline by default) unless `hidden`, at least as tall as the page's
 * `--<tag>-min-height` says (`--vitrine-cart-min-height: 480px`), so it can hold its place before
 * its code comes. Zero specificity (`:where`): any rule of the page overrides it.
 */
export function addElementStyles(tags: readonly string[], document: Document | undefined): void {
  if (!document?.head || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = [
    `:where(${tags.map((tag) => `${tag}:not([hidden])`).join(',')}){display:block}`,
    ...tags.map((tag) => `:where(${tag}){min-height:var(--${tag}-min-height,auto)}`),
  ].join('\n');
  document.head.prepend(style);
}

/**
 * The product grid before its code: `limit` empty cards (24 by default, as CatalogGrid) in the
 * grid's columns, the same geometry as ProductGridPlaceholder, which the grid shows next while its
 * products load, and as its cards: what follows the grid does not move (CLS 0).
 */
export function gridFrame(host: Element): string {
  const limit = Number(host.getAttribute('limit'));
  const count = Number.isInteger(limit) && limit > 0 ? Math.min(limit, 96) : 24;
  const columns = GRID_COLUMNS.slice(1)
    .map(
      ([width, n]) =>
        `@container (min-width:${width}px){ul{grid-template-columns:repeat(${n},minmax(0,1fr))}}`,
    )
    .join('');
  return (
    `<style>div{container-type:inline-size}ul{list-style:none;margin:0;padding:0;display:grid;gap:${ROW_GAP}px ${COLUMN_GAP}px;grid-template-columns:repeat(2,minmax(0,1fr))}${columns}li{min-width:0}` +
    `i{display:block;aspect-ratio:4/5;background:var(--vitrine-color-subtle,#f6f3ef)}b{display:block;height:${CARD_BELOW_PICTURE}px}</style>` +
    `<div aria-hidden="true"><ul>${'<li><i></i><b></b></li>'.repeat(count)}</ul></div>`
  );
}

const defaultFrames: Record<string, (host: Element) => string> = { 'vitrine-product-grid': gridFrame };

/**
 * Imports an element's files (beside the loader, under `base`) all at once, rather than each after
 * the one that imports it: its first-use chunks download side by side, and each runs as it comes,
 * in a task of its own, rather than all in one when the last has come. The element's own import
 * then finds them loaded. A file that fails is asked for again by that import.
 */
export function preloadModules(
  base: string,
  files: readonly string[],
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): void {
  for (const file of files) load(new URL(file, base).href).catch(() => {});
}

/** The code of the elements in view, asked for at once: the others wait for it. */
const inView = new Set<Promise<unknown>>();

/**
 * A `schedule` for `defineLazyElements`: the code of an element in view (or less than half a
 * screen from it) is asked for as soon as the page is first laid out; that of one further down
 * once the page has loaded, the elements in view have rendered and the page is idle, so it is
 * ready when scrolled to without competing with what shows first; that of a hidden one
 * (`display: none`, a product not opened yet) when it is shown, wherever it is. Where elements
 * are is read from observers, never by measuring them while the page is parsed (each measure
 * would lay the page out again).
 */
export function whenNeeded(host: Element, start: () => Promise<unknown>): void {
  const view = globalThis.window;
  if (!view || typeof IntersectionObserver === 'undefined') {
    void start();
    return;
  }
  let started = false;
  let shown: ResizeObserver | undefined;
  const go = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    shown?.disconnect();
    const loading = start();
    if (!settled) inView.add(loading);
  };
  let settled = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) go();
    },
    { rootMargin: '50% 0px' },
  );
  observer.observe(host);
  // Safari has no requestIdleCallback: a short timeout stands for it.
  const idle = () => {
    settled = true;
    const isShown = () => host.getClientRects().length > 0;
    // Still hidden: a ResizeObserver tells when it is shown (its box goes from none to some), so
    // a product opened below the view after the page went idle gets its code then, not on scroll.
    const ifShown = () => {
      if (isShown()) go();
      else if (!started && typeof ResizeObserver !== 'undefined') {
        shown = new ResizeObserver(() => isShown() && go());
        shown.observe(host);
      }
    };
    if (typeof view.requestIdleCallback === 'function') view.requestIdleCallback(ifShown, { timeout: 2000 });
    else setTimeout(ifShown, 200);
  };
  // After a frame, the observer has told which elements are in view: their code goes first.
  const afterInView = () =>
    view.requestAnimationFrame(() => setTimeout(() => void Promise.allSettled([...inView]).then(idle)));
  if (view.document.readyState === 'complete') afterInView();
  else view.addEventListener('load', afterInView, { once: true });
}
