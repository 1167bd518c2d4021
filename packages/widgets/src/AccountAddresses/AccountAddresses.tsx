/**
 * 'Mes adresses': the spec's placeholder page (§2) made useful — the delivery address used last
 * (spec §3 "last-used address"), or a word on where it will come from.
 */
import { countryName } from '@vitrine/sdk-core';
import { useId } from 'react';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { EmptyState } from '../ui/bits.js';
import { LazyPostalAddress } from '../ui/LazyPostalAddress.js';
import { RequireSession } from '../ui/RequireSession.js';

export function AccountAddresses() {
  return (
    <RequireSession>
      <LastAddress />
    </RequireSession>
  );
}

function LastAddress() {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  const userId = useVitrineState((state) => state.user?.id_user);
  const remote = useRemote(() => client.orders.lastAddress(), [client, userId]);
  const headingId = useId();

  return (
    <section>
      <h2 className={css({ margin: '0 0 16px', fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
        {t('account.addresses.title')}
      </h2>
      {remote.status === 'loading' && <LoadingState />}
      {remote.status === 'error' && <ErrorState remote={remote} />}
      {remote.status === 'ready' && !remote.data && (
        <EmptyState title={t('account.addresses.empty')}>
          <p className={css({ margin: 0, color: tokens.muted })}>{t('account.addresses.emptyHint')}</p>
        </EmptyState>
      )}
      {remote.status === 'ready' && remote.data && (
        <article
          aria-labelledby={headingId}
          className={css({ padding: 20, border: `1px solid ${tokens.line}`, maxWidth: 420 })}
        >
          <h3 id={headingId} className={css({ margin: '0 0 12px', fontSize: 15 })}>
            {t('account.addresses.last')}
          </h3>
          <LazyPostalAddress
            className={css({ fontStyle: 'normal', display: 'grid', gap: 2 })}
            address={remote.data}
          >
            <span>{countryName(remote.data.alpha2, language, { fr: remote.data.nom_fr_fr })}</span>
            {remote.data.numero && <span>{t('account.addresses.phone', { phone: remote.data.numero })}</span>}
          </LazyPostalAddress>
        </article>
      )}
    </section>
  );
}
