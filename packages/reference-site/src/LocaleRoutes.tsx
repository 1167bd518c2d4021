/**
 * Everything under `/{pays-langue}`: the locale is read from the URL and handed to the client (so
 * texts and prices follow it), then the page is chosen by the route table.
 */
import { type Locale, parseLocaleSegment } from '@vitrine/sdk-core';
import { Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { client } from './client.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { routes } from './routes.js';
import { Shell } from './shell/Shell.js';
import { css } from './ui.js';

/** The column pages sit in: as wide as a large screen allows, with breathing room at the edges. */
const pageColumn = css({
  width: '100%',
  maxWidth: 1440,
  margin: '0 auto',
  padding: '24px clamp(16px, 4vw, 48px) 0',
});

export function LocaleRoutes({ segment }: { segment: string }) {
  const locale = parseLocaleSegment(segment);
  useLocaleSync(locale);
  if (!locale) return <NotFoundPage />;
  return (
    <Shell>
      <Suspense fallback={<div role="status" aria-busy="true" style={{ minHeight: '60vh' }} />}>
        <Switch>
          {routes.map(({ path, page: Page, nest, bleed }) => (
            <Route key={path} path={path} nest={nest}>
              {bleed ? (
                <Page />
              ) : (
                <div className={pageColumn}>
                  <Page />
                </div>
              )}
            </Route>
          ))}
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
