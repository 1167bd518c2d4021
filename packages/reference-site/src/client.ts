/**
 * The site's one SDK client: same origin as the page (it calls `/api/…` relatively), with the
 * live connection and the sandbox card provider the server runs by default. Both come in chunks
 * of their own when first needed (socket.io when a user is signed in, the card provider at
 * checkout), and so do the texts of a language other than French: the one in the address is
 * asked for at once, while the rest of the page loads. Texts go through the site's i18next.
 */
import {
  createVitrine,
  loadTexts,
  localeOfPath,
  type PaymentProviderFactory,
  type VitrineClient,
} from '@vitrine/sdk-core';
import { socketIoRealtime } from '@vitrine/sdk-core/realtime';
import { createSiteI18n } from './i18n.js';

const payments: PaymentProviderFactory = (context) =>
  import('@vitrine/sdk-core/payments').then(({ sandboxPayments }) => sandboxPayments()(context));

export const client: VitrineClient = createVitrine({
  baseUrl: '',
  realtime: socketIoRealtime(),
  payments,
  i18n: createSiteI18n(),
});

const addressed = typeof location === 'undefined' ? null : localeOfPath(location.pathname);
if (addressed) loadTexts(addressed.language).catch(() => {});
