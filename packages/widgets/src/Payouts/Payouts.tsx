/**
 * 'Mes versements' (an addition to the spec's account area): a seller's payouts, newest first,
 * one card per sale — its state, the order number, the price, the marketplace's commission and
 * the net in the seller's currency, and its dates — with what is on its way and what was paid,
 * and a CSV of them all. A payout that waits for the payout account, or that the bank refused,
 * says what to do and links to where it is done. Cards, not a table, so a phone never scrolls
 * sideways.
 */
import { orderNumber, payoutsCsv, type SellerPayout } from '@vitrine/sdk-core';
import { useState } from 'react';
import { useDateFormat } from '../hooks/useDateFormat.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, focusRing, tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { EmptyState } from '../ui/bits.js';
import { RequireSeller } from '../ui/RequireSeller.js';

type PayoutStatus = SellerPayout['status'];

/** Payouts whose money has not reached the bank yet; a failed one goes out again once fixed. */
const ON_THE_WAY: readonly PayoutStatus[] = ['waiting', 'pending', 'in_transit', 'failed'];

const STATUS_TONE: Record<PayoutStatus, string> = {
  waiting: tokens.accent,
  pending: tokens.muted,
  in_transit: tokens.ink,
  paid: tokens.success,
  failed: tokens.danger,
  canceled: tokens.muted,
};

/** The name of the file the CSV is saved as. */
export const PAYOUTS_CSV_FILE = 'vitrine-payouts.csv';

export function Payouts() {
  return (
    <RequireSeller heading={<Title />}>
      <PayoutList />
    </RequireSeller>
  );
}

function Title() {
  const t = useT();
  const { css } = useCss();
  return (
    <h2 className={css({ margin: '0 0 16px', fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
      {t('account.payouts.title')}
    </h2>
  );
}

/** Net amounts summed per currency (a seller is paid in one, but a sum never mixes two). */
function totals(payouts: readonly SellerPayout[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const payout of payouts) sums.set(payout.currency, (sums.get(payout.currency) ?? 0) + payout.net);
  return sums;
}

function PayoutList() {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const remote = useRemote(async () => {
    const listed = await client.paymentAccount.payouts();
    return listed.error ? listed : { data: listed.data.data };
  }, [client]);
  const [saved, setSaved] = useState(false);

  const payouts =
    remote.status === 'ready'
      ? [...remote.data].sort(
          (a, b) => b.created_at.localeCompare(a.created_at) || b.id_commande - a.id_commande,
        )
      : [];
  const amounts = (sums: Map<string, number>) =>
    sums.size === 0
      ? client.formatMinorUnits(0, payouts[0]?.currency ?? 'EUR')
      : [...sums].map(([currency, minor]) => client.formatMinorUnits(minor, currency)).join(' + ');

  // A file saved by the browser: a link to the CSV's bytes, followed once, then let go.
  const download = () => {
    const blob = new Blob([payoutsCsv(payouts)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = PAYOUTS_CSV_FILE;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setSaved(true);
  };

  return (
    <section className={css({ containerType: 'inline-size' })}>
      <Title />
      <p className={css({ margin: '0 0 16px', color: tokens.muted })}>{t('account.payouts.intro')}</p>
      {remote.status === 'loading' && <LoadingState />}
      {remote.status === 'error' && <ErrorState remote={remote} />}
      {remote.status === 'ready' && payouts.length === 0 && <EmptyState title={t('account.payouts.empty')} />}
      {remote.status === 'ready' && payouts.length > 0 && (
        <>
          <dl
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '8px 32px',
              margin: '0 0 16px',
              '& dt': {
                fontSize: 12,
                color: tokens.muted,
                letterSpacing: '0.06em',
                textTransform: 'uppercase',
              },
              '& dd': { margin: 0, fontSize: 18 },
            })}
          >
            <div>
              <dt>{t('account.payouts.onTheWay')}</dt>
              <dd data-testid="payouts-on-the-way">
                {amounts(totals(payouts.filter((payout) => ON_THE_WAY.includes(payout.status))))}
              </dd>
            </div>
            <div>
              <dt>{t('account.payouts.paidTotal')}</dt>
              <dd data-testid="payouts-paid">
                {amounts(totals(payouts.filter((payout) => payout.status === 'paid')))}
              </dd>
            </div>
          </dl>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: 12,
              alignItems: 'center',
              marginBottom: 8,
            })}
          >
            <Button variant="secondary" aria-label={t('account.payouts.csvLabel')} onClick={download}>
              {t('account.payouts.csv')}
            </Button>
            <p role="status" className={css({ margin: 0, fontSize: 13, color: tokens.muted })}>
              {saved ? t('account.payouts.csvDone') : ''}
            </p>
          </div>
          <ul
            aria-label={t('account.payouts.listLabel')}
            className={css({ listStyle: 'none', margin: 0, padding: 0 })}
          >
            {payouts.map((payout) => (
              <PayoutCard key={payout.id_commande} payout={payout} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function PayoutCard({ payout }: { payout: SellerPayout }) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const formatDate = useDateFormat('date');
  const money = (minor: number) => client.formatMinorUnits(minor, payout.currency);
  const wide = `@container (min-width: ${breakpoints.sm}px)`;
  const figures: [string, string, string][] = [
    ['price', t('account.payouts.price'), money(payout.price)],
    ['commission', t('account.payouts.commission'), `− ${money(payout.commission)}`],
    ['net', t('account.payouts.net'), money(payout.net)],
    ['due', t('account.payouts.due'), formatDate(payout.created_at)],
  ];
  if (payout.arrival_date)
    figures.push([
      'arrival',
      payout.status === 'paid' ? t('account.payouts.arrived') : t('account.payouts.expected'),
      formatDate(payout.arrival_date),
    ]);
  const help =
    payout.status === 'waiting'
      ? t('account.payouts.waitingHelp')
      : payout.status === 'failed'
        ? t('account.payouts.failedHelp', { code: payout.failure_code ?? '—' })
        : null;

  return (
    <li
      data-testid="payout"
      className={css({
        display: 'grid',
        gap: 8,
        padding: '14px 0',
        borderBottom: `1px solid ${tokens.line}`,
      })}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline' })}>
        <h3 className={css({ margin: 0, fontSize: 15, fontWeight: 600 })}>
          {t('account.payouts.order', { number: orderNumber(payout.id_commande) })}
        </h3>
        <span
          data-testid="payout-status"
          className={css({
            padding: '2px 8px',
            fontSize: 12,
            border: `1px solid ${STATUS_TONE[payout.status]}`,
            color: STATUS_TONE[payout.status],
          })}
        >
          {t(`account.payouts.status.${payout.status}`)}
        </span>
      </div>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: '4px 16px',
          margin: 0,
          [wide]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
          '& dt': { fontSize: 12, color: tokens.muted },
          '& dd': { margin: 0, overflowWrap: 'anywhere' },
        })}
      >
        {figures.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`payout-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {help && (
        <p className={css({ margin: 0, fontSize: 13, color: STATUS_TONE[payout.status] })}>
          {help}{' '}
          <Link to={{ to: 'profile' }} className={css({ color: tokens.ink, ...focusRing })}>
            {t('account.payouts.fix')}
          </Link>
        </p>
      )}
    </li>
  );
}
