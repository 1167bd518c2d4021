/**
 * Everything under `/{pays-langue}`: the locale is read from the URL and handed to the client (so
 * texts and prices follow it), then the page is chosen by the route table. A first segment that is
 * not a locale but reads as one (`en-gb`, `gb`, `fr`) goes to the right one, keeping the rest of the
 * path; anything else is the not-found page, in the shell and the visitor's language.
 */
import { buildLocaleSegment, type Locale, parseLocaleSegment } from '@vitrine/sdk-core';
import { useRemote, useVitrine } from '@vitrine/widgets';
import { Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { visitorLocale } from './FirstLoadRedirect.js';
import { correctedLocale } from './localeSegment.js';
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
  if (!locale) return <LocaleFallback segment={segment} />;
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
  const client = useVitrine();
  const country = locale?.country;
  const language = locale?.language;
  useEffect(() => {
    if (!country || !language) return;
    void client.setLocale({ country, language });
    document.documentElement.lang = language === 'jp' ? 'ja' : language;
  }, [client, country, language]);
}

/** A first segment that is no locale: corrected when it reads as one, else not found, in the shell. */
function LocaleFallback({ segment }: { segment: string }) {
  const client = useVitrine();
  const remote = useRemote(async () => {
    const [countries, visitor] = await Promise.all([client.countries.list(), visitorLocale(client)]);
    const corrected = correctedLocale(segment, countries.data?.data ?? []);
    if (!corrected) await client.setLocale(visitor);
    return { data: corrected };
  }, [client, segment]);
  const corrected = remote.status === 'ready' ? remote.data : null;
  useEffect(() => {
    if (!corrected) return;
    const { pathname, search, hash } = window.location;
    const rest = pathname.split('/').filter(Boolean).slice(1);
    navigate(`/${[buildLocaleSegment(corrected), ...rest].join('/')}${search}${hash}`, { replace: true });
  }, [corrected]);
  if (remote.status === 'loading' || corrected) {
    return <div role="status" aria-busy="true" style={{ minHeight: '60vh' }} />;
  }
  return (
    <Shell>
      <div className={pageColumn}>
        <NotFoundPage inShell />
      </div>
    </Shell>
  );
}
