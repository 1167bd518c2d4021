/**
 * One SDK client per API origin for all the elements of a page, so a grid and a cart on the same
 * page share one session, one store and one cart.
 */
import { createVitrine, type VitrineClient } from '@vitrine/sdk-core';

const clients = new Map<string, VitrineClient>();

/** The origin elements talk to when they have no `api-base`: where the page was served from. */
export const SAME_ORIGIN = '';

export function sharedClient(apiBase: string | undefined): VitrineClient {
  const key = (apiBase ?? SAME_ORIGIN).replace(/\/+$/, '');
  let client = clients.get(key);
  if (!client) {
    client = createVitrine({ baseUrl: key });
    clients.set(key, client);
  }
  return client;
}
