/**
 * The home hero: the tagline over rotating banners of the current language (spec §1). Rotation
 * pauses while the pointer or focus is on it and when the visitor prefers reduced motion; dots
 * let anyone pick a banner. A failed load is retried after 3 s (spec §9).
 */
import { useEffect, useId, useState } from 'react';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';

/** Time each banner stays. */
export const BANNER_INTERVAL_MS = 6000;
/** Delay before loading the banners again after a failure (spec §9). */
export const BANNER_RETRY_MS = 3000;

/** A line of text that ends in an ellipsis rather than wrap. */
const oneLine = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const;

/** At most `lines` lines of `lineHeight` pixels, always that tall, the last one ending in an ellipsis. */
const clamp = (lines: number, lineHeight: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: String(lines),
    overflow: 'hidden',
    lineHeight: `${lineHeight}px`,
    height: lines * lineHeight,
  }) as const;

/** The banner's text block: label 18 + 4 + title 2 × 29 + 4 + description 3 × 22 + 16 + button 40. */
const BANNER_TEXT_HEIGHT = 18 + 4 + 58 + 4 + 66 + 16 + 40;

export interface HomeBannersProps {
  /** Time each banner stays, in milliseconds. @default 6000 */
  intervalMs?: number;
}

export function HomeBanners({ intervalMs = BANNER_INTERVAL_MS }: HomeBannersProps = {}) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const language = useVitrineState((state) => state.language);
  const banners = useRemote(() => client.banners.list(), [client, language], 'banners/list');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const list = banners.data?.data ?? [];

  useEffect(() => {
    if (banners.status !== 'error') return;
    const timer = setTimeout(banners.reload, BANNER_RETRY_MS);
    return () => clearTimeout(timer);
  }, [banners.status, banners.reload]);

  useEffect(() => {
    const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (paused || reduced || list.length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % list.length), intervalMs);
    return () => clearInterval(timer);
  }, [paused, list.length, intervalMs]);

  const banner = list[index % Math.max(1, list.length)];
  return (
    <section
      aria-labelledby={titleId}
      aria-roledescription="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`vitrine-root ${css({
        position: 'relative',
        minHeight: 'clamp(320px, 48vw, 520px)',
        display: 'grid',
        alignItems: 'end',
        background: tokens.subtle,
        color: tokens.ink,
        overflow: 'hidden',
        fontFamily: tokens.font,
      })}`}
    >
      {banner && (
        <img
          key={banner.id_publicite}
          src={client.mediaUrl(banner.image_url)}
          alt=""
          width={1600}
          height={600}
          fetchPriority="high"
          className={css({
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
          })}
        />
      )}
      <div
        className={css({
          position: 'relative',
          padding: 'clamp(24px, 5vw, 64px)',
          maxWidth: 760,
          background:
            'linear-gradient(90deg, rgba(255,255,255,0.92), rgba(255,255,255,0.6) 70%, transparent)',
        })}
      >
        <h1
          id={titleId}
          className={css({
            fontFamily: tokens.fontDisplay,
            fontWeight: 400,
            fontSize: 'clamp(30px, 5vw, 56px)',
            lineHeight: 1.08,
            margin: '0 0 12px',
          })}
        >
          {t('home.tagline')}
        </h1>
        <p className={css({ margin: '0 0 20px', fontSize: 17, color: tokens.muted })}>
          {t('home.taglineSub')}
        </p>
        {/* The banner's lines have fixed heights (long texts end in an ellipsis), and the space is
            held while the banners load: the hero is as tall before they arrive as after, and
            every banner is as tall as the others, so nothing below it moves (no layout shift). */}
        <div className={css({ height: BANNER_TEXT_HEIGHT })}>
          {banner && (
            <div aria-live={paused ? 'polite' : 'off'} data-testid="home-banner">
              <p
                className={css({
                  ...oneLine,
                  margin: 0,
                  height: 18,
                  fontSize: 13,
                  lineHeight: '18px',
                  letterSpacing: '0.16em',
                  textTransform: 'uppercase',
                })}
              >
                {banner.text_publicitaire_gras}
              </p>
              <p
                className={css({
                  ...clamp(2, 29),
                  margin: '4px 0',
                  fontFamily: tokens.fontDisplay,
                  fontSize: 24,
                })}
              >
                {banner.text_publicitaire_gras_2}
              </p>
              <p className={css({ ...clamp(3, 22), margin: '0 0 16px', fontSize: 16, color: tokens.muted })}>
                {banner.description}
              </p>
              <Link
                to={{ to: 'products' }}
                className={css({
                  display: 'inline-block',
                  boxSizing: 'border-box',
                  height: 40,
                  padding: '10px 22px',
                  background: tokens.ink,
                  color: tokens.surface,
                  letterSpacing: '0.08em',
                  fontSize: 14,
                  lineHeight: '20px',
                  textDecoration: 'none',
                  ...focusRing,
                })}
              >
                {banner.text_boutton}
              </Link>
            </div>
          )}
        </div>
        <div className={css({ height: 24, paddingTop: 20, boxSizing: 'border-box' })}>
          {list.length > 1 && (
            // biome-ignore lint/a11y/useSemanticElements: a group of buttons picking a banner, not a form to fieldset.
            <div
              role="group"
              aria-label={t('home.bannersLabel')}
              className={css({ display: 'flex', gap: 8 })}
            >
              {list.map((item, position) => (
                <button
                  key={item.id_publicite}
                  type="button"
                  aria-label={`${position + 1} / ${list.length}`}
                  aria-current={position === index % list.length}
                  onClick={() => setIndex(position)}
                  className={css({
                    width: 28,
                    height: 4,
                    padding: 0,
                    border: 0,
                    cursor: 'pointer',
                    background: position === index % list.length ? tokens.ink : tokens.line,
                    ...focusRing,
                  })}
                />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
