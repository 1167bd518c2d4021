/**
 * Rendering on a server and hydrating in the browser: a server render waits for its named reads,
 * nested ones included, and the browser's first render starts from them without reading again,
 * with the same markup. Against the real server for a product page; plain loads for the rules.
 */
import { act, cleanup } from '@testing-library/react';
import {
  createI18n,
  createMemoryStorage,
  createVitrine,
  SdkHttpError,
  SdkNetworkError,
  texts,
  type VitrineClient,
} from '@vitrine/sdk-core';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useRemote } from '../hooks/useRemote.js';
import { ProductDetail } from '../ProductDetail/ProductDetail.js';
import { VitrineProvider } from '../provider.js';
import { recordingNavigation, testServerUrl } from '../testing/renderWithClient.js';
import { prerender, type RemoteSnapshot, RemoteSnapshotProvider } from './remoteSnapshot.js';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
});

/** A real client whose requests are counted on their way to the server. */
function countingClient(): VitrineClient & { requests: string[] } {
  const requests: string[] = [];
  const client = createVitrine({
    baseUrl: testServerUrl(),
    storage: createMemoryStorage(),
    i18n: createI18n('en', texts),
    fetch: (input, init) => {
      requests.push(String(input));
      return fetch(input, init);
    },
  });
  return Object.assign(client, { requests });
}

/** Hydrates `html` in a fresh container, as the browser does with the server's page. */
async function hydrate(html: string, ui: React.ReactNode, snapshot: RemoteSnapshot) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <RemoteSnapshotProvider snapshot={snapshot}>{ui}</RemoteSnapshotProvider>, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  return { container, mismatches };
}

describe('a page rendered on the server and hydrated', () => {
  it('has the product in the server’s HTML, and the browser starts from it without reading it again', async () => {
    const server = countingClient();
    await server.setLocale({ country: 'GB', language: 'en' });
    const listed = (await server.catalog.products({ limit: 1 })).data?.data[0];
    if (!listed) throw new Error('The seeded catalogue has no product');
    const page = (ui: VitrineClient) => (
      <VitrineProvider client={ui} navigation={recordingNavigation()}>
        <ProductDetail productId={listed.id_produit} />
      </VitrineProvider>
    );

    const { html, snapshot } = await prerender(page(server), renderToString);
    expect(html).toContain(listed.modele);
    expect(html).toContain(server.formatPrice(listed));
    expect(Object.keys(snapshot)).toContain(`catalog/product:[${listed.id_produit},true,"en",0]`);

    const browser = countingClient();
    await browser.setLocale({ country: 'GB', language: 'en' });
    browser.requests.length = 0;
    // As it travels: JSON in the page.
    const { container, mismatches } = await hydrate(
      html,
      page(browser),
      JSON.parse(JSON.stringify(snapshot)),
    );
    expect(mismatches).toEqual([]);
    expect(browser.requests.filter((url) => url.includes(`${listed.id_produit}`))).toEqual([]);
    expect(container.textContent).toContain(listed.modele);
    expect(container.textContent).toContain(browser.formatPrice(listed));
  });
});

