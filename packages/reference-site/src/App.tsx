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
import { useSiteNavigation } from './useSiteNavigation.js';

export function App() {
  const navigation = useSiteNavigation();
  return (
    <VitrineProvider client={client} navigation={navigation}>
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
