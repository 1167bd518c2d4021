/**
 * A product in a grid or a rail (spec §2 "Product card"): picture, brand, name, model, price in
 * the visitor's currency, the seller with their country, a favourite heart, and a 'Vendu' ribbon
 * when nothing is left — in state mode only.
 */
import type { Product } from '@vitrine/sdk-core';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/emotion.js';
import { focusRing, tokens } from '../styles/tokens.js';

export interface ProductCardProps {
  product: Product;
  /** Show whether the item is still for sale: the 'Vendu' ribbon when stock is 0 or less. @default true */
  stateMode?: boolean;
  /**
   * Called when the heart is pressed by a signed-in user. Absent, the heart leads to the login
   * page: liking needs an account (spec §6).
   */
  onToggleLike?: (product: Product) => void;
}

export function ProductCard({ product, stateMode = true, onToggleLike }: ProductCardProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  // Re-render when the visitor's currency changes.
  useVitrineState((state) => state.country);
  const sold = stateMode && product.qte_produit <= 0;
  const productLink = {
    to: 'product',
    id_produit: product.id_produit,
    categorie: product.categorie_slug,
  } as const;
  const price = client.formatPrice(product);

  return (
    <article
      className={`vitrine-root ${css({
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        background: tokens.surface,
        fontFamily: tokens.font,
        color: tokens.ink,
      })}`}
      aria-label={`${product.nom_marque} ${product.modele}`}
      data-testid="product-card"
    >
      <Link
        to={productLink}
        className={css({ display: 'block', color: 'inherit', textDecoration: 'none', ...focusRing })}
      >
        <div
          className={css({
            position: 'relative',
            aspectRatio: '4 / 5',
            background: tokens.subtle,
            overflow: 'hidden',
          })}
        >
          <img
            src={client.mediaUrl(product.link_image_pple)}
            alt={`${product.nom_marque} ${product.modele}`}
            loading="lazy"
            decoding="async"
            width={600}
            height={750}
            className={css({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' })}
          />
          {sold && (
            <span
              className={css({
                position: 'absolute',
                top: 12,
                left: 0,
                padding: '4px 12px',
                background: tokens.ink,
                color: tokens.surface,
                fontSize: 12,
                letterSpacing: '0.12em',
                textTransform: 'uppercase',
              })}
            >
              {t('common.sold')}
            </span>
          )}
        </div>
        <div className={css({ padding: '10px 2px 4px', display: 'grid', gap: 2 })}>
          <span
            className={css({
              fontWeight: 600,
              fontSize: 14,
              letterSpacing: '0.06em',
              textTransform: 'uppercase',
            })}
          >
            {product.nom_marque}
          </span>
          <span className={css({ fontSize: 14, color: tokens.muted })}>{product.produit_nom}</span>
          <span className={css({ fontSize: 14 })}>{product.modele}</span>
          <span className={css({ fontSize: 15, fontWeight: 600, marginTop: 4 })} data-testid="product-price">
            {price}
          </span>
        </div>
      </Link>
      <Link
        to={{ to: 'seller', id_vendeur: product.id_user }}
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: '6px 2px',
          color: tokens.muted,
          fontSize: 13,
          textDecoration: 'none',
          ...focusRing,
        })}
        aria-label={t('common.soldBy', { pseudo: product.pseudo_profile })}
      >
        <img
          src={client.mediaUrl(product.image_link_profile)}
          alt=""
          width={24}
          height={24}
          loading="lazy"
          className={css({ width: 24, height: 24, borderRadius: '50%', background: tokens.subtle })}
        />
        <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
          {product.pseudo_profile} · {product.pays}
        </span>
      </Link>
      <LikeButton product={product} onToggleLike={onToggleLike} />
    </article>
  );
}

function LikeButton({ product, onToggleLike }: Pick<ProductCardProps, 'product' | 'onToggleLike'>) {
  const t = useT();
  const { css } = useCss();
  const className = css({
    position: 'absolute',
    top: 8,
    right: 8,
    width: 36,
    height: 36,
    display: 'grid',
    placeItems: 'center',
    border: 0,
    borderRadius: '50%',
    background: 'rgba(255,255,255,0.9)',
    color: product.is_liked ? tokens.danger : tokens.ink,
    cursor: 'pointer',
    ...focusRing,
  });
  const heart = (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 20s-7-4.4-9-8.8C1.6 8 3.4 4.5 6.8 4.5c2.2 0 3.6 1.3 5.2 3.1 1.6-1.8 3-3.1 5.2-3.1 3.4 0 5.2 3.5 3.8 6.7C19 15.6 12 20 12 20z"
        fill={product.is_liked ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
  if (!onToggleLike) {
    return (
      <Link to={{ to: 'login' }} className={className} aria-label={t('common.like')}>
        {heart}
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onToggleLike(product)}
      aria-pressed={product.is_liked}
      aria-label={product.is_liked ? t('common.unlike') : t('common.like')}
      className={className}
    >
      {heart}
    </button>
  );
}
