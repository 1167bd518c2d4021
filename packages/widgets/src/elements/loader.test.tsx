/**
 * The script-tag loader in happy-dom: elements defined at once, their code fetched on the first
 * connection only, then rendered in place — attributes set meanwhile, children and listeners kept —
 * and the real grid through it against the real server.
 */

import { until } from '@vitrine/server/testing/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testServerUrl } from '../testing/renderWithClient.js';
import { elementDefinitions } from './defineElements.js';
import {
  addElementStyles,
  chunkBase,
  defineLazyElements,
  type ElementModule,
  gridFrame,
  preloadModules,
  whenNeeded,
} from './loader.js';
import { elementRenderer } from './renderElement.js';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A screen that shows its attribute and tells the page it was clicked. */
function Greeting({ name, container }: { name?: string; container?: ShadowRoot }) {
  return (
    <button
      type="button"
      onClick={() =>
        container?.host.dispatchEvent(new CustomEvent('greet', { bubbles: true, composed: true }))
      }
    >
      Bonjour {name}
    </button>
  );
}

/** A module fetched when the test says so, as a chunk arriving over the network. */
function deferredModule() {
  let arrive: () => void = () => {};
  const arrived = new Promise<ElementModule>((resolve) => {
    arrive = () => resolve({ component: Greeting as never, renderer: elementRenderer as never });
  });
  return { load: vi.fn(() => arrived), arrive: async () => arrive() };
}

const buttonOf = (element: Element) => element.shadowRoot?.querySelector('button');

