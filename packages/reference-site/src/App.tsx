/**
 * The site: the first-load redirect at `/`, every page under its `{pays-langue}` segment, and the
 * not-found page for anything else.
 */
import { VitrineProvider } from '@vitrine/widgets';
import { Route, Switch } from 'wouter';
import { client } from './client.js';
import { FirstLoadRedirect } from './FirstLoadRedirect.js';
import { LocaleRoutes } from './LocaleRoutes.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { siteNavigation } from './siteNavigation.js';

export function App() {
  return (
    <VitrineProvider client={client} navigation={siteNavigation}>
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
    </VitrineProvider>
  );
}
