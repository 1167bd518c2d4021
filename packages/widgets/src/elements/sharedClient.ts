/**
 * One SDK client per API origin for all the elements of a page, so a grid and a cart on the same
 * page share one session, one store and one cart. The first element to need it restores a
 * session the page kept from an earlier visit.
 */
import { createVitrine, type VitrineClient } from '@vitrine/sdk-core';
import { sandboxPayments } from '@vitrine/sdk-core/payments';

const clients = new Map<string, VitrineClient>();

/** The origin elements talk to when they have no `api-base`: where the page was served from. */
export const SAME_ORIGIN = '';

export function sharedClient(apiBase: string | undefined): VitrineClient {
  const key = (apiBase ?? SAME_ORIGIN).replace(/\/+$/, '');
  let client = clients.get(key);
  if (!client) {
    client = createVitrine({ baseUrl: key, payments: sandboxPayments() });
    clients.set(key, client);
    void client.auth.restore();
  }
  return client;
}
