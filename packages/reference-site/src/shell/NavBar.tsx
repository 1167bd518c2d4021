/**
 * The navigation (spec §2): a dropdown per genre listing the real category tree (the spec's
 * 'Femme' placeholder made real) leading to the product list at that category, then Marques,
 * Nos vendeurs, the external Blog and A propos, the site's own page. A genre's menu opens on hover with a mouse,
 * on a click or a tap, and from the keyboard (Enter, Space or ↓, which goes to its first link);
 * it closes when the pointer or the focus leaves it, or on Escape.
 */
import type { CategoryNode } from '@vitrine/sdk-core';
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { InfoLink } from '../pages/info/InfoLink.js';
import { css, focusRing, Link, tokens, useT, useVitrineState } from '../ui.js';
import { useCategoryTree } from '../useCategoryTree.js';

export const BLOG_URL = 'https://blog.vitrine.example/';

const item = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 14px',
  border: 0,
  background: 'transparent',
  color: tokens.ink,
  font: 'inherit',
  fontSize: 14,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  cursor: 'pointer',
  ...focusRing,
});

/** A category's name in the interface language (the spec's English column is `uk`). */
export function useCategoryName() {
  const language = useVitrineState((state) => state.language);
  const suffix = ({ fr: 'fr', en: 'uk', it: 'it', jp: 'jp', ru: 'ru' } as const)[language];
  return (node: CategoryNode) => node[`nom_${suffix}`];
}

function GenreMenu({ genre }: { genre: CategoryNode }) {
  const t = useT();
  const name = useCategoryName();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  /** Opened by the mouse passing over: a click then keeps it open rather than closing it. */
  const byHover = useRef(false);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Set by ↓ on the button: focus the first link once the menu shows. */
  const focusFirst = useRef(false);

  useEffect(() => () => clearTimeout(closing.current), []);
  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    panel.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      root.current?.querySelector('button')?.focus();
    }
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closing.current);
    if (!open) byHover.current = true;
    setOpen(true);
  };
  // A short grace, so crossing the gap between the button and the panel does not close it.
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    closing.current = setTimeout(() => setOpen(false), 200);
  };
  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    focusFirst.current = true;
    if (open) panel.current?.querySelector<HTMLElement>('a')?.focus();
    else setOpen(true);
  };
  const onButtonClick = () => {
    if (open && byHover.current) {
      byHover.current = false;
      return;
    }
    byHover.current = false;
    setOpen((value) => !value);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the open menu closes it and returns focus to its button.
    <div
      ref={root}
      className={css({ position: 'relative' })}
      onKeyDown={onKeyDown}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <button
        type="button"
        className={item}
        aria-expanded={open}
        aria-controls={id}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {name(genre)} <span aria-hidden="true">▾</span>
      </button>
      <div
        ref={panel}
        id={id}
        hidden={!open}
        className={css({
          position: 'absolute',
          top: '100%',
          left: 0,
          zIndex: 50,
          display: open ? 'grid' : 'none',
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          gap: 20,
          width: 'min(820px, 90vw)',
          padding: 24,
          background: tokens.surface,
          border: `1px solid ${tokens.line}`,
          boxShadow: '0 12px 32px rgba(0,0,0,0.08)',
        })}
      >
        {genre.children.map((mere) => (
          <div key={mere.id_categorie}>
            <Link
              to={{ to: 'products', genre: genre.slug, mere: mere.slug }}
              onClick={() => setOpen(false)}
              className={css({ fontWeight: 600, color: tokens.ink, textDecoration: 'none', ...focusRing })}
            >
              {name(mere)}
            </Link>
            <ul
              className={css({ listStyle: 'none', margin: '8px 0 0', padding: 0, display: 'grid', gap: 6 })}
            >
              {mere.children.map((fils) => (
                <li key={fils.id_categorie}>
                  <Link
                    to={{ to: 'products', genre: genre.slug, mere: mere.slug, fils: fils.slug }}
                    onClick={() => setOpen(false)}
                    className={css({
                      color: tokens.muted,
                      textDecoration: 'none',
                      fontSize: 14,
                      ...focusRing,
                    })}
                  >
                    {name(fils)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <Link
          to={{ to: 'products', genre: genre.slug }}
          onClick={() => setOpen(false)}
          className={css({ alignSelf: 'end', color: tokens.ink, fontSize: 14, ...focusRing })}
        >
          {t('site.nav.seeAll')}
        </Link>
      </div>
    </div>
  );
}

export function NavBar() {
  const t = useT();
  const tree = useCategoryTree();
  return (
    <nav
      aria-label={t('site.nav.label')}
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        borderBottom: `1px solid ${tokens.line}`,
        // The genres come first and arrive with the category tree: the centred items show once it
        // is read, rather than slide aside when the genres join them (a layout shift).
        visibility: tree.settled ? 'visible' : 'hidden',
        '@media (max-width: 899px)': { display: 'none' },
      })}
    >
      {tree.nodes.map((genre) => (
        <GenreMenu key={genre.id_categorie} genre={genre} />
      ))}
      <Link to={{ to: 'brands' }} className={item}>
        {t('site.nav.brands')}
      </Link>
      <Link to={{ to: 'sellers' }} className={item}>
        {t('site.nav.sellers')}
      </Link>
      <a href={BLOG_URL} className={item} target="_blank" rel="noopener noreferrer">
        {t('site.nav.blog')}
      </a>
      <InfoLink page="about" className={item}>
        {t('site.nav.about')}
      </InfoLink>
    </nav>
  );
}
