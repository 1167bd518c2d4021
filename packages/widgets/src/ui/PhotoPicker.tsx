/**
 * Photos to send with a form (a reported problem, a seller's answer): at most `max`, the
 * contract's number of photo fields of the call; more are dropped and the picker says so.
 */
import { useId, useState } from 'react';
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';

export interface PhotoPickerProps {
  label: string;
  max: number;
  onChange(photos: File[]): void;
}

export function PhotoPicker({ label, max, onChange }: PhotoPickerProps) {
  const t = useT();
  const { css } = useCss();
  const id = useId();
  const [tooMany, setTooMany] = useState(false);
  return (
    <div className={css({ display: 'grid', gap: 4 })}>
      <label htmlFor={id} className={css({ fontSize: 13, fontWeight: 600 })}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        aria-describedby={tooMany ? `${id}-error` : undefined}
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])];
          setTooMany(picked.length > max);
          onChange(picked.slice(0, max));
        }}
      />
      {tooMany && (
        <span id={`${id}-error`} role="alert" className={css({ fontSize: 12, color: tokens.danger })}>
          {t('orders.lifecycle.tooManyPhotos', { max })}
        </span>
      )}
    </div>
  );
}
