/**
 * The account area's menu (spec §2 "Account shell"): identity, addresses, profile, add an
 * article, my products and my payouts (for sellers: their listings, what their sales paid), my offers
 * (sent and received), my orders, messages, settings,
 * logout, and signing out everywhere (every session of the account, on every device).
 * My orders and my messages count what waits there (orders to move, unread messages), kept live.
 * The current entry is marked for assistive technologies; on phones the menu folds behind a
 * button (a container query on the account area, so it also folds in a narrow slot of a wide page).
 *
 * 'Ajouter un article' opens the article form for everyone: a buyer finds there why selling starts
 * with 'Mon profil', and a link to it.
 */
import type { Destination } from '@vitrine/sdk-core';
import { useId, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useSession } from '../hooks/useSession.js';
import { useT } from '../hooks/useT.js';
import { useWaiting } from '../hooks/useWaiting.js';
import { Link } from '../Link.js';
import { useNavigation, useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, focusRing, tokens } from '../styles/tokens.js';
import { CountBadge } from '../ui/bits.js';
import { goTo } from '../ui/goTo.js';

/** The screens of the account area. */
export type AccountView =
  | 'identity'
  | 'addresses'
  | 'profile'
  | 'addArticle'
  | 'myProducts'
  | 'payouts'
  | 'offers'
  | 'orders'
  | 'order'
  | 'messages'
  | 'thread'
  | 'settings';

export interface AccountMenuProps {
  /** The screen shown, marked as the current entry. */
  current?: AccountView;
  /** Called once signed out. @default goes home (spec §4) */
  onLoggedOut?(): void;
}

interface Entry {
  label: string;
  to: Destination;
  /** The screens this entry is current on. */
  views: readonly AccountView[];
  /** What waits there, and how a screen reader says it. */
  count?: number;
  countLabel?: string;
}

export function AccountMenu({ current, onLoggedOut }: AccountMenuProps) {
  const client = useVitrine();
  const navigation = useNavigation();
  const t = useT();
  const { css } = useCss();
  const session = useSession();
  const waiting = useWaiting();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const logout = useAction(async () => {
    await client.auth.logout();
    return { data: null };
  });
  const logoutEverywhere = useAction(() => client.account.logoutEverywhere());

  const entries: Entry[] = [
    { label: t('account.menu.identity'), to: { to: 'account' }, views: ['identity'] },
    { label: t('account.menu.addresses'), to: { to: 'addresses' }, views: ['addresses'] },
    { label: t('account.menu.profile'), to: { to: 'profile' }, views: ['profile'] },
    {
      label: t('account.menu.addArticle'),
      to: { to: 'addArticle' },
      views: ['addArticle'],
    },
    // A seller's own listings and what their sales paid; a buyer has neither.
    ...(session?.role === 'kim'
      ? [
          {
            label: t('account.menu.myProducts'),
            to: { to: 'myProducts' } as const,
            views: ['myProducts'] as const,
          },
          {
            label: t('account.menu.payouts'),
            to: { to: 'payouts' } as const,
            views: ['payouts'] as const,
          },
        ]
      : []),
    // Offers made and received: buyers and sellers alike.
    { label: t('account.menu.offers'), to: { to: 'offers' }, views: ['offers'] },
    {
      label: t('account.menu.myOrders'),
      to: { to: 'orders' },
      views: ['orders', 'order'],
      count: waiting?.orders,
      countLabel: waiting?.ordersLabel,
    },
    {
      label: t('account.menu.messages'),
      to: { to: 'messages' },
      views: ['messages', 'thread'],
      count: waiting?.unread,
      countLabel: waiting?.unreadLabel,
    },
    { label: t('account.menu.settings'), to: { to: 'settings' }, views: ['settings'] },
  ];
  const currentEntry = entries.find((entry) => current && entry.views.includes(current));

  const wide = `@container (min-width: ${breakpoints.md}px)`;
  const item = css({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    width: '100%',
    padding: '10px 12px',
    border: 0,
    borderLeft: '2px solid transparent',
    background: 'transparent',
    color: tokens.ink,
    font: 'inherit',
    fontSize: 14,
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    '&[aria-current="page"]': { borderLeftColor: tokens.ink, fontWeight: 600, background: tokens.subtle },
    ...focusRing,
  });
  const link = (entry: Entry) => (
    // An entry's first screen names it: no two entries share one.
    <li key={entry.views[0]}>
      <Link
        to={entry.to}
        aria-current={current && entry.views.includes(current) ? 'page' : undefined}
        className={item}
        onClick={() => setOpen(false)}
      >
        {entry.label}
        {entry.count
          ? [' ', <CountBadge key="count" count={entry.count} label={entry.countLabel ?? ''} />]
          : null}
      </Link>
    </li>
  );

  return (
    // No container of its own: it folds by the width of the account area around it (AccountShell).
    <nav aria-label={t('account.menu.label')}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={css({
          display: 'flex',
          width: '100%',
          justifyContent: 'space-between',
          alignItems: 'center',
          minHeight: 44,
          padding: '10px 12px',
          border: `1px solid ${tokens.line}`,
          background: tokens.surface,
          color: tokens.ink,
          font: 'inherit',
          cursor: 'pointer',
          ...focusRing,
          [wide]: { display: 'none' },
        })}
      >
        <span>
          {t('account.menu.toggle')}
          {currentEntry ? `${t('common.labelSeparator')}${currentEntry.label}` : ''}
        </span>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <ul
        id={listId}
        className={css({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: open ? 'block' : 'none',
          border: `1px solid ${tokens.line}`,
          borderTop: 0,
          [wide]: { display: 'block', border: 0 },
        })}
      >
        {entries.map(link)}
        <li>
          <button
            type="button"
            className={item}
            aria-busy={logout.busy || undefined}
            disabled={logout.busy}
            onClick={async () => {
              await logout.run();
              if (onLoggedOut) onLoggedOut();
              else goTo(navigation, { to: 'home' });
            }}
          >
            {t('account.menu.logout')}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={item}
            aria-busy={logoutEverywhere.busy || undefined}
            disabled={logoutEverywhere.busy}
            onClick={async () => {
              const result = await logoutEverywhere.run();
              if (!result?.data) return;
              if (onLoggedOut) onLoggedOut();
              else goTo(navigation, { to: 'home' });
            }}
          >
            {t('account.menu.logoutEverywhere')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
