/**
 * One line of the cart (spec §2 "Cart page"): picture, brand, model, colour, unit price in the
 * visitor's currency, size with its US conversion when it has one, the seller, where it ships
 * from in the site's language, and a remove button. A line sold to someone else meanwhile says so
 * and shows no price: it is not paid for nor counted.
 */
import { type AppLanguageCode, type CartLine, intlLanguage, pricedLine } from '@vitrine/sdk-core';
import { useT } from '../hooks/useT.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens, visuallyHidden } from '../styles/tokens.js';
import { Avatar, Swatch } from '../ui/bits.js';
import { part } from '../ui/parts.js';
import { sizeValue } from '../ui/sizeText.js';

export interface CartLineItemProps {
  line: CartLine;
  language: AppLanguageCode;
  onRemove(line: CartLine): void;
  /** The line is being removed. */
  removing?: boolean;
}

/** Where the item ships from, in the site's language. */
export function shippedFrom(line: CartLine, language: AppLanguageCode): string {
  return line[`expedition_${language}`] || line.expedition_fr;
}

/**
 * The line's size in US sizing, or null when converting says nothing: one size ('TU' everywhere)
 * or a size written the same. The spec's fixed 'Conversion US_UNIQUE' note said nothing on every
 * line; the note now appears only where it converts something.
 */
export function usSize(line: Pick<CartLine, 'valeur_taille_original' | 'taille_us'>): string | null {
  const us = line.taille_us.trim();
  return us && us.toLowerCase() !== line.valeur_taille_original.trim().toLowerCase() ? us : null;
}

export function CartLineItem({ line, language, onRemove, removing = false }: CartLineItemProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const name = `${line.marque_produit} ${line.modele_produit}`;
  // The seller's words in their language, said in it by screen readers.
  const modelLang = line.langue_texte === language ? undefined : intlLanguage(line.langue_texte);
  const sold = line.etat === 'Vendu';
  const conversion = usSize(line);
  const productLink = { to: 'product', id_produit: line.id_produit, categorie: line.categorie_slug } as const;

  return (
    <article
      aria-label={name}
      data-testid="cart-line"
      part={part('cart-line')}
      aria-busy={removing || undefined}
      className={css({
        display: 'grid',
        gridTemplateColumns: '88px minmax(0, 1fr) auto',
        gap: 12,
        padding: '16px 0',
        borderBottom: `1px solid ${tokens.line}`,
        opacity: removing ? 0.5 : 1,
        '@container (min-width: 520px)': { gridTemplateColumns: '120px minmax(0, 1fr) auto', gap: 20 },
      })}
    >
      <Link to={productLink} className={css({ display: 'block', alignSelf: 'start', ...focusRing })}>
        <img
          src={client.mediaUrl(line.image_produit)}
          alt={name}
          width={120}
          height={150}
          loading="lazy"
          decoding="async"
          className={css({
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '4 / 5',
            objectFit: 'cover',
            background: tokens.subtle,
            filter: sold ? 'grayscale(1)' : undefined,
          })}
        />
      </Link>
      <div
        className={css({
          display: 'grid',
          gap: 4,
          alignContent: 'start',
          minWidth: 0,
          fontSize: 14,
          // A seller's unbroken word wraps rather than widening the page.
          overflowWrap: 'anywhere',
        })}
      >
        <Link
          to={productLink}
          className={css({ color: 'inherit', textDecoration: 'none', display: 'grid', ...focusRing })}
        >
          <span
            className={css({ fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase' })}
            data-testid="cart-line-brand"
          >
            {line.marque_produit}
          </span>
          <span lang={modelLang} data-testid="cart-line-model">
            {line.modele_produit}
          </span>
        </Link>
        <span className={css({ display: 'flex', alignItems: 'center', gap: 6, color: tokens.muted })}>
          <Swatch hex={line.code_hexa} />
          {t('cart.colour', { name: line[`nom_couleur_${language}`] || line.nom_couleur_fr })}
        </span>
        <span className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 8px' })}>
          <span data-testid="cart-line-size">
            {t('cart.size', { size: sizeValue(line.valeur_taille_original, t) })}
          </span>
          {conversion && (
            <small className={css({ color: tokens.muted, fontSize: 12 })} data-testid="cart-line-conversion">
              {t('cart.conversion', { size: conversion })}
            </small>
          )}
        </span>
        {sold ? (
          <span className={css({ color: tokens.danger, fontSize: 13 })} data-testid="cart-line-sold">
            {line.retire ? (
              <>
                <strong>{t('cart.unavailable')}</strong> — {t('cart.withdrawnMeanwhile')}
              </>
            ) : (
              <>
                <strong>{t('common.sold')}</strong> — {t('cart.soldMeanwhile')}
              </>
            )}
          </span>
        ) : (
          <span className={css({ fontSize: 15, fontWeight: 600 })}>
            <span className={css(visuallyHidden)}>{t('cart.unitPrice')} </span>
            <span data-testid="cart-line-price">{client.formatPrice(pricedLine(line))}</span>
          </span>
        )}
        <Link
          to={{ to: 'seller', id_vendeur: line.id_vendeur }}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: 8,
            marginTop: 4,
            color: tokens.muted,
            textDecoration: 'none',
            justifySelf: 'start',
            ...focusRing,
          })}
        >
          <Avatar src={line.image_link_profile} size={24} />
          <span data-testid="cart-line-seller">{line.pseudo_profile}</span>
        </Link>
        <span className={css({ color: tokens.muted, fontSize: 13 })} data-testid="cart-line-shipping">
          {t('cart.shippedFrom', { pays: shippedFrom(line, language) })}
        </span>
      </div>
      <button
        type="button"
        onClick={() => onRemove(line)}
        disabled={removing}
        aria-label={t('cart.remove', { item: name })}
        title={t('cart.remove', { item: name })}
        className={css({
          alignSelf: 'start',
          width: 44,
          height: 44,
          display: 'grid',
          placeItems: 'center',
          border: 0,
          borderRadius: '50%',
          background: 'transparent',
          color: tokens.ink,
          cursor: 'pointer',
          '&:hover': { background: tokens.subtle },
          '&:disabled': { opacity: 0.45, cursor: 'progress' },
          ...focusRing,
        })}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" strokeWidth="1.6" />
        </svg>
      </button>
    </article>
  );
}
