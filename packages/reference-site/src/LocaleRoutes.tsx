/**
 * Everything under `/{pays-langue}`: the locale is read from the URL and handed to the client (so
 * texts and prices follow it), then the page is chosen by the route table.
 */
import { type Locale, parseLocaleSegment } from '@vitrine/sdk-core';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { client } from './client.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { Shell } from './shell/Shell.js';

const HomePage = lazy(() => import('./pages/HomePage.js'));

export function LocaleRoutes({ segment }: { segment: string }) {
  const locale = parseLocaleSegment(segment);
  useLocaleSync(locale);
  if (!locale) return <NotFoundPage />;
  return (
    <Shell>
      <Suspense fallback={<div style={{ minHeight: '60vh' }} />}>
        <Switch>
          <Route path="/">
            <HomePage />
          </Route>
          <Route>
            <NotFoundPage inShell />
          </Route>
        </Switch>
      </Suspense>
    </Shell>
  );
}

function useLocaleSync(locale: Locale | null) {
  const country = locale?.country;
  const language = locale?.language;
  useEffect(() => {
    if (!country || !language) return;
    void client.setLocale({ country, language });
    document.documentElement.lang = language === 'jp' ? 'ja' : language;
  }, [country, language]);
}
