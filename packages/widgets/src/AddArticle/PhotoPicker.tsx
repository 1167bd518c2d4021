/**
 * The article's photos: 1 to 4 pictures with previews, the first one the main photo, each
 * removable. A file that is not an image, or larger than 5 MB, is refused as it is picked — with
 * its name in the message — rather than after a long upload.
 */
import { ARTICLE_LIMITS } from '@vitrine/sdk-core';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../hooks/useT.js';
import { PHOTO_TYPES, photoProblem } from '../shared/articleForm.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens, visuallyHidden } from '../styles/tokens.js';

export interface PhotoPickerProps {
  photos: readonly File[];
  onChange(photos: File[]): void;
  /** The form's message for the photos (none picked…). */
  error: string | null;
}

const THUMB = 104;

/** A stable key per picked file, so removing one photo keeps the others' previews in place. */
const fileKeys = new WeakMap<File, number>();
let lastKey = 0;
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = ++lastKey;
    fileKeys.set(file, key);
  }
  return key;
}

/** Object URLs of the files for their previews, revoked when the files change or the picker goes. */
function usePreviews(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

export function PhotoPicker({ photos, onChange, error }: PhotoPickerProps) {
  const t = useT();
  const { css } = useCss();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const previews = usePreviews(photos);
  const full = photos.length >= ARTICLE_LIMITS.photos;

  const pick = (files: FileList | null) => {
    const problems: string[] = [];
    const accepted: File[] = [];
    for (const file of Array.from(files ?? [])) {
      const problem = photoProblem(file);
      if (problem) problems.push(t(problem.key, problem.values));
      else if (photos.length + accepted.length >= ARTICLE_LIMITS.photos) {
        problems.push(t('account.addArticle.errors.photoCount', { max: ARTICLE_LIMITS.photos }));
        break;
      } else accepted.push(file);
    }
    setRefused(problems);
    if (accepted.length > 0) onChange([...photos, ...accepted]);
    // The same file can be picked again after being removed.
    if (input.current) input.current.value = '';
  };

  const messages = [...refused, ...(error ? [error] : [])];
  return (
    <fieldset className={css({ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8, minWidth: 0 })}>
      <legend className={css({ fontSize: 13, fontWeight: 600, padding: 0, marginBottom: 4 })}>
        {t('account.addArticle.photos')}
        <span aria-hidden="true" className={css({ color: tokens.danger })}>
          {' '}
          *
        </span>
      </legend>
      <p id={hintId} className={css({ margin: 0, fontSize: 12, color: tokens.muted })}>
        {t('account.addArticle.photosHint')}
      </p>
      {photos.length > 0 && (
        <ol
          className={css({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 12,
          })}
        >
          {photos.map((photo, index) => (
            <li key={keyOf(photo)} className={css({ width: THUMB })}>
              <img
                src={previews[index] || undefined}
                alt={t('account.addArticle.photoAlt', { n: index + 1 })}
                width={THUMB}
                height={THUMB}
                className={css({
                  display: 'block',
                  width: THUMB,
                  height: THUMB,
                  objectFit: 'cover',
                  background: tokens.subtle,
                  border: `1px solid ${index === 0 ? tokens.ink : tokens.line}`,
                  borderRadius: tokens.radius,
                })}
              />
              {index === 0 && (
                <span className={css({ display: 'block', fontSize: 11, color: tokens.muted, marginTop: 4 })}>
                  {t('account.addArticle.mainPhoto')}
                </span>
              )}
              <button
                type="button"
                onClick={() => onChange(photos.filter((_, other) => other !== index))}
                className={css({
                  marginTop: 4,
                  padding: '4px 0',
                  border: 0,
                  background: 'transparent',
                  color: tokens.ink,
                  font: 'inherit',
                  fontSize: 12,
                  textDecoration: 'underline',
                  cursor: 'pointer',
                  minHeight: 32,
                  ...focusRing,
                })}
              >
                {t('account.addArticle.removePhoto', { n: index + 1 })}
              </button>
            </li>
          ))}
        </ol>
      )}
      {!full && (
        <div>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={PHOTO_TYPES.join(',')}
            aria-describedby={[hintId, messages.length ? errorId : null].filter(Boolean).join(' ')}
            aria-invalid={messages.length ? true : undefined}
            onChange={(event) => pick(event.target.files)}
            className={css(visuallyHidden)}
          />
          <label
            htmlFor={inputId}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 44,
              padding: '10px 18px',
              border: `1px dashed ${error ? tokens.danger : tokens.ink}`,
              borderRadius: tokens.radius,
              cursor: 'pointer',
              fontSize: 14,
              // The input is hidden: its focus shows on the label.
              'input:focus-visible + &': { outline: `2px solid ${tokens.focus}`, outlineOffset: 2 },
            })}
          >
            {t('account.addArticle.addPhotos')}
          </label>
        </div>
      )}
      {messages.length > 0 && (
        <div id={errorId} role="alert" className={css({ display: 'grid', gap: 2 })}>
          {messages.map((message) => (
            <span key={message} className={css({ fontSize: 12, color: tokens.danger })}>
              {message}
            </span>
          ))}
        </div>
      )}
    </fieldset>
  );
}
