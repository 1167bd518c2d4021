/**
 * The top bar (spec §2): a search field with suggestions as one types (SearchBox.tsx; its
 * placeholder says what one can search, where the spec's said 'marque'), the logo home, Favoris and the cart with their count badges, and the
 * account entry showing the user's status without 'Welcome ', or 'Compte', with a badge counting
 * what waits for the signed-in user (orders to move, unread messages). Favoris and the account
 * lead a visitor to the login page. On phones it fits 320 px, badges and all.
 */
import { accountLabel } from '@vitrine/sdk-core';
import {
  CountBadge,
  css,
  focusRing,
  Link,
  tokens,
  useSession,
  useT,
  useVitrineState,
  useWaiting,
  visuallyHidden,
} from '../ui.js';
import { BagIcon, HeartIcon, MenuIcon, UserIcon } from './icons.js';
import { SearchBox } from './SearchBox.js';

const iconLink = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minWidth: 44,
  minHeight: 44,
  padding: '0 6px',
  color: tokens.ink,
  textDecoration: 'none',
  fontSize: 13,
  // On phones the three icons sit close, so the bar fits 320 px with its badges.
  '@media (max-width: 899px)': { padding: '0 2px' },
  ...focusRing,
});

const label = css({ '@media (max-width: 899px)': visuallyHidden });

export function Header({ onOpenMenu }: { onOpenMenu(): void }) {
  const t = useT();
  const session = useSession();
  const favourites = useVitrineState((state) => state.favouritesCount);
  const cart = useVitrineState((state) => state.cartCount);
  const waiting = useWaiting();
  return (
    <header
      className={css({
        display: 'grid',
        gridTemplateColumns: '1fr auto 1fr',
        gridTemplateAreas: '"search logo actions"',
        alignItems: 'center',
        gap: 12,
        padding: '12px clamp(12px, 4vw, 48px)',
        borderBottom: `1px solid ${tokens.line}`,
        background: tokens.surface,
        '@media (max-width: 899px)': {
          // The logo's column may shrink below its text: nothing makes the page wider than the phone.
          gridTemplateColumns: 'auto minmax(0, 1fr) auto',
          gridTemplateAreas: '"menu logo actions" "search search search"',
          gap: '8px 4px',
        },
      })}
    >
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label={t('site.menu')}
        data-testid="menu-button"
        className={css({
          gridArea: 'menu',
          display: 'none',
          width: 44,
          height: 44,
          border: 0,
          background: 'transparent',
          color: tokens.ink,
          cursor: 'pointer',
          '@media (max-width: 899px)': { display: 'inline-grid', placeItems: 'center' },
          ...focusRing,
        })}
      >
        <MenuIcon />
      </button>

      <SearchBox />

      <Link
        to={{ to: 'home' }}
        aria-label={t('site.home')}
        className={css({
          gridArea: 'logo',
          fontFamily: tokens.fontDisplay,
          fontSize: 'clamp(22px, 3vw, 30px)',
          letterSpacing: '0.3em',
          color: tokens.ink,
          textDecoration: 'none',
          whiteSpace: 'nowrap',
          '@media (max-width: 899px)': {
            justifySelf: 'center',
            fontSize: 'clamp(18px, 5.6vw, 26px)',
            letterSpacing: '0.18em',
          },
          ...focusRing,
        })}
      >
        VITRINE
      </Link>

      <nav
        aria-label={t('site.account')}
        className={css({
          gridArea: 'actions',
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 4,
          '@media (max-width: 899px)': { gap: 0 },
        })}
      >
        <Link
          to={session ? { to: 'favourites' } : { to: 'login' }}
          className={iconLink}
          data-testid="favourites-link"
        >
          <HeartIcon />
          <span className={label}>{t('site.favourites')}</span>
          <CountBadge count={favourites} label={t('site.favouritesCount', { count: favourites })} />
        </Link>
        <Link
          to={session ? { to: 'account' } : { to: 'login' }}
          className={iconLink}
          data-testid="account-link"
        >
          <UserIcon />
          <span className={label}>{accountLabel(session, t('site.account'))}</span>
          {waiting && (
            <CountBadge
              count={waiting.total}
              label={t('account.waiting.total', { count: waiting.total, details: waiting.details })}
            />
          )}
        </Link>
        <Link to={{ to: 'cart' }} className={iconLink} data-testid="cart-link">
          <BagIcon />
          <span className={label}>{t('site.cart')}</span>
          <CountBadge count={cart} label={t('site.cartCount', { count: cart })} />
        </Link>
      </nav>
    </header>
  );
}
