/**
 * Clients for the directory and locale-picker tests: a French one on the test server, and one
 * whose first call to a given path fails the way a server in trouble answers (503 with an
 * `error`), through the client's injected fetch: the retry then reaches the real server.
 */
import {
  type AppLanguageCode,
  createMemoryStorage,
  createVitrine,
  type VitrineClient,
} from '@vitrine/sdk-core';
import { createTestClient, testServerUrl } from '../testing/renderWithClient.js';

/** The message the failing call answers. */
export const OUTAGE_MESSAGE = 'Service momentanément indisponible';

/** A client in France, in French (prices in euros). */
export async function frenchClient(): Promise<VitrineClient> {
  const client = createTestClient(testServerUrl());
  await client.setLocale({ country: 'FR', language: 'fr' });
  return client;
}

/**
 * A client whose first call to a path containing `path` gets a 503; later calls go through. The
 * SDK sends nothing again by itself here: the outage lasts past its own retries, and what is
 * tested is what the widget shows then and its own "try again".
 */
export function clientFailingOnce(path: string, language: AppLanguageCode = 'fr'): VitrineClient {
  let failed = false;
  return createVitrine({
    baseUrl: testServerUrl(),
    storage: createMemoryStorage(),
    language,
    retry: { retries: 0 },
    fetch: (input, init) => {
      if (!failed && String(input).includes(path)) {
        failed = true;
        return Promise.resolve(
          new Response(JSON.stringify({ error: OUTAGE_MESSAGE }), {
            status: 503,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }
      return globalThis.fetch(input, init);
    },
  });
}
