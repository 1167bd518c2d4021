import { localeOfPath } from '@vitrine/sdk-core';
import { RemoteSnapshotProvider } from '@vitrine/widgets';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import { client } from './client.js';
import { markInteractive, type PageSnapshot, SNAPSHOT_ELEMENT_ID } from './pageSnapshot.js';
import { preloadPageAt } from './routes.js';
import { restoreScrollOnNavigation } from './scrollRestoration.js';
import { siteNavigation } from './siteNavigation.js';

// Before the router listens: a route change is seen while the old page is still drawn.
restoreScrollOnNavigation();

const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App client={client} navigation={siteNavigation} />
  </StrictMode>
);
const sent = document.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent;

/** Renders the page afresh: signed in (the server renders for visitors), or a page the server did not render. */
function render() {
  createRoot(root).render(app);
  markInteractive('rendered');
}

/** The snapshot the server sent, or null when there is none to start from. */
function sentSnapshot(): PageSnapshot | null {
  if (!sent || client.store.getState().user) return null;
  try {
    return JSON.parse(sent) as PageSnapshot;
  } catch {
    return null;
  }
}

const snapshot = sentSnapshot();
if (snapshot) {
  // The server rendered this page for a visitor: the first render here must be the same page, so
  // it starts from the server's country and waits for the page's language and code.
  if (snapshot.country) client.store.setState({ country: snapshot.country });
  const locale = localeOfPath(location.pathname);
  Promise.all([locale ? client.setLocale(locale) : null, preloadPageAt(location.pathname)])
    .then(([switched]) => {
      // Without the page's language its first render would not be the server's.
      if (switched?.error) throw switched.error;
      hydrateRoot(root, <RemoteSnapshotProvider snapshot={snapshot.reads}>{app}</RemoteSnapshotProvider>);
      markInteractive('hydrated');
    })
    // The page's code could not come: rendered as any page is, which says what went wrong.
    .catch(render);
} else {
  render();
}

// A session kept from an earlier visit: profile, cart, favourites and the live connection.
void client.auth.restore();
