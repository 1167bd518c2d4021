/**
 * The SDK against the real server (in-process, seeded in-memory PGlite): nothing is mocked.
 */
import { startTestServer } from '@vitrine/server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COUNTRY_STORAGE_KEY, createVitrine } from './client.js';
import { SdkHttpError, SdkNetworkError } from './errors.js';
import { createMemoryStorage } from './storage.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const client = (storage = createMemoryStorage()) => createVitrine({ baseUrl: server.url, storage });

describe('createVitrine', () => {
  it('throws a how-to-fix error without a baseUrl', () => {
    expect(() => createVitrine({} as never)).toThrow(/createVitrine needs a baseUrl/);
  });

  it('loads the home lists, parsed by the contract', async () => {
    const vitrine = client();
    const [arrivals, best, sellers, banners] = await Promise.all([
      vitrine.catalog.newArrivals({ limit: 8 }),
      vitrine.catalog.bestSellers({ limit: 8 }),
      vitrine.sellers.newest({ limit: 6 }),
      vitrine.banners.list(),
    ]);
    expect(arrivals.data?.data).toHaveLength(8);
    expect(best.data?.data[0]?.nom_marque).toEqual(expect.any(String));
    expect(sellers.data?.data).toHaveLength(6);
    expect(banners.data?.data.length).toBeGreaterThan(0);
  });

  it('switches the locale, remembers the country and prices in its currency', async () => {
    const storage = createMemoryStorage();
    const vitrine = client(storage);
    const result = await vitrine.setLocale({ country: 'JP', language: 'jp' });
    expect(result.data?.code_monnaie).toBe('JPY');
    expect(JSON.parse(storage.getItem(COUNTRY_STORAGE_KEY) ?? '{}').alpha2).toBe('JP');
    const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
    const rate = result.data?.taux_change ?? Number.NaN;
    expect(vitrine.formatPrice({ prix_unitaire: 100, taux_change: 1 })).toBe(
      yen.format(Math.round(100 * rate)),
    );
    expect(vitrine.formatMinorUnits(27280, 'GBP')).toBe(
      new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'GBP' }).format(272.8),
    );

    const banners = await vitrine.banners.list();
    const french = await client().banners.list();
    expect(banners.data?.data[0]?.text_publicitaire_gras).not.toBe(
      french.data?.data[0]?.text_publicitaire_gras,
    );

    const again = createVitrine({ baseUrl: server.url, storage });
    expect(again.store.getState().country?.alpha2).toBe('JP');
  });

  it('returns the server error as a value', async () => {
    const result = await client().setLocale({ country: 'QQ', language: 'fr' });
    expect(result.error).toBeInstanceOf(SdkHttpError);
    expect(result.error).toMatchObject({ status: 404 });
  });

  it('returns a network failure as a value', async () => {
    const vitrine = createVitrine({ baseUrl: 'http://127.0.0.1:9', storage: null });
    const result = await vitrine.countries.list();
    expect(result.error).toBeInstanceOf(SdkNetworkError);
  });

  it('uses the injected fetch, looked up at call time', async () => {
    const spy = vi.fn(globalThis.fetch);
    const vitrine = createVitrine({ baseUrl: server.url, storage: null, fetch: spy });
    await vitrine.countries.geolocate();
    expect(spy).toHaveBeenCalledWith(
      `${server.url}/api/CommandeController/geolocalisation`,
      expect.anything(),
    );
  });

  it('resolves media paths against the API origin', () => {
    expect(client().mediaUrl('/media/catalog/product-1-1.svg')).toBe(
      `${server.url}/media/catalog/product-1-1.svg`,
    );
    expect(client().mediaUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
});
