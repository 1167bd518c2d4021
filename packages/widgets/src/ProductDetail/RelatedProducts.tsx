/** 'Vous allez aimer' (spec §2): products like this one, in a horizontally scrolling list of cards. */
import type { Product } from '@vitrine/sdk-core';
import { useId } from 'react';
import type { Likes } from '../hooks/useLikes.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { ProductCard } from '../ProductCard/ProductCard.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { railCellStyle, railStyle } from '../ui/railStyles.js';

export interface RelatedProductsProps {
  productId: number;
  likes: Likes;
}

export function RelatedProducts({ productId, likes }: RelatedProductsProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const language = useVitrineState((state) => state.language);
  const userId = useVitrineState((state) => state.user?.id_user ?? 0);
  const related = useRemote<{ data: Product[] }>(
    (signal) => client.catalog.related(productId, { signal }),
    [client, productId, language, userId],
    'catalog/related',
  );
  // Nothing like it: no empty section.
  if (related.status === 'ready' && related.data.data.length === 0) return null;

  return (
    <section aria-labelledby={titleId} className={css({ display: 'grid', gap: 16, minWidth: 0 })}>
      <h2
        id={titleId}
        className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400, fontSize: 24 })}
      >
        {t('product.related')}
      </h2>
      {related.status === 'loading' && <LoadingState />}
      {related.status === 'error' && <ErrorState remote={related} />}
      {related.status === 'ready' && (
        <ul data-testid="related-products" className={css(railStyle)}>
          {likes.apply(related.data.data).map((product) => (
            <li key={product.id_produit} className={css(railCellStyle)}>
              <ProductCard product={product} onToggleLike={likes.onToggleLike} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
