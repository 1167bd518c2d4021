/**
 * 'Mes recherches enregistrées' (an addition to the spec's account area): the shopper's saved
 * searches, newest first, each with what it looks for and a button to forget it, and their latest
 * alerts — new listings matching a search, lower prices on items they love. A new alert arriving
 * live is shown at once. A visitor is asked to sign in.
 */
import { type Alert, createSavedSearches, type SavedSearch } from '@vitrine/sdk-core';
import { useEffect, useMemo, useState } from 'react';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { EmptyState } from '../ui/bits.js';
import { RequireSession } from '../ui/RequireSession.js';

export function SavedSearches() {
  const t = useT();
  const { css } = useCss();
  return (
    <RequireSession>
      <section>
        <h2 className={css({ margin: '0 0 16px', fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
          {t('catalog.savedSearches.title')}
        </h2>
        <SearchList />
        <AlertList />
      </section>
    </RequireSession>
  );
}

/** What a saved search looks for, in a few words: its text, or that it is made of filters alone. */
function nameOf(search: SavedSearch, filtersOnly: string): string {
  return search.q ?? filtersOnly;
}

function SearchList() {
  const t = useT();
  const { css } = useCss();
  const client = useVitrine();
  const area = useMemo(() => createSavedSearches(client), [client]);
  const remote = useRemote<SavedSearch[]>(() => area.list(), [area]);
  const [forgotten, setForgotten] = useState<number[]>([]);
  if (remote.status === 'loading') return <LoadingState />;
  if (remote.status === 'error') return <ErrorState remote={remote} />;
  const searches = remote.data.filter((search) => !forgotten.includes(search.id_recherche));
  if (searches.length === 0) return <EmptyState title={t('catalog.savedSearches.empty')} />;
  return (
    <ul className={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 })}>
      {searches.map((search) => {
        const name = nameOf(search, t('catalog.savedSearches.filtersOnly'));
        return (
          <li
            key={search.id_recherche}
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 12,
              padding: 12,
              border: `1px solid ${tokens.line}`,
              borderRadius: tokens.radius,
              overflowWrap: 'anywhere',
            })}
          >
            <span>
              {name}
              {search.etat && ` · ${t(`product.conditions.${search.etat}`)}`}
            </span>
            <Button
              type="button"
              variant="quiet"
              aria-label={t('catalog.savedSearches.removeLabel', { name })}
              onClick={async () => {
                const removed = await area.remove(search.id_recherche);
                if (!removed.error) setForgotten((ids) => [...ids, search.id_recherche]);
              }}
            >
              {t('catalog.savedSearches.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function AlertList() {
  const t = useT();
  const { css } = useCss();
  const client = useVitrine();
  const area = useMemo(() => createSavedSearches(client), [client]);
  const remote = useRemote<Alert[]>(() => area.alerts(), [area]);
  const [live, setLive] = useState<Alert[]>([]);
  useEffect(() => client.on('alert', (alert) => setLive((heard) => [alert, ...heard])), [client]);
  if (remote.status !== 'ready') return null;
  const known = new Set(live.map((alert) => alert.id_alerte));
  const alerts = [...live, ...remote.data.filter((alert) => !known.has(alert.id_alerte))];
  return (
    <>
      <h3 className={css({ margin: '24px 0 8px', fontSize: 16, fontWeight: 600 })}>
        {t('catalog.savedSearches.alerts')}
      </h3>
      {alerts.length === 0 ? (
        <p className={css({ color: tokens.muted })}>{t('catalog.savedSearches.noAlerts')}</p>
      ) : (
        <ul data-testid="saved-search-alerts" className={css({ margin: 0, paddingLeft: 20 })}>
          {alerts.map((alert) => (
            <li key={alert.id_alerte}>
              {t(
                alert.genre === 'nouveaute'
                  ? 'catalog.savedSearches.newItem'
                  : 'catalog.savedSearches.priceDrop',
                {
                  id: alert.id_produit,
                },
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
