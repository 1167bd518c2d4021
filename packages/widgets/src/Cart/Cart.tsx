/**
 * The cart page 'Mon Panier' (spec §2): the lines, and a summary with 'TOTAL', 'Livraison
 * incluse', 'Proceder au payement' (disabled at a total of 0 or less, spec §5) and a thank-you
 * line. Removing a line reloads the cart (spec §4). A visitor's cart is empty.
 */
import type { CartLine, Destination } from '@vitrine/sdk-core';
import { cartTotalMinor } from '@vitrine/sdk-core';
import { type ReactNode, useRef, useState } from 'react';
import { useSession } from '../hooks/useSession.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useNavigation } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCartLines } from '../shared/useCartLines.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, focusRing, tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { EmptyState } from '../ui/bits.js';
import { goTo } from '../ui/goTo.js';
import { Screen } from '../ui/Screen.js';
import { CartLineItem } from './CartLineItem.js';
import { CartTotal } from './CartTotal.js';

export function Cart() {
  const t = useT();
  const { css } = useCss();
  const navigation = useNavigation();
  const session = useSession();
  const language = useVitrineState((state) => state.language);
  const country = useVitrineState((state) => state.country);
  const cart = useCartLines();
  const [removing, setRemoving] = useState<number | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);

  const remove = async (line: CartLine) => {
    setRemoving(line.id_sous_produit);
    setRemoveError(null);
    const result = await cart.remove({ id_produit: line.id_produit, id_sous_produit: line.id_sous_produit });
    setRemoving(null);
    if (result.error) setRemoveError(t('cart.removeFailed', { message: result.error.message }));
    // The pressed button went with its line: keyboard users start again from the page's title.
    else title.current?.focus();
  };

  const linkLook = css({ color: tokens.ink, ...focusRing });
  let content: ReactNode;
  if (!session) {
    content = (
      <EmptyState title={t('cart.empty')}>
        <p className={css({ margin: 0, color: tokens.muted })}>{t('cart.signInHint')}</p>
        <Link to={{ to: 'login' }} className={linkLook}>
          {t('cart.signIn')}
        </Link>
        <Link to={{ to: 'products' }} className={linkLook}>
          {t('cart.browse')}
        </Link>
      </EmptyState>
    );
  } else if (cart.status === 'error') {
    content = <ErrorState remote={cart} message={cart.error?.message} />;
  } else if (cart.status === 'loading' || !country) {
    content = <LoadingState />;
  } else if (cart.lines.length === 0) {
    content = (
      <EmptyState title={t('cart.empty')}>
        <p className={css({ margin: 0, color: tokens.muted })}>{t('cart.emptyHint')}</p>
        <Link to={{ to: 'products' }} className={linkLook}>
          {t('cart.browse')}
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <>
        {removeError && (
          <p role="alert" className={css({ margin: '8px 0', color: tokens.danger })}>
            {removeError}
          </p>
        )}
        <ul aria-label={t('cart.lines')} className={css({ listStyle: 'none', margin: 0, padding: 0 })}>
          {cart.lines.map((line) => (
            <li key={line.id_sous_produit}>
              <CartLineItem
                line={line}
                language={language}
                onRemove={remove}
                removing={removing === line.id_sous_produit}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  const ready = session ? cart.status === 'ready' && country : country;
  const total = session && country && cart.status === 'ready' ? cartTotalMinor(cart.lines, country) : 0;
  const destination: Destination = session ? { to: 'payment' } : { to: 'login' };

  return (
    <Screen title={t('cart.title')} titleSize="fixed" titleRef={title}>
      <div
        className={css({
          display: 'grid',
          gap: 24,
          [`@container (min-width: ${breakpoints.md}px)`]: {
            gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
            alignItems: 'start',
          },
        })}
      >
        <div>{content}</div>
        <aside
          aria-label={t('cart.summary')}
          className={css({
            display: 'grid',
            gap: 16,
            padding: 20,
            background: tokens.subtle,
            [`@container (min-width: ${breakpoints.md}px)`]: { position: 'sticky', top: 16 },
          })}
        >
          {ready && country && <CartTotal lines={session ? cart.lines : []} country={country} />}
          <Button fullWidth disabled={total <= 0} onClick={() => goTo(navigation, destination)}>
            {t('cart.checkout')}
          </Button>
          <p className={css({ margin: 0, fontSize: 13, color: tokens.muted })}>{t('cart.thanks')}</p>
        </aside>
      </div>
    </Screen>
  );
}