describe('the script-tag loader', () => {
  it('defines the element at once and fetches its code on the first connection only', async () => {
    const chunk = deferredModule();
    defineLazyElements({ 'test-lazy-first': { name: 'string' } }, chunk.load);
    expect(customElements.get('test-lazy-first')).toBeDefined();
    expect(chunk.load).not.toHaveBeenCalled();

    document.body.innerHTML =
      '<test-lazy-first name="Ada"></test-lazy-first><test-lazy-first></test-lazy-first>';
    const [first, second] = document.querySelectorAll('test-lazy-first');
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(chunk.load).toHaveBeenCalledWith('test-lazy-first');
    // An open shadow root from the start, empty until the code comes.
    expect(first?.shadowRoot?.childNodes).toHaveLength(0);

    await chunk.arrive();
    await until(() => buttonOf(first as Element) && buttonOf(second as Element));
    expect(buttonOf(first as Element)?.textContent).toBe('Bonjour Ada');
    expect(buttonOf(second as Element)?.textContent).toBe('Bonjour ');
  });

  it('renders in place with what the page did before the code came', async () => {
    const chunk = deferredModule();
    defineLazyElements({ 'test-lazy-upgrade': { name: 'string' } }, chunk.load);
    document.body.innerHTML = '<test-lazy-upgrade name="Ada"><p slot="note">Gardé</p></test-lazy-upgrade>';
    const element = document.querySelector('test-lazy-upgrade') as HTMLElement;
    const greeted = vi.fn();
    element.addEventListener('greet', greeted);
    element.setAttribute('name', 'Grace');

    await chunk.arrive();
    const button = await until(() => buttonOf(element));
    expect(document.querySelector('test-lazy-upgrade')).toBe(element);
    expect(button.textContent).toBe('Bonjour Grace');
    expect(element.querySelector('p')?.textContent).toBe('Gardé');
    button.click();
    expect(greeted).toHaveBeenCalledTimes(1);

    element.setAttribute('name', 'Hedy');
    await until(() => buttonOf(element)?.textContent === 'Bonjour Hedy');
  });

  it('renders nothing for an element removed before its code came', async () => {
    const chunk = deferredModule();
    defineLazyElements({ 'test-lazy-gone': { name: 'string' } }, chunk.load);
    document.body.innerHTML = '<test-lazy-gone name="Ada"></test-lazy-gone>';
    const element = document.querySelector('test-lazy-gone') as HTMLElement;
    element.remove();
    await chunk.arrive();
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('asks again for code that could not be fetched', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<(tag: string) => Promise<ElementModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ component: Greeting as never, renderer: elementRenderer as never });
    defineLazyElements({ 'test-lazy-retry': { name: 'string' } }, load);
    document.body.innerHTML = '<test-lazy-retry name="Ada"></test-lazy-retry>';
    await until(() => error.mock.calls.length > 0);
    expect(String(error.mock.calls[0]?.[0])).toContain('<test-lazy-retry>');

    document.body.innerHTML = '<test-lazy-retry name="Ada"></test-lazy-retry>';
    const element = document.querySelector('test-lazy-retry') as HTMLElement;
    await until(() => buttonOf(element));
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('finds the chunks beside the loader script', () => {
    const script = document.createElement('script');
    script.src = 'https://cdn.example/vitrine/1.2.0/vitrine-elements.js';
    expect(chunkBase(script)).toBe('https://cdn.example/vitrine/1.2.0/chunks/');
  });

  it('renders the real grid, with the cards of the real server, once its code is there', async () => {
    const definition = elementDefinitions['vitrine-product-grid'];
    defineLazyElements(
      { 'test-lazy-grid': { apiBase: 'string', country: 'string', lang: 'string', ...definition.props } },
      async () => ({ component: definition.component, renderer: elementRenderer as never }),
    );
    document.body.innerHTML = `<test-lazy-grid api-base="${testServerUrl()}" country="FR" lang="fr" limit="3"></test-lazy-grid>`;
    const element = document.querySelector('test-lazy-grid') as HTMLElement;
    const cards = await until(() => {
      const found = element.shadowRoot?.querySelectorAll('[data-testid="product-card"]') ?? [];
      return found.length === 3 ? found : null;
    });
    expect(cards).toHaveLength(3);
    expect(element.shadowRoot?.querySelector('style')).toBeTruthy();
  });

  it('holds a frame in the shadow root until the code comes, then renders in its place', async () => {
    const chunk = deferredModule();
    defineLazyElements({ 'test-lazy-framed': { name: 'string' } }, chunk.load, {
      frames: { 'test-lazy-framed': (host) => `<p>${host.getAttribute('name')}…</p>` },
    });
    document.body.innerHTML = '<test-lazy-framed name="Ada"></test-lazy-framed>';
    const element = document.querySelector('test-lazy-framed') as HTMLElement;
    expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('Ada…');

    await chunk.arrive();
    await until(() => buttonOf(element));
    expect(element.shadowRoot?.querySelector('p')).toBeNull();
  });

  it('frames a grid with as many empty cards as its limit', () => {
    const grid = document.createElement('vitrine-product-grid');
    grid.setAttribute('limit', '8');
    expect(gridFrame(grid).match(/<li>/g)).toHaveLength(8);
    grid.removeAttribute('limit');
    expect(gridFrame(grid).match(/<li>/g)).toHaveLength(24);
  });

  it('asks for the code when scheduled, not before', async () => {
    const chunk = deferredModule();
    let later: () => Promise<unknown> = async () => {};
    defineLazyElements({ 'test-lazy-scheduled': { name: 'string' } }, chunk.load, {
      schedule: (_host, start) => {
        later = start;
      },
    });
    document.body.innerHTML = '<test-lazy-scheduled name="Ada"></test-lazy-scheduled>';
    expect(chunk.load).not.toHaveBeenCalled();
    void later();
    expect(chunk.load).toHaveBeenCalledTimes(1);
    await chunk.arrive();
    await until(() => buttonOf(document.querySelector('test-lazy-scheduled') as Element));
  });

  it('makes every element a block unless hidden, with a min-height the page can set, once', () => {
    // The elements defined above added it already: this test starts from a page without it.
    document.getElementById('vitrine-elements-style')?.remove();
    addElementStyles(['test-styled-a', 'test-styled-b'], document);
    addElementStyles(['test-styled-a'], document);
    const styles = document.querySelectorAll('#vitrine-elements-style');
    expect(styles).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(styles[0]);
    expect(styles[0]?.textContent).toContain(
      ':where(test-styled-a:not([hidden]),test-styled-b:not([hidden])){display:block}',
    );
    expect(styles[0]?.textContent).toContain('min-height:var(--test-styled-b-min-height,auto)');
  });

  it("imports all of an element's files at once, beside the loader", () => {
    const load = vi.fn(async () => ({}));
    preloadModules('https://cdn.example/vitrine/chunks/', ['shared-1.js', 'grid-2.js'], load);
    expect(load.mock.calls).toEqual([
      ['https://cdn.example/vitrine/chunks/shared-1.js'],
      ['https://cdn.example/vitrine/chunks/grid-2.js'],
    ]);
  });

  it('starts an element once the observer sees it near the view, and once only', () => {
    const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.push({ callback });
        }
        observe(target: Element) {
          (observed.at(-1) as { target?: Element }).target = target;
        }
        disconnect() {}
      },
    );
    try {
      const start = vi.fn(async () => {});
      const element = document.createElement('div');
      whenNeeded(element, start);
      expect(start).not.toHaveBeenCalled();
      const entry = (isIntersecting: boolean) =>
        [{ isIntersecting, target: element }] as unknown as IntersectionObserverEntry[];
      observed[0]?.callback(entry(false), {} as IntersectionObserver);
      expect(start).not.toHaveBeenCalled();
      observed[0]?.callback(entry(true), {} as IntersectionObserver);
      observed[0]?.callback(entry(true), {} as IntersectionObserver);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts a hidden element when it is shown after the page went idle, out of view too', async () => {
    const resized: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          resized.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callback(0));
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callback({} as IdleDeadline));
    try {
      const start = vi.fn(async () => {});
      const element = document.createElement('div');
      let boxes: DOMRect[] = [];
      element.getClientRects = () => boxes as unknown as DOMRectList;
      whenNeeded(element, start);
      await vi.waitFor(() => expect(resized).toHaveLength(1));
      resized[0]?.([], {} as ResizeObserver);
      expect(start).not.toHaveBeenCalled();
      boxes = [new DOMRect(0, 4000, 300, 600)];
      resized[0]?.([], {} as ResizeObserver);
      resized[0]?.([], {} as ResizeObserver);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
