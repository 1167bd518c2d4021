/**
 * 'Mon identité' (spec §2, §3 "User detail"): the account's details, then the forms that change
 * them (names, pseudo, telephone, language, avatar, password, e-mail address), and the account's
 * data downloaded or the account deleted. They come from
 * the shared state and are read again on opening, so a change made elsewhere shows. The payout
 * account says whether sales are paid out and, when something is missing, what and where in
 * 'Mon profil' to give it.
 */
import { countryName } from '@vitrine/sdk-core';
import type { ReactNode } from 'react';
import { useDateFormat } from '../hooks/useDateFormat.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { lazyScreen } from '../lazyScreen.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Avatar } from '../ui/bits.js';
import { DefinitionList } from '../ui/DefinitionList.js';
import { RequireSession } from '../ui/RequireSession.js';

// The payout account's state, with the call that reads it and its texts, comes after the page's
// first render: most who open 'Mon identité' sell nothing, and every element's first use carries
// this view. Meanwhile the row says what the user's details already tell.
const PayoutAccount = lazyScreen(
  () => import('./PayoutAccountState.js').then((module) => module.PayoutAccountState),
  { whileLoading: ({ known }) => known, ifFailed: ({ known }) => known },
);

// The forms that change the details come after the page's first render, with their texts and calls.
const Changes = lazyScreen(() => import('./IdentityChanges.js').then((module) => module.IdentityChanges), {
  whileLoading: () => null,
});

// Downloading one's data and deleting the account: rarely used, so a chunk of its own too.
const Leave = lazyScreen(() => import('./Leaving.js').then((module) => module.Leaving), {
  whileLoading: () => null,
});

export function Identity() {
  return (
    <RequireSession>
      <IdentityDetails />
    </RequireSession>
  );
}

function IdentityDetails() {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const formatDate = useDateFormat('date');
  const language = useVitrineState((state) => state.language);
  const userId = useVitrineState((state) => state.user?.id_user);
  const detail = useVitrineState((state) => state.userDetail);
  const remote = useRemote(() => client.refresh('user_detail'), [client, userId]);

  const title = (
    <h2 className={css({ margin: '0 0 4px', fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
      {t('account.identity.title')}
    </h2>
  );
  if (!detail) {
    return (
      <section>
        {title}
        {remote.status === 'error' ? <ErrorState remote={remote} /> : <LoadingState />}
      </section>
    );
  }

  const missing = t('account.identity.notProvided');
  const rows: [string, ReactNode][] = [
    [t('account.identity.memberId'), String(detail.id_user)],
    [t('account.identity.lastName'), detail.nom_profile || missing],
    [t('account.identity.firstName'), detail.prenom_profile || missing],
    [t('account.identity.pseudo'), detail.pseudo_profile],
    [
      t('account.identity.genre'),
      detail.sexe_profile
        ? t(`auth.genre.${detail.sexe_profile}`, { defaultValue: detail.sexe_profile })
        : missing,
    ],
    [
      t('account.identity.birthDate'),
      detail.date_naiss_profile ? formatDate(detail.date_naiss_profile) : missing,
    ],
    [t('account.identity.phone'), detail.contact_profile || missing],
    [t('account.identity.email'), detail.email],
    [
      t('account.identity.country'),
      detail.alpha2 ? countryName(detail.alpha2, language, { fr: detail.pays_fr }) : missing,
    ],
    [t('account.identity.currency'), detail.code_monnaie || missing],
    [
      t('account.identity.paymentAccount'),
      <PayoutAccount key="payout" known={detail.account_id ?? t('account.identity.paymentAccountNone')} />,
    ],
    [t('account.identity.products'), String(detail.nombre_produit)],
  ];

  return (
    <section>
      {title}
      <p className={css({ margin: '0 0 20px', color: tokens.muted })}>{t('account.identity.intro')}</p>
      <div className={css({ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 20 })}>
        <Avatar
          src={detail.image_link_profile}
          size={72}
          alt={t('account.identity.avatar', { pseudo: detail.pseudo_profile })}
        />
        <strong className={css({ fontSize: 18 })}>{detail.pseudo_profile}</strong>
      </div>
      <DefinitionList rows={rows} spacing="roomy" />
      <Changes key={detail.id_user} detail={detail} />
      <Leave key={`leave-${detail.id_user}`} />
    </section>
  );
}
