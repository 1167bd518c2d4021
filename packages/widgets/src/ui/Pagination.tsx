/** Page navigation with the number of items per page (spec §9: 'Items per page'). */
import { useId } from 'react';
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';

export const PAGE_SIZES = [12, 24, 48, 96] as const;

export interface PaginationProps {
  page: number;
  pageSize: number;
  /** Whether a next page may exist (the lists do not count their rows). */
  hasNext: boolean;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

export function Pagination({ page, pageSize, hasNext, onPage, onPageSize }: PaginationProps) {
  const t = useT();
  const { css } = useCss();
  const id = useId();
  const button = css({
    minWidth: 44,
    minHeight: 44,
    border: `1px solid ${tokens.line}`,
    background: tokens.surface,
    font: 'inherit',
    cursor: 'pointer',
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
    ...focusRing,
  });
  return (
    <nav
      aria-label={t('common.pagination')}
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        padding: '16px 0',
      })}
    >
      <label htmlFor={id} className={css({ display: 'flex', alignItems: 'center', gap: 8, fontSize: 14 })}>
        {t('common.itemsPerPage')}
        <select
          id={id}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className={css({ minHeight: 36, font: 'inherit', ...focusRing })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className={css({ display: 'flex', alignItems: 'center', gap: 8 })}>
        <button
          type="button"
          className={button}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={t('common.previous')}
        >
          ‹
        </button>
        <span aria-current="page">{t('common.page', { page })}</span>
        <button
          type="button"
          className={button}
          disabled={!hasNext}
          onClick={() => onPage(page + 1)}
          aria-label={t('common.next')}
        >
          ›
        </button>
      </div>
    </nav>
  );
}
