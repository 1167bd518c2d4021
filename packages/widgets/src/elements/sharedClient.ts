/**
 * One SDK client per API origin for all the elements of a page, so a grid and a cart on the same
 * page share one session, one store and one cart. The first element to need it restores a
 * session the page kept from an earlier visit.
 */
import { createVitrine, type PaymentProviderFactory, type VitrineClient } from '@vitrine/sdk-core';

const clients = new Map<string, VitrineClient>();

/** The origin elements talk to when they have no `api-base`: where the page was served from. */
export const SAME_ORIGIN = '';

/** The sandbox card provider, fetched when a checkout first needs it: no element pays at first sight. */
const payments: PaymentProviderFactory = (context) =>
  import('@vitrine/sdk-core/payments').then(({ sandboxPayments }) => sandboxPayments()(context));

export function sharedClient(apiBase: string | undefined): VitrineClient {
  const key = (apiBase ?? SAME_ORIGIN).replace(/\/+$/, '');
  let client = clients.get(key);
  if (!client) {
    client = createVitrine({ baseUrl: key, payments });
    clients.set(key, client);
    void client.auth.restore();
  }
  return client;
}
