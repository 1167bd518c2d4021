/**
 * The product page (spec §2 "Product detail"): photos, brand, model, category and price in the
 * visitor's currency, the '100% authentique' tags, colour and size choices with the size guide,
 * 'Love' and 'Ajouter au panier', 'Faire une offre', the seller with Contact, the Description, Expédition and
 * Commentaires panels, and 'Vous allez aimer'. An unknown product says so clearly.
 */
import type { AppLanguageCode, CartLine, ProductDetail as ProductDetailData } from '@vitrine/sdk-core';
import { SdkHttpError } from '@vitrine/sdk-core';
import { useEffect, useId, useRef, useState } from 'react';
import { type Likes, useLikes } from '../hooks/useLikes.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { lazyOnceShown } from '../lazyScreen.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, focusRing, tokens, visuallyHidden } from '../styles/tokens.js';
import { EmptyState } from '../ui/bits.js';
import { AddToCart } from './AddToCart.js';
import { Carousel } from './Carousel.js';
import { ColourPicker } from './ColourPicker.js';
import { CommentsPanel } from './CommentsPanel.js';
import { photosFor } from './colourPhotos.js';
import { DescriptionPanel } from './DescriptionPanel.js';
import { LoveButton } from './LoveButton.js';
import { RelatedProducts } from './RelatedProducts.js';
import { type ContactRequest, SellerCard } from './SellerCard.js';
import { ShippingPanel } from './ShippingPanel.js';
import { SizeGuide } from './SizeGuide.js';
import { VariantPicker } from './VariantPicker.js';
import {
  chooseColour,
  chooseVariant,
  initialSelection,
  isSold,
  type VariantSelection,
  visibleVariants,
} from './variantSelection.js';
import { useTextLang, WrittenInNote } from './writtenIn.js';

export type { ContactRequest };

// The offer's form comes once a size is chosen, not with the page (most visits make no offer);
// nothing shows while its code arrives.
const MakeOffer = lazyOnceShown(
  () => import('../Offers/MakeOffer.js').then((module) => module.MakeOffer),
  () => true,
);

export interface ProductDetailProps {
  /** The product's id (the route's `id_produit`). */
  productId: number;
  /** Called with the cart line once the item is in the cart. */
  onAddToCart?(line: CartLine): void;
  /** When given, 'Contact' calls it instead of opening the contact dialog. */
  onContact?(request: ContactRequest): void;
  /** Called with the product once it is read, in the interface language (e.g. to title the page). */
  onLoaded?(detail: ProductDetailData): void;
}

export function ProductDetail({ productId, onAddToCart, onContact, onLoaded }: ProductDetailProps) {
  const client = useVitrine();
  const language = useVitrineState((state) => state.language);
  const userId = useVitrineState((state) => state.user?.id_user ?? 0);
  const likes = useLikes();
  const valid = Number.isInteger(productId) && productId > 0;
  const detail = useRemote<ProductDetailData>(
    (signal) =>
      valid
        ? client.catalog.product(productId, { signal })
        : Promise.resolve({ error: new SdkHttpError(404, `No product with the id ${productId}.`) }),
    // Names are localised and `is_liked` is the signed-in user's: read again when they change.
    [client, productId, valid, language, userId],
    'catalog/product',
  );
  // While the same product is read again, keep showing it, so the shopper's choices stay.
  const last = useRef<{ id: number; data: ProductDetailData } | null>(null);
  if (detail.status === 'ready') last.current = { id: productId, data: detail.data };
  const shown =
    detail.status === 'ready' ? detail.data : last.current?.id === productId ? last.current.data : null;
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  const read = detail.status === 'ready' ? detail.data : null;
  useEffect(() => {
    if (read) loaded.current?.(read);
  }, [read]);

  if (shown) {
    return (
      <ProductView
        key={productId}
        detail={shown}
        likes={likes}
        onAddToCart={onAddToCart}
        onContact={onContact}
      />
    );
  }
  if (detail.status === 'loading') return <LoadingState />;
  if (detail.status === 'error' && detail.error instanceof SdkHttpError && detail.error.status === 404) {
    return <NotFound />;
  }
  return <ErrorState remote={detail} />;
}

function NotFound() {
  const t = useT();
  const { css } = useCss();
  return (
    <div className={`vitrine-root ${css({ fontFamily: tokens.font, color: tokens.ink })}`}>
      <EmptyState title={t('product.notFound')}>
        <Link to={{ to: 'products' }} className={css({ color: tokens.ink, fontWeight: 600, ...focusRing })}>
          {t('product.browse')}
        </Link>
      </EmptyState>
    </div>
  );
}

/** A localised field of the detail's description: `categorie_fr`, `categorie_uk` for English… */
function localised(
  description: ProductDetailData['description'],
  field: 'categorie' | 'categorie_enfant',
  language: AppLanguageCode,
): string {
  const suffix = language === 'en' ? 'uk' : language;
  return description[`${field}_${suffix}`] || description[`${field}_fr`];
}

interface ProductViewProps extends Omit<ProductDetailProps, 'productId'> {
  detail: ProductDetailData;
  likes: Likes;
}

