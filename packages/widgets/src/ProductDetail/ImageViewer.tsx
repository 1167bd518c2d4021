/** The full-screen photo dialog (spec §2): the photo as large as the screen allows, with previous, next and the arrow keys. */
import type { KeyboardEvent } from 'react';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing } from '../styles/tokens.js';
import { Dialog } from '../ui/Dialog.js';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './photoSize.js';

export interface ImageViewerProps {
  open: boolean;
  onClose(): void;
  images: readonly string[];
  name: string;
  index: number;
  onIndex(index: number): void;
}

export function ImageViewer({ open, onClose, images, name, index, onIndex }: ImageViewerProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const count = images.length;
  const go = (step: number) => onIndex((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const arrow = css({
    minWidth: 48,
    minHeight: 48,
    border: '1px solid rgba(255,255,255,0.5)',
    borderRadius: '50%',
    background: 'transparent',
    color: '#fff',
    fontSize: 26,
    cursor: 'pointer',
    ...focusRing,
  });

  return (
    <Dialog open={open} onClose={onClose} title={name} size="full" hideTitle>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys work while focus is on the viewer's buttons. */}
      <div
        onKeyDown={onKeyDown}
        className={css({
          display: 'grid',
          gridTemplateRows: 'minmax(0, 1fr) auto',
          gap: 12,
          height: 'calc(100vh - 32px)',
        })}
      >
        <img
          src={client.mediaUrl(images[index])}
          alt={t('product.photo', { name, index: index + 1, count })}
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          className={css({ width: '100%', height: '100%', objectFit: 'contain', minHeight: 0 })}
        />
        {count > 1 && (
          <div className={css({ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 24 })}>
            <button
              type="button"
              className={arrow}
              aria-label={t('product.previousPhoto')}
              onClick={() => go(-1)}
            >
              ‹
            </button>
            <span aria-live="polite">{t('product.slide', { index: index + 1, count })}</span>
            <button type="button" className={arrow} aria-label={t('product.nextPhoto')} onClick={() => go(1)}>
              ›
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
