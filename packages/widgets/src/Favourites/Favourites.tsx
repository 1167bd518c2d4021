/**
 * The favourites page (spec §2 "Favourites"): a grid of the products the user loves, otherwise
 * 'Pas de favoris'. The grid shows the client's shared favourites list, so a heart pressed here,
 * on another widget or on another device (the live `like produit` event) updates it.
 */
import { type ReactNode, useId } from 'react';
import { useLikes } from '../hooks/useLikes.js';
import { useRemote } from '../hooks/useRemote.js';
import { useSession } from '../hooks/useSession.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { ProductGrid } from '../ProductGrid/ProductGrid.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { EmptyState } from '../ui/bits.js';

export function Favourites() {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const session = useSession();
  const language = useVitrineState((state) => state.language);
  const favourites = useVitrineState((state) => state.favourites);
  // Read once on arrival (and in a new language, for the localised names); the shared list
  // then follows every like.
  const remote = useRemote(() => client.favourites.list(), [client, session?.id_user, language]);
  // The heart: toggled on the server, a second press ignored while the first is on its way,
  // a refusal told in a snackbar. The toggle refreshes the shared list, so the card goes.
  const likes = useLikes();

  const link = css({ color: tokens.ink, ...focusRing });
  let content: ReactNode;
  if (!session) {
    content = (
      <EmptyState title={t('favourites.signInHint')}>
        <Link to={{ to: 'login' }} className={link}>
          {t('favourites.signIn')}
        </Link>
      </EmptyState>
    );
  } else if (remote.status === 'loading') {
    content = <LoadingState />;
  } else if (remote.status === 'error') {
    content = <ErrorState remote={remote} message={remote.error.message} />;
  } else if (favourites.length === 0) {
    content = (
      <EmptyState title={t('favourites.empty')}>
        <p className={css({ margin: 0, color: tokens.muted })}>{t('favourites.emptyHint')}</p>
        <Link to={{ to: 'products' }} className={link}>
          {t('favourites.browse')}
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      // Everything listed here is loved, whatever an older read of the product said.
      <ProductGrid
        products={favourites.map((item) => ({ ...item, is_liked: true }))}
        label={t('favourites.title')}
        onToggleLike={likes.onToggleLike}
      />
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className={`vitrine-root ${css({ display: 'grid', gap: 16, fontFamily: tokens.font, color: tokens.ink })}`}
    >
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 16px' })}>
        <h1
          id={titleId}
          className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400, fontSize: 28 })}
        >
          {t('favourites.title')}
        </h1>
        {session && remote.status === 'ready' && favourites.length > 0 && (
          <span className={css({ color: tokens.muted })}>
            {t('favourites.itemCount', { count: favourites.length })}
          </span>
        )}
      </header>
      {content}
    </section>
  );
}
