/**
 * The app's one Vitrine client. The service's origin comes from `?api=` (kept for the tab, so a
 * reload on /cart still knows it), else `VITE_VITRINE_API` at build time, else a local
 * `npm start`. The app is served from its own origin: every call is cross-origin, with a bearer
 * token and no cookie, as on any partner site.
 */
import { createVitrine } from '@vitrine/sdk-core';

const KEY = 'example-react-app:api';
const fromQuery = new URLSearchParams(window.location.search).get('api');
if (fromQuery) sessionStorage.setItem(KEY, fromQuery);

export const apiBase: string =
  sessionStorage.getItem(KEY) ?? import.meta.env.VITE_VITRINE_API ?? 'http://localhost:8787';

export const client = createVitrine({ baseUrl: apiBase });
