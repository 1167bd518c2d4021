/**
 * The mobile drawer (spec §2): signed in, the profile picture and e-mail with Marques, Nos
 * vendeurs and Se déconnecter; signed out, S'identifier and Créer un compte. Also the category
 * tree, which the phone's top bar has no room for: each genre opens to its mères, as the wide
 * screen's menus do.
 */

import { go } from '../siteNavigation.js';
import { Avatar, css, cx, Dialog, focusRing, Link, tokens, useSession, useT, useVitrine } from '../ui.js';
import { useCategoryTree } from '../useCategoryTree.js';
import { useCategoryName } from './NavBar.js';

const entry = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: 48,
  padding: '0 4px',
  borderBottom: `1px solid ${tokens.line}`,
  color: 'inherit',
  textDecoration: 'none',
  fontSize: 16,
  background: 'transparent',
  border: 0,
  width: '100%',
  font: 'inherit',
  cursor: 'pointer',
  ...focusRing,
});

/** A genre's row: a disclosure whose mark turns when it is open. */
const genreEntry = css({
  justifyContent: 'space-between',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  'details[open] > & > [aria-hidden]': { transform: 'rotate(180deg)' },
});

const mereList = css({ listStyle: 'none', margin: 0, padding: '4px 0 8px 16px', display: 'grid' });

const mereEntry = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  color: 'inherit',
  textDecoration: 'none',
  fontSize: 15,
  ...focusRing,
});

export function Drawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT();
  const client = useVitrine();
  const session = useSession();
  const tree = useCategoryTree().nodes;
  const name = useCategoryName();

  const signOut = async () => {
    onClose();
    await client.auth.logout();
    go({ to: 'home' });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('site.menu')} hideTitle>
      <div data-testid="drawer" className={css({ display: 'grid', gap: 8, color: tokens.ink })}>
        {session ? (
          <div className={css({ display: 'flex', alignItems: 'center', gap: 12, paddingBottom: 12 })}>
            <Avatar src={session.image_link_profile} size={48} />
            <span className={css({ overflowWrap: 'anywhere' })}>{session.email}</span>
          </div>
        ) : (
          <>
            <button
              type="button"
              className={entry}
              onClick={() => {
                onClose();
                go({ to: 'login' });
              }}
            >
              {t('site.drawer.signIn')}
            </button>
            <button
              type="button"
              className={entry}
              onClick={() => {
                onClose();
                go({ to: 'login' }, { state: { is_register: true } });
              }}
            >
              {t('site.drawer.signUp')}
            </button>
          </>
        )}
        {tree.map((genre) => (
          <details key={genre.id_categorie}>
            <summary className={cx(entry, genreEntry)}>
              {name(genre)}
              <span aria-hidden>▾</span>
            </summary>
            <ul className={mereList}>
              <li>
                <Link to={{ to: 'products', genre: genre.slug }} className={mereEntry} onClick={onClose}>
                  {t('site.nav.seeAll')}
                </Link>
              </li>
              {genre.children.map((mere) => (
                <li key={mere.id_categorie}>
                  <Link
                    to={{ to: 'products', genre: genre.slug, mere: mere.slug }}
                    className={mereEntry}
                    onClick={onClose}
                  >
                    {name(mere)}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
        <Link to={{ to: 'brands' }} className={entry} onClick={onClose}>
          {t('site.nav.brands')}
        </Link>
        <Link to={{ to: 'sellers' }} className={entry} onClick={onClose}>
          {t('site.nav.sellers')}
        </Link>
        {session && (
          <button type="button" className={entry} onClick={signOut}>
            {t('site.drawer.signOut')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
