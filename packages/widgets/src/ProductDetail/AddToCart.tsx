/**
 * 'Ajouter au panier' (spec §2, §4): disabled until a size is chosen; a visitor is sent to sign
 * in, and the item goes into the cart once they have (the login page does it); a signed-in
 * shopper's item goes into the cart with a snackbar. When the server refuses, its
 * reason shows under the button: a size sold meanwhile (409) is then shown as sold.
 */
import type { CartLine, SubProduct } from '@vitrine/sdk-core';
import { SdkHttpError } from '@vitrine/sdk-core';
import { useEffect, useId, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useSession } from '../hooks/useSession.js';
import { useT } from '../hooks/useT.js';
import { useNavigation, useVitrine } from '../provider.js';
import { rememberIntent } from '../shared/pendingIntent.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { useSnackbar } from '../ui/Snackbars.js';

export interface AddToCartProps {
  productId: number;
  sellerId: number;
  /** The chosen size; null until one is. */
  variant: SubProduct | null;
  /** Every size is sold. */
  soldOut: boolean;
  /** Its seller withdrew it: said instead of 'sold'. */
  withdrawn?: boolean;
  /**
   * Staff have not verified it as it now reads, so it is not on sale: only its seller and staff
   * see its page, and are told so.
   */
  awaitingVerification?: boolean;
  /** The server says the size was sold since the page loaded. */
  onSold(variantId: number): void;
  onAdded?(line: CartLine): void;
}

export function AddToCart({
  productId,
  sellerId,
  variant,
  soldOut,
  withdrawn = false,
  awaitingVerification = false,
  onSold,
  onAdded,
}: AddToCartProps) {
  const client = useVitrine();
  const navigation = useNavigation();
  const session = useSession();
  const t = useT();
  const { css } = useCss();
  const snackbar = useSnackbar();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAction((item: { id_produit: number; id_sous_produit: number }) => client.cart.add(item));
  const ownItem = session?.id_user === sellerId;

  // A new choice starts afresh; losing the choice (a size just sold) keeps the reason shown.
  const variantId = variant?.id ?? null;
  useEffect(() => {
    if (variantId !== null) setProblem(null);
  }, [variantId]);

  const press = async () => {
    if (!variant) return;
    if (!session) {
      rememberIntent(client, { kind: 'cart', id_produit: productId, id_sous_produit: variant.id });
      const login = { to: 'login' } as const;
      // An embedding page that does not route itself lets the browser go to the login page.
      if (!navigation.navigate?.(login)) globalThis.location?.assign(navigation.href(login));
      return;
    }
    const result = await add.run({ id_produit: productId, id_sous_produit: variant.id });
    if (!result) return;
    if (result.error) {
      const conflict = result.error instanceof SdkHttpError && result.error.status === 409;
      if (conflict && 'reserved_until' in (result.error as SdkHttpError).body) {
        setProblem(t('product.reserved'));
      } else if (conflict) {
        setProblem(t('product.justSold'));
        onSold(variant.id);
      } else {
        setProblem(result.error.message);
      }
      return;
    }
    snackbar(t('product.added'));
    const line = result.data.find((item) => item.id_sous_produit === variant.id);
    if (line) onAdded?.(line);
  };

  const hint = withdrawn
    ? t('product.withdrawn')
    : awaitingVerification
      ? t('product.awaitingVerification')
      : soldOut
        ? t('product.soldOut')
        : ownItem
          ? t('product.ownItem')
          : !variant
            ? t('product.chooseSize')
            : null;
  return (
    <div className={css({ display: 'grid', gap: 8 })}>
      <Button
        fullWidth
        disabled={!variant || soldOut || ownItem || awaitingVerification}
        busy={add.busy}
        onClick={press}
        aria-describedby={hint ? hintId : undefined}
      >
        {t('product.addToCart')}
      </Button>
      {hint && (
        <p id={hintId} className={css({ margin: 0, fontSize: 13, color: tokens.muted })}>
          {hint}
        </p>
      )}
      {problem && (
        <p role="alert" className={css({ margin: 0, fontSize: 14, color: tokens.danger })}>
          {problem}
        </p>
      )}
    </div>
  );
}
