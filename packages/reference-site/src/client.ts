/**
 * The site's one SDK client: same origin as the page (it calls `/api/…` relatively), with the
 * live connection and the sandbox card provider the server runs by default.
 */
import { createVitrine, type VitrineClient } from '@vitrine/sdk-core';
import { sandboxPayments } from '@vitrine/sdk-core/payments';
import { socketIoRealtime } from '@vitrine/sdk-core/realtime';

export const client: VitrineClient = createVitrine({
  baseUrl: '',
  realtime: socketIoRealtime(),
  payments: sandboxPayments(),
});