function ProductView({ detail, likes, onAddToCart, onContact }: ProductViewProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const language = useVitrineState((state) => state.language);
  // Prices follow the visitor's currency.
  useVitrineState((state) => state.country);
  const { description, details } = detail;
  const modelLang = useTextLang(description.langue_texte);
  const variants = details.sous_produit;
  const [selection, setSelection] = useState<VariantSelection>(() => initialSelection(variants));
  const [soldSince, setSoldSince] = useState<ReadonlySet<number>>(() => new Set());

  const name = `${description.marque} ${description.modele}`;
  const chosen = variants.find((variant) => variant.id === selection.variant) ?? null;
  // The photos follow the colour chosen, or the colour of the size chosen among all of them.
  const shownColour = chosen?.id_couleur ?? selection.colour;
  const soldOut = variants.length === 0 || variants.every((variant) => isSold(variant, soldSince));
  const price = client.formatPrice({
    prix_unitaire: detail.prix.prix,
    taux_change: detail.vendeur.taux_change,
  });
  const wide = `@container (min-width: ${breakpoints.md}px)`;

  const markSold = (variantId: number) => {
    setSoldSince((current) => new Set(current).add(variantId));
    setSelection((current) => (current.variant === variantId ? { ...current, variant: null } : current));
  };

  const tag = css({
    padding: '4px 10px',
    border: `1px solid ${tokens.line}`,
    borderRadius: 14,
    fontSize: 12,
    letterSpacing: '0.04em',
  });

  return (
    <article
      aria-labelledby={titleId}
      className={`vitrine-root ${css({ containerType: 'inline-size', fontFamily: tokens.font, color: tokens.ink, display: 'grid', gap: 40 })}`}
    >
      <div
        className={css({
          display: 'grid',
          // One column that never grows past the screen, whatever the seller wrote.
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 24,
          [wide]: { gridTemplateColumns: 'minmax(0, 11fr) minmax(0, 9fr)', gap: 40, alignItems: 'start' },
        })}
      >
        {/* A new colour's photos start from their first. */}
        <Carousel key={shownColour ?? ''} images={photosFor(details.image_web, shownColour)} name={name} />
        <div className={css({ display: 'grid', gap: 20, minWidth: 0, overflowWrap: 'anywhere' })}>
          <nav aria-label={t('product.category')} className={css({ fontSize: 13, color: tokens.muted })}>
            <Link
              to={{ to: 'products', genre: description.genre_slug, mere: description.mere_slug }}
              className={css({ color: 'inherit', ...focusRing })}
            >
              {localised(description, 'categorie', language)}
            </Link>
            {' › '}
            <Link
              to={{
                to: 'products',
                genre: description.genre_slug,
                mere: description.mere_slug,
                fils: description.categorie_slug,
              }}
              className={css({ color: 'inherit', ...focusRing })}
            >
              {localised(description, 'categorie_enfant', language)}
            </Link>
          </nav>
          <h1 id={titleId} className={css({ margin: 0, display: 'grid', gap: 4 })}>
            <span
              className={css({
                fontSize: 15,
                fontWeight: 600,
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
              })}
            >
              {description.marque}
            </span>{' '}
            <span
              lang={modelLang}
              className={css({ fontFamily: tokens.fontDisplay, fontWeight: 400, fontSize: 30 })}
            >
              {description.modele}
            </span>
          </h1>
          <WrittenInNote written={description.langue_texte} />
          <p className={css({ margin: 0, fontSize: 22, fontWeight: 600 })}>
            <span className={css(visuallyHidden)}>{t('product.price')} </span>
            <span data-testid="detail-price">{price}</span>
          </p>
          <ul
            className={css({
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 8,
            })}
          >
            <li className={tag}>
              {description.etat_produit === 'occasion' ? t('product.tagSecondHand') : t('product.tagNew')}
            </li>
            {/* Authentic only once staff have checked the listing. */}
            {detail.verifie && <li className={tag}>{t('product.tagAuthentic')}</li>}
          </ul>
          {detail.distinct_couleur.length > 0 && (
            <ColourPicker
              colours={detail.distinct_couleur}
              selected={selection.colour}
              onSelect={(colour) =>
                setSelection((current) => chooseColour(current, colour, variants, soldSince))
              }
            />
          )}
          <VariantPicker
            variants={visibleVariants(variants, selection.colour)}
            selected={selection.variant}
            soldSince={soldSince}
            showColour={detail.distinct_couleur.length > 1}
            onSelect={(variant) => setSelection((current) => chooseVariant(current, variant, soldSince))}
            guide={<SizeGuide variants={variants} />}
          />
          <div
            className={css({
              display: 'grid',
              gap: 12,
              gridTemplateColumns: 'minmax(0, 1fr) auto',
              alignItems: 'start',
            })}
          >
            <AddToCart
              productId={description.id_produit}
              sellerId={detail.vendeur.id_user}
              variant={chosen}
              soldOut={soldOut}
              withdrawn={detail.retire}
              awaitingVerification={!detail.verifie && !detail.retire}
              onSold={markSold}
              onAdded={onAddToCart}
            />
            <LoveButton
              productId={description.id_produit}
              liked={likes.isLiked(description.id_produit, detail.is_liked)}
              likes={likes}
            />
          </div>
          {/* A chosen size is one for sale: choosing refuses a sold one, and a sale clears it. */}
          {chosen && <MakeOffer detail={detail} variantId={chosen.id} />}
          <SellerCard seller={detail.vendeur} subject={name} onContact={onContact} />
          <div>
            <DescriptionPanel detail={detail} />
            <ShippingPanel detail={detail} />
            <CommentsPanel sellerId={detail.vendeur.id_user} />
          </div>
        </div>
      </div>
      <RelatedProducts productId={description.id_produit} likes={likes} />
    </article>
  );
}
