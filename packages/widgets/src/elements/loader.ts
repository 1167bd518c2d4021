/**
 * The script-tag loader (`dist/vitrine-elements.js`): it defines every `vitrine-*` element at
 * once, and fetches an element's code the first time one is connected to the page. Each element
 * is react-to-web-component's own element from the start — the same attributes, properties and
 * open shadow root as `defineVitrineElements` gives — so nothing is replaced when the code
 * arrives: the screen renders into the element in place, with the attributes it has by then, its
 * children and the listeners already on it. Elements of a page share one client (their chunks
 * share one `sharedClient` module).
 */
import r2wc, { type R2WCRenderer } from '@r2wc/core';
import type { ComponentType } from 'react';

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

function lazyRenderer(tag: string, load: () => Promise<ElementModule>): R2WCRenderer<object, Pending> {
  return {
    mount(container, _placeholder, props) {
      const pending: Pending = { props };
      load().then(
        (module) => {
          if (pending.gone) return;
          pending.module = module;
          pending.rendered = module.renderer.mount(
            container,
            module.component as ComponentType<object>,
            pending.props,
          );
        },
        (error: unknown) => console.error(`Vitrine could not load <${tag}>`, error),
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
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): void {
  if (!registry) return;
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
    registry.define(tag, r2wc(Placeholder, { shadow: 'open', props }, lazyRenderer(tag, loadOnce)));
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
