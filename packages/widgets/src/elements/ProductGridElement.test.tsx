/**
 * `<vitrine-product-grid>` in happy-dom against the real server: cards inside its shadow root,
 * its styles in that root, attribute changes, and events that reach the document.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testServerUrl } from '../testing/renderWithClient.js';
import { defineVitrineElements } from './defineElements.js';

beforeAll(() => {
  defineVitrineElements();
});
afterEach(() => {
  document.body.innerHTML = '';
});

async function until<T>(read: () => T | null | undefined | false, timeout = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() - started > timeout) throw new Error('Timed out waiting for the element');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function mount(attributes: string): HTMLElement {
  document.body.innerHTML = `<vitrine-product-grid api-base="${testServerUrl()}" ${attributes}></vitrine-product-grid>`;
  return document.querySelector('vitrine-product-grid') as HTMLElement;
}

const cardsOf = (element: HTMLElement) =>
  element.shadowRoot?.querySelectorAll('[data-testid="product-card"]') ?? [];

describe('<vitrine-product-grid>', () => {
  it('renders product cards inside its open shadow root, with its styles there', async () => {
    const element = mount('country="FR" lang="fr" limit="6"');
    const cards = await until(() => (cardsOf(element).length === 6 ? cardsOf(element) : null));
    expect(cards).toHaveLength(6);
    expect(document.querySelectorAll('[data-testid="product-card"]')).toHaveLength(0);
    const style = element.shadowRoot?.querySelector('style');
    expect(style).toBeTruthy();
    const rules = [...(element.shadowRoot?.querySelectorAll('style') ?? [])]
      .map((node) => node.sheet?.cssRules.length || node.textContent?.length || 0)
      .reduce((a, b) => a + b, 0);
    expect(rules).toBeGreaterThan(0);
  });

  it('follows attribute changes: another list, another size, another currency', async () => {
    const element = mount('country="FR" lang="fr" limit="4"');
    await until(() => cardsOf(element).length === 4);
    element.setAttribute('limit', '2');
    await until(() => cardsOf(element).length === 2);
    element.setAttribute('country', 'JP');
    await until(() =>
      [...(element.shadowRoot?.querySelectorAll('[data-testid="product-price"]') ?? [])].every((node) =>
        node.textContent?.endsWith('¥'),
      ),
    );
  });

  it('asks the host page before navigating, with a composed vitrine:navigate event', async () => {
    const element = mount('country="FR" lang="fr" limit="2"');
    const [card] = await until(() => (cardsOf(element).length === 2 ? [...cardsOf(element)] : null));
    await until(() =>
      element.shadowRoot?.querySelector('[data-testid="product-price"]')?.textContent?.endsWith('€'),
    );
    const events: CustomEvent[] = [];
    document.addEventListener('vitrine:navigate', (event) => {
      events.push(event as CustomEvent);
      event.preventDefault();
    });
    (card as HTMLElement).querySelector('a')!.click();
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toMatchObject({
      to: 'product',
      href: expect.stringContaining('/fr-fr/shopping-detail/'),
    });
  });
});
