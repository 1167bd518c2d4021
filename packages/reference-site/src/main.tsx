import { localeOfPath } from '@vitrine/sdk-core';
import { type RemoteSnapshot, RemoteSnapshotProvider } from '@vitrine/widgets';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import { client } from './client.js';
import { SNAPSHOT_ELEMENT_ID } from './pageSnapshot.js';
import { preloadPageAt } from './routes.js';
import { siteNavigation } from './siteNavigation.js';

const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App client={client} navigation={siteNavigation} />
  </StrictMode>
);
const snapshot = document.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent;

if (snapshot && !client.store.getState().user) {
  // The server rendered this page for a visitor: the first render here must be the same page,
  // so it waits for the same locale (texts, country, currency) and for the page's code.
  const locale = localeOfPath(location.pathname);
  Promise.all([locale ? client.setLocale(locale) : null, preloadPageAt(location.pathname)]).finally(() => {
    hydrateRoot(
      root,
      <RemoteSnapshotProvider snapshot={JSON.parse(snapshot) as RemoteSnapshot}>
        {app}
      </RemoteSnapshotProvider>,
    );
  });
} else {
  // Signed in (the server renders for visitors), or a page the server did not render.
  createRoot(root).render(app);
}

// A session kept from an earlier visit: profile, cart, favourites and the live connection.
void client.auth.restore();
