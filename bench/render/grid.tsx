/**
 * The rendering benchmark's page: the real ProductGrid (React, production build) with generated
 * products, in a provider whose client knows its country (for prices) and never calls the
 * network.
 */
import { createVitrine, pathFor } from '@vitrine/sdk-core';
import { ProductGrid, VIRTUALIZE_ABOVE, VirtualProductGrid, VitrineProvider } from '@vitrine/widgets';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterPaint, generateProducts, type RenderPage } from './products.js';

const client = createVitrine({
  baseUrl: '',
  storage: null,
  language: 'fr',
  fetch: () => Promise.reject(new Error('The rendering benchmark makes no request')),
});
client.store.setState({
  country: {
    id_pays: 1,
    code: '250',
    alpha2: 'FR',
    taux_change: 1,
    code_monnaie: 'EUR',
    unity: '€',
    flag: '🇫🇷',
    nom_fr_fr: 'France',
    nom_en_gb: 'France',
    region_fr: 'Europe',
    langue_parle: 'fr',
    langue_translate: 'fr',
  },
});
const navigation = {
  href: (destination: Parameters<typeof pathFor>[0]) =>
    pathFor(destination, { country: 'FR', language: 'fr' }),
};

const container = document.getElementById('root') as HTMLElement;
const root = createRoot(container);

const page: RenderPage = {
  async render(count, options = {}) {
    const products = generateProducts(count);
    const started = performance.now();
    flushSync(() => {
      root.render(
        <VitrineProvider client={client} navigation={navigation}>
          {/* What ProductGrid picks, named here: it fetches the virtual grid's code on first use,
              which a timed synchronous render must not wait for. */}
          {(options.virtualize ?? count > VIRTUALIZE_ABOVE) ? (
            <VirtualProductGrid products={products} label="Produits" />
          ) : (
            <ProductGrid products={products} label="Produits" virtualize={false} />
          )}
        </VitrineProvider>,
      );
    });
    await afterPaint();
    return performance.now() - started;
  },
  async clear() {
    flushSync(() => root.render(null));
    await afterPaint();
  },
};
(window as unknown as { bench: RenderPage }).bench = page;
