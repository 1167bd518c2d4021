/** The site's one SDK client: same origin as the page, so it calls `/api/…` relatively. */
import { createVitrine, type VitrineClient } from '@vitrine/sdk-core';

export const client: VitrineClient = createVitrine({ baseUrl: '' });
