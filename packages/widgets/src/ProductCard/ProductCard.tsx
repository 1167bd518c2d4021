/**
 * A product in a grid or a rail (spec §2 "Product card"): picture, brand, name, model, price in
 * the visitor's currency, the seller with their country, a favourite heart, and a 'Vendu' ribbon
 * when nothing is left — in state mode only.
 *
 * Every line of the card has a fixed height (a long name ends in an ellipsis), so all cards of a
 * width are as tall as each other and as ProductCardPlaceholder, which grids and rails show while
 * their products load: the page does not move when the products arrive (no layout shift).
 */
import { intlLanguage, type Product } from '@vitrine/sdk-core';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import {
  CARD_AVATAR,
  CARD_BELOW_PICTURE,
  CARD_LINE_HEIGHT,
  CARD_SELLER_HEIGHT,
  CARD_TEXT_HEIGHT,
} from '../ui/gridLayout.js';
import { part } from '../ui/parts.js';

export interface ProductCardProps {
  product: Product;
  /** Show whether the item is still for sale: the 'Vendu' ribbon when stock is 0 or less. @default true */
  stateMode?: boolean;
  /**
   * Called when the heart is pressed by a signed-in user. Absent, the heart leads to the login
   * page: liking needs an account (spec §6).
   */
  onToggleLike?: (product: Product) => void;
  /**
   * The card is among the first things a page shows (the first row of a grid above the fold):
   * its picture loads at once and ahead of other images, instead of when scrolled near. It is
   * usually the page's largest paint, which lazy loading would delay. @default false
   */
  priority?: boolean;
}

const LINE_HEIGHT = CARD_LINE_HEIGHT;
const oneLine = {
  display: 'block',
  height: LINE_HEIGHT,
  lineHeight: `${LINE_HEIGHT}px`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
} as const;
const frame = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: tokens.surface,
  fontFamily: tokens.font,
  color: tokens.ink,
} as const;
const pictureBox = {
  position: 'relative',
  aspectRatio: '4 / 5',
  background: tokens.subtle,
  overflow: 'hidden',
} as const;
const TEXT_HEIGHT = CARD_TEXT_HEIGHT;
const textBlock = {
  display: 'grid',
  gap: 2,
  alignContent: 'start',
  height: TEXT_HEIGHT,
  padding: '10px 2px 4px',
  boxSizing: 'border-box',
} as const;
const AVATAR = CARD_AVATAR;
const SELLER_HEIGHT = CARD_SELLER_HEIGHT;
const sellerRow = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  height: SELLER_HEIGHT,
  padding: '6px 2px',
  boxSizing: 'border-box',
} as const;

/** Every style of the card and of its placeholder: the same for all cards. */
const cardStyles = {
  frame,
  link: { display: 'block', color: 'inherit', textDecoration: 'none', ...focusRing },
  pictureBox,
  picture: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  ribbon: {
    position: 'absolute',
    top: 12,
    left: 0,
    padding: '4px 12px',
    background: tokens.ink,
    color: tokens.surface,
    fontSize: 12,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
  },
  textBlock,
  brand: { ...oneLine, fontWeight: 600, fontSize: 14, letterSpacing: '0.06em', textTransform: 'uppercase' },
  name: { ...oneLine, fontSize: 14, color: tokens.muted },
  model: { ...oneLine, fontSize: 14 },
  price: { ...oneLine, fontSize: 15, fontWeight: 600, marginTop: 4 },
  seller: { ...sellerRow, color: tokens.muted, fontSize: 13, textDecoration: 'none', ...focusRing },
  avatar: { flex: 'none', width: AVATAR, height: AVATAR, borderRadius: '50%', background: tokens.subtle },
  sellerName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  heart: {
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
    color: tokens.ink,
    cursor: 'pointer',
    ...focusRing,
  },
  heartLiked: { color: tokens.danger },
  placeholderText: { height: CARD_BELOW_PICTURE },
} as const;

type CardClasses = Record<keyof typeof cardStyles, string>;
const classesByRoot = new WeakMap<object, CardClasses>();

