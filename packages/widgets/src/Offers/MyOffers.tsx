/**
 * "Mes offres" (an addition to the spec): the offers the user sent, as a buyer, and received, as
 * a seller, newest first, each with its state and time left; the offers waiting for the user's
 * answer have their buttons. Moves by the other party, expiries and lapses arrive live.
 */
import { useState } from 'react';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { RequireSession } from '../ui/RequireSession.js';
import { Screen } from '../ui/Screen.js';
import { Tabs } from '../ui/Tabs.js';
import { OfferCard } from './OfferCard.js';
import { useMyOffers } from './useMyOffers.js';

export function MyOffers() {
  const t = useT();
  return (
    <Screen title={t('offers.list.title')} titleSize="fixed">
      <RequireSession>
        <OfferLists />
      </RequireSession>
    </Screen>
  );
}

function OfferLists() {
  const t = useT();
  const { css } = useCss();
  const me = useVitrineState((state) => state.user?.id_user);
  const { remote, offers, remember } = useMyOffers();
  const [tab, setTab] = useState<'sent' | 'received'>('sent');
  if (remote.status === 'loading') return <LoadingState />;
  if (remote.status === 'error') return <ErrorState remote={remote} message={remote.error.message} />;

  const list = (which: 'sent' | 'received') => {
    const shown = offers.filter((offer) => (offer.id_user === me) === (which === 'sent'));
    if (shown.length === 0) {
      return (
        <p className={css({ color: tokens.muted })}>
          {which === 'sent' ? t('offers.list.emptySent') : t('offers.list.emptyReceived')}
        </p>
      );
    }
    return (
      <ul className={css({ listStyle: 'none', margin: '16px 0 0', padding: 0, display: 'grid', gap: 12 })}>
        {shown.map((offer) => (
          <li key={offer.id_offre}>
            <OfferCard offer={offer} onMoved={remember} />
          </li>
        ))}
      </ul>
    );
  };
  return (
    <Tabs
      label={t('offers.list.tabs')}
      selected={tab}
      onSelect={setTab}
      items={[
        { key: 'sent', label: t('offers.list.sent'), panel: list('sent') },
        { key: 'received', label: t('offers.list.received'), panel: list('received') },
      ]}
    />
  );
}
