/**
 * The site: the first-load redirect at `/`, every page under its `{pays-langue}` segment, and the
 * not-found page for anything else. The browser renders it with the site's client at the window's
 * address; a server render gives its own client, links and address (entry-server.tsx).
 */
import type { VitrineClient } from '@vitrine/sdk-core';
import { type Navigation, VitrineProvider } from '@vitrine/widgets';
import { Route, Router, Switch } from 'wouter';
import type { memoryLocation } from 'wouter/memory-location';
import { FirstLoadRedirect } from './FirstLoadRedirect.js';
import { LocaleRoutes } from './LocaleRoutes.js';
import { NotFoundPage } from './pages/NotFoundPage.js';

export interface AppProps {
  client: VitrineClient;
  navigation: Navigation;
  /** The address a server renders; the browser's own when not given. */
  location?: Pick<ReturnType<typeof memoryLocation>, 'hook' | 'searchHook'>;
}

export function App({ client, navigation, location }: AppProps) {
  const routes = (
    <Switch>
      <Route path="/">
        <FirstLoadRedirect />
      </Route>
      <Route path="/:locale" nest>
        {(params) => <LocaleRoutes segment={params.locale} />}
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
  return (
    <VitrineProvider client={client} navigation={navigation}>
      {location ? (
        <Router hook={location.hook} searchHook={location.searchHook}>
          {routes}
        </Router>
      ) : (
        routes
      )}
    </VitrineProvider>
  );
}