describe('prerender', () => {
  function Seller({ id, loads }: { id: number; loads: string[] }) {
    const seller = useRemote(
      async () => {
        loads.push(`seller ${id}`);
        return { data: `Seller ${id}` };
      },
      [id],
      'seller',
    );
    return <p>{seller.status === 'ready' ? seller.data : 'loading seller'}</p>;
  }

  function Product({ id, loads }: { id: number; loads: string[] }) {
    const product = useRemote<{ name: string; seller: number }>(
      async () => {
        loads.push(`product ${id}`);
        return id === 404
          ? { error: new SdkHttpError(404, 'No such product') }
          : { data: { name: `Product ${id}`, seller: id + 100 } };
      },
      [id],
      'product',
    );
    // Not named: left to the browser.
    const stock = useRemote(async () => {
      loads.push('stock');
      return { data: 3 };
    }, [id]);
    if (product.status === 'error') return <p>{product.error.message}</p>;
    if (product.status === 'loading') return <p>loading product</p>;
    return (
      <div>
        <h1>{product.data.name}</h1>
        <p>{stock.status === 'ready' ? `${stock.data} left` : 'stock unknown'}</p>
        <Seller id={product.data.seller} loads={loads} />
      </div>
    );
  }

  it('waits for the reads a render asks for, and for those its data brings, each read once', async () => {
    const loads: string[] = [];
    const { html, snapshot } = await prerender(<Product id={7} loads={loads} />, renderToString);
    expect(html).toContain('Product 7');
    expect(html).toContain('Seller 107');
    expect(html).toContain('stock unknown');
    expect(loads).toEqual(['product 7', 'seller 107']);
    expect(snapshot).toEqual({
      'product:[7]': { data: { name: 'Product 7', seller: 107 } },
      'seller:[107]': { data: 'Seller 107' },
    });
  });

  it('carries a page that was not found, and leaves any other failure to the browser', async () => {
    const notFound = await prerender(<Product id={404} loads={[]} />, renderToString);
    expect(notFound.html).toContain('No such product');
    expect(notFound.snapshot).toEqual({ 'product:[404]': { status: 404, error: 'No such product' } });

    let tries = 0;
    function Offline() {
      const read = useRemote(
        async () => {
          tries += 1;
          return { error: new SdkNetworkError('offline') };
        },
        [],
        'offline',
      );
      return <p>{read.status}</p>;
    }
    const offline = await prerender(<Offline />, renderToString);
    expect(offline.html).toContain('loading');
    expect(offline.snapshot).toEqual({});
    // Asked once: a failed read is not asked again by the next passes.
    expect(tries).toBe(1);
  });

  it('stops when the render is aborted, and sends only what the last pass rendered from', async () => {
    const controller = new AbortController();
    const loads: string[] = [];
    function Slow() {
      const read = useRemote(
        async () => {
          loads.push('slow');
          controller.abort();
          return { data: 'late' };
        },
        [],
        'slow',
      );
      return <p>{read.data ?? 'waiting'}</p>;
    }
    await expect(prerender(<Slow />, renderToString, { signal: controller.signal })).rejects.toThrow();
    expect(loads).toEqual(['slow']);

    // A read asked in a pass whose component is gone from the last one is not sent.
    function Placeholder() {
      const read = useRemote(async () => ({ data: 'teaser' }), [], 'teaser');
      return <p>{read.data}</p>;
    }
    function Gate() {
      const gate = useRemote(async () => ({ data: 'open' }), [], 'gate');
      return gate.status === 'ready' ? <p>{gate.data}</p> : <Placeholder />;
    }
    const { html, snapshot } = await prerender(<Gate />, renderToString);
    expect(html).toContain('open');
    expect(snapshot).toEqual({ 'gate:[]': { data: 'open' } });
  });

  it('serves the first render only: what mounts later, or with other deps, reads for itself', async () => {
    const loads: string[] = [];
    const { html, snapshot } = await prerender(<Product id={7} loads={loads} />, renderToString);
    loads.length = 0;
    const { container } = await hydrate(html, <Product id={7} loads={loads} />, snapshot);
    // The unnamed read is the only one the browser makes.
    expect(loads).toEqual(['stock']);
    expect(container.textContent).toContain('3 left');

    loads.length = 0;
    await act(async () =>
      root?.render(<RemoteSnapshotProvider snapshot={snapshot}>{null}</RemoteSnapshotProvider>),
    );
    await act(async () =>
      root?.render(
        <RemoteSnapshotProvider snapshot={snapshot}>
          <Product id={7} loads={loads} />
        </RemoteSnapshotProvider>,
      ),
    );
    expect(loads).toContain('product 7');
  });
});
