/**
 * The payout account's row of 'Mon identité': ready, or on hold with what is missing and a link
 * to where in 'Mon profil' it is given. Fetched with its call when the page first shows it.
 */
import { type MyPayoutAccount, PAYOUT_REQUIREMENT_STEPS } from '@vitrine/sdk-core';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';

export interface PayoutAccountStateProps {
  /** What the row says until the account is read, or if it cannot be. */
  known: string;
}

export function PayoutAccountState({ known }: PayoutAccountStateProps) {
  const client = useVitrine();
  const userId = useVitrineState((state) => state.user?.id_user);
  const payouts = useRemote(() => client.paymentAccount.mine(), [client, userId]);
  return payouts.status === 'ready' ? <AccountState account={payouts.data.data} /> : known;
}

/** Ready, or on hold with what is missing and a link to where in 'Mon profil' it is given. */
function AccountState({ account }: { account: MyPayoutAccount }) {
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
        : t('account.menu.profile');
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
