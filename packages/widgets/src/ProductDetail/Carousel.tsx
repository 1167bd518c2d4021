/**
 * The product's photos (spec §2 "Image carousel"): one large photo with previous and next
 * buttons, the arrow keys, and thumbnails; pressing the photo opens it full screen. Announced
 * as a carousel whose slides say which photo of how many they are.
 */
import { type KeyboardEvent, useState } from 'react';
import { useT } from '../hooks/useT.js';
import { lazyOnceShown } from '../lazyScreen.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import type { ImageViewerProps } from './ImageViewer.js';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './photoSize.js';

/** The full-screen photo dialog, fetched when a photo is first opened. */
const ImageViewer = lazyOnceShown<ImageViewerProps>(
  () => import('./ImageViewer.js').then((module) => module.ImageViewer),
  (props) => props.open,
);

export interface CarouselProps {
  /** Media paths of the photos, the main one first. */
  images: readonly string[];
  /** What the photos show: '{brand} {model}'. */
  name: string;
}

export function Carousel({ images, name }: CarouselProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const go = (step: number) => setIndex((current + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  const arrow = css({
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    width: 44,
    height: 44,
    border: 0,
    borderRadius: '50%',
    background: 'rgba(255,255,255,0.88)',
    color: tokens.ink,
    fontSize: 24,
    cursor: 'pointer',
    ...focusRing,
  });

  if (count === 0) {
    return (
      <div
        className={css({ aspectRatio: '4 / 5', background: tokens.subtle })}
        role="img"
        aria-label={name}
      />
    );
  }

  return (
    // The arrow keys work while focus is on one of the carousel's buttons.
    <section
      aria-roledescription="carousel"
      aria-label={t('product.photos', { name })}
      onKeyDown={onKeyDown}
      className={css({ display: 'grid', gap: 12, minWidth: 0 })}
    >
      <div className={css({ position: 'relative' })}>
        {/* biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group with the role description 'slide'. */}
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={t('product.slide', { index: current + 1, count })}
          aria-live="polite"
        >
          <button
            type="button"
            onClick={() => setViewerOpen(true)}
            aria-label={t('product.enlarge')}
            aria-haspopup="dialog"
            className={css({
              display: 'block',
              width: '100%',
              padding: 0,
              border: 0,
              background: tokens.subtle,
              cursor: 'zoom-in',
              ...focusRing,
            })}
          >
            <img
              src={client.mediaUrl(images[current])}
              alt={t('product.photo', { name, index: current + 1, count })}
              width={PHOTO_WIDTH}
              height={PHOTO_HEIGHT}
              // The page's largest picture: fetched ahead of the thumbnails and the cards below.
              fetchPriority="high"
              className={css({
                display: 'block',
                width: '100%',
                height: 'auto',
                aspectRatio: '4 / 5',
                objectFit: 'cover',
              })}
            />
          </button>
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${arrow} ${css({ left: 8 })}`}
              aria-label={t('product.previousPhoto')}
              onClick={() => go(-1)}
            >
              ‹
            </button>
            <button
              type="button"
              className={`${arrow} ${css({ right: 8 })}`}
              aria-label={t('product.nextPhoto')}
              onClick={() => go(1)}
            >
              ›
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul
          className={css({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            gap: 8,
            overflowX: 'auto',
          })}
        >
          {images.map((image, position) => (
            <li key={image} className={css({ flex: '0 0 64px' })}>
              <button
                type="button"
                aria-label={t('product.showPhoto', { index: position + 1 })}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => setIndex(position)}
                className={css({
                  display: 'block',
                  padding: 0,
                  border: `2px solid ${position === current ? tokens.ink : 'transparent'}`,
                  background: tokens.subtle,
                  cursor: 'pointer',
                  ...focusRing,
                })}
              >
                <img
                  src={client.mediaUrl(image)}
                  alt=""
                  width={60}
                  height={75}
                  loading="lazy"
                  className={css({ display: 'block', width: 60, height: 75, objectFit: 'cover' })}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImageViewer
        open={viewerOpen}
        onClose={() => setViewerOpen(false)}
        images={images}
        name={name}
        index={current}
        onIndex={setIndex}
      />
    </section>
  );
}
