/**
 * 'Mon identité' (spec §2, §3 "User detail"): the account's details, read-only. They come from
 * the shared state and are read again on opening, so a change made elsewhere shows. The payout
 * account says whether sales are paid out and, when something is missing, what and where in
 * 'Mon profil' to give it.
 */
import { countryName, type MyPayoutAccount, PAYOUT_REQUIREMENT_STEPS } from '@vitrine/sdk-core';
import type { ReactNode } from 'react';
import { useDateFormat } from '../hooks/useDateFormat.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Avatar } from '../ui/bits.js';
import { DefinitionList } from '../ui/DefinitionList.js';
import { RequireSession } from '../ui/RequireSession.js';

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
  const payouts = useRemote(() => client.paymentAccount.mine(), [client, userId]);

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
      payouts.status === 'ready' ? (
        <PayoutAccountState key="payout" account={payouts.data.data} />
      ) : (
        (detail.account_id ?? t('account.identity.paymentAccountNone'))
      ),
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
    </section>
  );
}

/** Ready, or on hold with what is missing and a link to where in 'Mon profil' it is given. */
function PayoutAccountState({ account }: { account: MyPayoutAccount }) {
  const t = useT();
  const { css } = useCss();
  const list = css({ margin: '4px 0 0', paddingLeft: 18, display: 'grid', gap: 4 });
  if (!account.has_account) {
    return (
      <span data-testid="payout-account">
        {t('account.identity.paymentAccountNone')} —{' '}
        <Link to={{ to: 'profile' }}>{t('account.identity.payoutOpen')}</Link>
      </span>
    );
  }
  if (account.payouts_enabled && account.bank_account) {
    return (
      <span data-testid="payout-account">
        {t('account.identity.payoutReady', { last4: account.bank_account.last4 })}
      </span>
    );
  }
  const errored = account.bank_account?.status === 'errored';
  // A refused payout asks for a bank account even when the provider does not list it yet.
  const due =
    errored && !account.currently_due.includes('external_account')
      ? ['external_account', ...account.currently_due]
      : account.currently_due;
  const what = (requirement: string) => {
    if (requirement === 'external_account') {
      return errored
        ? t('account.identity.payoutBankErrored', { last4: account.bank_account?.last4 ?? '' })
        : t('account.identity.payoutNeedsBank');
    }
    if (PAYOUT_REQUIREMENT_STEPS[requirement] === 'documents')
      return t('account.identity.payoutNeedsDocuments');
    return t('account.identity.payoutNeedsOther', { name: requirement });
  };
  const where = (requirement: string) =>
    PAYOUT_REQUIREMENT_STEPS[requirement] === 'documents'
      ? t('account.identity.payoutFixDocuments')
      : PAYOUT_REQUIREMENT_STEPS[requirement] === 'bank'
        ? t('account.identity.payoutFixBank')
        : t('account.profile');
  return (
    <div data-testid="payout-account">
      {t('account.identity.payoutOnHold')}
      <ul className={list}>
        {due.map((requirement) => (
          <li key={requirement}>
            {what(requirement)} — <Link to={{ to: 'profile' }}>{where(requirement)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
