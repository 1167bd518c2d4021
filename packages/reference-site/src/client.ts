/** The site's one SDK client: same origin as the page, so it calls `/api/…` relatively. */
import { createVitrine } from '@vitrine/sdk-core';

export const client = createVitrine({ baseUrl: '' });
