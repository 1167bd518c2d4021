/** Small shared pieces: chips, count badges, avatars, colour swatches, empty states. */
import { formatCount } from '@vitrine/sdk-core';
import type { ReactNode } from 'react';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens, visuallyHidden } from '../styles/tokens.js';

/** A selected filter, removable with its × button. */
export function Chip({ label, onRemove }: { label: ReactNode; onRemove?: () => void }) {
  const t = useT();
  const { css } = useCss();
  return (
    <span
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        padding: '4px 6px 4px 12px',
        border: `1px solid ${tokens.ink}`,
        borderRadius: 16,
        fontSize: 13,
      })}
    >
      {label}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`${t('common.remove')} ${typeof label === 'string' ? label : ''}`.trim()}
          className={css({
            width: 24,
            height: 24,
            border: 0,
            borderRadius: '50%',
            background: 'transparent',
            cursor: 'pointer',
            ...focusRing,
          })}
        >
          ×
        </button>
      )}
    </span>
  );
}

/** A counter badge: the number, or '9+' above nine (spec §4). Nothing at 0. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  const { css } = useCss();
  if (count <= 0) return null;
  return (
    <span
      data-testid="count-badge"
      className={css({
        minWidth: 18,
        height: 18,
        padding: '0 5px',
        borderRadius: 9,
        background: tokens.ink,
        color: tokens.surface,
        fontSize: 11,
        lineHeight: '18px',
        textAlign: 'center',
      })}
    >
      <span aria-hidden="true">{formatCount(count)}</span>
      <span className={css(visuallyHidden)}>{label}</span>
    </span>
  );
}

/** A user's picture, with the server's media URL resolved. */
export function Avatar({
  src,
  size = 40,
  alt = '',
}: {
  src: string | null | undefined;
  size?: number;
  alt?: string;
}) {
  const client = useVitrine();
  const { css } = useCss();
  return (
    <img
      src={client.mediaUrl(src)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      className={css({
        width: size,
        height: size,
        borderRadius: '50%',
        objectFit: 'cover',
        background: tokens.subtle,
        flexShrink: 0,
      })}
    />
  );
}

/** A colour sample, with its name for screen readers when it has one. */
export function Swatch({ hex, name, size = 16 }: { hex: string; name?: string; size?: number }) {
  const { css } = useCss();
  const look = css({
    display: 'inline-block',
    width: size,
    height: size,
    borderRadius: '50%',
    background: hex,
    border: `1px solid ${tokens.line}`,
    verticalAlign: 'middle',
  });
  return name ? (
    <span role="img" aria-label={name} title={name} className={look} />
  ) : (
    <span aria-hidden="true" className={look} />
  );
}

/** What a list says when it has nothing to show, with what to do next. */
export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  const { css } = useCss();
  return (
    <div
      className={css({
        padding: '48px 16px',
        textAlign: 'center',
        display: 'grid',
        gap: 12,
        justifyItems: 'center',
      })}
    >
      <p className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontSize: 22 })}>{title}</p>
      {children}
    </div>
  );
}