/**
 * The card's class names in the current style root, made once per root: a page shows dozens of
 * cards and renders them again as data arrive, and each `css()` call compiles and hashes its
 * style, so the cards share one set rather than each making its own.
 */
function useCardClasses(): CardClasses {
  const styles = useCss();
  let classes = classesByRoot.get(styles);
  if (!classes) {
    const made: Partial<CardClasses> = {};
    for (const key of Object.keys(cardStyles) as (keyof typeof cardStyles)[])
      made[key] = styles.css(cardStyles[key]);
    classes = made as CardClasses;
    classesByRoot.set(styles, classes);
  }
  return classes;
}

export function ProductCard({ product, stateMode = true, onToggleLike, priority = false }: ProductCardProps) {
  const client = useVitrine();
  const t = useT();
  const classes = useCardClasses();
  // Re-render when the visitor's currency changes.
  useVitrineState((state) => state.country);
  const language = useVitrineState((state) => state.language);
  const sold = stateMode && product.qte_produit <= 0;
  const productLink = {
    to: 'product',
    id_produit: product.id_produit,
    categorie: product.categorie_slug,
  } as const;
  const price = client.formatPrice(product);
  // A model name in another language than the interface's is read out in its own.
  const modelLang = product.langue_texte === language ? undefined : intlLanguage(product.langue_texte);

  return (
    <article
      className={`vitrine-root ${classes.frame}`}
      aria-label={`${product.nom_marque} ${product.modele}`}
      data-testid="product-card"
      part={part('product-card')}
    >
      <Link to={productLink} className={classes.link}>
        <div className={classes.pictureBox}>
          <img
            src={client.mediaUrl(product.link_image_pple)}
            alt={`${product.nom_marque} ${product.modele}`}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
            width={600}
            height={750}
            className={classes.picture}
            part={part('product-image')}
          />
          {sold && <span className={classes.ribbon}>{t('common.sold')}</span>}
        </div>
        <div className={classes.textBlock}>
          <span className={classes.brand} part={part('product-brand')}>
            {product.nom_marque}
          </span>
          <span className={classes.name}>{product.produit_nom}</span>
          <span className={classes.model} lang={modelLang}>
            {product.modele}
          </span>
          <span className={classes.price} data-testid="product-price" part={part('product-price')}>
            {price}
          </span>
        </div>
      </Link>
      <Link
        to={{ to: 'seller', id_vendeur: product.id_user }}
        className={classes.seller}
        // The name holds the visible 'pseudo · country', so a voice command naming it finds it.
        aria-label={`${t('common.soldBy', { pseudo: product.pseudo_profile })} · ${product.pays}`}
      >
        <img
          src={client.mediaUrl(product.image_link_profile)}
          alt=""
          width={AVATAR}
          height={AVATAR}
          loading={priority ? 'eager' : 'lazy'}
          className={classes.avatar}
        />
        <span className={classes.sellerName}>
          {product.pseudo_profile} · {product.pays}
        </span>
      </Link>
      <LikeButton product={product} onToggleLike={onToggleLike} />
    </article>
  );
}

/**
 * The frame of a product card with nothing in it yet, exactly as tall as a card of the same
 * width: what a grid or a rail shows while its products load, so the page keeps its layout.
 * Hidden from assistive technology (the list's loading state speaks for it).
 */
export function ProductCardPlaceholder() {
  const classes = useCardClasses();
  // Three elements: a page of placeholders costs little to render.
  return (
    <div
      aria-hidden="true"
      data-testid="product-card-placeholder"
      className={`vitrine-root ${classes.frame}`}
      part={part('product-card')}
    >
      <div className={classes.pictureBox} />
      <div className={classes.placeholderText} />
    </div>
  );
}

function LikeButton({ product, onToggleLike }: Pick<ProductCardProps, 'product' | 'onToggleLike'>) {
  const t = useT();
  const classes = useCardClasses();
  const className = product.is_liked ? `${classes.heart} ${classes.heartLiked}` : classes.heart;
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
      <Link
        to={{ to: 'login' }}
        className={className}
        aria-label={t('common.like')}
        part={part('like-button')}
      >
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
      part={part('like-button')}
    >
      {heart}
    </button>
  );
}
